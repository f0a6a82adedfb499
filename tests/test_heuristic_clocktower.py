"""The clocktower heuristic agent: always legal, deterministic, and clearly better than random
for both teams.

The strength test plays seeded games in which the seats of one team (the good or the evil
players, by their dealt alignment) are heuristic and everyone else is random, and compares them
deal by deal with the same deals played by random agents only: of the deals whose winner differs,
the heuristic team must win significantly more than half (a paired sign test: pairing by deal
removes the deal's luck, which grows with every character part 2 deals).  The default run plays
``BOUNDED`` games per team; the slow test (``pytest -m slow``) plays 500 per configuration.  Measured figures are in docs/design.md.
"""

from __future__ import annotations

import time

import pytest

import rulesets
from agents.heuristic.clocktower import HeuristicAgent
from agents.heuristic.clocktower.beliefs import Beliefs
from agents.registry import make_agent
from tests.heuristic_support import Table, wilson

TABLE = Table("clocktower", lambda strict: HeuristicAgent(strict=strict))
#: games per team in the default run: (good, evil); seeds 0..n-1, the same deals as the baseline
BOUNDED = (100, 100)
N_STRENGTH = 500
ALL = ("good", "evil")


def test_heuristic_is_the_clocktower_heuristic_spec():
    assert isinstance(make_agent("heuristic", "clocktower"), HeuristicAgent)


def test_heuristic_answers_are_always_legal():
    """Seeded games (all heuristic, and one team heuristic against random): no fallback (the
    agents are strict: an exception or an illegal answer would show up as one)."""
    configs = [ALL, ("good",), ("evil",)]
    asked = set()
    for seed in range(24):
        camps = configs[seed % 3]
        g = TABLE.play(seed, camps)
        assert g.over and not g.fallbacks, (seed, camps, g.fallbacks[:3])
        asked |= set(TABLE.kinds(g, TABLE.heuristic_seats(seed, camps)))
    demon_kills = {k for k in asked if k.endswith("_kill")}
    assert {"speech", "recall", "nominate", "vote", "goblin"} <= asked and demon_kills, asked


def test_heuristic_is_deterministic():
    a, b = TABLE.play(5, ALL), TABLE.play(5, ALL)
    assert a.decisions == b.decisions and a.winner == b.winner


def _strength(n_good: int, n_evil: int) -> None:
    """Each team played by the heuristic against the same team played by random, on the same
    seeded deals (everyone else random in both): of the deals where the two disagree, the
    heuristic team must win significantly more (a paired sign test: the Wilson 95% interval of
    its share of those deals lies above one half).  Pairing by deal removes the deal's luck,
    which dominates clocktower games (random good teams win about three deals in four)."""
    t0 = time.perf_counter()
    baseline = [TABLE.play(seed, (), strict=False).winner for seed in range(max(n_good, n_evil))]
    texts = []
    for camp, n in (("good", n_good), ("evil", n_evil)):
        mine = [TABLE.play(seed, (camp,), strict=False).winner for seed in range(n)]
        better = sum(m == camp != b for m, b in zip(mine, baseline))
        worse = sum(b == camp != m for m, b in zip(mine, baseline))
        lo, hi = wilson(better, better + worse)
        won, rnd = mine.count(camp), baseline[:n].count(camp)
        texts.append(f"{camp}: heuristic {won}/{n} vs random {rnd}/{n} on the same deals; "
                     f"{better} deals won only by the heuristic, {worse} only by random "
                     f"(share [{lo:.3f}, {hi:.3f}])")
        assert lo > 0.5, texts[-1]
    print("; ".join(texts), f"; {time.perf_counter() - t0:.1f} s")


def test_heuristic_teams_beat_random_teams_bounded():
    _strength(*BOUNDED)


@pytest.mark.slow
def test_heuristic_teams_beat_random_teams():
    _strength(N_STRENGTH, N_STRENGTH)


def test_a_first_player_result_on_a_later_night_reads_as_the_choirboys_demon():
    """唱诗男孩 (line 178-179): a good seat's first "player" result on a night after the first is
    read as the 唱诗男孩's (the demon that killed the 国王: marked evil); a later one after a
    first-night one as the 气球驾驶员's."""
    ct = rulesets.get("clocktower")
    g = ct.new_game(0)

    def seat() -> Beliefs:
        b = Beliefs(0, 12, g.choices, ct)
        b._ev_amnesia({"type": "townsfolk"})
        return b
    b = seat()
    b.night = 2
    b._ev_result({"skill": "player", "seats": [6]})
    assert b.candidates()[0] == "choirboy" and b.score[6] > 1.5
    b = seat()
    b.night = 1
    b._ev_result({"skill": "player", "seats": [6]})
    b.night = 2
    b._ev_result({"skill": "player", "seats": [5]})
    assert b.candidates()[0] == "balloonist" and b.score[5] <= 1.5


def test_the_hermit_recalls_each_of_its_three_memories():
    """隐士 注1 (line 389): told it is the 隐士, the heuristic 隐士 asks about its three memories (the
    ``memory`` question, then an outsider it has not ruled out for that memory) until each said
    "是"; it never names the 酒鬼, 疯子 or 隐士 (注2, line 390)."""
    ct = rulesets.get("clocktower")
    deal = [ct.names.role(n).id for n in ("洗衣妇", "图书管理员", "调查员", "厨师", "间谍", "共情者",
                                          "小恶魔", "占卜师", "僧侣", "刺客", "酒鬼", "隐士")]
    found = 0
    for seed in range(3):
        g = TABLE.play(seed, ALL, deal=deal)
        assert g.over and not g.fallbacks
        assert any(seat == 11 and kind == "memory" for seat, kind, _c in g.decisions)
        named = [e.data for e in g.events if e.kind == "result" and 11 in e.audience
                 and e.data.get("skill") == "recall"]
        assert named and all(d.get("memory") in (1, 2, 3) for d in named)
        assert not {d["role"] for d in named} & {"drunk", "lunatic", "hermit"}
        found += sum(d["value"] for d in named)
    assert found >= 3
