"""The clocktower heuristic agent: always legal, deterministic, and clearly better than random
for both teams.

The strength test plays seeded games in which the seats of one team (the good or the evil
players, by their dealt alignment) are heuristic and everyone else is random, and checks that
the Wilson 95% interval of that team's win rate lies entirely above the interval of the same
team played by random agents.  The default run plays ``N_BOUNDED`` games per configuration; the
slow test (``pytest -m slow``) plays 500.  Measured figures are in docs/design.md.
"""

from __future__ import annotations

import time

import pytest

from agents.heuristic.clocktower import HeuristicAgent
from agents.registry import make_agent
from tests.heuristic_support import Table, report

TABLE = Table("clocktower", lambda strict: HeuristicAgent(strict=strict))
N_BOUNDED = 120
N_STRENGTH = 500
ALL = ("good", "evil")


def test_heuristic_is_the_clocktower_heuristic_spec():
    assert isinstance(make_agent("heuristic", "clocktower"), HeuristicAgent)


def test_heuristic_answers_are_always_legal():
    """Seeded games (all heuristic, and one team heuristic against random): no fallback (the
    agents are strict: an exception or an illegal answer would show up as one)."""
    configs = [ALL, ("good",), ("evil",)]
    asked = set()
    for seed in range(24):
        camps = configs[seed % 3]
        g = TABLE.play(seed, camps)
        assert g.over and not g.fallbacks, (seed, camps, g.fallbacks[:3])
        asked |= set(TABLE.kinds(g, TABLE.heuristic_seats(seed, camps)))
    demon_kills = {k for k in asked if k.endswith("_kill")}
    assert {"speech", "recall", "nominate", "vote", "goblin"} <= asked and demon_kills, asked


def test_heuristic_is_deterministic():
    a, b = TABLE.play(5, ALL), TABLE.play(5, ALL)
    assert a.decisions == b.decisions and a.winner == b.winner


def _strength(n: int) -> None:
    t0 = time.perf_counter()
    rnd = TABLE.baseline(ALL, n)
    good = TABLE.win_rate(("good",), "good", n)
    evil = TABLE.win_rate(("evil",), "evil", n)
    text = f"{report(n, {'good': (good, rnd['good']), 'evil': (evil, rnd['evil'])})}; " \
           f"{time.perf_counter() - t0:.1f} s"
    print(text)
    assert good[1] > rnd["good"][2], text
    assert evil[1] > rnd["evil"][2], text


def test_heuristic_teams_beat_random_teams_bounded():
    _strength(N_BOUNDED)


@pytest.mark.slow
def test_heuristic_teams_beat_random_teams():
    _strength(N_STRENGTH)
