"""Audit sl of the seal ruleset: cases the scenario format cannot pin (the order in which
different seats are asked to speak)."""

from __future__ import annotations

import rulesets
from rulesets.engine import PASS

DEAL = ["moon_maiden", "bear_tamer", "crow", "fox", "knight", "socialite", "gravekeeper", "actor",
        "half_blood", "villager", "villager", "villager", "villager", "villager", "villager",
        "villager", "white_wolf_king", "black_wolf_king", "war_wolf", "wolf_beauty", "gargoyle",
        "nightmare", "evil_spirit", "piper"]
SHERIFF = 4          # seat 5 (0-based 4)
TIED = (9, 10)       # seats 10 and 11


def _speeches_of_day_1(way: str, pk_ballots: int):
    """Day 1 of a quiet game: seat 5 is elected unopposed and picks ``way``; the first exile
    ballot ties seats 10 and 11; ``pk_ballots`` PK re-votes are tied again (one ballot each).
    Returns the speakers of each exile speech segment, in the order they were asked."""
    g = rulesets.get("seal").new_game(1, None, DEAL)
    segments: dict[str, list[int]] = {}
    while not g.over and g.phase in ("night 1", "day 1"):
        d = g.pending
        ans = d.default
        if d.kind == "run":
            ans = g.choices.option("run") if d.seat == SHERIFF else PASS
        elif d.kind == "order":
            ans = g.choices.option(way)
        elif d.kind == "speech":
            seg = d.info["segment"]
            if seg in ("exile", "pk"):
                pks = [e for e in g.events if e.kind == "pk"]
                key = seg if seg == "exile" else f"pk{pks[-1].data['round']}"
                segments.setdefault(key, []).append(d.seat)
            ans = PASS
        elif d.kind == "vote":
            rnd = d.info["round"]
            # seat 1 votes 10, seat 2 votes 11 in the first ballot; in the PK re-votes
            # seats 1 and 2 keep the tie while pk_ballots lasts
            if d.seat in (0, 1) and (rnd == 0 or rnd <= pk_ballots):
                ans = g.choices.target(TIED[d.seat])
            else:
                ans = PASS
        g.answer(ans)
    return segments


def _ring(start: int, step: int, n: int = 24) -> list[int]:
    return [(start + step * k) % n for k in range(n)]


def test_the_sheriff_orders_the_exile_and_pk_speeches_and_speaks_last():
    """能夠決定放逐投票環節發言順序并且最后一個發言 (line 87); 有兩次平票PK環節，第一環節由平票玩家
    發言，第二環節由其他玩家發言 (line 77); ruling S6: PK speeches use the same order."""
    for way, step in (("counterclockwise", -1), ("clockwise", 1)):
        segs = _speeches_of_day_1(way, pk_ballots=1)
        order = _ring(SHERIFF + step, step)          # next to the sheriff, the sheriff last
        assert order[-1] == SHERIFF
        assert segs["exile"] == order
        assert segs["pk1"] == [s for s in order if s in TIED]
        assert segs["pk2"] == [s for s in order if s not in TIED]
        assert segs["pk2"][-1] == SHERIFF
