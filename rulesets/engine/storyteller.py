"""The storyteller (上帝 / 说书人): decides whatever a rulebook leaves to chance or the host."""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class Storyteller:
    """Default policy: every random call uses one RNG seeded from the game seed, so a game is
    fully determined by (ruleset, board, seed, decisions).  Subclass to plug in another policy
    (a designer's fixed deal, an LLM storyteller for Clocktower)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        # the deal has its own stream, so a game replayed from a record's explicit deal makes
        # exactly the same storyteller choices as the original
        self.deal_rng = random.Random(f"{seed}/deal")

    def pick(self, options: Sequence[T], why: str = "") -> T:
        """Choose one of ``options`` (e.g. a tie-break, a random default target)."""
        return options[self.rng.randrange(len(options))]

    def shuffle(self, items: list[T], why: str = "") -> list[T]:
        self.rng.shuffle(items)
        return items

    def deal(self, cards: list[T]) -> list[T]:
        """Shuffle the cards onto the seats."""
        self.deal_rng.shuffle(cards)
        return cards

    def deal_pick(self, options: Sequence[T], why: str = "") -> T:
        """A random choice that belongs to the deal (暗月: which wolf, god and villager form
        the dark-moon camp), drawn from the deal's own stream."""
        return options[self.deal_rng.randrange(len(options))]
