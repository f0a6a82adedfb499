"""Shared fixtures: seeded games with random agents."""

from __future__ import annotations

import random

import os

import pytest
from hypothesis import settings

import rulesets
from rulesets.engine import Game

# CI checks the same examples on every run (a property test that finds a new rare seed fails the
# exploring local run, where it is fixed and pinned as a scenario, not a random later CI run);
# locally hypothesis explores new seeds each run.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


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


# -- ray: one local instance shared by every test that needs one -------------------------------------
@pytest.fixture(scope="session")
def _ray_session():
    """Shuts down at the end of the session whatever ray instance the tests left running."""
    import os
    os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")  # loopback only
    yield
    import sys
    if "ray" in sys.modules:
        import ray
        if ray.is_initialized():
            ray.shutdown()


@pytest.fixture
def ray_local(_ray_session):
    """A local ray instance (2 CPUs), started once and reused (restarted if a module shut it
    down)."""
    from arena.tournaments.scheduler import connect
    connect(None, 2)
