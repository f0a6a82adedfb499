"""【狼人阵营】19，大野狼[群内]⑨ (line 568)

野性[深夜][指定]—— 选择目标：偶数日夜晚，可选任意一名角色。  结算效果：对结算目标造成一次[指杀]
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool
from ..damage import hurt, kill_chosen
from ..skills import single

WILD = SkillSpec("wild", "野性", "野性", "Wildness", "深夜",
                 "Even nights: a role takes [指杀].", ("指定", "伤害"))
ROLE = RoleSpec("big_bad_wolf", "大野狼", "大野狼", "Big Bad Wolf", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(WILD,), line=568, strength=9,
                tags=("群内",))


def wild(g: Game, me: int, inst: SkillInstance):
    def bite(final: int, chosen: int) -> None:
        kill_chosen(g, chosen)                           # a [指杀]: 灵通 sees its 选择目标
        hurt(g, me, final, "kill", "wild")
    if g.night % 2 == 0:
        yield from single(g, me, inst, WILD, pool(g), bite)
