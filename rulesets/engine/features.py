"""The per-seat features of the vector observation a ruleset declares, and the effects of its
events on them — data that ``envs.vector`` turns into numbers (no numpy here).

The vector has a public part (every seat's public flags and shown / claimed cards, folded from
public events) and a private part per seat (its own flags about every seat and the cards it
knows, folded from the events addressed to it).  A ruleset names its flags in layout order
(:class:`VectorSpec`) and maps each event kind to :class:`Effect` s.  An effect acts through a
:class:`FeatureWriter`, the observer's protocol: set or clear a flag, write a card.  A ruleset
may write its own effect class (any object with ``apply(writer, event)``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Optional, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from .events import Event

#: public flags the env itself fills (life, speech acts, votes): every layout has them
GENERIC_PUBLIC = ("alive", "accused", "vouched", "reported_wolf", "reported_good",
                  "votes_received")
#: private flags the generic effects fill (check verdicts, the seat's own ballot)
GENERIC_PRIVATE = ("known_wolf", "known_good", "my_vote")


class FeatureWriter(Protocol):
    """What an effect may do to one part of the vector (implemented by ``envs.vector``).

    ``card(seat, role, which)`` writes a card one-hot: in the public part ``which`` 0 is the
    shown card and 1 the claimed one; in the private part the known card (``which`` ignored).
    The public part counts a ``speech`` act and votes (``count_votes``); a private part sets its
    ``own_card`` and its ``own_vote``.  ``memo`` is the observer's own scratch space for effects
    that need state."""

    seat: Optional[int]  # the observing seat (private part), ``None`` for the public part
    memo: dict[str, Any]

    def set(self, seat: int, flag: str, value: float = 1.0) -> None: ...

    def clear(self, flag: str) -> None: ...

    def card(self, seat: int, role: str, which: int = 0) -> None: ...

    def own_card(self, role: str) -> None: ...

    def speech(self, ev: "Event") -> None: ...

    def own_vote(self, ev: "Event") -> None: ...

    def count_votes(self, counts: Mapping[Any, float]) -> None: ...


class Effect(Protocol):
    """What one event does to the features."""

    def apply(self, w: FeatureWriter, ev: "Event") -> None: ...


def _seats(value: Any) -> Iterable[int]:
    if value is None:
        return ()
    return (value,) if isinstance(value, int) else value


@dataclass(frozen=True)
class Flag:
    """Set ``flag`` (to ``value``) for the seat or seats in the event's ``key``; with ``alone``
    the flag is cleared for every seat first (one holder at a time: the sheriff)."""

    flag: str
    key: str = "seat"
    value: float = 1.0
    alone: bool = False

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        if self.alone:
            w.clear(self.flag)
        for s in _seats(ev.data.get(self.key)):
            w.set(s, self.flag, self.value)


@dataclass(frozen=True)
class Clear:
    """Clear ``flags`` for every seat."""

    flags: tuple[str, ...]

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        for f in self.flags:
            w.clear(f)


@dataclass(frozen=True)
class ShowCard:
    """The card in ``role_key`` (when the event has one) of the seat in ``seat_key``."""

    seat_key: str = "seat"
    role_key: str = "role"

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        role = ev.data.get(self.role_key)
        if role:
            w.card(ev.data[self.seat_key], role)


@dataclass(frozen=True)
class ShowCards:
    """Every seat's card from the list in ``key`` (the end of the game)."""

    key: str = "roles"

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        for s, role in enumerate(ev.data.get(self.key, ())):
            w.card(s, role)


@dataclass(frozen=True)
class Team:
    """A group's member list (``seats``, with their ``roles`` where the group is told its
    cards): ``flags`` for each member and, when told, its known card."""

    flags: tuple[str, ...]

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        roles = ev.data.get("roles")
        for i, s in enumerate(ev.data["seats"]):
            for f in self.flags:
                w.set(s, f)
            if roles is not None:
                w.card(s, roles[i])


@dataclass(frozen=True)
class Speech:
    """A public speech act (the engine's ``speech`` event): accusations, vouches, reports and
    claims counted on the seat they are about."""

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        w.speech(ev)


@dataclass(frozen=True)
class VoteCounts:
    """A round of votes: votes received per seat (the ``totals`` when shown, else one per public
    ballot)."""

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        totals = ev.data.get("totals")
        if totals is None:  # counts hidden: the public ballots, one each
            totals = {}
            for t in ev.data["ballots"].values():
                if t is not None:
                    totals[t] = totals.get(t, 0) + 1
        w.count_votes(totals)


