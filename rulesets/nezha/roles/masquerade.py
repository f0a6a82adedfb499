"""【狼人阵营】2，假面[接刀]⑥ (line 464)

邀舞[凌晨][指定]——选择范围：任意一名角色。
结算效果：假面获得反馈[该角色今晚成为了什么指定技能的结算目标]或者反馈空。
愚面[凌晨][指定]——选择范围：任意一名角色。
结算效果：直到下一次[凌晨]阶段开始，目标角色被其他技能判定的[实际阵营]时，按照相反的阵营判定（三方或不定则随机判定为好人或狼）。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool, table
from ..skills import single
from ..statuses import give

INVITE = SkillSpec("invite", "邀舞", "邀舞", "Invitation to dance", "凌晨",
                   "Learn which [指定] skills had a role as 结算目标 tonight.", ("指定",))
FOOL = SkillSpec("fool", "愚面", "愚面", "Fool's mask", "凌晨",
                 "Until the next 凌晨, other skills judge the role's actual camp inverted.",
                 ("指定",))
ROLE = RoleSpec("masquerade", "假面", "假面", "Masquerade", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(INVITE, FOOL), line=464, strength=6, tags=("接刀",))


def invite(g: Game, me: int, inst: SkillInstance):
    aimed = table(g).night.aimed

    def told(final: int, chosen: int) -> None:
        skills = sorted({a.skill for a in aimed if final in a.finals and a.skill != INVITE.id})
        g.result(me, INVITE.id, chosen, skills)
    yield from single(g, me, inst, INVITE, pool(g), told)


def fool(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, FOOL, pool(g),
                      lambda t, _: give(g, t, "inverted", me, until="small_hours"))
