"""出局: every out goes through one service — the engine's ``go_out`` (card immunities, the
status that keeps a role in: 游侠<守护>; the on-out hooks in the ruleset's order), a win check
after it, then the chain deaths (早夭, 共死) one by one, each judged at once (ruling X50: a
checkpoint after every out)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator, Optional

from rulesets.engine import Game

from .common import by_day, table


def take_out(g: Game, seat: int, cause: str, source: Optional[int] = None,
             public: Optional[bool] = None) -> bool:
    """Take ``seat`` out for ``cause`` (by ``source``); public at once by day, at the next day's
    start by night.  Returns whether it went out."""
    public = by_day(g) if public is None else public
    if not g.go_out(seat, cause, public, source):
        return False
    settled(g, seat, public)
    return True


def settled(g: Game, seat: int, public: bool) -> None:
    """After an out: announce it (by day), judge, then the chain deaths, each announced and
    judged in turn; the out and its chain are one settlement (``settling``: the living count
    of 存活人数为5 is read when the chain is over)."""
    if public:
        announce(g, [seat])
    with settling(g):
        g.judge()

        def after(t: int) -> None:
            if public:
                announce(g, [t])
            g.judge()
        g.outs.chain([seat], public, after=after)
    g.judge()


@contextmanager
def settling(g: Game) -> Iterator[None]:
    """A settlement under way: outs inside it are judged at once, but the living count (存活人数为5)
    only when the outermost settlement is over."""
    state = table(g)
    state.settling += 1
    try:
        yield
    finally:
        state.settling -= 1


def announce(g: Game, seats: list[int], dawn: bool = False) -> None:
    """公示出局名单 (no causes), then the card of every treasure-camp role among them (line 152:
    当有宝藏阵营的角色出局时，会公示其具体身份 — the card as it reads: a 女仆's 表面身份)."""
    for s in seats:
        g.seats[s].death_public = True
    if dawn:
        g.emit("dawn_deaths", seats=seats, night=g.night)
    elif seats:
        g.emit("death", seats=seats)
    for s in seats:
        if g.seats[s].camp == "treasure":
            g.emit("reveal", seat=s, role=g.appearance(s).role)


def note_out(g: Game, seat: int, cause: str) -> None:
    """Remember the out for tonight's 平安夜 count, 明察, the day's 顺从, notices and last words."""
    state = table(g)
    s = g.seats[seat]
    if by_day(g):
        state.day_outs.append(seat)
    else:
        state.night.outs.append(seat)
        causes = list(state.night.stabs.get(seat, ())) if cause == "kill" else []
        if s.death_source is not None and s.death_source not in causes and s.death_source != seat:
            causes.append(s.death_source)
        state.night.causes[seat] = causes
    state.window.append(seat)
