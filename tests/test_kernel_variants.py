"""Toy tests of what a designer's variant takes from its base (rulesets.engine.custom): a new
step goes into every night order that has its place, new cards and skills are named as
options where the base names its own, a drafted variant without a given deal deals as its
base does, and the rulebook's strength values are read from the cards."""

from __future__ import annotations

import pytest

from rulesets.engine import RoleSpec, Ruleset, Schedule, SkillSpec, Step, Storyteller
from rulesets.engine.custom.files import DesignError, SourceFile
from rulesets.engine.custom.roles import load_role
from rulesets.engine.custom.variant import build_variant, place_steps, variant_options

from tests.design_support import role_toml


def _run(g, seat, inst):  # a step's body (never run here)
    yield from ()


def _toy(schedules=(), options=(), roles=None, drafted_deal=None):
    """A two-card toy ruleset with the given night orders and options."""
    cards = roles or (RoleSpec("v", "民", "民", "Villager", "village", strength=5.0),
                      RoleSpec("w", "狼", "狼", "Wolf", "wolf", strength=7.0,
                               skills=(SkillSpec("bite", "咬", "咬", "Bite", "night", ""),)))

    class Toy(Ruleset):
        id = "toy_variants"
        title = "toy"
        roles = cards

        def n_seats(self, board):
            return 2

        def deal(self, board, story):
            return list(drafted_deal or ["v", "w"])

    Toy.schedules = tuple(schedules)
    Toy.options = tuple(options)
    return Toy()


def _scout(place: str):
    text = role_toml("scout", "learn_camp", camp="village", side="", place=place)
    return load_role(SourceFile("roles/scout.toml", text))


FIRST = Schedule.sequential(Step("first only", _run, skill="bite"))
LATER = Schedule.sequential(Step("every night", _run, skill="bite"), Step("dawn", _run, skill="dawn"))


def test_a_new_step_goes_into_every_night_order_that_has_its_place():
    base = _toy((FIRST, LATER))
    placed = place_steps(base, [_scout("end")])
    assert [len(placed[id(s)].steps()) for s in (FIRST, LATER)] == [2, 3]
    placed = place_steps(base, [_scout("after:dawn")])  # only the other nights have 'dawn'
    assert [s.label for s in placed[id(LATER)].steps()][-1].startswith("scout")
    assert len(placed[id(FIRST)].steps()) == 1
    with pytest.raises(DesignError, match=r"roles/scout\.toml.*no step named 'moon'"):
        place_steps(base, [_scout("before:moon")])


def test_new_cards_and_skills_are_options_where_the_base_lists_its_own():
    role = RoleSpec("scout", "探", "探", "Scout", "village",
                    skills=(SkillSpec("peek", "窥", "窥", "Peek", "night", ""),))
    listed = _toy(options=("abstain", "card:v", "card:w", "bite"))
    assert variant_options(listed, [role]) == ("abstain", "card:v", "card:w", "bite",
                                               "card:scout", "peek")
    few = _toy(options=("abstain", "w"), roles=(
        RoleSpec("v", "民", "民", "V", "village"), RoleSpec("w", "狼", "狼", "W", "wolf"),
        RoleSpec("x", "X", "X", "X", "wolf")))
    assert variant_options(few, [role]) == ("abstain", "w")  # 1 of 3 cards: not a listing


def test_a_drafted_variant_without_a_given_deal_deals_as_its_base():
    base = _toy(drafted_deal=["w", "v"])
    fixed = build_variant(base, "toy_variants.fixed", "t", [], ["v", "w"], {})
    drafted = build_variant(base, "toy_variants.drafted", "t", [], ["v", "w"], {}, drafted=True)
    story = Storyteller(1)
    assert drafted.deal(drafted.board_defaults, story) == ["w", "v"]
    assert sorted(fixed.deal(fixed.board_defaults, Storyteller(1))) == ["v", "w"]


def test_the_rulebooks_strength_values_are_read_from_its_cards():
    assert dict(_toy().strength) == {"v": 5.0, "w": 7.0}
    assert dict(_toy(roles=(RoleSpec("v", "民", "民", "V", "village"),)).strength) == {}
