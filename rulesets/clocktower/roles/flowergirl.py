"""镇民 31. 卖花女孩 (line 127)

卖花[夜晚*]：获得信息：是否有恶魔在当天白天进行了投票。（是/否）
注：在血染中，投“是”算作投票，投“否”不算。

"当天白天" is the day just ended (ruling C63).  A vote is a "yes" (the note), on any nomination
of that day, by a living or a dead player; whether the voter is a demon is read as it registers
to the 卖花女孩 at her step (a 陌客 may read as one, 小怪宝's babysitter does: ruling
CT-flowergirl).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import table
from ..info import learn_any

FLOWERS = ability("flowergirl_info", "卖花", "Flowers", "夜晚*",
                  "Each night*, learn whether a demon voted today.", does="learn_yes_no")
ROLE = character("flowergirl", "卖花女孩", "Flowergirl", "townsfolk", (FLOWERS,), line=127,
                 number=31)


def voters(g: Game) -> list[int]:
    """Everyone who voted "yes" on a nomination of the day that just ended, in order."""
    day = table(g).yesterday()
    if day is None:
        return []
    return list(dict.fromkeys(v for nom in day.nominations for v in nom.yes))


def flowers(g: Game, me: int, inst: SkillInstance):
    """卖花: yes if a voter of today registers as a demon."""
    learn_any(g, me, FLOWERS.id, voters(g), "demon")
    return
    yield


NIGHT = {FLOWERS.id: flowers}
