"""Events: everything that happens in a game, each with the audience allowed to see it.

A player's observation is built *only* from the events whose audience contains its seat
(``audience is None`` means public).  Nothing else about the hidden state reaches a player.
"""

from __future__ import annotations

from typing import Any, Optional


class Event:
    """One thing that happened.

    ``kind`` names the event (``"death"``, ``"result"``, ``"speech"``...); ``data`` holds its
    arguments (seat numbers are 0-based); ``audience`` is ``None`` for public events or the
    frozenset of seats that see it; ``phase`` is the label of the phase it happened in
    (``"night 1"``, ``"day 2"``); ``channel`` names a group chat (``"wolves"``) when it has one;
    ``stage`` is the sub-phase where a ruleset has them (暗月: ``"dawn"`` 晨曦, ``"noon"`` 正午,
    ``"dusk"`` 黄昏, ``"early_night"`` 早夜, ``"deep_night"`` 深夜, ``"small_hours"`` 凌晨), else
    ``None``.  An empty audience means only the storyteller (and the record) sees the event.
    Events are never modified after they are emitted.
    """

    __slots__ = ("index", "phase", "kind", "audience", "data", "channel", "stage")

    def __init__(self, index: int, phase: str, kind: str, audience: Optional[frozenset[int]],
                 data: dict[str, Any], channel: Optional[str] = None,
                 stage: Optional[str] = None) -> None:
        self.index = index
        self.phase = phase
        self.kind = kind
        self.audience = audience
        self.data = data
        self.channel = channel
        self.stage = stage

    def __repr__(self) -> str:
        return (f"Event({self.index}, {self.phase!r}, {self.kind!r}, audience="
                f"{None if self.audience is None else sorted(self.audience)}, {self.data!r})")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def visible_to(self, seat: int) -> bool:
        return self.audience is None or seat in self.audience

    def to_json(self) -> dict[str, Any]:
        out = {
            "i": self.index,
            "phase": self.phase,
            "kind": self.kind,
            "audience": None if self.audience is None else sorted(self.audience),
            "channel": self.channel,
            "data": self.data,
        }
        if self.stage is not None:
            out["stage"] = self.stage
        return out


class Inboxes:
    """Each seat's inbox: the events it may see (public or addressed to it), in order.

    Filled lazily: ``inboxes[seat]`` brings that seat's list up to date with the game's event
    log when it is read, so emitting a public event costs nothing per seat.  The list object for
    a seat never changes; callers may keep it, but must read it through ``inboxes[seat]`` to see
    new events."""

    __slots__ = ("events", "lists", "cursors")

    def __init__(self, events: list[Event], n: int) -> None:
        self.events = events
        self.lists: list[list[Event]] = [[] for _ in range(n)]
        self.cursors = [0] * n

    def __getitem__(self, seat: int) -> list[Event]:
        box = self.lists[seat]
        start = self.cursors[seat]
        events = self.events
        if start < len(events):
            box.extend([e for e in events[start:] if e.audience is None or seat in e.audience])
            self.cursors[seat] = len(events)
        return box

    def __len__(self) -> int:
        return len(self.lists)

    def grow(self, n: int) -> None:
        """Make room for seats added mid-game (their inboxes start with the public history)."""
        while len(self.lists) < n:
            self.lists.append([])
            self.cursors.append(0)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return (self[s] for s in range(len(self.lists)))
