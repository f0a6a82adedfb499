"""The game day: 晨曦 (guns, notices, last words, 殉职), 正午 (announcements, discussion, vote),
黄昏 (the vote's out, guns, notices, last words, 殉职) — lines 58, 239-241.

Day 1 is the election day (竞选日): no 晨曦, and its vote elects the sheriff.
"""

from __future__ import annotations

from rulesets.engine import Game, PhaseEnds
from rulesets.engine.forum import accelerated
from rulesets.engine.seating import ring_from

from . import voting
from .common import table
from .outs import announce, go_out_by_day, window
from .roles import sheriff
from .speech import speech_turn
from .win import fallback


def begin(g: Game) -> None:
    g.begin("day")
    g.stage = None
    g.emit("day_breaks", day=g.day)


def play(g: Game):
    """Everything after ``begin``: the rest of the game day."""
    state = table(g)
    if g.day > 1:
        g.set_stage("dawn")
        yield from window(g, "dawn")
    g.set_stage("noon")
    if g.day > 1:
        announce(g)
    forum = state.forum
    forum.new_day()
    start = g.story.pick_seat(g.living(), "first speaker")
    order = [s for s in ring_from(start, g.n) if g.seats[s].alive]
    g.emit("speaking_order", seats=order)
    out = None
    voted = False
    try:
        for s in order:
            if g.seats[s].alive:
                yield from speech_turn(g, s)
        forum.accelerated = accelerated(g, forum)
        if forum.accelerated:
            g.emit("accelerated")
        changes = g.board["vote_changes"] and not forum.accelerated
        ballots, timeline = yield from voting.cast(g, order, changes, forum=forum)
        voted = True
        if g.day == 1:
            elected = voting.first_to_top(timeline)
            voting.publish(g, "elect", ballots, [] if elected is None else [elected])
            if elected is not None:
                sheriff.become(g, elected, public=True)
        else:
            leaders, out = voting.exile_result(g, ballots)
            voting.publish(g, "vote", ballots, leaders)
    except PhaseEnds:
        forum.ballots = {}   # 投票结算也不再执行 (ruling D20)
    g.set_stage("dusk")
    if g.day > 1 and out is not None:
        g.emit("exiled", seat=out)
        go_out_by_day(g, [out], "exile")
    elif g.day > 1 and voted:
        g.emit("no_exile")
    yield from window(g, "dusk")
    g.judge()
    if g.day >= g.board["max_days"]:
        fallback(g, f"day limit ({g.board['max_days']}) reached")
