"""其他身份 18，原初守卫⑦ (line 306)

原初守护[午夜][指定]——选择范围：任意X名角色，接下来X晚不能再次选择这些角色。
结算效果：结算目标获得状态[守护：∞]，持续至夜晚结束。如果只存在1个结算目标，改为获得[坚韧]状态。

X is any number from 1 (ruling N57); each chosen role is barred for the next X nights.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool
from ..skills import choose_many
from ..statuses import give
from ..targeting import aim

GUARD = SkillSpec("primal_guard", "原初守护", "原初守護", "Primal guard", "午夜",
                  "X roles gain [守护：∞] tonight (a single one [坚韧] instead); none of them may "
                  "be chosen again for X nights.", ("指定",))
ROLE = RoleSpec("primordial_guard", "原初守卫", "原初守衛", "Primordial Guard", camp="village",
                skills=(GUARD,), line=306, strength=7)


def primal_guard(g: Game, me: int, inst: SkillInstance):
    locks = inst.data.setdefault("locks", {})
    open_ = [s for s in pool(g) if locks.get(s, 0) < g.night]
    picked = yield from choose_many(g, me, inst, GUARD.id, open_, len(open_))
    if not picked:
        return
    for s in picked:
        locks[s] = g.night + len(picked)      # 接下来X晚不能再次选择
    finals: list[int] = []
    for t in picked:
        finals += [f for f in aim(g, me, GUARD.id, t) if f not in finals]
    for f in finals:
        if len(finals) == 1:
            give(g, f, "tough", me, until="night_end")
        else:
            give(g, f, "guard", me, until="night_end")
