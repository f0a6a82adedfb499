"""Deceivers against detectors, head to head: for games where every seat of a camp is played
by one agent (``camps`` seating), a matrix per deceiving camp ``D``: rows are the agent that
played ``D``, columns the agent that played the *detecting* camp ``V`` (the camp with the most
seats: the uninformed majority, the village of a werewolf board), and each cell says

* how often ``D`` won those games (Wilson interval over games: one outcome per game), and
* ``V``'s detection lift over chance: over ``V``'s members' round-0 exile ballots, whether
  the ballot hit a member of ``D`` minus the share of ``D``'s members among the other living
  seats (what a random ballot would score); mean with its interval over games.  Above 0: the
  detectors find the deceivers better than chance.

A camp none of whose seats stayed in it (a "not in a camp yet" pseudo-camp) is neither.  Agents
that never met leave their cell empty: unlike per-camp ratings, nothing here compares
figures of agents that did not play each other.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Optional

from .facts import GameFacts
from .stats import Mean, Rate, clustered_mean, wilson


@dataclass
class Cell:
    """One pairing: the deceiving camp's wins and the detectors' lift over chance."""

    deceiver: str
    detector: str
    wins: Rate
    lift: Mean


@dataclass
class Matrix:
    """Deceiving camp ``camp`` against the detecting camp ``detectors``."""

    camp: str
    detectors: str
    deceivers: list[str] = field(default_factory=list)   # row agents
    detecting: list[str] = field(default_factory=list)   # column agents
    cells: dict[tuple[str, str], Cell] = field(default_factory=dict)

    def cell(self, deceiver: str, detector: str) -> Optional[Cell]:
        """The pairing's cell; ``None`` when these two agents never met."""
        return self.cells.get((deceiver, detector))


def _holder(g: GameFacts, camp: str) -> Optional[str]:
    """The one agent holding every seat dealt into ``camp``, if there is one."""
    agents = {g.agents[s] for s in range(g.n) if g.camp[s] == camp}
    return next(iter(agents)) if len(agents) == 1 else None


def _lift(g: GameFacts, detectors: str, deceivers: str) -> tuple[float, float]:
    """(sum of ballot lifts, ballots) of the detectors' round-0 exile ballots in ``g``."""
    inside_v, inside_d = g.inside[detectors], g.inside.get(deceivers, [False] * g.n)
    total, count = 0.0, 0
    for b in g.exile_rounds():
        if b.round != 0:
            continue
        living = list(b.ballots)
        for v, t in b.ballots.items():
            if t is None or not inside_v[v]:
                continue
            others = [s for s in living if s != v]
            if not others:
                continue
            chance = sum(inside_d[s] for s in others) / len(others)
            total += float(inside_d[t]) - chance
            count += 1
    return total, count


#: why there is no matrix when no game had each camp played by one agent
NO_CAMPS_SEATING = ("No game had each camp played by one agent (rotate seating mixes the agents "
                    "within a camp), so deceivers and detectors cannot be paired: use camps "
                    "seating for this matrix.")


def head_to_head(games: Iterable[GameFacts]) -> tuple[list[Matrix], Optional[str]]:
    """The matrices of the games where each camp is played by one agent, and when there are
    none, why.  The detecting camp is the camp with the most *members* (seats dealt into it that
    stayed: a pseudo-camp such as "not in a camp yet" has none at the end); when it holds no
    more than half the seats there is no uninformed majority to detect deceivers (a board of
    many small camps), and no matrix is made: the pair metrics say who deceived whom."""
    played = [g for g in games if g.camps and all(_holder(g, c) for c in set(g.camp) if c)]
    if not played:
        return [], NO_CAMPS_SEATING
    members: dict[str, int] = defaultdict(int)
    for g in played:
        for c in set(g.camp):
            if c:
                members[c] += sum(g.inside.get(c, ()))
    total = sum(g.n for g in played)
    detectors = max(members, key=lambda c: (members[c], -sorted(members).index(c)))
    if 2 * members[detectors] <= total:
        return [], (f"No camp holds a majority of the seats (the largest, {detectors}, kept "
                    f"{members[detectors]} of {total} seats in these games), so there is no "
                    f"uninformed majority detecting deceivers: the pair metrics below (A→B) say "
                    f"who deceived whom.")
    order: list[str] = []
    for g in played:
        order += [c for c in g.camps if c not in order]
    out: list[Matrix] = []
    for camp in [c for c in order if c != detectors and members.get(c)]:
        tally: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        lifts: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
        for g in played:
            if camp not in g.camp or detectors not in g.camp:
                continue
            key = (_holder(g, camp) or "?", _holder(g, detectors) or "?")
            tally[key][0] += g.winner == camp
            tally[key][1] += 1
            lifts[key].append(_lift(g, detectors, camp))
        if not tally:
            continue
        m = Matrix(camp, detectors, sorted({k[0] for k in tally}), sorted({k[1] for k in tally}))
        for key, (won, n) in tally.items():
            m.cells[key] = Cell(key[0], key[1], wilson(won, n),
                                clustered_mean(lifts[key], "ballots", (-1.0, 1.0)))
        out.append(m)
    return out, None
