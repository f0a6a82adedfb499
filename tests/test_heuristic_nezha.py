"""The nezha heuristic agent: always legal, deterministic, and clearly better than random, on
drafted 24-player boards (a new board every seed).

The strength test plays seeded games in which the seats of one camp (by the dealt cards:
``village`` or ``wolf``) are heuristic and everyone else is random, and checks that the Wilson
95% interval of that camp's win rate lies entirely above the interval of the same camp played by
random agents.  The default run plays ``N_BOUNDED`` games per configuration; ``pytest -m slow``
plays 500 (figures in docs/design.md, heuristic section).
"""

from __future__ import annotations

import time
from collections import Counter

import pytest

from agents.heuristic.nezha import HeuristicAgent
from agents.registry import make_agent
from tests.heuristic_support import Table, report

TABLE = Table("nezha", lambda strict: HeuristicAgent(strict=strict))
N_BOUNDED = 60            # games per configuration in the default run
N_STRENGTH = 500          # ... in the slow run
#: decision kinds heuristic seats must have answered over the legality games
KINDS = ("speech", "vote", "vote_change", "last_words", "kill", "declare", "martyr", "peek",
         "possess", "detect", "exorcise", "cure", "primal_guard", "dark_detect", "guard_choice")


def test_heuristic_is_the_nezha_heuristic_spec():
    assert isinstance(make_agent("heuristic", "nezha"), HeuristicAgent)


def test_heuristic_answers_are_always_legal():
    """Seeded games (all heuristic, and each camp heuristic against random): strict agents
    raise on any illegal answer, which would show up as a fallback."""
    kinds: Counter = Counter()
    configs = [("village", "wolf"), ("village",), ("wolf",)]
    for seed in range(24):
        camps = configs[seed % len(configs)]
        g = TABLE.play(seed, camps)
        assert g.over
        assert not g.fallbacks, (seed, camps, g.fallbacks[:3])
        kinds.update(TABLE.kinds(g, TABLE.heuristic_seats(seed, camps)))
    missing = [k for k in KINDS if kinds[k] == 0]
    assert not missing, f"no heuristic decision of kind {missing}"


def test_heuristic_is_deterministic():
    camps = ("village", "wolf")
    a, b = TABLE.play(3, camps), TABLE.play(3, camps)
    assert a.decisions == b.decisions and a.winner == b.winner
    assert TABLE.play(3, camps).decisions != TABLE.play(4, camps).decisions


def strength(n: int) -> None:
    t0 = time.perf_counter()
    rnd = TABLE.baseline(("village", "wolf"), n)
    h_village = TABLE.win_rate(("village",), "village", n)
    h_wolf = TABLE.win_rate(("wolf",), "wolf", n)
    text = (f"{report(n, {'village': (h_village, rnd['village']), 'wolves': (h_wolf, rnd['wolf'])})}"
            f"; {time.perf_counter() - t0:.1f} s")
    print(text)
    assert h_village[1] > rnd["village"][2], text
    assert h_wolf[1] > rnd["wolf"][2], text


def test_heuristic_camps_beat_random_camps_bounded():
    """The default run: 60 games per configuration, the intervals must not overlap."""
    strength(N_BOUNDED)


@pytest.mark.slow
def test_heuristic_camps_beat_random_camps():
    """500 seeded games per configuration (drafted boards); the intervals must not overlap."""
    strength(N_STRENGTH)
