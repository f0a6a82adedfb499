"""Storyteller specs: built-in, ruleset-declared and py: policies, each recorded and replayable."""

from __future__ import annotations

import pytest

import rulesets
from agents.storytellers import make_storyteller
from rulesets.engine import FirstPolicy


class Reverse:
    """A scripted storyteller for the test: the last option, every order reversed."""

    name = "reverse"

    def __init__(self, arg: str = "") -> None:
        self.arg = arg

    def start(self, game):
        self.seed = game.seed

    def choose(self, call):
        n = len(call.options)
        return list(reversed(range(n))) if call.call in ("deal", "shuffle", "order") else n - 1


@pytest.mark.parametrize("spec,name", [("random", "random"), ("first", "first"), ("", "random"),
                                       ("py:tests.test_storytellers:Reverse", "reverse"),
                                       ("py:tests.test_storytellers:Reverse:x", "reverse")])
def test_specs_build_policies_whose_games_replay(spec, name):
    seal = rulesets.get("seal")
    g = seal.new_game(3, storyteller=make_storyteller(spec, "seal", 3))
    while not g.over:
        d = g.pending
        g.answer(d.legal[-1])
    rec = g.record()
    assert rec["storyteller"] == name and rec["story"]
    again = seal.replay(rec)
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]


def test_a_ruleset_may_ship_its_own_policies(monkeypatch):
    seal = rulesets.get("seal")
    monkeypatch.setattr(type(seal), "storytellers", {"kind": lambda seed: FirstPolicy(seed)})
    assert make_storyteller("kind", "seal", 0).name == "first"


@pytest.mark.parametrize("spec,msg", [("nope", "unknown storyteller 'nope'"),
                                      ("py:nowhere:X", "No module named"),
                                      ("py:tests.test_storytellers", "needs py:MODULE:CLASS"),
                                      ("py:builtins:dict", "does not answer calls")])
def test_bad_specs_are_clear_errors(spec, msg):
    with pytest.raises(ValueError, match=msg):
        make_storyteller(spec, "seal", 0)
