"""镇民 7. 送葬者 (line 38)

如果当天白天有角色因为处决造成的死亡判定而死亡：
送葬[夜晚*]：获得信息：该角色的身份。（身份）

"当天白天" is the day just ended (its execution is settled after 20:00 but belongs to it:
ruling C63).  The character is as it registers to the 送葬者.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import table
from ..info import learn, look

BURY = ability("undertaker_info", "送葬", "Bury", "夜晚*",
               "Each night*, if a player died by execution today, learn its character.",
               does="learn_character")
ROLE = character("undertaker", "送葬者", "Undertaker", "townsfolk", (BURY,), line=38, number=7)


def bury(g: Game, me: int, inst: SkillInstance):
    """送葬: the character of today's executed player (if it died of it); of each of them, in
    order, on a day with two (the vote's, then a 洗脑师's or 畸形秀演员's: ruling CT-settlement)."""
    day = table(g).yesterday()
    if day is None:
        return
    for dead in day.execution_deaths:
        truth = look(g, dead, me).role
        learn(g, me, BURY.id, "character", [truth], [r.id for r in g.ruleset.roles], target=dead)
    return
    yield


NIGHT = {BURY.id: bury}
