"""其他身份 8，清晰者⑥ (line 250)

崩塌狙击[正午][指定][限定]——选择范围：任意1名角色，竞选日不可发动。  结算效果：对结算目标造成[致死伤害]
超限锁定[正午][指定][限定]——选择范围：任意1名角色，竞选日不可发动。
结算效果：立刻公告[结算目标被超限锁定]，本次讨论日，目标角色获得的任何票数双倍计算。
PS：多个超限锁定同一人无法叠加。
"""

from rulesets.engine import Game, RoleSpec, SkillSpec
from rulesets.engine.forum import Special

from ..common import pool, table
from ..damage import strike
from ..skills import single, usable

COLLAPSE = SkillSpec("collapse", "崩塌狙击", "崩塌狙擊", "Collapse shot", "正午",
                     "Not on 竞选日: a role takes [致死伤害].", ("指定", "限定", "伤害"))
OVERLIMIT = SkillSpec("overlimit", "超限锁定", "超限鎖定", "Overlimit lock", "正午",
                      "Not on 竞选日: announced; today every vote the role receives counts twice.",
                      ("指定", "限定"))
ROLE = RoleSpec("clarifier", "清晰者", "清晰者", "Clarifier", camp="village",
                skills=(COLLAPSE, OVERLIMIT), line=250, strength=6)


def can_collapse(g: Game, seat: int) -> bool:
    return usable(g, seat, COLLAPSE.id, election_day=False)


def collapse(g: Game, me: int):
    yield from single(g, me, g.seats[me].skill(COLLAPSE.id), COLLAPSE, pool(g),
                      lambda t, _: strike(g, me, t, "lethal", "collapse"))


def can_lock(g: Game, seat: int) -> bool:
    return usable(g, seat, OVERLIMIT.id, election_day=False)


def lock(g: Game, me: int):
    def locked(final: int, chosen: int) -> None:
        table(g).day.locked.add(final)
        g.emit("locked", seat=final)                # 立刻公告[结算目标被超限锁定]
    yield from single(g, me, g.seats[me].skill(OVERLIMIT.id), OVERLIMIT, pool(g), locked)


SPECIALS = (Special(COLLAPSE.id, can_collapse, collapse), Special(OVERLIMIT.id, can_lock, lock))
