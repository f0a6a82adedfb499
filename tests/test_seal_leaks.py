"""Leaks found by probing seal games (issue: results a researcher can trust): what a seat is
offered must not depend on hidden facts it has not been told."""

from __future__ import annotations

import random

import rulesets
from rulesets.engine import PASS


def test_a_knifed_wolf_is_offered_the_same_election_speech_as_a_living_wolf():
    """L1 (ruling S47): a wolf killed on night 1 is still at the table in the election; had it
    no 自爆 option, it would learn its death before dawn."""
    seal = rulesets.get("seal")
    seen = 0
    for seed in range(400):
        g = seal.new_game(seed)
        rng = random.Random(seed)
        while not g.over and g.phase != "day 1":
            d = g.pending
            g.answer(d.legal[rng.randrange(len(d.legal))])
        while not g.over and g.phase == "day 1":
            d = g.pending
            s = g.seats[d.seat]
            if d.kind == "speech" and d.info.get("segment") == "election" and s.camp == "wolf" \
                    and "hidden_wolf" not in s.statuses:
                assert g.choices.option("explode") in d.legal, (seed, d.seat, s.alive)
                seen += not s.alive
            if d.kind == "run":
                g.answer(g.choices.option("run"))  # everyone runs: every wolf gives a speech
            else:
                g.answer(PASS if PASS in d.legal else d.legal[0])
        if seen >= 3:
            break
    assert seen >= 3  # the case happened and was checked


def test_the_blood_moon_night_is_announced_to_everyone():
    """L2 (ruling S48): good players skipped on the night after a 血月使徒 explosion are told why,
    as on a panic night, instead of inferring it from not being woken."""
    from arena.scenarios import load, run  # noqa: PLC0415
    sc = load("tests/scenarios/seal/blood_moon_apostle_explosion_disables_good.toml")
    out = run(sc)
    nights = [a for a in out["announcements"] if a["kind"] == "night_falls" and a["phase"] == "night 2"]
    assert nights and nights[0].get("apostle") is True
