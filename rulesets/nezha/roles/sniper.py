"""【狼人阵营】13，狙击手⑧ (line 533)

狙击[深夜][指定]—— 选择范围：偶数游戏日夜晚，可选任意一名角色。
结算效果：结算目标永久获得[遗忘]状态并承受[致死伤害]。

竞选日 is day 1 and the night after it night 1, so 狙击 works on nights 2, 4, 6... (ruling N22);
[遗忘] lands at once (it can take away a forced [不死]), the damage at the tally.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool
from ..damage import hurt
from ..skills import single
from ..statuses import give

SNIPE = SkillSpec("snipe", "狙击", "狙擊", "Snipe", "深夜",
                  "Even nights: a role gains permanent [遗忘] and takes [致死伤害].",
                  ("指定", "伤害"))
ROLE = RoleSpec("sniper", "狙击手", "狙擊手", "Sniper", camp="wolf", checks_as_wolf=True,
                skills=(SNIPE,), line=533, strength=8)


def snipe(g: Game, me: int, inst: SkillInstance):
    def shoot(final: int, chosen: int) -> None:
        give(g, final, "forget", me)                 # 永久获得[遗忘]状态并承受[致死伤害]
        hurt(g, me, final, "lethal", "snipe")
    if g.night % 2 == 0:
        yield from single(g, me, inst, SNIPE, pool(g), shoot)
