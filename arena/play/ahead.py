"""Asking ahead: the decisions of a simultaneous block (互不影响) asked at the same time.

Inside a block the rulebook calls simultaneous (``Game.simultaneous``: the order of the skills
changes nothing), the seats' decisions do not depend on each other's answers.  When the game
asks such a decision of a seat whose agent may be asked ahead (``asks_ahead``: the LLM agents),
the runner forks the game (:meth:`Game.fork`), plays the fork on through the block to learn who
will be asked what, and asks those seats at once, each on the view it will have then.  A seat
is asked ahead only when its view there is the same on two forks answered differently (every
default, and another answer wherever there is one): a seat that would see what the seats before
it chose (a wolf seeing its pack's picks) waits for its turn.  When the real game reaches one of them, the early answer is used only
if the seat's real view is the one it answered (the same decision, the same events); otherwise
the seat is asked again and the early answer is dropped.  So the game is the one the sequential
loop plays for agents whose answers depend only on what they see, and a block of N model calls
takes about as long as its slowest one instead of the N of them in turn.

What it cost is counted in ``game.extras["asked_ahead"]``: ``asked`` (early asks made),
``used``, ``dropped`` (the seat's real view differed: asked again) and ``unused`` (the game
never asked the seat: it was out by then, or the block ended otherwise); ``failed`` counts
looks ahead that raised (the fork could not be played: the seats were then asked in turn).  An agent is never
asked twice at once: an early ask still running for a seat is cancelled before that seat is
asked anything else.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Optional, Sequence

from agents.base import Agent, SeatView
from agents.seen import SeatViews
from rulesets.engine import Decision, Game

#: decisions the fork plays at most to find the rest of a block
LOOK_AHEAD = 500

Ask = Callable[[Agent, SeatView], Awaitable[Any]]
MakeView = Callable[[Game, SeatViews, Decision], SeatView]


@dataclass
class _Early:
    view: SeatView
    task: "asyncio.Future[Any]"


def same_view(a: SeatView, b: SeatView) -> bool:
    """Whether two views show a seat the same thing: the same decision and the same events
    (compared from the newest, where two views of one seat differ first)."""
    if a.seat != b.seat or a.decision != b.decision or len(a.events) != len(b.events):
        return False
    ea, eb = a.events, b.events
    return all(ea[i] == eb[i] for i in range(len(ea) - 1, -1, -1))


class AskAhead:
    """The early asks of one game (see the module docstring)."""

    def __init__(self, agents: Sequence[Agent], ask: Ask, view: MakeView) -> None:
        self.agents = agents
        self.ask = ask
        self.view = view
        self.on = any(getattr(a, "asks_ahead", False) for a in agents)
        self.early: dict[int, _Early] = {}  # by the player asked
        self.block: Optional[int] = None  # the last block looked ahead in
        self.counts = {"asked": 0, "used": 0, "dropped": 0, "unused": 0, "failed": 0}

    def look(self, game: Game) -> None:
        """At a decision of a simultaneous block not looked ahead in yet: ask the block's later
        seats their first decision now, each seat whose view there is the same whatever the
        seats before it answer (two forks played through the block: one with every decision's
        default, one with another answer wherever there is one)."""
        block = game.simultaneous
        if not self.on or block is None or block == self.block:
            return
        self.block = block
        busy = {game.actor(game.pending.seat)} | set(self.early)  # type: ignore[union-attr]
        try:
            guess = self._first_views(game, busy, _default)
            other = self._first_views(game, busy, _another) if guess else {}
        except Exception:  # looking ahead must never cost the game: ask in turn instead
            self.counts["failed"] += 1
            return
        for player, seen in guess.items():
            if player in other and same_view(seen, other[player]):
                agent = self.agents[player]
                self.early[player] = _Early(seen, asyncio.ensure_future(self.ask(agent, seen)))
                self.counts["asked"] += 1

    def _first_views(self, game: Game, busy: set[int],
                     answer: Callable[[Decision], int]) -> dict[int, SeatView]:
        """Per player that may be asked ahead (and is not ``busy``), the view of its first
        decision in the rest of the block, on a fork of ``game`` answered with ``answer``."""
        block = game.simultaneous
        fork = game.fork()
        views = SeatViews()
        out: dict[int, SeatView] = {}
        for _ in range(LOOK_AHEAD):
            fork.answer(answer(fork.pending))  # type: ignore[arg-type]
            if fork.over or fork.simultaneous != block:
                break
            fd = fork.pending
            assert fd is not None
            player = fork.actor(fd.seat)
            if player not in busy and player not in out \
                    and getattr(self.agents[player], "asks_ahead", False):
                out[player] = self.view(fork, views, fd)
        return out

    async def answer(self, player: int, view: SeatView) -> tuple[bool, Any]:
        """``(True, answer)`` when ``player`` was asked ``view`` early; ``(False, None)``
        otherwise (an early ask on another view is dropped: cancelled if still running)."""
        early = self.early.pop(player, None)
        if early is None:
            return False, None
        if same_view(early.view, view):
            self.counts["used"] += 1
            return True, await early.task
        self.counts["dropped"] += 1
        await _cancel(early.task)
        return False, None

    async def close(self) -> None:
        """The phase ended: early asks never used are cancelled and counted."""
        for early in self.early.values():
            self.counts["unused"] += 1
            await _cancel(early.task)
        self.early.clear()

    def report(self) -> Optional[dict[str, int]]:
        """The counts, when anything was asked early (or a look ahead failed)."""
        return dict(self.counts) if self.counts["asked"] or self.counts["failed"] else None


def _default(d: Decision) -> int:
    return d.default


def _another(d: Decision) -> int:
    """An answer other than the default where the decision has one (the last legal one)."""
    for c in reversed(d.legal):
        if c != d.default:
            return c
    return d.default


async def _cancel(task: "asyncio.Future[Any]") -> None:
    """Stop an early ask (if still running) and let it finish; its result is not used."""
    if not task.done():
        task.cancel()
    await asyncio.gather(task, return_exceptions=True)
