"""镇民 11. 猎手 (line 53)

狩猎[白天]<宣言><限定>：公开声明：“（猎手角色名）是猎手，狩猎（对象角色名）”；结算效果：如果对象角色为恶魔，
则对其造成一次死亡判定。

Anyone may make the declaration (不拥有该技能的角色也可以模仿发表公开声明，但没有效果, line 7); the
holder spends its ability on it, drunk or not (<限定>).  The target is judged if it registers as a
demon to the 猎手.  Jinx (痢蛭, line 590): 如果猎手的技能对象为拥有[被寄生]标记的角色且正常发动，拥有
[被寄生]标记的角色会受到一次死亡判定.
"""

from rulesets.engine import Game

from ..characters import DECLARE, ONCE, ability, character
from ..common import spend, works
from ..deaths import judge
from ..info import reads_as

SLAY = ability("slayer_slay", "狩猎", "Slay", "白天",
               "Once, declare publicly that you slay a player: if it is a demon, a death judgement.",
               (DECLARE, ONCE), aim="player", does="kill")
ROLE = character("slayer", "猎手", "Slayer", "townsfolk", (SLAY,), line=53, number=11)


def slay(g: Game, me: int, target: int):
    """狩猎: the holder's declaration; a demon (or the 痢蛭's host) is judged."""
    inst = g.seats[me].skill(SLAY.id)
    if inst is None:
        return
    working = works(g, me, inst)
    spend(g, me, inst)
    if working and (reads_as(g, target, me, "demon") or "lleech_host" in g.seats[target].statuses):
        judge(g, target, me, "ability")
    return
    yield


DECLARATIONS = {"slay": slay}
