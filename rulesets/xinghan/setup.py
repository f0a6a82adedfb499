"""总体流程 steps 0-3 (lines 216-219), before the first discussion day:

0、分发身份。
1、游戏开始时，混血儿<支持>、幽灵<附身>、人质<遇难>、打工人<入职>依次执行。
2、所有角色的阵营确定。
3、铁柱决定第一天因<票台>不能被投票的角色名单，选择<诅咒>对象，开始第一天讨论日。

Each seat is told its card and camp; the two 毒士-camp cards learn each other (line 139: 互知但
不共群: a private notice to each, no chat); the 狼群 starts with the 狼王 alone (ruling X4).
"""

from __future__ import annotations

from rulesets.engine import Game, Schedule, Step

from .links import determine
from .roles import half_blood, hostage, iron_pillar, ghost, wolf_king, worker

#: step 1, in the rulebook's order
LINKS = Schedule.sequential(
    Step("混血儿<支持>", half_blood.support, skill=half_blood.SUPPORT.id),
    Step("幽灵<附身>", ghost.possess, skill=ghost.POSSESS.id),
    Step("人质<遇难>", hostage.victimhood, skill=hostage.VICTIM.id),
    Step("打工人<入职>", worker.hire, skill=worker.HIRE.id),
)
#: step 3
PILLAR = Schedule.sequential(
    Step("铁柱<票台>", iron_pillar.platform, skill=iron_pillar.PLATFORM.id),
    Step("铁柱<诅咒>", iron_pillar.curse, skill=iron_pillar.CURSE.id),
)
#: cards that know each other (毒士阵营互知)
KNOW_EACH_OTHER = ("poison_sage", "iron_pillar")


def tell_cards(g: Game) -> None:
    for s in g.seats:
        g.tell(s.index, "role", role=s.role.id, camp=s.camp)
    team = [s.index for s in g.seats if s.role.id in KNOW_EACH_OTHER]
    for s in team:
        g.tell(s, "sage_team", seats=team, roles=[g.seats[t].role.id for t in team])


def play(g: Game):
    g.set_stage("setup")
    tell_cards(g)
    wolf_king.found_pack(g)
    yield from LINKS.run(g, first=True)
    determine(g)
    yield from PILLAR.run(g, first=True)
