"""``random``: uniform over the legal answers, with its own seeded RNG."""

from __future__ import annotations

import random

from .base import SeatView


class RandomAgent:
    """Picks uniformly among the legal answers of each decision."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def reset(self, seat: int, seed: int) -> None:
        self.rng.seed(seed * 1_000_003 + seat)

    def act(self, view: SeatView) -> int:
        legal = view.decision.legal
        return legal[self.rng.randrange(len(legal))]
