"""【不定阵营】6，祭品 (line 828)

献祭唤醒[黄昏][强制]——若当天开门时公布遗言已耗尽，则游戏日黄昏，轮到祭品行动时，检查当前已出局好人阵营角色/狼人阵营
角色占比开局双方对应阵营人数的百分比，祭品的[实际阵营]变更为已出局百分比较多的阵营（平局则算作狼人阵营）并收到通知加入了
什么阵营，然后从下列选项中选择一个：
1，选择一个已出局角色，若该角色与你同阵营，获得该角色身份技能并刷新至初始。
2，从对应阵营的已出局的角色随机选择一个，祭品获得该身份技能并刷新至初始。
若通过此法获得的身份有[群内][接刀]标签，也会获得该标签并结算对应效果。

献祭唤醒 runs in 黄昏2 after 顺从 (and 双重人格), before 白眼狼 遗泽.  遗言已耗尽 at today's opening: the
outs before today's 正午 (every out but today's 正午/黄昏 ones) fill the ``round(0.3 N)`` last-word
slots (N265).  The percentages count the out seats by their actual camp against the seats dealt
into each camp (N266).  The skill wakes once (N267).  The choice is one decision: a seat out is
option 1, passing is option 2 (N268).  The skills go through ``dreamer.take``; the card's
[群内] / [接刀] tags are taken as 顺从's are (N269).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..camps import move
from ..common import VILLAGE, WOLF, counted, table
from ..skills import choose, ready, spend
from ..windows import last_word_slots
from .dreamer import take
from .obedient_maid import take_tags

WAKE = SkillSpec("sacrifice_wake", "献祭唤醒", "獻祭喚醒", "Sacrificial awakening", "黄昏",
                 "Once, at the first 黄昏 after an opening whose last words were exhausted: join "
                 "whichever of village/wolf has lost the larger share of its opening seats (a tie: "
                 "wolf), told; then pick a role out (its skills, refreshed, if it is of your camp) "
                 "or pass to take a random role out of your camp's; its card's [群内]/[接刀] "
                 "come with it.", ("强制",))
ROLE = RoleSpec("sacrifice", "祭品", "祭品", "Sacrifice", camp="undetermined",
                skills=(WAKE,), line=828)


def words_exhausted(g: Game) -> bool:
    """当天开门时公布遗言已耗尽: the outs before today's 正午 have used every last-word slot."""
    before = len(g.outs.order) - len(table(g).day.outs)
    return before >= last_word_slots(g)


def shares(g: Game) -> dict[str, float]:
    """已出局好人/狼人阵营角色占比开局双方对应阵营人数的百分比: by camp, the seats out now in that
    actual camp over the seats dealt into it."""
    seats = [s for s in g.seats if counted(g, s.index)]
    out: dict[str, float] = {}
    for camp in (VILLAGE, WOLF):
        dealt = sum(1 for s in seats if s.original_role.camp == camp)
        gone = sum(1 for s in seats if not s.alive and s.camp == camp)
        out[camp] = gone / dealt if dealt else 0.0
    return out


def wake(g: Game, me: int, inst: SkillInstance):
    """献祭唤醒 (黄昏2)."""
    if not ready(inst) or inst.used or not words_exhausted(g):
        return
    spend(inst)
    share = shares(g)
    camp = VILLAGE if share[VILLAGE] > share[WOLF] else WOLF     # 平局则算作狼人阵营
    if not move(g, me, camp) and g.seats[me].camp == camp:
        g.tell(me, "camp", camp=camp)                           # 收到通知加入了什么阵营
    camp = g.seats[me].camp                                     # (unchanged when locked: 磐石)
    outs = [s.index for s in g.seats if not s.alive and s.index != me and counted(g, s.index)]
    t = yield from choose(g, me, inst, WAKE.id, outs)
    if t is not None:                                           # 1，选择一个已出局角色
        if g.seats[t].camp != camp:                             # 若该角色与你同阵营
            g.tell(me, "sacrifice_refused", target=t)
            return
    else:                                                       # 2，对应阵营的已出局的角色随机
        mine = [s for s in outs if g.seats[s].camp == camp]
        if not mine:
            g.tell(me, "sacrifice_none")
            return
        t = g.story.pick_seat(mine, "献祭唤醒 random out")
    card = g.seats[t].original_role
    g.tell(me, "sacrifice_gained", target=t, role=card.id)
    yield from take(g, me, t, WAKE.id)                         # 获得该身份技能并刷新至初始
    take_tags(g, me, card)                                     # 也会获得该标签并结算对应效果
