"""The effect vocabulary (rulesets/engine/effects.py) on the 村六 toy: a designer's role declared
in TOML replaces a villager (seat 5 with the ``first`` storyteller: wolf, wolf, seer, doctor,
villager, NEW... the replaced villager is the first one, seat 4) and each effect does what its
words say, through the kernel's gates."""

from __future__ import annotations

import pytest

from rulesets.engine import YES, FirstPolicy
from rulesets.engine.effects import EFFECTS, DeclarationError, declare

from tests.design_support import role_toml, script, toy_variant

NEW, SEER, DOCTOR, VILLAGER = 4, 2, 3, 5
WOLVES = (0, 1)


def game(tmp_path, text: str, seed: int = 0):
    v = toy_variant(tmp_path, text)
    return v.new_game(seed, storyteller=FirstPolicy())


def knife(target: int, night: int = 1) -> dict:
    return {(f"night {night}", "knife", w): target for w in WOLVES}


def results(g, skill: str) -> list[tuple[int, object]]:
    return [(e.data["target"], e.data["value"]) for e in g.events
            if e.kind == "result" and e.data["skill"] == skill]


def test_the_seats_are_where_the_tests_expect_them(tmp_path):
    g = game(tmp_path, role_toml("sage", "learn_wolf"))
    assert [s.role.id for s in g.seats] == ["wolf", "wolf", "seer", "doctor", "sage", "villager"]


@pytest.mark.parametrize("effect,target,value", [("learn_wolf", 0, True), ("learn_wolf", SEER, False),
                                                 ("learn_camp", 1, "wolf"),
                                                 ("learn_role", DOCTOR, "doctor")])
def test_information_tells_the_seat_alone_what_the_target_reads_as(tmp_path, effect, target, value):
    g = script(game(tmp_path, role_toml("sage", effect)), {("night 1", "sage_skill", NEW): target})
    ev = next(e for e in g.events if e.kind == "result" and e.data["skill"] == "sage_skill")
    assert ev.data["value"] == value and ev.audience == frozenset({NEW})


def test_protection_blocks_the_knife(tmp_path):
    text = role_toml("angel", "protect")
    g = script(game(tmp_path, text), {("night 1", "angel_skill", NEW): SEER, **knife(SEER)})
    assert next(e for e in g.events if e.kind == "dawn_deaths").data["seats"] == []
    g = script(game(tmp_path, text), {("night 1", "angel_skill", NEW): DOCTOR, **knife(SEER)})
    assert next(e for e in g.events if e.kind == "dawn_deaths").data["seats"] == [SEER]


def test_a_kill_is_settled_with_the_night_and_announced_at_dawn(tmp_path):
    g = script(game(tmp_path, role_toml("hunter2", "kill")), {("night 1", "hunter2_skill", NEW): 0})
    assert next(e for e in g.events if e.kind == "dawn_deaths").data["seats"] == [0]
    assert g.seats[0].death_cause == "hunter2_skill"


def test_a_block_stops_the_targets_skills_tonight(tmp_path):
    g = script(game(tmp_path, role_toml("jailer", "block", place="before:check")),
               {("night 1", "jailer_skill", NEW): SEER})
    asked = [(ph, k, s) for ph, k, s in _asked(g)]
    assert ("night 1", "check", SEER) not in asked and ("night 2", "check", SEER) in asked


def _asked(g):
    """(phase, kind, seat) of every decision, replayed with the recorded phases."""
    v = g.ruleset
    again = v.new_game(g.seed, storyteller=FirstPolicy())
    out = []
    for seat, kind, choice in g.decisions:
        out.append((again.phase, kind, seat))
        again.answer(choice)
    return out


def test_extra_votes_against_the_target_count_in_the_next_exile_vote(tmp_path):
    text = role_toml("crier", "vote_bonus", target="living", extra="votes = 2\n")
    g = script(game(tmp_path, text), {("night 1", "crier_skill", NEW): VILLAGER})
    votes = next(e for e in g.events if e.kind == "votes")
    assert all(t is None for t in votes.data["ballots"].values())  # everyone passed...
    assert next(e for e in g.events if e.kind == "exiled").data["seat"] == VILLAGER  # ...+2 did it


