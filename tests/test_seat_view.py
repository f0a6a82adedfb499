"""The SeatView helpers tell a seat what a player at the table knows, from its own events only:
checked against the referee's state at many decisions of seeded games of every ruleset."""

from __future__ import annotations

import random

import pytest

import rulesets
from agents.base import SeatView
from rulesets.engine.phases import parse

RULESETS = ["seal", "dark_moon", "xinghan", "nezha", "clocktower"]


def _views(ruleset_id: str, seed: int, every: int = 7, upto: int = 700):
    """(game, view) at every ``every``-th decision of a random game."""
    rs = rulesets.get(ruleset_id)
    g = rs.new_game(seed)
    rng = random.Random(seed)
    n = 0
    while not g.over and n < upto:
        d = g.pending
        if n % every == 0:
            yield g, SeatView.of(d, g.n, g.inbox[d.seat], g.choices, rs)
        g.answer(d.legal[rng.randrange(len(d.legal))])
        n += 1


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_helpers_agree_with_the_table(ruleset_id):
    seen_sheriff = False
    for g, v in _views(ruleset_id, 5):
        # the card as told: the seat's card unless it was told another (amnesia, madness)
        if v.my_card is not None:
            assert v.my_camp == v.ruleset.names.role(v.my_card).camp
            assert set(v.my_skills) == {s.id for s in v.ruleset.names.role(v.my_card).skills}
        # the living seats: everyone the table was told is dead is gone, and the seat itself
        # is listed while it is alive
        dead_told = {s for e in v.events if e.kind in v.ruleset.presentation.reading.deaths
                     for s in e.data.get("seats", ())}
        assert not (set(v.living) & dead_told - set(v.living))
        for s in v.living:
            if not any(e.kind in v.ruleset.presentation.reading.revivals for e in v.events):
                assert s not in dead_told
        # the dealt seats (``SeatView.n_seats``): an account added mid-game (哪吒's puppet, a
        # 空想家's 马甲) is played by its controller and is not among them
        assert {s.index for s in g.seats if s.alive and s.index < g.n} <= set(v.living)
        assert v.phase == g.phase or parse(v.phase) is not None or v.phase == "setup"
        assert v.day == (parse(g.phase).number if parse(g.phase) else v.day)
        if v.sheriff is not None:
            seen_sheriff = True
            assert 0 <= v.sheriff < g.n
        for said in v.speeches:
            assert v.events[said.index].data["seat"] == said.seat
        assert all(s.seat == v.seat for s in v.said_today)
        assert all(e.audience == frozenset({v.seat}) for e in v.private)
        assert set(v.target_seats()) <= set(range(len(g.seats)))   # an added account too
    if ruleset_id in ("seal", "dark_moon", "nezha"):
        assert seen_sheriff


def test_card_living_and_sheriff_on_seal():
    """On seal (no amnesia) the card told is the card dealt, and the living seats and the
    sheriff are exactly the referee's."""
    checked = 0
    for g, v in _views("seal", 11, every=5):
        if v.my_card is None:
            continue
        seat = g.seats[v.seat]
        if seat.role.id == v.my_card or v.my_card == "wolf":  # infected: a plain wolf
            checked += 1
        else:
            raise AssertionError((seat.role.id, v.my_card))
        alive = [s.index for s in g.seats if s.alive]
        assert set(alive) <= set(v.living)  # a death is known once it is announced
        if not g.phase.startswith("night"):
            assert v.sheriff == g.state.sheriff
    assert checked > 20

