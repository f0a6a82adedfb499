"""警長 and 輔警 (lines 79-103): becoming sheriff, the deputy, the badge on death, 三狼自爆吞警徽,
vote weights and the speaking direction."""

from __future__ import annotations

from rulesets.engine import Game, ask_option, ask_target

from .common import table


def become_sheriff(g: Game, seat: int):
    state = table(g)
    state.sheriff = seat
    state.deputy = None
    g.emit("sheriff", seat=seat)
    yield from appoint_deputy(g)


def appoint_deputy(g: Game):
    """在獲得警徽或天亮時任命或改任一名其他存活玩家為輔警: a sheriff the table still sees in play
    appoints, a night victim elected before its death is announced included (ruling S53)."""
    state = table(g)
    sheriff = state.sheriff
    if sheriff is None or not g.seats[sheriff].present:
        return
    pool = [s for s in g.present() if s != sheriff and s != state.deputy]
    t = yield from ask_target(g, sheriff, "deputy", pool)
    if t is not None:
        state.deputy = t
        g.emit("deputy", seat=t)


def on_death(g: Game, seat: int):
    """在死亡後可以將警徽移交給一名其他存活玩家…也可以撕毀警徽, when the death is public; a 輔警
    appointed while its night death was still secret loses the status then (line 101, S43)."""
    state = table(g)
    if state.deputy == seat:
        state.deputy = None
    if state.sheriff == seat:
        yield from pass_badge(g, seat)


def deputy_out(g: Game, seat: int, cause: str) -> None:
    """輔警玩家死亡時…失去輔警身份 (an on-out hook)."""
    state = table(g)
    if state.deputy == seat:
        state.deputy = None


def pass_badge(g: Game, sheriff: int):
    state = table(g)
    state.sheriff = None
    state.deputy = None  # 當警徽發生變動…原有輔警身份的玩家失去輔警身份
    heir = yield from ask_target(g, sheriff, "badge", g.living(but=sheriff))
    if heir is None:
        state.badge_lost = True
        g.emit("badge_torn", seat=sheriff)
        return
    g.emit("badge_passed", seat=sheriff, to=heir)
    yield from become_sheriff(g, heir)


def count_election_explosion(g: Game) -> None:
    """三狼自爆吞警徽 (ruling S3)."""
    state = table(g)
    state.election_explosions += 1
    if state.election_explosions >= g.board["badge_swallow_explosions"]:
        state.election_pending = False
        state.badge_lost = True
        state.in_election = False
        g.emit("badge_swallowed")


def vote_weights(g: Game) -> dict[int, int]:
    """Exile vote weights in half votes: 警長 2.5, 輔警 1.5, everyone else 1."""
    state = table(g)
    w: dict[int, int] = {}
    if state.sheriff is not None:
        w[state.sheriff] = 5
    if state.deputy is not None:
        w[state.deputy] = 3
    return w


def speaking_direction(g: Game):
    """The sheriff picks clockwise or counter-clockwise (ruling S6); None without a sheriff."""
    sheriff = table(g).sheriff
    if sheriff is None or not g.seats[sheriff].alive:
        return None
    way = yield from ask_option(g, sheriff, "order", ["clockwise", "counterclockwise"],
                                optional=False, default="clockwise")
    g.emit("order", seat=sheriff, clockwise=way == "clockwise")
    return way == "clockwise"
