"""Facts about one finished game, read from its record: each seat's camps, who died when, what
each seat said (decoded speech acts) and how everyone voted.  Ruleset-generic: camps come from
the deal and the role table, and the ruleset's presentation says which events are deaths, which
ballots decide an exile and which roles are key roles (``Presentation.reading``).  Any number
of camps; the metrics (``docs/metrics.md``) are computed from these facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

import rulesets
from arena.storage import dealt_camps, seat_agents
from arena.tournaments.seating import camp_order
from rulesets.engine import Ruleset

_PHASE = re.compile(r"^([a-z_]+)\s+(\d+)")


def phase_day(label: str) -> int:
    """The day number of a phase label (``"night 2"`` and ``"day 2"`` -> 2; ``"setup"`` -> 0)."""
    m = _PHASE.match(label or "")
    return int(m.group(2)) if m else 0


def kinds(ruleset: Ruleset) -> frozenset[str]:
    """The event kinds the facts read (a bulk reader may load only these)."""
    return frozenset({"speech", "votes"}) | ruleset.presentation.reading.deaths


@dataclass(frozen=True)
class Speech:
    """One speech act: event index, day, speaker, segment, decoded act."""

    idx: int
    day: int
    seat: int
    segment: str
    kind: str
    arg: Any
    wolf: Optional[bool]


@dataclass(frozen=True)
class Ballots:
    """One round of one vote: event index, day, vote kind, round, ``{voter: target|None}``."""

    idx: int
    day: int
    vote: str
    round: int
    ballots: dict[int, Optional[int]]


@dataclass
class GameFacts:
    """What the metrics need to know about one game (seats 0-based).

    A seat is a *member* of camp ``c`` when it was dealt into ``c`` and is still in ``c`` at the
    end (``inside[c][s]``); every other seat is an *opponent* of ``c`` (a seat converted out of
    or into ``c`` during the game included).  ``camps`` are the game's camps (dealt or final),
    in the ruleset's camp order."""

    game_id: str
    n: int
    winner: Optional[str]
    agents: list[str]
    roles: list[str]           # dealt role ids
    final_roles: list[str]
    camp: list[str]            # camp at the deal
    final_camp: list[str]
    key: list[bool]            # a key role (the ruleset's ``reading.key_roles``) at the deal
    alive: list[bool]
    death_day: list[Optional[int]]
    days: int
    exile_votes: frozenset[str] = frozenset()
    camps: list[str] = field(default_factory=list)
    inside: dict[str, list[bool]] = field(default_factory=dict)
    speeches: list[Speech] = field(default_factory=list)
    votes: list[Ballots] = field(default_factory=list)
    beliefs: list[Mapping[str, Any]] = field(default_factory=list)

    def exile_rounds(self) -> list[Ballots]:
        """The rounds of the votes that decide an exile, in game order."""
        return [b for b in self.votes if b.vote in self.exile_votes]


def _camps(ruleset: Ruleset, dealt: Sequence[str], final: Sequence[str]) -> list[str]:
    present = {c for c in (*dealt, *final) if c}
    order = camp_order(ruleset)
    return [c for c in order if c in present] + sorted(present - set(order))


def facts(record: Mapping[str, Any], beliefs: Sequence[Mapping[str, Any]] = ()) -> GameFacts:
    """Read a record (``game.record()`` or ``Store.record()``) into :class:`GameFacts`."""
    ruleset = rulesets.get(record["ruleset"])
    reading = ruleset.presentation.reading
    seats = record["seats"]
    n = len(seats)
    deal = record.get("deal") or [s["role"] for s in seats]
    roles = [str(entry).partition("@")[0] for entry in deal]
    roles += [s["role"] for s in seats[len(roles):]]  # seats added at setup
    camps = dealt_camps(record)
    final = [s.get("camp") or camps[i] for i, s in enumerate(seats)]
    f = GameFacts(
        game_id=str(record.get("game_id", "")), n=n, winner=record.get("winner"),
        agents=[a if a is not None else "?" for a in
                seat_agents(record, record.get("agents") or ["?"] * n)], roles=roles,
        final_roles=[s.get("final_role") or roles[i] for i, s in enumerate(seats)], camp=camps,
        final_camp=final, key=[r in reading.key_roles for r in roles],
        alive=[bool(s.get("alive")) for s in seats], death_day=[None] * n,
        days=int(record.get("days") or 0), exile_votes=reading.exile_votes,
        camps=_camps(ruleset, camps, final),
        beliefs=list(beliefs or record.get("beliefs") or ()))
    f.inside = {c: [camps[s] == c == final[s] for s in range(n)] for c in f.camps}
    table = ruleset.game_choices(ruleset.board(record.get("board")))
    for ev in record.get("events", ()):
        day = phase_day(ev["phase"])
        f.days = max(f.days, day)
        kind, d = ev["kind"], ev["data"]
        if kind in reading.deaths:
            dead = d.get("seats", [d["seat"]] if "seat" in d else [])
            for s in dead:
                if f.death_day[s] is None:
                    f.death_day[s] = day
        elif kind == "speech" and ev.get("audience") is None and "act" in d:
            ch = table.decode(int(d["act"]))
            f.speeches.append(Speech(ev["i"], day, int(d["seat"]), str(d.get("segment", "")),
                                     ch.kind, ch.arg, ch.wolf))
        elif kind == "votes":
            ballots = {int(v): (None if t is None else int(t)) for v, t in d["ballots"].items()}
            f.votes.append(Ballots(ev["i"], day, str(d.get("vote")), int(d.get("round", 0)),
                                   ballots))
    return f
