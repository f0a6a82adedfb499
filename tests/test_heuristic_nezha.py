"""The nezha heuristic agent: always legal, deterministic, and clearly better than random, on
drafted 24-player boards (a new board every seed).

The strength test plays seeded games in which the seats of one camp (by the dealt cards:
``village`` or ``wolf``) are heuristic and everyone else is random, and compares them deal by deal
with the same deals played by random agents only: of the deals whose winner differs, the
heuristic camp must win significantly more than half (a paired sign test).  Pairing by deal
removes the deal's luck, which grows with every part the draft's pool gains (third parties win
some games too, so a fixed all-random bound measured on an older pool goes stale).  The default
run plays ``N_BOUNDED`` deals per camp; ``pytest -m slow`` plays 500 and checks that no
heuristic answer was illegal in any of them.
"""

from __future__ import annotations

import time
from collections import Counter

import pytest

from agents.heuristic.nezha import HeuristicAgent
from agents.registry import make_agent
from tests.heuristic_support import Table, wilson

TABLE = Table("nezha", lambda strict: HeuristicAgent(strict=strict))
#: deals per camp in the default run (seeds 0..n-1, the same deals as the all-random baseline):
#: 30 deals gave village 14 deals won only by the heuristic against 0, wolves 13 against 1
N_BOUNDED = 40
N_STRENGTH = 500          # deals per camp in the slow run
#: decision kinds heuristic seats must have answered over the legality games
KINDS = ("speech", "vote", "vote_change", "last_words", "kill", "declare", "martyr", "peek",
         "possess", "detect", "exorcise", "cure", "primal_guard", "dark_detect", "guard_choice")


def test_heuristic_is_the_nezha_heuristic_spec():
    assert isinstance(make_agent("heuristic", "nezha"), HeuristicAgent)


def test_heuristic_answers_are_always_legal():
    """Seeded games (all heuristic, and each camp heuristic against random): strict agents
    raise on any illegal answer, which would show up as a fallback.  Fourteen seeds: with the
    undetermined cards drafted too (part 2, batch E) the first 医生 a heuristic seat plays is on
    seed 13."""
    kinds: Counter = Counter()
    configs = [("village", "wolf"), ("village",), ("wolf",)]
    for seed in range(14):
        camps = configs[seed % len(configs)]
        g = TABLE.play(seed, camps)
        assert g.over
        assert not g.fallbacks, (seed, camps, g.fallbacks[:3])
        kinds.update(TABLE.kinds(g, TABLE.heuristic_seats(seed, camps)))
    missing = [k for k in KINDS if kinds[k] == 0]
    assert not missing, f"no heuristic decision of kind {missing}"


def test_heuristic_is_deterministic():
    camps = ("village", "wolf")
    a, b = TABLE.play(3, camps), TABLE.play(3, camps)
    assert a.decisions == b.decisions and a.winner == b.winner
    assert TABLE.play(3, camps).decisions != TABLE.play(4, camps).decisions


def _strength(n: int) -> None:
    """Each camp played by the heuristic against the same camp played by random on the same
    seeded drafted boards (everyone else random in both): of the deals where the two disagree,
    the heuristic camp must win significantly more (the Wilson 95% interval of its share of
    those deals lies above one half), and no heuristic answer may be illegal."""
    t0 = time.perf_counter()
    baseline = [TABLE.play(seed, (), strict=False).winner for seed in range(n)]
    texts = []
    for camp in ("village", "wolf"):
        games = [TABLE.play(seed, (camp,), strict=False) for seed in range(n)]
        mine = [g.winner for g in games]
        better = sum(m == camp != b for m, b in zip(mine, baseline))
        worse = sum(b == camp != m for m, b in zip(mine, baseline))
        lo, hi = wilson(better, better + worse)
        texts.append(f"{camp}: heuristic {mine.count(camp)}/{n} vs random "
                     f"{baseline.count(camp)}/{n} on the same deals; {better} deals won only by "
                     f"the heuristic, {worse} only by random (share [{lo:.3f}, {hi:.3f}])")
        assert lo > 0.5, texts[-1]
        assert not sum(len(g.fallbacks) for g in games), (camp, "illegal heuristic answers")
    print("; ".join(texts), f"; {time.perf_counter() - t0:.1f} s")


def test_heuristic_camps_beat_random_camps_bounded():
    _strength(N_BOUNDED)


@pytest.mark.slow
def test_heuristic_camps_beat_random_camps():
    _strength(N_STRENGTH)


#: a dealt 24-seat board holding the wolves of part 2 (explicit deals skip the draft's checks)
PART2_DEAL = ("priest", "doctor", "rexxar", "medium", "taoist", "saintess", "agent",
              "clarifier", "grand_judge", "van_helsing", "yin_yang_envoy", "swordsman",
              "primordial_guard", "demon_hunter", "santa_wolf", "big_bad_wolf", "red_wolf",
              "terrorist", "assassin_duck", "sniper", "reaper", "wolf_shaman", "dreamer",
              "masquerade")


def test_heuristic_answers_the_new_wolves_legally():
    """圣诞老狼 and 空想家 on the board: the heuristic seats answer 礼物 / 礼物制作 / opening, the
    presents' skills, 空想具现 and the 马甲's decisions legally (strict agents), in every camp."""
    kinds: Counter = Counter()
    for seed in range(4):
        g = TABLE.play(seed, ("village", "wolf"), deal=PART2_DEAL)
        assert g.over and not g.fallbacks, (seed, g.fallbacks[:3])
        kinds.update(k for _s, k, _c in g.decisions)
    assert kinds["present"] and kinds["present_open"] and kinds["imagine"], kinds
