"""投票 (lines 76-81, 256-262): public ballots, one change each, hidden counts.

每天白天，所有未出局角色均可参与投票。在白天结束时，统计投票结果并公布。
第一天讨论日最先获得最多投票的角色将成为警长。第二天及之后的讨论日票数最高的角色如只有一个，则其出局。
第二天及以后的讨论日产生平票时，若警长投票有效，则警长投票对象出局，否则无人出局。
每天的投票内容公开，但投票计数隐藏，将只宣布当天谁是最高票，并结算对应的最高票效果。
每名存活角色每个讨论日限投一票，投票完成后允许改票。…改票只允许一次…执行加速时不允许改票。

Ballots are posted in turn order and shown as they come; then every voter may change once
(ruling D45: the engine's forum ``cast``; day 1's 最先获得最多投票 is the forum's
``first_to_top``, ruling D29, no weights on day 1).  The counts (带队 ×2, 统领 −2) are told to
nobody: a storyteller-only ``tally`` event keeps them in the record.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game
from rulesets.engine.forum import cast, first_to_top  # noqa: F401  (the forum day's votes)
from rulesets.engine.votes import tally, top, with_statuses

from .common import table
from .roles import leader, sheriff


def exile_count(g: Game, ballots: dict[int, Optional[int]]) -> dict[int, int]:
    """Totals in half votes: 带队 counts twice, 统领 takes two off the leader's (floor 0)."""
    weights, bonus = with_statuses(g, sheriff.weights(g))  # declared vote skills
    totals = tally(ballots, weights, bonus)
    for s, malus in leader.vote_malus(g).items():
        if s in totals:
            totals[s] = max(0, totals[s] - malus)
    return totals


def exile_result(g: Game, ballots: dict[int, Optional[int]]) -> tuple[list[int], Optional[int]]:
    """(the top roles, who goes out) for day 2 on."""
    totals = exile_count(g, ballots)
    g.emit("tally", (), totals={str(k): v / 2 for k, v in sorted(totals.items())})
    leaders = top(totals, g.living())
    if len(leaders) == 1:
        return leaders, leaders[0]
    s = table(g).sheriff
    if not leaders or s is None or not g.seats[s].alive:
        return leaders, None
    pick = ballots.get(s)
    if pick is None or not g.seats[pick].alive:
        return leaders, None   # 警长投票无效
    if pick in leaders or g.board["sheriff_tie_literal"]:
        return leaders, pick   # 出现平票时，警长投票的角色出局 (ruling D30)
    return leaders, None


def publish(g: Game, kind: str, ballots: dict[int, Optional[int]], leaders: list[int]) -> None:
    """投票内容公开，但投票计数隐藏，将只宣布当天谁是最高票."""
    g.emit("votes", vote=kind, round=0, ballots={str(k): v for k, v in ballots.items()})
    g.emit("vote_top", seats=leaders)
