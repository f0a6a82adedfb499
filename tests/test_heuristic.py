"""The seal heuristic agent: always legal, deterministic, and clearly better than random.

The strength test plays seeded games in which the seats of one camp (decided by the dealt cards)
are heuristic and everyone else is random, and checks that the Wilson 95% interval of that camp's
win rate lies entirely above the interval of the same camp played by random agents.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from typing import Sequence

import rulesets
from agents.heuristic import HeuristicAgent
from agents.random_agent import RandomAgent
from arena.match import play_game
from rulesets.engine import Game

SEAL = rulesets.get("seal")
N_STRENGTH = 500          # games per configuration in the strength test


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def test_wilson_helper():
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def agents_for(seed: int, heuristic_camps: Sequence[str], strict: bool = True) -> list:
    """Seat agents for the seeded deal: heuristic for the cards of ``heuristic_camps``
    (``"good"``, ``"wolf"``, ``"third"``), random for everyone else."""
    deal = SEAL.new_game(seed)
    return [HeuristicAgent(strict=strict) if s.camp in heuristic_camps else RandomAgent()
            for s in deal.seats]


def play(seed: int, heuristic_camps: Sequence[str], strict: bool = True) -> Game:
    return play_game("seal", seed, agents_for(seed, heuristic_camps, strict))


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
        heuristic = {s.index for s in SEAL.new_game(seed).seats if s.camp in camps}
        kinds.update(k for seat, k, _c in g.decisions if seat in heuristic)
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


def _win_rate(camps: Sequence[str], camp: str, n: int) -> tuple[int, float, float]:
    wins = sum(play(seed, camps, strict=False).winner == camp for seed in range(n))
    lo, hi = wilson(wins, n)
    return wins, lo, hi


def test_heuristic_camps_beat_random_camps():
    """>= 500 seeded games per configuration; the Wilson 95% intervals must not overlap."""
    t0 = time.perf_counter()
    n = N_STRENGTH
    rnd_good_wins = rnd_wolf_wins = 0
    for seed in range(n):  # all random: the baseline for both comparisons
        w = play(seed, (), strict=False).winner
        rnd_good_wins += w == "good"
        rnd_wolf_wins += w == "wolf"
    h_good = _win_rate(("good",), "good", n)     # heuristic village vs random wolves + piper
    h_wolf = _win_rate(("wolf",), "wolf", n)     # heuristic wolves vs random village + piper
    r_good = (rnd_good_wins, *wilson(rnd_good_wins, n))
    r_wolf = (rnd_wolf_wins, *wilson(rnd_wolf_wins, n))
    elapsed = time.perf_counter() - t0
    report = (f"village: heuristic {h_good[0]}/{n} [{h_good[1]:.3f}, {h_good[2]:.3f}] vs random "
              f"{r_good[0]}/{n} [{r_good[1]:.3f}, {r_good[2]:.3f}]; wolves: heuristic "
              f"{h_wolf[0]}/{n} [{h_wolf[1]:.3f}, {h_wolf[2]:.3f}] vs random {r_wolf[0]}/{n} "
              f"[{r_wolf[1]:.3f}, {r_wolf[2]:.3f}]; {elapsed:.1f} s")
    print(report)
    assert h_good[1] > r_good[2], report
    assert h_wolf[1] > r_wolf[2], report
