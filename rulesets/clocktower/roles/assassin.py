"""爪牙 7. 刺客 (line 445)

刺杀[夜晚*]<指定><限定>：选择目标：一名角色；结算效果：该角色死亡。

A direct death, not a death judgement: no protection stops it (ruling C57).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ONCE, ability, character
from ..common import everyone, spend, works
from ..deaths import die

ASSASSINATE = ability("assassin_kill", "刺杀", "Assassinate", "夜晚*",
                      "Once, at night*, choose a player: it dies.", (CHOOSES, ONCE),
                      aim="player", does="kill")
ROLE = character("assassin", "刺客", "Assassin", "minion", (ASSASSINATE,), line=445, number=7)


def assassinate(g: Game, me: int, inst: SkillInstance):
    """刺杀: optional, once; the chosen player dies (if the ability works)."""
    t = yield from ask.player(g, me, ASSASSINATE.id, everyone(g), inst=inst)
    if t is None:
        return
    working = works(g, me, inst)
    spend(g, me, inst)
    if working:
        die(g, t, "assassin", me)


NIGHT = {ASSASSINATE.id: assassinate}
