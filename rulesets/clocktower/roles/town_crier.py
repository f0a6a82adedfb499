"""镇民 32. 城镇公告员 (line 131)

公告[夜晚*]：获得信息：是否有爪牙在当天白天发起了提名。（是/否）

"当天白天" is the day just ended (ruling C63); every nomination of that day counts, whatever
followed it (a 贞洁者's execution, a 女巫's curse).  Whether the nominator is a minion is read as
it registers to the 城镇公告员 at its step (a 间谍 may read as good, a 陌客 as a minion: ruling
CT-town-crier).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import table
from ..info import learn_any

CRY = ability("town_crier_info", "公告", "Cry", "夜晚*",
              "Each night*, learn whether a minion nominated today.", does="learn_yes_no")
ROLE = character("town_crier", "城镇公告员", "Town Crier", "townsfolk", (CRY,), line=131,
                 number=32)


def nominators(g: Game) -> list[int]:
    """Everyone who nominated on the day that just ended, in order."""
    day = table(g).yesterday()
    return [] if day is None else list(dict.fromkeys(n.nominator for n in day.nominations))


def cry(g: Game, me: int, inst: SkillInstance):
    """公告: yes if a nominator of today registers as a minion."""
    learn_any(g, me, CRY.id, nominators(g), "minion")
    return
    yield


NIGHT = {CRY.id: cry}
