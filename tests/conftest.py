"""Shared fixtures: seeded games with random agents."""

from __future__ import annotations

import random

import pytest

import rulesets
from rulesets.engine import Game


def random_game(seed: int, ruleset: str = "seal", upto: int | None = None) -> Game:
    """Play a seeded game with uniform random answers (optionally stop after ``upto``)."""
    g = rulesets.get(ruleset).new_game(seed)
    rng = random.Random(seed)
    n = 0
    while not g.over and (upto is None or n < upto):
        d = g.pending
        g.answer(d.legal[rng.randrange(len(d.legal))])
        n += 1
    return g


@pytest.fixture
def seal():
    return rulesets.get("seal")
