"""The 狐貍's check is about three seats in a row (三名連坐的玩家中是否有狼人, line 137): its
result names the three seats and says whether any is a wolf, never which; the text, the vector
and the heuristic fox read it as a verdict about the group."""

from __future__ import annotations

import numpy as np
import pytest

import envs
import rulesets
from agents.heuristic import for_ruleset
from arena.play.match import play_game
from envs.text import TextRenderer
from rulesets.engine import Event

DEAL = ["moon_maiden", "bear_tamer", "crow", "fox", "knight", "socialite", "gravekeeper", "actor",
        "half_blood", "villager", "villager", "villager", "villager", "villager", "villager",
        "villager", "white_wolf_king", "black_wolf_king", "war_wolf", "wolf_beauty", "gargoyle",
        "nightmare", "evil_spirit", "piper"]
FOX = 3


def _fox_result(target: int):
    """Night 1 of a fixed deal in which the fox checks ``target``; everyone else passes."""
    g = rulesets.get("seal").new_game(1, None, DEAL)
    while not g.over and g.phase == "setup" or g.phase == "night 1":
        d = g.pending
        if d.seat == FOX and d.kind == "fox_check":
            g.answer(g.choices.target(target))
        else:
            g.answer(d.default)
        found = [e for e in g.events if e.kind == "result" and e.data["skill"] == "fox_check"]
        if found:
            return g, found[0]
    raise AssertionError("the fox was not asked")


def test_the_result_names_the_three_seats_and_no_single_wolf():
    g, ev = _fox_result(15)                       # seats 15, 16 (白狼王) and 17 (1-based 16..18)
    assert ev.data["group"] == [14, 15, 16] and ev.data["value"] is True
    zh = TextRenderer(g.ruleset, g.choices, "zh").event(ev)
    en = TextRenderer(g.ruleset, g.choices, "en").event(ev)
    assert "15号、16号、17号中有狼人" in zh
    assert "at least one of #15, #16, #17 is a wolf" in en
    assert "#16 is a wolf" not in en


@pytest.mark.parametrize("centre, wolf", [(15, True), (11, False)])
def test_the_vector_reads_a_group_verdict(centre, wolf):
    env = envs.make("seal", obs_mode="vector")
    env.reset(seed=1, options={"deal": DEAL})
    raw = env.unwrapped
    while True:
        g = raw.game
        d = g.pending
        if d.seat == FOX and d.kind == "fox_check":
            env.step(g.choices.target(centre))
            break
        env.step(d.default)
    layout = raw.layout
    vec = env.observe(f"player_{FOX + 1}")["observation"][layout.public_size:]
    group = [centre - 1, centre, centre + 1]
    known_wolf = [vec[layout.priv.at(s, "known_wolf")] for s in group]
    known_good = [vec[layout.priv.at(s, "known_good")] for s in group]
    assert known_wolf == [0.0, 0.0, 0.0]          # never the centre (nor anyone) for a group
    assert known_good == ([0.0] * 3 if wolf else [1.0] * 3)   # an all-clear clears all three


def test_the_heuristic_fox_accuses_only_what_its_results_prove():
    """Over 40 seeded games the heuristic fox's "my check: t is a wolf" names a wolf: a group
    result pins a seat only when the group's other seats are cleared (a 隐狼 form that read as
    a wolf and later as good can still mislead it).  It used to name the group's centre, a
    wolf or not: 35 of its 67 wolf reports named a seat that was no wolf."""
    reports = wrong = 0
    for seed in range(40):
        agents = [for_ruleset("seal") for _ in range(24)]
        g = play_game("seal", seed, agents, agent_key="fox")
        fox = next((s.index for s in g.seats if s.original_role.id == "fox"), None)
        if fox is None:
            continue
        table = g.choices
        for e in g.events:
            if e.kind != "speech" or e.data["seat"] != fox:
                continue
            act = table.decode(e.data["act"])
            if act.kind == "report" and act.wolf:
                reports += 1
                t = act.arg
                wrong += g.seats[t].camp != "wolf" and g.seats[t].original_role.camp != "wolf"
    assert reports >= 5
    assert wrong <= 0.2 * reports, f"{wrong} of {reports} wolf reports named a seat that is no wolf"
