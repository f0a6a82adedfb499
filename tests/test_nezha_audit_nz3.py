"""哪吒 audit nz3 (third parties, undetermined roles, the win rules): the cases no short scenario
reaches."""

from __future__ import annotations

from typing import Callable, Optional

import rulesets
from rulesets.engine import PASS, Decision, Game
from rulesets.nezha.roles import thousand_faces
from rulesets.nezha.wins import WIN

NEZHA = rulesets.get("nezha")
SEATS = ["老司机", "大法官", "医生", "阴阳使者", "灵媒师", "道士", "范海辛", "奇迹商人",
         "大野狼", "恐怖分子", "刺客鸭", "吹笛", "千面人"]
DRIVER, PIPER, FACES = 0, 11, 12


def _game(seats=SEATS) -> Game:
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in seats]
    return NEZHA.new_game(0, {"players": len(ids), "cards": False, "rounds": 1}, deal=ids)


def _drive(g: Game, stop: Callable[[Decision], bool],
           answer: Optional[Callable[[Decision], Optional[int]]] = None) -> None:
    while not g.over:
        d = g.pending
        if stop(d):
            return
        c = answer(d) if answer else None
        g.answer(c if c is not None else (PASS if PASS in d.legal else d.default))


def _linked(first: int, second: int) -> Game:
    g = _game()
    picks = iter([first, second])
    _drive(g, lambda d: g.phase == "night 1",
           lambda d: g.choices.target(next(picks)) if d.kind == "cupid_arrow" else None)
    return g


def test_a_piper_and_thousand_faces_pair_needs_both_wins():
    """有多个三方则需要两个三方的胜利条件均满足才能获胜 (line 793, ruling N410): the pair joins the
    first lover's camp (吹笛); every role outside it permanently [寡言] meets the piper's win, but the
    千面人's own win (only roles it met live, the joint camp left out) must hold too."""
    g = _linked(PIPER, FACES)
    assert {g.seats[s].camp for s in (DRIVER, PIPER, FACES)} == {"piper"}
    others = [s for s in range(13) if s not in (DRIVER, PIPER, FACES)]
    for s in others[3:]:
        g.go_out(s, "test", public=True)
    for s in others[:3]:
        g.add_status(s, "taciturn")                       # permanent: the piper's own win holds
    assert not WIN.winners(g)                             # 千面人 met nobody
    g.seats[FACES].skill(thousand_faces.MEET.id).data["learned"] = tuple(others[:2])
    assert not WIN.winners(g)                             # others[2] lives, never met
    g.seats[FACES].skill(thousand_faces.MEET.id).data["learned"] = tuple(others[:3])
    won = WIN.winners(g)
    assert won and won[0][0] == "piper"
    assert g.seats[FACES].camp == "piper"                 # judging moved nobody for good


def test_a_third_party_paired_with_a_villager_wins_by_its_own_condition_alone():
    """One third party in the pair (line 793): its own win as before (N222)."""
    g = _linked(PIPER, 1)
    assert {g.seats[s].camp for s in (DRIVER, PIPER, 1)} == {"piper"}
    others = [s for s in range(13) if s not in (DRIVER, PIPER, 1)]
    for s in others[4:]:
        g.go_out(s, "test", public=True)
    for s in others[:4]:
        g.add_status(s, "taciturn")
    won = WIN.winners(g)
    assert won and won[0][0] == "piper"
