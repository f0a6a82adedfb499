"""警長 and 輔警 (lines 79-103): the election, the badge on death, the deputy, 三狼自爆吞警徽."""

from __future__ import annotations

from rulesets.engine import Game
from rulesets.engine.seating import ring_from

from .common import ask_option, ask_target, st
from .speech import speech_turn
from .voting import vote_with_pk


def present(g: Game) -> list[int]:
    """Players the table still sees alive (night-1 victims before the announcement)."""
    return g.present()


def election(g: Game):
    """有警長競選 (ruling S5)."""
    state = st(g)
    state.in_election = True
    g.emit("election")
    runners: list[int] = []
    everyone = present(g)
    for s in everyone:  # declared secretly, revealed together: a runner may ask them at once
        yes = yield from ask_option(g, s, "run", ["run"], batch=everyone)
        if yes:
            runners.append(s)
    state.candidates = set(runners)
    g.emit("candidates", seats=runners)
    if runners:
        start = g.story.pick(runners, "first election speaker")
        for s in ring_from(start, g.n):
            if s in state.candidates:
                yield from speech_turn(g, s, "election")
    remaining = sorted(state.candidates)
    voters = [s for s in present(g) if s not in runners]
    elected = None
    if len(remaining) == 1:
        elected = remaining[0]
    elif remaining:
        elected = yield from vote_with_pk(g, "elect", voters, remaining, {}, None)
    state.in_election = False
    state.election_pending = False
    if elected is None:
        state.badge_lost = True
        g.emit("badge_lost", reason="election")
        return
    yield from become_sheriff(g, elected)


def become_sheriff(g: Game, seat: int):
    state = st(g)
    state.sheriff = seat
    state.deputy = None
    g.emit("sheriff", seat=seat)
    yield from appoint_deputy(g)


def appoint_deputy(g: Game):
    """在獲得警徽或天亮時任命或改任一名其他存活玩家為輔警."""
    state = st(g)
    sheriff = state.sheriff
    if sheriff is None or not g.seats[sheriff].alive:
        return
    pool = [s for s in present(g) if s != sheriff and s != state.deputy]
    t = yield from ask_target(g, sheriff, "deputy", pool)
    if t is not None:
        state.deputy = t
        g.emit("deputy", seat=t)


def pass_badge(g: Game, sheriff: int):
    state = st(g)
    state.sheriff = None
    state.deputy = None  # 當警徽發生變動…原有輔警身份的玩家失去輔警身份
    heir = yield from ask_target(g, sheriff, "badge", [s for s in g.living() if s != sheriff])
    if heir is None:
        state.badge_lost = True
        g.emit("badge_torn", seat=sheriff)
        return
    g.emit("badge_passed", seat=sheriff, to=heir)
    yield from become_sheriff(g, heir)


def count_election_explosion(g: Game) -> None:
    """三狼自爆吞警徽 (ruling S3)."""
    state = st(g)
    state.election_explosions += 1
    if state.election_explosions >= g.board["badge_swallow_explosions"]:
        state.election_pending = False
        state.badge_lost = True
        state.in_election = False
        g.emit("badge_swallowed")


def vote_weights(g: Game) -> dict[int, int]:
    """Exile vote weights in half votes: 警長 2.5, 輔警 1.5, everyone else 1."""
    state = st(g)
    w: dict[int, int] = {}
    if state.sheriff is not None:
        w[state.sheriff] = 5
    if state.deputy is not None:
        w[state.deputy] = 3
    return w


def speaking_direction(g: Game):
    """The sheriff picks clockwise or counter-clockwise (ruling S6); None without a sheriff."""
    sheriff = st(g).sheriff
    if sheriff is None or not g.seats[sheriff].alive:
        return None
    way = yield from ask_option(g, sheriff, "order", ["clockwise", "counterclockwise"],
                                optional=False, default="clockwise")
    g.emit("order", seat=sheriff, clockwise=way == "clockwise")
    return way == "clockwise"
