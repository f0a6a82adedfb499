"""Votes with the two PK rounds (line 77, ruling S10): tied players speak, then the others."""

from __future__ import annotations

from typing import Callable, Optional

from rulesets.engine import PASS, Decision, Game
from rulesets.engine.votes import tally, top, weighed

from .speech import speech_turn


def ballot_round(g: Game, kind: str, voters: list[int], candidates: list[int],
                 weights: dict[int, int], bonus: dict[int, int], rnd: int):
    """Everyone votes secretly (in seat order), then all ballots are shown at once."""
    choices = g.choices
    legal = [PASS, *choices.targets(candidates)]
    ballots: dict[int, Optional[int]] = {}
    # "batch": everyone in the round is asked the same question on the same information, so a
    # runner may ask them concurrently (ballots stay secret until all are cast); one info for all
    info = {"round": rnd, "batch": voters}
    for v in voters:
        c = yield Decision(v, kind, legal, PASS, info)
        ballots[v] = None if c == PASS else choices.seat_of(c)
    totals = tally(ballots, weights, bonus)
    g.emit("votes", vote=kind, round=rnd, ballots={str(k): v for k, v in ballots.items()},
           totals={str(k): v / 2 for k, v in sorted(totals.items())},
           **weighed(ballots, weights, bonus))
    return top(totals, candidates)


def vote_with_pk(g: Game, kind: str, voters: list[int], candidates: list[int],
                 weigh: Callable[[], dict[int, int]], order: Optional[list[int]],
                 bonus: Optional[dict[int, int]] = None):
    """A vote, then up to two PK rounds on a tie; returns the single winner or None.

    ``weigh`` gives the ballots' weights (half votes) when a round is cast: a sheriff who dies
    in a PK speech (a failed duel) hands on the badge there, and the heir's 2.5 counts in the
    re-vote (line 93).  A PK re-vote in which nobody votes leaves the tie standing: the tied
    players are still level, so the second PK follows (line 77, ruling S60)."""
    leaders = yield from ballot_round(g, kind, voters, candidates, weigh(), bonus or {}, 0)
    for rnd in (1, 2):
        if len(leaders) != 1:
            if not leaders:
                return None
            g.emit("pk", round=rnd, seats=leaders)
            ring = order or list(range(g.n))
            if rnd == 1:
                speakers = [s for s in ring if s in leaders]
            else:
                speakers = [s for s in ring if s not in leaders and g.seats[s].present]
            segment = "pk" if kind == "vote" else "election"
            for s in speakers:
                if g.seats[s].present:
                    yield from speech_turn(g, s, segment)
            pk_voters = [v for v in voters if v not in leaders and g.seats[v].present]
            tied = [c for c in leaders if g.seats[c].present]
            leaders = yield from ballot_round(g, kind, pk_voters, tied, weigh(), {}, rnd)
            if not leaders and len(tied) > 1:
                leaders = tied  # nobody voted: the tied players are still level (ruling S60)
        else:
            break
    if len(leaders) == 1:
        return leaders[0]
    if leaders:
        g.emit("pk_tie", seats=leaders)
    return None