def test_a_heavier_ballot_breaks_a_tie(tmp_path):
    text = role_toml("elder", "vote_weight", target="self")
    def answer(d):
        if d.kind == "elder_skill":
            return YES
        if d.kind == "vote" and d.seat in (NEW, 0) and g.phase == "day 1":
            return g.choices.target(1 if d.seat == NEW else 2)
        return 0 if 0 in d.legal else d.legal[0]
    g = game(tmp_path, text)
    script(g, {}, default=answer)
    assert next(e for e in g.events if e.kind == "exiled").data["seat"] == 1  # 2 votes beat 1


def test_a_win_ends_the_game_at_once_for_the_seats_camp(tmp_path):
    text = role_toml("oracle", "win", timing="first_night", target="none", flags=("强制",))
    g = script(game(tmp_path, text), {})
    assert g.winner == "village" and g.phase == "night 1" and g.end_reason == "oracle技能：village"


def test_no_effect_is_asked_and_changes_nothing(tmp_path):
    base = script(game(tmp_path / "a", role_toml("mime", "none", target="none")), {})
    asked = [d for d in base.decisions if d[1] == "mime_skill"]
    assert asked and all(c == 0 for _, _, c in asked)  # asked every night, passed
    used = script(game(tmp_path / "b", role_toml("mime", "none", target="none")), {},
                  default=lambda d: YES if d.kind == "mime_skill" else (0 if 0 in d.legal else d.legal[0]))
    assert used.winner == base.winner and len(used.events) == len(base.events)


def test_limited_uses_then_the_seat_is_not_asked(tmp_path):
    text = role_toml("sage", "learn_wolf", flags=("限定",), extra="uses = 1\n")
    g = script(game(tmp_path, text), {("night 1", "sage_skill", NEW): 0},
               default=lambda d: d.legal[1] if d.kind == "sage_skill" else (0 if 0 in d.legal else d.legal[0]))
    assert [k for _, k, _ in g.decisions].count("sage_skill") == 1 and len(results(g, "sage_skill")) == 1


def test_a_forced_skill_has_no_pass_and_defaults_to_a_random_target(tmp_path):
    g = game(tmp_path, role_toml("sage", "learn_wolf", flags=("强制",)))
    while g.pending.kind != "sage_skill":
        g.answer(0 if 0 in g.pending.legal else g.pending.legal[0])
    d = g.pending
    assert 0 not in d.legal and g.choices.is_target(d.default)


def test_not_the_same_target_two_nights_running(tmp_path):
    text = role_toml("angel", "protect", flags=("不能连续两晚",))
    g = game(tmp_path, text)
    script(g, {("night 1", "angel_skill", NEW): SEER})
    replay = [(ph, k, s) for ph, k, s in _asked(g)]
    g2 = g.ruleset.new_game(0, storyteller=FirstPolicy())
    for i, (seat, kind, choice) in enumerate(g.decisions):
        if replay[i][:2] == ("night 2", "angel_skill"):
            assert g2.choices.target(SEER) not in g2.pending.legal
            break
        g2.answer(choice)
    else:
        pytest.skip("the game ended before night 2")


def test_later_nights_skip_the_first(tmp_path):
    g = script(game(tmp_path, role_toml("sage", "learn_wolf", timing="later_nights")), {})
    assert ("night 1", "sage_skill", NEW) not in _asked(g)
    assert any(k == "sage_skill" for _, k, _ in g.decisions) or g.night == 1


@pytest.mark.parametrize("kwargs,key", [
    (dict(timing="noon"), "timing"), (dict(target="anyone"), "target"),
    (dict(effect="explode"), "effect"), (dict(flags=("秘密",)), "flags"),
    (dict(effect="win", target="living"), "target"), (dict(effect="none", target="none", flags=("指定",)), "flags"),
    (dict(params={"votes": "two"}, effect="vote_bonus"), "votes"),
    (dict(params={"damage": 3}), "damage"), (dict(params={"range": 2}), "range"),
    (dict(params={"uses": 1.5}), "uses"), (dict(params={"uses": -1}), "uses"),
])
def test_a_bad_declaration_names_its_key(kwargs, key):
    args = dict(zh="技", en="skill", timing="night", target="other_living", effect="kill")
    args.update(kwargs)
    with pytest.raises(DeclarationError) as err:
        declare("s", **args)
    assert err.value.key == key


def test_every_effect_has_an_intent_and_documents_itself():
    for e in EFFECTS.values():
        assert e.intent and e.doc and e.targets
        d = declare("s", zh="技", en="s", timing="night", target=sorted(e.targets)[0], effect=e.name)
        assert d.spec().intent == e.intent and d.step("label").skill == "s"
