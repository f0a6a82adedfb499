"""【狼人阵营】4. 狼判官 (line 94)

<审判>：游戏日夜晚，可以向法官提交三个马甲名单，反馈其中是否有宝藏。如果反馈为存在宝藏，则狼判官失去此技能。
<献策>：游戏日夜晚，可以向狼后提交一个马甲名单，若狼后出局，则狼判官失去<献策>。此事件发生时会通知狼判官。

Rulings X8, X9: 宝藏 is the card 宝藏 as it reads (a 女仆 who obeyed the 宝藏 reads as it:
表面身份); the three accounts are distinct other living roles (each
reflected off the 镜).  <献策> is a list of one to three living accounts sent to every living
狼后 card without the sender's name; it is lost (with notice) when the 狼后 card goes out.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import NIGHT, card
from ..targeting import aim, ask_many

TRIAL = SkillSpec("trial", "审判", "審判", "Trial", NIGHT,
                  "Name three accounts: told whether 宝藏 is among them; a yes loses this skill.")
COUNSEL = SkillSpec("counsel", "献策", "獻策", "Counsel", NIGHT,
                    "Send the 狼后 a list of accounts; lost (with notice) once the 狼后 is out.")
ROLE = RoleSpec("wolf_judge", "狼判官", "狼判官", "Wolf Judge", camp="wolf",
                skills=(TRIAL, COUNSEL), line=94)
QUEEN = "wolf_queen"


def trial(g: Game, me: int, inst: SkillInstance):
    """(10) 狼判官：选择<审判>的目标 — three accounts, or none."""
    pool = g.living(but=me)
    first = yield from ask_target(g, me, TRIAL.id, pool, pick=1)
    if first is None:
        return
    named = [first]
    for k in (2, 3):
        t = yield from ask_target(g, me, TRIAL.id, [s for s in pool if s not in named],
                                  optional=False, pick=k)
        if t is not None:
            named.append(t)
    finals = [aim(g, TRIAL.id, me, t) for t in named]
    # the card as it reads (a 女仆 after <顺从> reads as the inherited card: 表面身份, line 209)
    found = any(g.appearance(t, me, "trial").role == "treasure" for t in finals)
    g.result(me, TRIAL.id, None, found, (True, False), seats=named)
    if found:
        seat = g.seats[me]
        seat.skills = [k for k in seat.skills if k is not inst]


def counsel(g: Game, me: int, inst: SkillInstance):
    """(10) 狼判官：发动<献策> — a list for the 狼后."""
    queens = [s.index for s in g.seats if s.alive and card(g, s.index) == QUEEN and s.index != me]
    if not queens:
        return
    names = yield from ask_many(g, me, COUNSEL.id, g.living(but=me), 3)
    if names:
        for q in queens:
            g.tell(q, "counsel", seats=names)


def queen_out(g: Game, seat: int, cause: str) -> None:
    """若狼后出局，则狼判官失去<献策>。此事件发生时会通知狼判官。"""
    if card(g, seat) != QUEEN:
        return
    for me, inst in g.holders(COUNSEL.id):
        g.seats[me].skills = [k for k in g.seats[me].skills if k.id != COUNSEL.id]
        g.tell(me, "skill_lost", skill=COUNSEL.id)
