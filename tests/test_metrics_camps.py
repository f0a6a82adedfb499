"""Metrics and ratings for any number of camps (``docs/metrics.md``).

On seal and dark_moon records every camp gets its own rows, which add up the way the
definitions say; on a hand-made record of a toy four-camp ruleset (registered only here) the
pair metrics say who deceived whom, and the ratings give one table per camp."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import rulesets
from arena.results.facts import facts
from arena.results.metrics import PAIR_METRICS, by_key, compute
from arena.results.ratings import SeatResult, rate
from rulesets.engine import RoleSpec, Ruleset, Storyteller
from rulesets.engine.presentation import RecordReading
from rulesets.engine.ruleset import GENERIC_PRESENTATION


def _played(ruleset: str, seed: int) -> dict:
    g = rulesets.get(ruleset).new_game(seed)
    rng = random.Random(seed)
    while not g.over:
        g.answer(g.pending.legal[rng.randrange(len(g.pending.legal))])
    rec = g.record()
    rec["agents"] = [f"agent{s % 3}" for s in range(g.n)]
    return rec


@pytest.mark.parametrize("ruleset, camps", [
    ("seal", ["good", "wolf", "third"]), ("dark_moon", ["wolf", "village", "dark_moon", "piper"])])
def test_every_camp_has_its_rows_and_they_add_up(ruleset, camps):
    games = [facts(_played(ruleset, seed)) for seed in range(6)]
    m = by_key(compute(games))
    groups = {g for _, g in m}
    assert {c for c in groups if "→" not in c} == set(camps)
    assert {g for g in groups if "→" in g} <= {f"{a}→{b}" for a in camps for b in camps if a != b}
    assert all(k in PAIR_METRICS for k, g in m if "→" in g)
    for c in camps:  # every seat is a member or an opponent of every camp
        members = sum(sum(g.inside[c]) for g in games)
        assert m[("survival", c)].by["all"].n == members
        assert m[("opponent_survival", c)].by["all"].n == sum(g.n for g in games) - members
        ballots = sum(1 for g in games for b in g.exile_rounds() if b.round == 0
                      for v, t in b.ballots.items() if g.inside[c][v] and t is not None)
        if ballots:
            assert m[("vote_accuracy", c)].by["all"].n == ballots


def test_key_roles_follow_the_camp_they_were_dealt_into():
    games = [facts(_played("dark_moon", seed)) for seed in range(3)]
    m = by_key(compute(games))
    # nine 神职 per deal: one of them is dealt into the dark moon
    assert m[("key_role_survival", "village")].by["all"].n == 8 * 3
    assert m[("key_role_survival", "dark_moon")].by["all"].n == 1 * 3


# -- a toy ruleset with four camps ------------------------------------------------------------------
CAMPS = ("red", "blue", "green", "grey")
ROLES = tuple(RoleSpec(c, c, c, c, camp=c) for c in CAMPS)


class Toy(Ruleset):
    """Eight seats, two per camp; the presentation only names exile ballots and deaths."""

    id = "toy_camps"
    title = "four camps"
    roles = ROLES
    presentation = replace(GENERIC_PRESENTATION, reading=RecordReading(
        exile_votes=frozenset({"vote"}), key_roles=frozenset({"blue"})))

    def n_seats(self, board):
        return 8

    def deal(self, board, story: Storyteller):
        return [c for c in CAMPS for _ in range(2)]


@pytest.fixture
def toy(monkeypatch):
    ruleset = Toy()
    monkeypatch.setitem(rulesets._CACHE, ruleset.id, ruleset)
    return ruleset


def _event(i, kind, **data):
    return {"i": i, "phase": "day 1", "kind": kind, "audience": None, "channel": None, "data": data}


def test_pairs_say_who_deceived_whom(toy):
    """Seats: red 0 1, blue 2 3, green 4 5, grey 6 7.  Green 4 claims blue (false) and accuses
    blue 3; the blues then vote: 2 onto its own teammate 3 (deceived), 3 onto green 4."""
    t = toy.choice_table(8)
    deal = [c for c in CAMPS for _ in range(2)]
    rec = {
        "ruleset": toy.id, "seed": 0, "deal": deal, "winner": "green",
        "agents": ["liar" if s == 4 else "x" for s in range(8)],
        "seats": [{"seat": s + 1, "role": deal[s], "camp": deal[s], "alive": s != 3}
                  for s in range(8)],
        "events": [_event(0, "speech", seat=4, act=t.claim("blue"), segment="day"),
                   _event(1, "speech", seat=4, act=t.accuse(3), segment="day"),
                   _event(2, "votes", vote="vote", round=0,
                          ballots={"0": 4, "1": 3, "2": 3, "3": 4, "4": 3, "5": 3, "6": None, "7": 0}),
                   _event(3, "death", seats=[3])],
    }
    g = facts(rec)
    assert g.camps == list(CAMPS) and g.inside["blue"] == [False, False, True, True] + [False] * 4
    m = by_key(compute([g]))
    # blue's members cast 2 ballots, one on the accused teammate: half followed the accusation
    assert m[("accusations_followed", "green→blue")].by["liar"].mean == pytest.approx(0.5)
    # red cast one ballot onto blue 3 too, but 3 is not red's: no red row for this accusation
    assert ("accusations_followed", "green→red") not in m
    # the false claim: no blue ballot on the claimant? 3 voted for 4, so not believed by blue;
    # red 0 voted for 4 as well; grey 7 did not: grey believed it
    believed = m[("claims_believed", "green→blue")].by["all"]
    assert (believed.k, believed.n) == (0, 1)
    assert m[("claims_believed", "green→grey")].by["all"].k == 1
    assert m[("claims_believed", "green→red")].by["all"].k == 0
    # blue's vote accuracy: 2 voted its teammate (miss), 3 voted green (hit)
    acc = m[("vote_accuracy", "blue")].by["all"]
    assert (acc.k, acc.n) == (1, 2)
    # the key role (blue) died; the deceived camp's members are counted per camp
    assert m[("key_role_survival", "blue")].by["all"].k == 1
    assert (m[("survival", "blue")].by["all"].k, m[("survival", "blue")].by["all"].n) == (1, 2)


def test_ratings_give_one_table_per_camp_of_a_four_camp_game():
    games = []
    for i in range(8):
        winner = CAMPS[i % 4]
        seats = [SeatResult(agent, camp, camp == winner) for j, camp in enumerate(CAMPS)
                 for agent in (("a", "b") if (i + j) % 2 else ("b", "a"))]
        games.append((winner, seats))
    overall, tables = rate(games)
    assert sorted(tables) == sorted(CAMPS)
    assert all(sorted(r.name for r in table) == ["a", "b"] for table in tables.values())
    assert all(r.camp == c and r.games == 8 for c, table in tables.items() for r in table)
    assert {r.name for r in overall} == {"a", "b"}
