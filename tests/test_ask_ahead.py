"""Asking ahead (arena.play.ahead): the seats of a simultaneous block (互不影响) are asked at
the same time, and the game is the one the sequential loop plays."""

from __future__ import annotations

import asyncio
import hashlib
import random

import pytest

import rulesets
from agents.base import Answer, SeatView
from arena.play.ahead import AskAhead, same_view
from arena.play.match import _ask, _view, play_game
from agents.seen import SeatViews


def _pick(view: SeatView) -> int:
    """A legal answer that depends only on the view: its decision, how many events it holds
    and the newest of them."""
    h = hashlib.sha256(repr((view.seat, view.decision, len(view.events),
                             view.events[-4:])).encode())
    return view.legal[int.from_bytes(h.digest()[:4], "big") % len(view.legal)]


class ViewOnly:
    """Answers from its view alone (sync): the sequential reference."""

    name = "view-only"

    def reset(self, seat: int, seed: int) -> None:
        self.seat = seat

    def act(self, view: SeatView) -> int:
        return _pick(view)


class SlowViewOnly(ViewOnly):
    """The same answers, as an agent that waits on I/O and may be asked ahead."""

    asks_ahead = True
    in_flight = 0
    most = 0
    asked = 0

    async def act_async(self, view: SeatView) -> Answer:
        cls = SlowViewOnly
        cls.asked += 1
        cls.in_flight += 1
        cls.most = max(cls.most, cls.in_flight)
        try:
            await asyncio.sleep(0.001)
            return Answer(_pick(view))
        finally:
            cls.in_flight -= 1


def _seats(ruleset: str) -> int:
    r = rulesets.get(ruleset)
    return r.n_seats(r.board({}))


@pytest.mark.parametrize("ruleset,seed", [("dark_moon", 3), ("dark_moon", 5)])
def test_a_block_is_asked_at_once_and_the_game_is_the_sequential_one(ruleset: str,
                                                                       seed: int) -> None:
    n = _seats(ruleset)
    reference = play_game(ruleset, seed, [ViewOnly() for _ in range(n)])
    SlowViewOnly.most = SlowViewOnly.asked = 0
    game = play_game(ruleset, seed, [SlowViewOnly() for _ in range(n)])
    assert game.decisions == reference.decisions
    assert [e.to_json() for e in game.events] == [e.to_json() for e in reference.events]
    counts = game.extras["asked_ahead"]
    assert counts["used"] > 0 and SlowViewOnly.most > 1  # several seats at once
    assert counts["asked"] == counts["used"] + counts["dropped"] + counts["unused"]
    assert counts["failed"] == 0
    # every decision asked once, plus the early asks that were not used
    assert SlowViewOnly.asked >= len(game.decisions) - 1
    assert "asked_ahead" not in reference.extras


def test_agents_that_may_not_be_asked_ahead_are_asked_in_turn() -> None:
    """A person (or any agent without ``asks_ahead``) sees a question only when it is theirs."""
    class Slow(SlowViewOnly):
        asks_ahead = False

    SlowViewOnly.most = 0
    game = play_game("dark_moon", 3, [Slow() for _ in range(_seats("dark_moon"))])
    assert "asked_ahead" not in game.extras and SlowViewOnly.most == 1


def test_sequential_rulesets_ask_nothing_ahead() -> None:
    """seal's night is in order (有先后顺序): no block is simultaneous."""
    game = play_game("seal", 4, [SlowViewOnly() for _ in range(_seats("seal"))])
    assert "asked_ahead" not in game.extras


def test_an_early_answer_on_another_view_is_dropped_and_the_seat_asked_again() -> None:
    """The fork guesses the views with default answers; where the real game shows a seat
    something else, its early answer is not used."""
    r = rulesets.get("dark_moon")
    game = r.new_game(3)
    rng = random.Random(0)
    while game.simultaneous is None:
        d = game.pending
        game.answer(d.legal[rng.randrange(len(d.legal))])
    views = SeatViews()
    agents = [SlowViewOnly() for _ in range(game.n)]

    async def run() -> dict[str, int]:
        ahead = AskAhead(agents, _ask, _view)
        ahead.look(game)
        assert ahead.early, "the block's later seats are asked at once"
        player, early = next(iter(ahead.early.items()))
        # the same seat, shown one event less than it answered on: not the same view
        shorter = SeatView(early.view.seat, early.view.n_seats, early.view.decision,
                           early.view.events[:-1], early.view.choices, early.view.ruleset)
        assert not same_view(shorter, early.view) and same_view(early.view, early.view)
        used, _ = await ahead.answer(player, shorter)
        assert not used
        await ahead.close()
        return ahead.counts

    counts = asyncio.run(run())
    assert counts["dropped"] == 1 and counts["asked"] == 1 + counts["unused"]


def test_a_fork_is_the_same_game_and_separate() -> None:
    r = rulesets.get("nezha")
    game = r.new_game(5)
    rng = random.Random(5)
    for _ in range(300):
        d = game.pending
        game.answer(d.legal[rng.randrange(len(d.legal))], text="hi" if rng.random() < .1 else None)
    fork = game.fork()
    assert fork.decisions == game.decisions and fork.pending == game.pending
    assert [e.to_json() for e in fork.events] == [e.to_json() for e in game.events]
    before = len(game.events)
    fork.answer(fork.pending.default)
    assert len(game.events) == before and len(game.decisions) == 300


def test_a_look_ahead_that_fails_costs_nothing_but_the_early_asks(monkeypatch) -> None:
    """A fork that cannot be played (here: made to raise) leaves every seat asked in turn."""
    from rulesets.engine import Game

    def broken(self: Game) -> Game:
        raise ValueError("no fork today")

    n = _seats("dark_moon")
    reference = play_game("dark_moon", 3, [ViewOnly() for _ in range(n)])
    monkeypatch.setattr(Game, "fork", broken)
    game = play_game("dark_moon", 3, [SlowViewOnly() for _ in range(n)])
    assert game.decisions == reference.decisions
    assert game.extras["asked_ahead"]["failed"] > 0 and game.extras["asked_ahead"]["asked"] == 0