@dataclass(frozen=True)
class OpenBallot:
    """One ballot cast in public (``seat`` -> ``target``): the votes received so far today."""

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        ballots = w.memo.setdefault("ballots", {})
        ballots[ev.data["seat"]] = ev.data["target"]
        counts: dict[int, int] = {}
        for t in ballots.values():
            if t is not None:
                counts[t] = counts.get(t, 0) + 1
        w.count_votes(counts)


@dataclass(frozen=True)
class NewDay:
    """A new day: yesterday's open ballots are forgotten."""

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        w.memo.pop("ballots", None)


@dataclass(frozen=True)
class MyVote:
    """The observing seat's own latest ballot in a round of votes (its ``my_vote`` flag, set on
    the seat it voted for, the previous one cleared)."""

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        w.own_vote(ev)


@dataclass(frozen=True)
class OwnCard:
    """The seat's own card: the event's ``role``, or ``card`` when given (an infection turns
    the seat into a plain wolf)."""

    card: Optional[str] = None

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        w.own_card(self.card or ev.data["role"])


@dataclass(frozen=True)
class Verdict:
    """A check result (``target``, ``value``): ``True`` -> ``known_wolf``, ``False`` ->
    ``known_good``, a role id -> the known card.  A result about a ``category`` ("is / is not
    of this category") sets ``categories[category]`` (flag if it is, flag if it is not; ``None``
    for nothing); a category not listed uses ``other``.  A verdict about a ``group`` ("is any
    of these a wolf?") marks no seat a known wolf; an all-clear marks every seat of the group
    known good."""

    categories: Mapping[str, tuple[Optional[str], Optional[str]]] = field(default_factory=dict)
    other: tuple[Optional[str], Optional[str]] = (None, None)

    def apply(self, w: FeatureWriter, ev: "Event") -> None:
        t, v = ev.data.get("target"), ev.data.get("value")
        if t is None:
            return
        group = ev.data.get("group")
        if group is not None:
            if v is False:
                for s in group:
                    w.set(s, "known_good")
            return
        category = ev.data.get("category")
        if category is not None:
            flag = self.categories.get(category, self.other)[0 if v else 1]
            if flag is not None:
                w.set(t, flag)
        elif v is True:
            w.set(t, "known_wolf")
        elif v is False:
            w.set(t, "known_good")
        elif isinstance(v, str):
            w.card(t, v)


#: public effects of the events every ruleset shares (deaths, speech, votes, the end)
GENERIC_PUBLIC_EFFECTS: Mapping[str, tuple[Effect, ...]] = {
    "dawn_deaths": (Flag("alive", "seats", 0.0),), "death": (Flag("alive", "seats", 0.0),),
    "speech": (Speech(),), "votes": (VoteCounts(),), "game_over": (ShowCards(),),
}
#: private effects of the events every ruleset shares (check results, the seat's own ballot)
GENERIC_PRIVATE_EFFECTS: Mapping[str, tuple[Effect, ...]] = {
    "result": (Verdict(),), "votes": (MyVote(),),
}


@dataclass(frozen=True)
class VectorSpec:
    """A ruleset's vector features: per-seat ``public_flags`` and ``private_flags`` in layout
    order (they must include :data:`GENERIC_PUBLIC` / :data:`GENERIC_PRIVATE`), the effects of
    public events on the public part and of the seat's own events on its private part, the
    public event kinds the private part reads too (``read_privately``: the seat's own ballot),
    and decision kinds a seat may be asked besides the skill and procedure ids (for the
    decision one-hot)."""

    public_flags: tuple[str, ...] = GENERIC_PUBLIC
    private_flags: tuple[str, ...] = GENERIC_PRIVATE
    public: Mapping[str, tuple[Effect, ...]] = field(
        default_factory=lambda: dict(GENERIC_PUBLIC_EFFECTS))
    private: Mapping[str, tuple[Effect, ...]] = field(
        default_factory=lambda: dict(GENERIC_PRIVATE_EFFECTS))
    read_privately: frozenset[str] = frozenset({"votes"})
    decision_kinds: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for flags, need in ((self.public_flags, GENERIC_PUBLIC),
                            (self.private_flags, GENERIC_PRIVATE)):
            missing = [f for f in need if f not in flags]
            if missing:
                raise ValueError(f"vector flags {flags} lack the generic {missing}")
