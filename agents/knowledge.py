"""What a seat knows at the table, read from its own inbox only (the :class:`agents.base.SeatView`
helpers): its card and camp as it was told them, the day and phase, the living seats, the
sheriff, the speech acts it has heard (decoded) and its private results.

Everything here is computed from the events the seat has seen and the ruleset's public
presentation data (``Presentation.own_card``, ``RecordReading.deaths`` / ``revivals`` /
``badge``): the same facts a player at the table would have, never the referee's state.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Optional, Sequence

from rulesets.engine import Choice, ChoiceTable, Ruleset
from rulesets.engine.phases import parse as parse_phase

from .seen import SeenEvent


class Said(NamedTuple):
    """One speech act the seat heard (or made): the inbox ``index`` of its event, the
    ``phase`` label, who said it (0-based ``seat``), the decoded ``act`` (a
    :class:`rulesets.engine.Choice`: ``claim`` / ``accuse`` / ``vouch`` / ``report`` /
    ``pass``...), the free ``text`` written with it (``None`` when there is none) and the act
    as the codec's integer (``code``)."""

    index: int
    phase: str
    seat: int
    act: Choice
    text: Optional[str]
    code: int


def my_card(events: Sequence[SeenEvent], ruleset: Ruleset) -> Optional[str]:
    """The role id of the card the seat was last told it holds (``None`` before it is told).
    This is the card *as the seat knows it*: a seat that was told a false card believes it."""
    told = ruleset.presentation.own_card
    card: Optional[str] = None
    for e in events:
        if e.kind in told:
            card = told[e.kind] or e.data.get("role", card)
    return card


def camp_of(ruleset: Ruleset, role_id: Optional[str]) -> Optional[str]:
    """The camp printed on a card (``None`` for no card or a card the ruleset does not name)."""
    if role_id is None:
        return None
    try:
        return ruleset.names.role(role_id).camp
    except KeyError:
        return None


def current_phase(events: Sequence[SeenEvent], decision_info: Any = None) -> str:
    """The phase label the seat is in (``"day 2"``, ``"night 1"``; ``"setup"`` before play):
    the decision's own ``phase`` when it carries one, else the latest event's."""
    if decision_info and isinstance(decision_info.get("phase"), str):
        return decision_info["phase"]
    return events[-1].phase if events else "setup"


def day_number(phase: str) -> int:
    """The number of a phase label (``"night 3"`` -> 3; 0 for ``"setup"``)."""
    parsed = parse_phase(phase)
    return parsed.number if parsed else 0


def living(events: Sequence[SeenEvent], ruleset: Ruleset, n_seats: int) -> list[int]:
    """The seats (0-based) the table has not been told are dead, in seat order: every death
    event of the ruleset (``RecordReading.deaths``) removes its ``seats``, a revival
    (``RecordReading.revivals``) puts them back."""
    reading = ruleset.presentation.reading
    deaths, revivals = reading.deaths, reading.revivals
    alive = [True] * n_seats
    for e in events:
        if e.kind in deaths:
            flag = False
        elif e.kind in revivals:
            flag = True
        else:
            continue
        for s in e.data.get("seats", ()):
            if 0 <= s < n_seats:
                alive[s] = flag
    return [s for s in range(n_seats) if alive[s]]


def sheriff(events: Sequence[SeenEvent], ruleset: Ruleset) -> Optional[int]:
    """The seat holding the sheriff's badge as far as the seat has seen (``None``: no badge,
    or a ruleset without one): the ruleset's badge events (``RecordReading.badge``)."""
    badge = ruleset.presentation.reading.badge
    holder: Optional[int] = None
    if not badge:
        return None
    for e in events:
        if e.kind in badge:
            key = badge[e.kind]
            holder = e.data.get(key) if key is not None else None
    return holder


def speech_acts(events: Sequence[SeenEvent], choices: ChoiceTable) -> list[Said]:
    """Every speech act in the inbox (events carrying a speaker ``seat`` and an ``act``),
    decoded, with its free text."""
    out: list[Said] = []
    for i, e in enumerate(events):
        act = e.data.get("act")
        seat = e.data.get("seat")
        if isinstance(act, int) and isinstance(seat, int) and 0 <= act < choices.size:
            text = e.data.get("text")
            out.append(Said(i, e.phase, seat, choices.decode(act),
                            text if isinstance(text, str) and text else None, act))
    return out


def private(events: Sequence[SeenEvent], seat: int) -> list[SeenEvent]:
    """The events addressed to this seat alone (its card, its checks' results, what its skills
    told it), in order; group chats and public events are left out."""
    only = frozenset((seat,))
    return [e for e in events if e.audience == only]
