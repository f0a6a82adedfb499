"""警长：1人 <非身份> (lines 855-863).

成为警长的角色将收到告知。
竞岗<强制> —— 在游戏的第一天投票结束后，最先获得投票数最多的角色当选警长。
任职宣言<强制> —— 当选警长或被移交警长的角色需立刻从以下宣言中选择一个执行，获得对应效果，并于白天或
黄昏公示警长的选择。
独裁：警长票权+1，从10人开始，当前存活人数每增加5人，警长票权额外+1
自由：任何时候警长都可以在一个专门的自由警长发言贴中发言（寡言状态依然适用且共用当天讨论数）
秩序：警长立刻清除所有负面状态并免疫所有负面状态。
殉职<强制> —— 警长出局时，在出局的那个阶段内，须选择一名未出局的角色移交警长，若在该阶段内未及时选择
警长，警长将随机选择，获得警长的角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示）。

The declaration is a status on the sheriff ([独裁] / [自由] / [秩序], line 112: 视为拥有对应警长的
效果) marked as the badge's, taken off when the badge passes.  The badge is table state, not a
skill: it cannot be silenced or copied.
"""

from __future__ import annotations

from rulesets.engine import Game, SkillSpec, Trigger, ask_option, ask_target

from .common import SENT_OFF, counted, table
from .statuses import give

#: 任职宣言 options -> the status each gives
DECLARATIONS = {"dictator": "dictator", "freedom": "freedom", "order": "order"}
DECLARATION_ZH = {"dictator": "独裁", "freedom": "自由", "order": "秩序"}
PROCEDURES = (
    SkillSpec("declare", "任职宣言", "任職宣言", "Declaration", "当选时",
              "The new sheriff picks 独裁 (+votes), 自由 (its own thread) or 秩序 (immune to "
              "negative statuses).", ("强制",)),
    SkillSpec("martyr", "殉职", "殉職", "Pass the badge", "出局时",
              "The sheriff going out passes the badge to a living role (random if none).",
              ("强制", "指定")),
)
BADGE = {"badge": True}


def become(g: Game, seat: int, public: bool):
    """``seat`` takes the badge: told, declares at once; the table learns the declaration now
    by day, at the next opening otherwise."""
    state = table(g)
    state.sheriff = seat
    g.emit("sheriff", (seat,), seat=seat)
    default = g.story.pick(list(DECLARATIONS), "default declaration")
    choice = yield from ask_option(g, seat, "declare", list(DECLARATIONS), optional=False,
                                   default=default)
    state.declaration = choice
    give(g, seat, DECLARATIONS[choice], seat, data=dict(BADGE))
    if public:
        g.emit("sheriff", seat=seat, declaration=choice)
    else:
        state.notices.append({"kind": "sheriff", "seat": seat, "declaration": choice})


def leave(g: Game, seat: int) -> None:
    """The badge's statuses go with it."""
    holder = g.seats[seat].statuses
    holder.items = [st for st in holder if st.data != BADGE]


def martyr(g: Game, trigger: Trigger):
    """殉职: the out sheriff passes the badge to a living role (random by default; at random
    for a sheriff sent off by a red card, ruling N119)."""
    me = trigger.seat
    state = table(g)
    if state.sheriff != me:
        return
    leave(g, me)
    living = [s for s in g.living(but=me) if counted(g, s)]
    if not living:
        state.sheriff = None
        return
    if g.seats[me].death_cause == SENT_OFF:
        # 红牌罚下…不能发动任何技能 (line 161): as when no heir is named in time, 警长将随机选择
        heir = g.story.pick_seat(living, "殉职 heir of a sent-off sheriff")
    else:
        heir = yield from ask_target(g, me, "martyr", living, optional=False)
    public = g.stage in ("noon", "dusk", "dusk2")   # 白昼，黄昏阶段则立刻通知并公示
    yield from become(g, heir, public)


def dictator_bonus(g: Game) -> int:
    """独裁: +1, and +1 more for every 5 living roles from 10 (10-14: +1, 15-19: +2...)."""
    alive = sum(1 for s in g.seats if s.alive and counted(g, s.index))
    return 1 + max(0, (alive - 10) // 5)


def is_free(g: Game, seat: int) -> bool:
    """The 自由 sheriff's own thread."""
    return any(st.name == "freedom" for st in g.seats[seat].statuses)
