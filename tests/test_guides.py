"""The worked examples of docs/design.md ("add a ruleset", "add a role"): the 村六 toy ruleset in
experiments/toy_ruleset/ and its hunter, registered from outside the package and played."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import rulesets
from rulesets.engine import FirstPolicy
from tests.kernel_toys import play_out

TOY = Path(__file__).resolve().parents[1] / "experiments" / "toy_ruleset"


@pytest.fixture(scope="module")
def six():
    sys.path.insert(0, str(TOY))
    try:
        import village6
        yield rulesets.register(village6.RULESET)
    finally:
        sys.path.remove(str(TOY))


def seat_of(g, role):
    return next(s.index for s in g.seats if s.role.id == role)


def script(g, answers):
    """Answer ``(kind, seat) -> seat`` from ``answers`` (pass or the first legal otherwise)."""
    while not g.over:
        d = g.pending
        want = answers.get((g.phase, d.kind, d.seat))
        if want is not None:
            g.answer(g.choices.target(want))
        else:
            g.answer(0 if 0 in d.legal else d.legal[0])
    return g


@pytest.mark.parametrize("hunter", [False, True])
def test_random_games_finish_and_replay_exactly(six, hunter):
    for seed in range(30):
        g = play_out(six.new_game(seed, {"hunter": hunter}), seed=seed)
        assert g.winner in ("village", "wolf", None)
        again = six.replay(g.record())
        assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]


def test_the_doctor_protection_blocks_the_knife(six):
    g = six.new_game(4, storyteller=FirstPolicy())          # seats in card order
    doctor, seer = seat_of(g, "doctor"), seat_of(g, "seer")
    wolves = [s.index for s in g.seats if s.role.id == "wolf"]
    answers = {("night 1", "protect", doctor): seer,
               **{("night 1", "knife", w): seer for w in wolves}}
    g = script(g, answers)
    dawn = next(e for e in g.events if e.kind == "dawn_deaths")
    assert dawn.data["seats"] == []


def test_the_hunter_shoots_when_it_goes_out(six):
    g = six.new_game(1, {"hunter": True}, storyteller=FirstPolicy())
    hunter = seat_of(g, "hunter")
    wolves = [s.index for s in g.seats if s.role.id == "wolf"]
    answers = {**{("night 1", "knife", w): hunter for w in wolves},
               ("day 1", "shoot", hunter): wolves[0]}
    g = script(g, answers)
    shot = next(e for e in g.events if e.kind == "shot")
    assert (shot.data["seat"], shot.data["target"]) == (hunter, wolves[0])
    assert g.seats[wolves[0]].death_cause == "shot"


def test_an_exile_tie_is_the_storytellers_recorded_decision(six):
    g = play_out(six.new_game(0, storyteller=FirstPolicy()), lambda d: 0)  # everyone passes
    assert g.winner is None and "day limit" in g.end_reason
    ties = [c for c in g.record()["story"] if c[0] == "decide"]
    assert ties == []  # nobody voted: no tie to decide
    g = six.new_game(0, storyteller=FirstPolicy())
    living = g.living()
    votes = {("day 1", "vote", v): living[v % 2] for v in living}
    g = script(g, votes)
    ties = [c for c in g.record()["story"] if c[:4] == ["decide", "exile tie", 2, 0]]
    assert len(ties) == 1 and ties[0][5] == {"seat": living[0]}
