"""What a seat can read off its own inbox and its pending decision, for agents that show or
reason about it (the LLM agent, human seats): its card, the seats it knows are dead, the
sheriff's badge, and whether (and how much) free text its answer may carry.

Everything here reads only what the seat was handed (events of its inbox, the decision as it
was asked) and the public rules: never the referee's state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from rulesets.engine import Decision, Ruleset
from rulesets.engine.game import MAX_SPEECH_CHARS, SPEECH_KINDS


def own_role(events: Sequence[Any], ruleset: Ruleset) -> Optional[str]:
    """The seat's card as its events tell it (``Presentation.own_card``), or ``None``."""
    told = ruleset.presentation.own_card
    role = None
    for e in events:
        if e.kind in told:
            role = told[e.kind] or e.data["role"]
    return role


def known_dead(events: Sequence[Any], ruleset: Ruleset) -> set[int]:
    """Seats the seat knows are dead (from the ruleset's death events it saw)."""
    deaths = ruleset.presentation.reading.deaths
    dead: set[int] = set()
    for e in events:
        if e.kind in deaths:
            dead.update(e.data.get("seats", ()))
    return dead


def badge_holder(events: Sequence[Any], ruleset: Ruleset) -> Optional[int]:
    """Who holds the sheriff's badge as the seat's events tell it (``RecordReading.badge``)."""
    badge = ruleset.presentation.reading.badge
    holder: Optional[int] = None
    for e in events:
        if e.kind in badge:
            key = badge[e.kind]
            holder = None if key is None else e.data.get(key)
    return holder


def recent_statuses(events: Sequence[Any], phases: int = 2) -> dict[int, list[str]]:
    """Statuses the seat was told of (the engine's ``status`` events: published ones, and its
    own notified ones), per seat, announced in the last ``phases`` phases it saw — the rules
    announce a status, not its end, so older ones are left out."""
    seen: list[str] = []
    for e in events:
        if not seen or seen[-1] != e.phase:
            seen.append(e.phase)
    recent = set(seen[-phases:])
    out: dict[int, list[str]] = {}
    for e in events:
        if e.kind == "status" and e.phase in recent and isinstance(e.data.get("seat"), int):
            names = out.setdefault(e.data["seat"], [])
            if e.data["status"] not in names:
                names.append(e.data["status"])
    return out


@dataclass
class PublicMarks:
    """What the whole table was told about each seat (:func:`public_marks`): the public
    flags set on it (``flags``: seat -> flag names, in the order they were set) and the card
    it showed (``cards``: seat -> role id)."""

    flags: dict[int, list[str]] = field(default_factory=dict)
    cards: dict[int, str] = field(default_factory=dict)
    #: scratch space of the ruleset's effects (a :class:`~rulesets.engine.features.FeatureWriter`'s)
    memo: dict[str, Any] = field(default_factory=dict)
    seat: Optional[int] = None  # the public part: no observing seat

    def set(self, seat: int, flag: str, value: float = 1.0) -> None:
        """A public flag set on ``seat`` (a zero ``value`` takes it off)."""
        held = self.flags.setdefault(seat, [])
        if flag in held:
            held.remove(flag)
        if value:
            held.append(flag)

    def clear(self, flag: str) -> None:
        """``flag`` taken off every seat."""
        for held in self.flags.values():
            if flag in held:
                held.remove(flag)

    def card(self, seat: int, role: str, which: int = 0) -> None:
        """A card shown (``which`` 0; a claimed one, 1, is a speech act, not a status)."""
        if which == 0:
            self.cards[seat] = role

    def own_card(self, role: str) -> None:  # a private matter: not the table's
        pass

    def speech(self, ev: Any) -> None:  # speech acts are counted, not statuses
        pass

    def own_vote(self, ev: Any) -> None:
        pass

    def count_votes(self, counts: Any) -> None:
        pass


def public_marks(events: Sequence[Any], ruleset: Ruleset) -> PublicMarks:
    """The public statuses of every seat as the seat whose ``events`` these are can tell them:
    the events of its inbox told to everyone (no audience) run through the public effects of
    the ruleset's vector observation (``Presentation.vector.public``: the flags an event sets
    or clears, the cards it shows), as every seat's public features are built.  Events told
    only to some seats never count, so nothing known privately shows here."""
    marks = PublicMarks()
    effects = ruleset.presentation.vector.public
    for e in events:
        if e.audience is None:
            for effect in effects.get(e.kind, ()):
                effect.apply(marks, e)
    return marks


def takes_text(d: Decision, ruleset: Ruleset) -> bool:
    """Whether an answer to ``d`` may carry free text shown to others: a speech (the engine's
    and the ruleset's own speech kinds) or a message the ruleset bounds (``text_rules``)."""
    asked = d.asked_as
    return asked in SPEECH_KINDS or asked in ruleset.speech_kinds or asked in ruleset.text_rules


def text_limit(d: Decision, ruleset: Ruleset) -> Optional[int]:
    """How many characters of free text an answer to ``d`` may carry (the decision's own
    ``max_chars``, e.g. 寡言, else the engine's bound), or ``None`` when it takes none."""
    if not takes_text(d, ruleset):
        return None
    return int(d.info.get("max_chars", MAX_SPEECH_CHARS))
