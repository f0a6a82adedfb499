"""投票 (lines 59-62, 260-275) and its settlement with the post-vote window (lines 57, 68, 247).

每名存活角色每个讨论日限投一票，投票完成后允许改票。改票只允许进行一次。…执行加速时不允许改票。
讨论结束时，未回复投票帖者将被判罚黄牌；投弃权票时，须在投票对象中填写“弃权”。
讨论日获得投票最多的角色将出局。“多于一名角色票数最高”称为平票。产生平票时，无人出局。

Weights (rulings X16, X27, X43): a ballot counts 1, plus the voter's 打工 bonus (每累计两点，老板
可以永久加一票), plus its die-6 votes when it chooses to add them; a 诅咒 doubles the total a
role receives.  Ballots and totals are published, the weights explained, the 诅咒 never named
(暗记，被选中的玩家不公示, line 148: only the doubled total shows).  The single top role goes out unless it is
on 票台 (X26), under 天罡护体 (days 1-2) or under 守护; before it goes, 混血儿<护主> may take its
place and 天使<偏爱> may put another player in its place (X14).  A vote-out's cause, for 共死,
is the first voter: the earliest ballot still on it at the close (X17).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game
from rulesets.engine.forum import Timeline
from rulesets.engine.votes import tally, top, weighed

from .common import table
from .going_out import take_out
from .roles import angel, gambler, half_blood, ranger

Ballots = dict[int, Optional[int]]


def extras(g: Game, ballots: Ballots):
    """投票时可选择使用或不使用 the die-6 votes: asked of each holder with a ballot on a role."""
    added: dict[int, int] = {}
    for v, t in ballots.items():
        if t is not None and g.seats[v].alive:
            n = yield from gambler.ask_extra(g, v)
            if n:
                added[v] = n
    return added


def weights(g: Game, ballots: Ballots, added: dict[int, int]) -> dict[int, int]:
    """Each voter's ballot in half votes: one vote, the worker's bonus, the die's extra."""
    bonus = table(g).vote_bonus
    return {v: 2 * (1 + bonus.get(v, 0) + added.get(v, 0)) for v in ballots}


def totals(g: Game, ballots: Ballots, added: dict[int, int]) -> dict[int, int]:
    """Weighted totals (whole votes), 诅咒 doubled."""
    counts = {t: h // 2 for t, h in tally(ballots, weights(g, ballots, added)).items()}
    for t in table(g).cursed:
        if t in counts:
            counts[t] *= 2
    return counts


def first_voter(timeline: Timeline, ballots: Ballots, target: int) -> Optional[int]:
    """第一个投票给X的玩家: among the final ballots on ``target``, the one posted earliest."""
    posted: dict[int, int] = {}
    for i, (v, _, new) in enumerate(timeline):
        if new == target:
            posted[v] = i
    on = [v for v, t in ballots.items() if t == target and v in posted]
    return min(on, key=lambda v: posted[v]) if on else None


def blocked(g: Game, seat: int) -> Optional[str]:
    """Why the top role cannot be voted out today, as the table is told (``None``: it can):
    ``platform`` (the 票台 is public) or ``spared`` — 天罡护体 and 守护 alike, as naming either
    would publish the 游侠's card or its 守护, which the rulebook never does (ruling XA9)."""
    if seat in table(g).platform:
        return "platform"
    if ranger.aegis(g, seat) or g.outs.immune(seat, "vote"):
        return "spared"
    return None


def settle(g: Game, ballots: Ballots, timeline: Timeline):
    """The vote's result and the post-vote window; returns the seat that went out, if any."""
    state = table(g)
    added = yield from extras(g, ballots)
    counts = totals(g, ballots, added)
    g.emit("votes", vote="exile", round=0, ballots={str(k): v for k, v in ballots.items()},
           totals={str(k): n for k, n in sorted(counts.items())},
           **weighed(ballots, weights(g, ballots, added)))   # 诅咒 is secret: never named
    leaders = top(counts, g.living())
    g.emit("vote_top", seats=leaders)
    if len(leaders) != 1:
        g.emit("no_exile", reason="tie" if leaders else "no_votes")
        return None
    out = leaders[0]
    why = blocked(g, out)
    if why is not None:
        g.emit("no_exile", reason=why, seat=out)
        return None
    voters = [v for v, t in ballots.items() if t == out]
    cause, source = "vote", first_voter(timeline, ballots, out)
    sub = yield from half_blood.shield(g, out, lambda seat: blocked(g, seat) is None)
    if sub is not None:
        out = sub
    swap = yield from angel.favour(g, out)
    if swap is not None:
        out, source = swap
        cause, voters = "favour", []
        if g.outs.immune(out, cause):
            # a replacement under 守护 stays in, and the voted-out role is spared already: the
            # table is told nobody went out, as for a spared top role (rulings X14, XA9)
            g.emit("no_exile", reason="spared", seat=out)
            return None
    state.vote_voters[out] = voters
    g.emit("exiled", seat=out)
    if take_out(g, out, cause, source):
        state.voted_out = out
        return out
    return None
