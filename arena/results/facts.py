"""Facts about one finished game, read from its record: who was evil, who died when, what
each seat said (decoded speech acts) and how everyone voted.  Ruleset-generic: it reads
camps from the deal and role table, deaths from ``death`` / ``dawn_deaths`` events, speeches
from ``speech`` events and ballots from ``votes`` events.  The metrics are computed from these.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

import rulesets

#: the camp whose members are "the village" (everyone else is "evil" for the metrics)
VILLAGE_CAMP = "good"
#: ``votes.vote`` values that decide an exile (as opposed to e.g. the sheriff election)
EXILE_VOTES = frozenset({"vote", "exile"})
#: events whose ``seats`` (or ``seat``) died, announced in that event's phase
DEATH_EVENTS = frozenset({"death", "dawn_deaths"})
#: a role whose ``side`` is this is a key role (神) of the village
KEY_SIDE = "god"
#: the event kinds the facts read (a bulk reader may load only these)
KINDS = frozenset({"speech", "votes"}) | DEATH_EVENTS

_PHASE = re.compile(r"^([a-z_]+)\s+(\d+)")


def phase_day(label: str) -> int:
    """The day number of a phase label (``"night 2"`` and ``"day 2"`` -> 2; ``"setup"`` -> 0)."""
    m = _PHASE.match(label or "")
    return int(m.group(2)) if m else 0


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
    """What the metrics need to know about one game (seats 0-based)."""

    game_id: str
    n: int
    winner: Optional[str]
    agents: list[str]
    roles: list[str]           # dealt role ids
    final_roles: list[str]
    camp: list[str]            # camp at the deal
    final_camp: list[str]
    evil: list[bool]           # ever outside the village camp (dealt or converted)
    villager: list[bool]       # village camp from first to last
    key: list[bool]            # a key village role (side == "god")
    alive: list[bool]
    death_day: list[Optional[int]]
    days: int
    speeches: list[Speech] = field(default_factory=list)
    votes: list[Ballots] = field(default_factory=list)
    beliefs: list[Mapping[str, Any]] = field(default_factory=list)


def village_camp(ruleset: Any) -> str:
    """The ruleset's ``village_camp`` if it declares one, else ``"good"`` or ``"village"``
    (whichever its roles use), else its first camp."""
    declared = getattr(ruleset, "village_camp", None)
    if declared:
        return str(declared)
    camps = [r.camp for r in ruleset.roles]
    for name in (VILLAGE_CAMP, "village"):
        if name in camps:
            return name
    return camps[0] if camps else VILLAGE_CAMP


def facts(record: Mapping[str, Any], beliefs: Sequence[Mapping[str, Any]] = ()) -> GameFacts:
    """Read a record (``game.record()`` or ``Store.record()``) into :class:`GameFacts`."""
    ruleset = rulesets.get(record["ruleset"])
    seats = record["seats"]
    n = len(seats)
    deal = record.get("deal") or [s["role"] for s in seats]
    roles, camps = [], []
    for entry in deal:
        rid, _, camp = str(entry).partition("@")
        roles.append(rid)
        camps.append(camp or ruleset.names.role(rid).camp)
    final = [s.get("camp") or camps[i] for i, s in enumerate(seats)]
    village = village_camp(ruleset)
    evil = [camps[i] != village or final[i] != village for i in range(n)]
    key = [camps[i] == village and ruleset.names.role(roles[i]).side == KEY_SIDE for i in range(n)]
    f = GameFacts(
        game_id=str(record.get("game_id", "")), n=n, winner=record.get("winner"),
        agents=list(record.get("agents") or ["?"] * n), roles=roles,
        final_roles=[s.get("final_role") or roles[i] for i, s in enumerate(seats)], camp=camps,
        final_camp=final, evil=evil, villager=[not e for e in evil], key=key,
        alive=[bool(s.get("alive")) for s in seats], death_day=[None] * n,
        days=int(record.get("days") or 0),
        beliefs=list(beliefs or record.get("beliefs") or ()))
    table = ruleset.choice_table(n)
    for ev in record.get("events", ()):
        day = phase_day(ev["phase"])
        f.days = max(f.days, day)
        kind, d = ev["kind"], ev["data"]
        if kind in DEATH_EVENTS:
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
