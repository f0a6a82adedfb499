"""The seal heuristic agent: always legal, deterministic, and clearly better than random.

The strength test plays seeded games in which the seats of one camp (decided by the dealt cards)
are heuristic and everyone else is random, and checks that the Wilson 95% interval of that camp's
win rate lies entirely above the interval of the same camp played by random agents.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Sequence

from agents.heuristic import HeuristicAgent
from rulesets.engine import Game
from tests.heuristic_support import Table, report, wilson

TABLE = Table("seal", lambda strict: HeuristicAgent(strict=strict))
N_STRENGTH = 500          # games per configuration in the strength test


def test_wilson_helper():
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def play(seed: int, heuristic_camps: Sequence[str], strict: bool = True) -> Game:
    """A seeded game: heuristic for the cards of ``heuristic_camps`` (``"good"``, ``"wolf"``,
    ``"third"``), random for everyone else."""
    return TABLE.play(seed, heuristic_camps, strict)


ALL = ("good", "wolf", "third")


def test_heuristic_answers_are_always_legal():
    """50 games (all heuristic, and heuristic camps mixed with random ones): no fallback.  The
    agents are strict, so an exception or an illegal answer would show up as a fallback."""
    kinds: Counter = Counter()
    configs = [ALL, ("good",), ("wolf",), ("third",), ("good", "third")]
    for seed in range(50):
        camps = configs[seed % len(configs)]
        g = play(seed, camps)
        assert g.over
        assert not g.fallbacks, (seed, camps, g.fallbacks[:3])
        kinds.update(TABLE.kinds(g, TABLE.heuristic_seats(seed, camps)))
    # the agent met (nearly) every kind of decision the board can ask
    for kind in ("support", "seal", "fear", "grave_check", "incarnate", "perform", "seer_check",
                 "beauty_charm", "favour", "guard", "knife", "infect", "witch", "bear_timing",
                 "fox_check", "slander", "suspect", "pipe", "gaze", "run", "speech", "elect",
                 "vote", "badge", "deputy", "order", "take", "last_words"):
        assert kinds[kind] > 0, f"no heuristic {kind!r} decision in 50 games"


def test_heuristic_is_deterministic():
    for seed in (3, 11):
        a = play(seed, ALL)
        b = play(seed, ALL)
        assert a.decisions == b.decisions
        assert a.winner == b.winner
    assert play(3, ALL).decisions != play(11, ALL).decisions


def test_heuristic_camps_beat_random_camps():
    """>= 500 seeded games per configuration; the Wilson 95% intervals must not overlap."""
    t0 = time.perf_counter()
    n = N_STRENGTH
    rnd = TABLE.baseline(("good", "wolf"), n)      # all random: the baseline for both
    h_good = TABLE.win_rate(("good",), "good", n)  # heuristic village vs random wolves + piper
    h_wolf = TABLE.win_rate(("wolf",), "wolf", n)  # heuristic wolves vs random village + piper
    text = (f"{report(n, {'village': (h_good, rnd['good']), 'wolves': (h_wolf, rnd['wolf'])})}; "
            f"{time.perf_counter() - t0:.1f} s")
    print(text)
    assert h_good[1] > rnd["good"][2], text
    assert h_wolf[1] > rnd["wolf"][2], text
