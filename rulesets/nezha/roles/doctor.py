"""其他身份 14，医生⑦ (line 285)

救治[午夜][指定]——选择范围：任意一名角色。
结算效果：结算目标获得[守护：∞]，持续至夜晚结束，若结算目标当晚未受到[指杀]，则在夜晚行动结束后，出局结算
之前，对结算目标赋予[流血]。

受到[指杀] means being the 结算目标 of a [指杀] tonight, blocked or not (ruling N25).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from .. import rewrite
from ..common import pool, table
from ..skills import single
from ..statuses import give

CURE = SkillSpec("cure", "救治", "救治", "Cure", "午夜",
                 "A role gains [守护：∞] tonight; if no [指杀] reaches it, it starts to bleed "
                 "([流血]) before the night's outs are counted.", ("指定",))
ROLE = RoleSpec("doctor", "医生", "醫生", "Doctor", camp="village", skills=(CURE,), line=285,
                strength=7)


def cure(g: Game, me: int, inst: SkillInstance):
    def heal(final: int, chosen: int) -> None:
        give(g, final, "guard", me, until="night_end")
        table(g).night.cured.append((me, final))
    yield from single(g, me, inst, CURE, pool(g), heal)


def bleed(g: Game) -> None:
    """夜晚行动结束后，出局结算之前: the [流血] is 救治's own effect, so it settles as the 医生's
    救治 (a 以太编程 rewrite of its [流血] acts on it, ruling N360)."""
    night = table(g).night
    for doctor, t in night.cured:
        if not any(d == "kill" for _, d in night.damaged.get(t, ())):
            with rewrite.settling(g, doctor, CURE.id):
                give(g, t, "bleed", doctor)
