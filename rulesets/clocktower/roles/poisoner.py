"""爪牙 1. 投毒者 (line 417)

投毒[夜晚]<指定>：选择目标：一名角色；结算效果：使该角色获得[中毒]状态，持续至下一个黄昏。
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import afflict, everyone, works
from ..statuses import next_dusk

POISON = ability("poisoner_poison", "投毒", "Poison", "夜晚",
                 "Each night choose a player: poisoned until the next dusk.", (CHOOSES,),
                 aim="player", does="drunk_or_poison")
ROLE = character("poisoner", "投毒者", "Poisoner", "minion", (POISON,), line=417, number=1)


def poison(g: Game, me: int, inst: SkillInstance):
    """投毒: a player is poisoned until the next dusk."""
    t = yield from ask.player(g, me, POISON.id, everyone(g), inst=inst)
    if t is not None and works(g, me, inst):
        afflict(g, t, "poisoned", me, POISON.id, until=next_dusk(g))


NIGHT = {POISON.id: poison}
