"""Audit c (demons, lines 529-621; the game flow, lines 622-779): invariants over random games
for every demon, the cases a scenario file cannot state for all storytellers and seeds."""

from __future__ import annotations

import random

import pytest

import rulesets
from arena.play.match import play_game
from agents.registry import make_agent
from rulesets.clocktower.common import demons, table
from rulesets.clocktower.roles import BY_ID, IMPLEMENTED

CT = rulesets.get("clocktower")
DEMONS = sorted(r for r in IMPLEMENTED if BY_ID[r].side == "demon")


def _play(demon: str, seed: int):
    """A whole game with every seat played by the heuristic agent (it nominates and votes, so
    games end with a winner)."""
    agents = [make_agent("heuristic", "clocktower") for _ in range(CT.n_seats(CT.board(None)))]
    return play_game("clocktower", seed, agents, board={"demon": demon}, strict=True)


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


@pytest.mark.parametrize("demon", DEMONS)
def test_nominations_and_votes_follow_line_11(demon):
    """提名与投票 (line 11): 存活角色可以进行提名…每个角色在每个讨论日仅可提名与被提名一次; 角色在死亡后仍需投票，但
    只有一次机会投“是” (a revived player's dead vote is new: CT-audit-c-3).  The 报丧女妖 (who may
    nominate twice, dead too, and vote freely) is left out."""
    for seed in range(5):
        g = _play(demon, seed)
        if any(s.role.id == "banshee" or table(g).memory.get(s.index) == "banshee"
               for s in g.seats):
            continue
        alive = set(range(g.n))
        spent: set[int] = set()
        nominators: dict[str, set[int]] = {}
        nominees: dict[str, set[int]] = {}
        for e in g.events:
            if e.kind in ("death", "dawn_deaths"):
                for s in e.data["seats"]:
                    if s in alive:
                        alive.discard(s)
                        spent.discard(s)
            elif e.kind == "revived":
                alive.update(e.data["seats"])
            elif e.kind == "nomination":
                by, to = e.data["seat"], e.data["target"]
                assert by in alive, (seed, e.phase, by)
                assert by not in nominators.setdefault(e.phase, set()), (seed, e.phase, by)
                assert to not in nominees.setdefault(e.phase, set()), (seed, e.phase, to)
                nominators[e.phase].add(by)
                nominees[e.phase].add(to)
            elif e.kind == "votes":
                for v in e.data["seats"]:
                    if v not in alive:
                        assert v not in spent, (seed, e.phase, v)
                        spent.add(v)


def test_lil_monsta_seats_the_marionette_beside_a_minion():
    """小怪宝 相克1 (line 599): 小怪宝局提线木偶的[提线]改为与至少一名爪牙相邻 — dealt beside another minion,
    and a deal that seats it beside none is refused; 注1 / 相克1: the 提线木偶 is not in the group chat."""
    from rulesets.clocktower import setup
    from rulesets.clocktower.roles import lil_monsta
    for seed in range(8):
        g = CT.new_game(seed, {"demon": "lil_monsta", "minions": "marionette,spy,poisoner"})
        at = next(s.index for s in g.seats if s.role.id == "marionette")
        near = {g.seats[(at - 1) % 12].role.id, g.seats[(at + 1) % 12].role.id}
        assert near & {"spy", "poisoner"}, (seed, near)
        assert at not in lil_monsta._chat(g)
    far = [CT.names.role(n).id for n in ["提线木偶", "洗衣妇", "间谍", "投毒者", "图书管理员", "调查员",
                                         "厨师", "共情者", "占卜师", "送葬者", "酒鬼", "陌客"]]
    with pytest.raises(setup.SetupError, match="提线木偶"):
        setup.check(far, {})
    near_deal = [far[2], far[0], *far[3:], far[1]]
    setup.check(near_deal, {})
