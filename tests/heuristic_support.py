"""Helpers shared by the heuristic agents' tests: seating one camp's cards with the heuristic
agent (everyone else random), playing seeded games, and the Wilson interval of a win rate."""

from __future__ import annotations

import math
from collections import Counter
from typing import Callable, Optional, Sequence

import rulesets
from agents.random_agent import RandomAgent
from arena.play.match import play_game
from rulesets.engine import Game


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def camp_of(seat) -> str:
    """A dealt seat's camp; ``"none"`` for a card dealt without one (暗月's 混血儿)."""
    return seat.camp or "none"


class Table:
    """Seeded games of one ruleset in which the cards of some camps play ``make_heuristic()``
    and every other seat plays random."""

    def __init__(self, ruleset: str, make_heuristic: Callable[[bool], object]) -> None:
        self.ruleset = ruleset
        self.rules = rulesets.get(ruleset)
        self.make_heuristic = make_heuristic

    def heuristic_seats(self, seed: int, camps: Sequence[str],
                        deal: Optional[Sequence[str]] = None) -> set[int]:
        """The seats whose dealt camp is one of ``camps``."""
        return {s.index for s in self.rules.new_game(seed, None, deal).seats
                if camp_of(s) in camps}

    def play(self, seed: int, camps: Sequence[str], strict: bool = True,
             deal: Optional[Sequence[str]] = None) -> Game:
        """One seeded game (on ``deal`` if given): heuristic for the cards of ``camps``, random
        for the rest."""
        seats = self.heuristic_seats(seed, camps, deal)
        agents = [self.make_heuristic(strict) if i in seats else RandomAgent()
                  for i in range(self.rules.n_seats(self.rules.board(None)))]
        return play_game(self.ruleset, seed, agents, deal=deal)

    def kinds(self, g: Game, seats: set[int]) -> Counter:
        """How many decisions of each kind ``seats`` answered in ``g``."""
        return Counter(k for seat, k, _c in g.decisions if seat in seats)

    def win_rate(self, camps: Sequence[str], camp: str, n: int) -> tuple[int, float, float]:
        """Wins of ``camp`` over seeds ``0..n-1`` with the heuristic on ``camps``, and the
        Wilson interval."""
        wins = sum(self.play(seed, camps, strict=False).winner == camp for seed in range(n))
        return (wins, *wilson(wins, n))

    def baseline(self, camps: Sequence[str], n: int) -> dict[str, tuple[int, float, float]]:
        """All-random games over seeds ``0..n-1``: each of ``camps``' wins and interval."""
        winners = Counter(self.play(seed, (), strict=False).winner for seed in range(n))
        return {c: (winners[c], *wilson(winners[c], n)) for c in camps}


def report(n: int, rows: dict[str, tuple[tuple[int, float, float], tuple[int, float, float]]]) -> str:
    """``camp: heuristic W/n [lo, hi] vs random W/n [lo, hi]; ...``"""
    return "; ".join(f"{camp}: heuristic {h[0]}/{n} [{h[1]:.3f}, {h[2]:.3f}] vs random "
                     f"{r[0]}/{n} [{r[1]:.3f}, {r[2]:.3f}]" for camp, (h, r) in rows.items())
