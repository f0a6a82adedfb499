"""投票 (lines 152-157, 1095-1107) and the weights of a ballot.

每天的投票内容公开，但投票计数隐藏，将只宣布当天谁是最高票，并结算对应的最高票效果.
“多于一名角色票数最高”称为平票。

A ballot weighs (ruling N87): 0 under [迷魂] (but its vote-triggered skills still fire); otherwise
1, plus each [独裁] (警长宣言 or 结印: +1, +1 more per 5 living from 10), 牧魂人's 魂力 (+1 per
out), 宗教老爷爷's 异端处决 (+1 per heretic out), 一锤定音 (+100) and the 赌徒's face-6 votes
(出人票加1票, +1 each).  Then a role under 超限锁定 has every vote it got counted twice.
After 吹笛's 混乱1 a holder of [寡言] counts, with its own weight, as voting for the piper's
ballot in the thread (ruling N302).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game
from rulesets.engine.votes import top as plurality_top

from .common import table
from .roles import gambler, piper, religious_elder, soul_shepherd
from .sheriff import dictator_bonus
from .statuses import has


def weight(g: Game, voter: int) -> int:
    if has(g, voter, "bewitched"):
        return 0
    dictators = sum(1 for st in g.seats[voter].statuses if st.name == "dictator")
    return 1 + dictators * dictator_bonus(g) + soul_shepherd.votes(g, voter) + \
        religious_elder.votes(g, voter) + table(g).day.bonus.get(voter, 0) + \
        gambler.votes(g, voter)


def weights(g: Game, voters) -> dict[int, int]:
    return {v: weight(g, v) for v in voters}


def totals(g: Game, ballots: dict[int, Optional[int]]) -> dict[int, int]:
    out: dict[int, int] = {}
    for voter, target in ballots.items():
        target = piper.follow(g, voter, ballots, target)   # 混乱1: the taciturn vote with it
        if target is not None:
            out[target] = out.get(target, 0) + weight(g, voter)
    for t in table(g).day.locked:                  # 超限锁定: 获得的任何票数双倍计算
        if t in out:
            out[t] *= 2
    return out


def top(g: Game, ballots: dict[int, Optional[int]]) -> tuple[list[int], dict[int, int]]:
    """The top role(s) of a thread and the hidden counts (told to nobody: a storyteller-only
    ``tally`` event keeps them in the record)."""
    counts = totals(g, ballots)
    g.emit("tally", (), totals={str(k): v for k, v in sorted(counts.items())})
    return plurality_top(counts), counts
