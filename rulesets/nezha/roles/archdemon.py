"""【狼人阵营】21，大恶魔[群内]⑨ (line 579)

主宰黑夜<强制> —— 游戏日夜晚，大恶魔获得[不死]状态。
生灵收割[凌晨][指定]——选择范围：任意一个角色。
结算效果：若结算目标夜晚行动过，大恶魔获得反馈[该角色今晚发动的所有技能名称]，若成功获得反馈，目标角色获得[流血]状态。
PS：因为行动顺序的原因，依然无法反制炼金魔女

行动过: used a skill tonight before 生灵收割 resolves (ruling N69).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool, table
from ..skills import single
from ..statuses import give
from .dominate import DOMINATE

REAP = SkillSpec("reap_life", "生灵收割", "生靈收割", "Reap life", "凌晨",
                 "Learn the skills a role used tonight; if it used any, it starts to bleed.",
                 ("指定",))
ROLE = RoleSpec("archdemon", "大恶魔", "大惡魔", "Archdemon", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(DOMINATE, REAP), line=579, strength=9, tags=("群内",))


def reap_life(g: Game, me: int, inst: SkillInstance):
    def reap(final: int, chosen: int) -> None:
        used = table(g).night.acted.get(final, [])
        if used:
            g.result(me, REAP.id, chosen, sorted(set(used)))
            give(g, final, "bleed", me)
    yield from single(g, me, inst, REAP, pool(g), reap)
