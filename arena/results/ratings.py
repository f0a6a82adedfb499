"""openskill ratings (Plackett–Luce) per agent, overall and per camp, with intervals.

*Overall*: every game is a free-for-all between the agents that sat in it, ranked by the
share of their seats that won (ties share a rank; a draw ties everyone).  With ``camps``
seating that is simply "the agent that played the winning camp wins"; with ``rotate`` seating
(every agent on both sides) it rewards the agent whose seats won more often.

*Per camp*: the rated player is (agent, camp), so every camp has its own table (any number of
camps: a 7-camp game gives 7 tables).  Every game is a team game between the camps dealt in it;
a camp's team holds the (agent, camp) players seated in it, weighted by their share of the
camp's seats; camps rank by the share of their dealt seats that won: the winning camp first and
the others tied behind it, a draw ties all, and a camp whose seats went over to the winner
(星汉's 不定 seats, a converted seat) ranks by how many of them did.

Games are rated in game order, so the same games always give the same ratings.  The interval is
``mu ± 2·sigma`` (~95%); ``ordinal = mu − 3·sigma`` is the conservative score used to sort.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional, Sequence

from openskill.models import PlackettLuce


@dataclass(frozen=True)
class Rating:
    """One player's rating after all games: an agent, or an agent in one ``camp``."""

    name: str
    mu: float
    sigma: float
    games: int
    camp: str = ""

    @property
    def label(self) -> str:
        """``agent`` or ``agent @ camp``."""
        return f"{self.name} @ {self.camp}" if self.camp else self.name

    @property
    def low(self) -> float:
        return self.mu - 2 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + 2 * self.sigma

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class SeatResult:
    """The rating input for one seat of one game."""

    agent: str
    camp: str
    won: bool


def _ranks(scores: Sequence[float]) -> list[int]:
    """Competition ranks, higher score first (1, 2, 2, 4)."""
    order = sorted(set(scores), reverse=True)
    return [1 + sum(1 for s in scores if s > x) for x in scores] if order else []


CampTables = dict[str, list[Rating]]


def rate(games: Iterable[tuple[Optional[str], Sequence[SeatResult]]]) -> tuple[
        list[Rating], CampTables]:
    """Overall ratings and one table per camp (camp -> its agents' ratings, best first) from
    ``(winner, seats)`` per game, in game order."""
    model = PlackettLuce()
    overall: dict[str, Any] = {}
    per_camp: dict[tuple[str, str], Any] = {}
    n_over: dict[str, int] = defaultdict(int)
    n_camp: dict[tuple[str, str], int] = defaultdict(int)
    for _winner, seats in games:  # the seats say who won (a draw: nobody)
        by_agent: dict[str, list[bool]] = defaultdict(list)
        by_camp: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        won: dict[str, int] = defaultdict(int)
        for s in seats:
            by_agent[s.agent].append(s.won)
            by_camp[s.camp][s.agent] += 1
            won[s.camp] += s.won
        names = sorted(by_agent)
        if len(names) >= 2:
            scores = [sum(by_agent[a]) / len(by_agent[a]) for a in names]
            teams = [[overall.setdefault(a, model.rating(name=a))] for a in names]
            new = model.rate(teams, ranks=_ranks(scores))
            for a, team in zip(names, new):
                overall[a] = team[0]
                n_over[a] += 1
        camps = sorted(by_camp)
        if len(camps) >= 2:
            teams, weights, keys = [], [], []
            for c in camps:
                total = sum(by_camp[c].values())
                members = sorted(by_camp[c])
                ks = [(a, c) for a in members]
                teams.append([per_camp.setdefault((a, c), model.rating(name=f"{a} @ {c}"))
                              for a in members])
                weights.append([by_camp[c][a] / total for a in members])
                keys.append(ks)
            new = model.rate(teams, ranks=_ranks([won[c] / sum(by_camp[c].values())
                                                   for c in camps]), weights=weights)
            for ks, team in zip(keys, new):
                for k, r in zip(ks, team):
                    per_camp[k] = r
                    n_camp[k] += 1
    out = [Rating(a, r.mu, r.sigma, n_over[a]) for a, r in overall.items()]
    out.sort(key=lambda r: -r.ordinal)
    tables: CampTables = {}
    for (a, c), r in sorted(per_camp.items()):
        tables.setdefault(c, []).append(Rating(a, r.mu, r.sigma, n_camp[(a, c)], c))
    for table in tables.values():
        table.sort(key=lambda r: -r.ordinal)
    return out, tables


def rate_rows(games: Sequence[Mapping[str, Any]], seats: Sequence[Mapping[str, Any]]) -> tuple[
        list[Rating], CampTables]:
    """Ratings from ``games`` rows (``game_id``, ``idx``, ``winner``) and ``seats`` rows
    (``game_id``, ``agent``, ``camp``, ``won``) as stored in the run database."""
    by_game: dict[str, list[SeatResult]] = defaultdict(list)
    for s in seats:
        by_game[s["game_id"]].append(SeatResult(s["agent"], s["camp"], bool(s["won"])))
    ordered = sorted(games, key=lambda g: g["idx"])
    return rate((g["winner"], by_game[g["game_id"]]) for g in ordered)


def camp_tables_note(seats: Sequence[Mapping[str, Any]]) -> Optional[str]:
    """``None`` when per-camp ratings compare like with like, else why they are not shown.

    They need every camp of every game played by one agent (``camps`` seating: with mixed
    camps, as under ``rotate``, a camp's result cannot be credited to one of its agents), and
    every (agent, camp) connected to every other through games played against each other
    (with two agents under ``camps`` seating, ``A @ wolf`` only ever meets ``B @ village``:
    ``A @ wolf`` and ``B @ wolf`` are then on two separate scales)."""
    by_game: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for s in seats:
        by_game[s["game_id"]][s["camp"]].add(s["agent"])
    if not by_game:
        return "no games"
    if any(len(agents) > 1 for camps in by_game.values() for agents in camps.values()):
        return ("per-camp ratings are not shown: a camp's seats were played by several agents "
                "in the same game (rotate seating), so a camp's result cannot be credited to "
                "one agent; the win rates by camp say how each agent fared as each camp")
    parent: dict[tuple[str, str], tuple[str, str]] = {}

    def root(x: tuple[str, str]) -> tuple[str, str]:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x
    for camps in by_game.values():
        players = [(next(iter(a)), c) for c, a in camps.items()]
        for p in players[1:]:
            parent[root(p)] = root(players[0])
        root(players[0])
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for p in parent:
        groups[root(p)].append(f"{p[0]} @ {p[1]}")
    if len(groups) > 1:
        parts = " | ".join(", ".join(sorted(g)) for g in sorted(groups.values()))
        return ("per-camp ratings are not shown: the agents played in separate groups that "
                f"never met ({parts}), so their per-camp ratings are not on one scale; the "
                "head-to-head matrix (on boards with a majority camp) and the win rates by "
                "camp compare only agents that played each other")
    return None
