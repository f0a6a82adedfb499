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
                                      ("py:nowhere:X", "no module .nowhere. in the current directory"),
                                      ("py:tests.test_storytellers", "needs py:MODULE:CLASS"),
                                      ("py:builtins:dict", "does not answer calls")])
def test_bad_specs_are_clear_errors(spec, msg):
    with pytest.raises(ValueError, match=msg):
        make_storyteller(spec, "seal", 0)


def test_play_and_replay_verify_from_the_command_line(tmp_path, capsys):
    """`arena play --storyteller` records the policy's answers; `arena replay --verify` exits 0
    only when decisions, storyteller calls, events and winner are all reproduced, and names the
    first divergence otherwise (a record with nothing to compare fails too)."""
    import json

    from arena.cli import main
    path = tmp_path / "g.json"
    assert main(["play", "--ruleset", "seal", "--seed", "4", "--agents", "random",
                 "--storyteller", "py:tests.test_storytellers:Reverse", "--record", str(path)]) == 0
    record = json.loads(path.read_text())
    assert record["storyteller"] == "reverse"
    capsys.readouterr()
    assert main(["replay", str(path), "--verify"]) == 0
    assert "storyteller calls fed back" in capsys.readouterr().out
    shown = [c for c in record["story"] if c[0] == "pick" and not c[1].startswith("default ")]
    kept = shown[0][3]
    shown[0][3] = (kept + 1) % shown[0][2]     # the storyteller decided otherwise
    path.write_text(json.dumps(record, ensure_ascii=False))
    assert main(["replay", str(path), "--verify"]) == 1
    assert "replay FAILED" in capsys.readouterr().out
    shown[0][3] = kept
    record.pop("events")
    path.write_text(json.dumps(record, ensure_ascii=False))
    assert main(["replay", str(path), "--verify"]) == 1
    assert "no events" in capsys.readouterr().out


def test_a_tournament_runs_with_another_storyteller_and_its_games_replay(tmp_path):
    from arena.play.records import verify_record
    from arena.storage import Store
    from arena.tournaments import tournament
    from arena.tournaments.config import from_dict
    cfg = from_dict({"agents": ["random", "heuristic"], "games": 2, "seed": 5,
                     "storyteller": "first"})
    assert cfg.identity()["storyteller"] == "first"
    tournament.run(cfg, tmp_path / "run", workers=0, show_progress=False)
    with Store(tmp_path / "run", read_only=True) as store:
        record = store.record("g000001")
    assert record["storyteller"] == "first" and verify_record(record).ok


def test_the_god_view_names_chosen_seats_and_characters():
    """Storyteller lines read a pair of seats and several characters by name, not as an index."""
    from arena.play.story import story_lines
    from envs.text import TextRenderer
    ct = rulesets.get("clocktower")
    r = TextRenderer(ct, ct.choice_table(12), "en")
    log = [["inform", "washerwoman_info players", 55, 3, 7, {"seats": [2, 10]}],
           ["inform", "result demon_bluffs", 57, 1, 9, ["washerwoman", "chef", "drunk"]],
           ["decide", "mixed", 4, 2, 9, None]]
    assert [t for _, t in story_lines(r, log)] == [
        "[storyteller] washerwoman_info players: #3, #11",
        "[storyteller] result demon_bluffs: Washerwoman, Chef, Drunk",
        "[storyteller] mixed: 3/4"]
