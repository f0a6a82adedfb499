"""Weighted plurality votes (weights in halves so 2.5 and 1.5 stay exact)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Mapping

if TYPE_CHECKING:
    from .game import Game
    from .storyteller import Storyteller

#: statuses a declared vote skill gives (``rulesets.engine.effects``): the holder's ballot counts
#: ``data`` half votes more (``VOTE_WEIGHT``), or the holder gets ``data`` half votes against it
#: (``VOTE_BONUS``) in the exile votes until the status lapses
VOTE_WEIGHT = "vote_weight"
VOTE_BONUS = "vote_bonus"


def tally(ballots: Mapping[int, int | None], weight_halves: Mapping[int, int],
          bonus_halves: Mapping[int, int] | None = None) -> dict[int, int]:
    """Sum weighted ballots (voter -> target or None for abstain) in half votes."""
    totals: dict[int, int] = dict(bonus_halves or {})
    for voter, target in ballots.items():
        if target is None:
            continue
        totals[target] = totals.get(target, 0) + weight_halves.get(voter, 2)
    return totals


def weighed(ballots: Mapping[int, int | None], weight_halves: Mapping[int, int],
            bonus_halves: Mapping[int, int] | None = None) -> dict[str, dict[str, float]]:
    """What makes a tally's totals differ from a count of its ballots, for the ``votes``
    event: ``weights`` (voter -> votes its ballot counts, for the voters who cast a ballot not
    worth one vote) and ``bonus`` (target -> votes added before the ballots); keys only
    when there is something to explain."""
    out: dict[str, dict[str, float]] = {}
    weights = {str(v): weight_halves[v] / 2 for v, t in sorted(ballots.items())
               if t is not None and weight_halves.get(v, 2) != 2}
    bonus = {str(t): b / 2 for t, b in sorted((bonus_halves or {}).items()) if b}
    if weights:
        out["weights"] = weights
    if bonus:
        out["bonus"] = bonus
    return out


def top(totals: Mapping[int, int], among: Iterable[int] | None = None) -> list[int]:
    """The seats with the highest positive total, in seat order (several = a tie)."""
    keep = None if among is None else set(among)
    best = 0
    leaders: list[int] = []
    for seat in sorted(totals):
        if keep is not None and seat not in keep:
            continue
        v = totals[seat]
        if v > best:
            best, leaders = v, [seat]
        elif v == best and v > 0:
            leaders.append(seat)
    return leaders


def plurality(picks: Iterable[int], story: "Storyteller", why: str) -> int:
    """The most-named seat of ``picks`` (one pick each, e.g. the wolves' knife proposals); a
    tie goes to the storyteller, recorded as ``why``."""
    counts: dict[int, int] = {}
    for t in picks:
        counts[t] = counts.get(t, 0) + 1
    leaders = top(counts)
    return leaders[0] if len(leaders) == 1 else story.pick_seat(leaders, why)


def with_statuses(g: "Game", weight_halves: Mapping[int, int],
                  bonus_halves: Mapping[int, int] | None = None) -> tuple[dict[int, int], dict[int, int]]:
    """An exile vote's weights and bonus votes (half votes) with the living seats'
    :data:`VOTE_WEIGHT` and :data:`VOTE_BONUS` statuses added (each instance counts).  Without
    such statuses the two maps come back unchanged."""
    weights, bonus = dict(weight_halves), dict(bonus_halves or {})
    for s in g.seats:
        if not s.alive or not s.statuses.items:
            continue
        for st in s.statuses.items:
            if st.name == VOTE_WEIGHT:
                weights[s.index] = weights.get(s.index, 2) + int(st.data or 0)
            elif st.name == VOTE_BONUS:
                bonus[s.index] = bonus.get(s.index, 0) + int(st.data or 0)
    return weights, bonus
