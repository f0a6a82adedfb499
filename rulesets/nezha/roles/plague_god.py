"""【三方阵营】9，瘟神（50） (line 728)

传播瘟疫[早夜][指定]——选择范围：任意一名角色。
结算效果：结算目标获得[漏洞]状态。
瘟疫爆发[深夜][指定][限定]——选择范围：所有持有[漏洞]状态的角色。
结算效果：对所有结算目标造成[致死伤害]。

胜利条件：场上未持有[漏洞]状态的存活角色不大于因[瘟疫爆发]而出局的角色。

传播瘟疫 runs in 早夜2 (the order lists 瘟神 传播瘟疫 after 银狼 漏洞入侵), its [漏洞] permanent
(no end is given, ruling N180).  瘟疫爆发 runs in 深夜2 after 白眼狼 撕咬 and settles in its own
tally slot (瘟神瘟疫爆发): one decision, use it or not; used, it aims at every holder of [漏洞]
the table still sees in play (the 瘟神 itself too, if it holds one), each through the targeting
chain (ruling N181).  Its camp wins, judged when the phase ends, when the living roles without
[漏洞] are no more than the roles out by 瘟疫爆发 and not come back (ruling N182).
"""

from __future__ import annotations

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec, ask_yes

from ..common import answerer, counted, pool
from ..damage import hurt
from ..skills import ready, single, spend, used, used_up
from ..statuses import give, has
from ..targeting import aim

SPREAD = SkillSpec("spread_plague", "传播瘟疫", "傳播瘟疫", "Spread the plague", "早夜",
                   "A role gains [漏洞] (permanent).", ("指定",))
BURST = SkillSpec("plague_burst", "瘟疫爆发", "瘟疫爆發", "Plague outbreak", "深夜",
                  "Once per game: every role holding [漏洞] takes [致死伤害].",
                  ("指定", "限定", "伤害"))
ROLE = RoleSpec("plague_god", "瘟神", "瘟神", "Plague God", camp="plague_god",
                skills=(SPREAD, BURST), line=728, strength=50)
#: the tally slot of 瘟疫爆发 (瘟神瘟疫爆发), also the cause of its outs
SLOT = "plague"


def spread(g: Game, me: int, inst: SkillInstance):
    """传播瘟疫 (早夜2): one role, any, gains [漏洞] for good."""
    yield from single(g, me, inst, SPREAD, pool(g), lambda final, _: give(g, final, "exploit", me))


def holders(g: Game) -> list[int]:
    """选择范围: every role the table sees in play that holds [漏洞] (the 瘟神 too)."""
    return [s for s in pool(g) if has(g, s, "exploit")]


def burst(g: Game, me: int, inst: SkillInstance):
    """瘟疫爆发 (深夜2, 限定): asked only while a role holds [漏洞]; each 结算目标 takes
    [致死伤害] at the tally's 瘟神瘟疫爆发."""
    targets = holders(g)
    who = answerer(g, me)
    if not targets or who is None or not ready(inst):
        return
    if not (yield from ask_yes(g, who, BURST.id, holders=targets)):
        return
    spend(inst)
    used_up(g, me, inst)
    used(g, me, BURST.id)
    for t in targets:
        for final in aim(g, me, BURST.id, t):
            hurt(g, me, final, "lethal", SLOT)


def plague_outs(g: Game) -> int:
    """因[瘟疫爆发]而出局的角色: the roles out now whose out came from the outbreak."""
    return sum(1 for s in g.seats if not s.alive and s.death_cause == SLOT
               and counted(g, s.index))


def untouched(g: Game) -> int:
    """场上未持有[漏洞]状态的存活角色."""
    return sum(1 for s in g.seats if s.alive and counted(g, s.index)
               and not has(g, s.index, "exploit"))


def plague_wins(g: Game) -> bool:
    """场上未持有[漏洞]状态的存活角色不大于因[瘟疫爆发]而出局的角色."""
    return untouched(g) <= plague_outs(g)


CAMP_WINS = {ROLE.camp: (Condition("场上未持有[漏洞]状态的存活角色不大于因[瘟疫爆发]而出局的角色",
                                   plague_wins, instant=False),)}
