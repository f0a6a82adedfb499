"""镇民 8. 僧侣 (line 42)

保护[夜晚*]<指定>：选择目标：除僧侣外的一名角色；结算效果：使该角色获得[庇护]状态，持续至下一个黄昏。
[庇护]：在该状态下，角色不受到恶魔技能的负面影响。（包括但不限于死亡判定，[中毒]状态等）
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import afflict, others, works
from ..statuses import next_dusk

PROTECT = ability("monk_protect", "保护", "Protect", "夜晚*",
                  "Each night*, choose a player other than you: sanctuary (safe from the demon) "
                  "until the next dusk.", (CHOOSES,), aim="player", does="protect")
ROLE = character("monk", "僧侣", "Monk", "townsfolk", (PROTECT,), line=42, number=8)


def protect(g: Game, me: int, inst: SkillInstance):
    """保护: another player is in [庇护] until the next dusk."""
    t = yield from ask.player(g, me, PROTECT.id, others(g, me), inst=inst)
    if t is not None and works(g, me, inst):
        afflict(g, t, "sanctuary", me, PROTECT.id, until=next_dusk(g))


NIGHT = {PROTECT.id: protect}
