"""Audit c (demons, lines 529-621; the game flow, lines 622-779): invariants over random games
for every demon, the cases a scenario file cannot state for all storytellers and seeds."""

from __future__ import annotations

import random

import pytest

import rulesets
from agents.base import SeatView
from agents.registry import make_agent
from rulesets.clocktower.common import demons, table
from rulesets.clocktower.roles import BY_ID, IMPLEMENTED

CT = rulesets.get("clocktower")
DEMONS = sorted(r for r in IMPLEMENTED if BY_ID[r].side == "demon")


def _play(demon: str, seed: int):
    """A whole game with every seat played by the heuristic agent (it nominates and votes, so
    games end with a winner)."""
    g = CT.new_game(seed, {"demon": demon})
    agents = [make_agent("heuristic", "clocktower") for _ in range(g.n)]
    for s, a in enumerate(agents):
        a.reset(s, seed)
    while not g.over:
        d = g.pending
        g.answer_or_default(agents[d.seat].act(SeatView(d.seat, g.n, d, g.inbox[d.seat],
                                                        g.choices, g.ruleset)))
    return g


@pytest.mark.parametrize("demon", DEMONS)
def test_no_demon_kills_on_the_first_night(demon):
    """杀害[夜晚*] / 吞噬[夜晚*] / 爆发[夜晚*] / 毒发[夜晚*] / 恶念[夜晚*] (lines 536-616): [夜晚*]的技能，在首个夜晚
    以外的夜晚发动 (line 7), and the 牙噶巴卜 has no marker before its first day: nobody dies of a
    demon's judgement on the first night."""
    for seed in range(4):
        g = CT.new_game(seed, {"demon": demon})
        rng = random.Random(seed)
        while not g.over and g.night <= 1 and g.phase.startswith("night"):
            d = g.pending
            g.answer(d.legal[rng.randrange(len(d.legal))])
        assert not [s.index for s in g.seats if not s.alive and s.death_cause == "demon"]


@pytest.mark.parametrize("demon", DEMONS)
def test_a_base_win_meets_its_printed_condition(demon):
    """胜负判定 (lines 622-624): 善良阵营：胜不存在存活的恶魔。邪恶阵营：胜仅存在两名存活角色，且存在存活的恶魔。
    A game won without an ability's win (以角色技能优先) ends exactly on its camp's condition."""
    decided = 0
    for seed in range(5):
        g = _play(demon, seed)
        state = table(g)
        if state.ability_win is not None or g.winner not in ("good", "evil"):
            continue
        decided += 1
        if g.winner == "good":
            assert not demons(g), (seed, [g.seats[s].role.id for s in demons(g)])
        else:
            assert len(g.living()) <= 2 and demons(g), (seed, g.living())
    assert decided  # the heuristic games do end on a base condition
