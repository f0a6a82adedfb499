"""【狼人阵营】7，噬时狼妃[群内]⑦ (line 504)

时间逆流[指定][早夜]——选择范围：任意一名角色。
结算效果：若结算成功，当晚除了实际阵营为[狼人阵营]以外的所有角色对目标角色发动[指定]技能时，那些技能的结算目标全部改为
发动者自己，且不知晓，若成功反弹技能，噬时狼妃会知道所有被反弹的技能名称，然后失去此技能。

The bounce is the first stage of the targeting chain (``targeting.rewind``); the consort learns
the names and loses the skill when the night ends (ruling N36).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool, table
from ..skills import choose
from ..targeting import aim_one

REWIND = SkillSpec("rewind", "时间逆流", "時間逆流", "Time reversal", "早夜",
                   "Tonight non-wolf [指定] skills aimed at a role go back to their users; the "
                   "consort learns their names and loses the skill.", ("指定",))
ROLE = RoleSpec("time_devouring_consort", "噬时狼妃", "噬時狼妃", "Time-devouring Consort",
                camp="wolf", checks_as_wolf=True, knife=True, skills=(REWIND,), line=504,
                strength=7, tags=("群内",))


def rewind(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, REWIND.id, pool(g))
    if t is None:
        return
    final = aim_one(g, me, REWIND.id, t)
    if final is not None:
        table(g).night.rewind[final] = me


def night_end(g: Game) -> None:
    """The consort learns what bounced, and loses 时间逆流."""
    for consort, skills in table(g).night.rewound.items():
        g.tell(consort, "rewound", skills=sorted(set(skills)))
        seat = g.seats[consort]
        seat.skills = [k for k in seat.skills if k.id != REWIND.id]
