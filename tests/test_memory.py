"""A finished game is freed as soon as nobody holds it: no reference cycle keeps a game (its
events, seats and statuses) alive until a full garbage collection.  Such a cycle once made the
collector walk every finished game of a tournament: 20% of the engine's time, and the memory of
hundreds of games between collections."""

from __future__ import annotations

import gc
import random
from collections import Counter
from typing import Callable

import pytest

import envs
import rulesets
from arena.bench.env import _play
from arena.play.match import play_game
from agents.registry import make_agent

RULESETS = ["seal", "dark_moon", "xinghan", "clocktower", "nezha"]


def _cyclic_garbage(make: Callable[[], None]) -> Counter:
    """Types of the objects that only the cycle collector frees after ``make()`` ran (a
    second time: the first imports what the game needs, and ``dataclass(slots=True)`` leaves
    the class it replaces in a cycle once per import)."""
    make()
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        make()
        gc.collect()
        return Counter(type(o).__name__ for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def _engine_game(ruleset: str) -> None:
    g = rulesets.get(ruleset).new_game(3)
    rng = random.Random(3)
    while not g.over:
        d = g.pending
        g.answer(d.legal[rng.randrange(len(d.legal))])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_finished_game_needs_no_cycle_collection(ruleset: str) -> None:
    assert _cyclic_garbage(lambda: _engine_game(ruleset)) == Counter()


@pytest.mark.parametrize("mode", ["vector", "text"])
def test_the_env_leaves_no_cycles_between_games(mode: str) -> None:
    env = envs.make("clocktower", obs_mode=mode)

    def two_games() -> None:
        for seed in (1, 2):
            env.reset(seed=seed)
            _play(env, random.Random(seed))
        env.reset(seed=3)  # drops the second game

    assert _cyclic_garbage(two_games) == Counter()


def test_a_match_with_agents_leaves_no_cycles() -> None:
    agents = [make_agent("heuristic" if i % 2 else "random", "seal") for i in range(24)]
    assert _cyclic_garbage(lambda: play_game("seal", 5, agents) and None) == Counter()


def test_the_cycle_detector_sees_a_cycle() -> None:
    """The check above can fail: a game kept in a cycle is reported."""
    def cyclic() -> None:
        g = rulesets.get("seal").new_game(1)
        g.self_ref = g  # type: ignore[attr-defined]
    assert _cyclic_garbage(cyclic)["Game"] == 1
