"""What a referee hands an agent: sealed copies of the seat's own events and decision.

An agent must not be able to read or change the referee.  The engine's :class:`Event` objects
are shared by every inbox, carry the game-wide event index (whose gaps count the events a seat
did *not* see) and hold mutable data; its :class:`Decision` holds the very list the engine
checks answers against (for speech turns, a list cached for the whole process).  So an agent
gets instead:

* :class:`SeenEvent` — an immutable copy of an event without the game-wide index (an event's
  number is its position in the seat's own inbox: 0, 1, 2...), whose ``data`` is read-only
  (:func:`freeze`), shared by every seat that sees the event (nobody can change it);
* a copy of the decision whose ``legal`` is a tuple and ``info`` read-only;
* :class:`SeatEvents` — the seat's inbox as a read-only sequence, sealed lazily (an agent that
  never reads its events costs nothing).

:class:`SeatViews` builds these for one game (the match runner and the RL adapter use it).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Iterator, Mapping, NamedTuple, Optional, Sequence, Union, overload

from rulesets.engine import Decision, Event


class FrozenDict(dict):  # type: ignore[type-arg]
    """A dict that refuses changes (``json.dumps`` and ``isinstance(x, dict)`` still work)."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("an agent's view is read-only")

    __setitem__ = __delitem__ = _refuse  # type: ignore[assignment]
    clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]
    __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> Any:
        return (FrozenDict, (dict(self),))


#: values kept as they are (immutable already)
_PLAIN = frozenset({int, str, float, bool, type(None), frozenset})


def freeze(value: Any) -> Any:
    """A read-only deep copy of event data or decision info: dicts become :class:`FrozenDict`,
    lists and tuples tuples, sets frozensets; anything else is kept (numbers, strings...)."""
    if isinstance(value, dict):
        plain = _PLAIN
        return FrozenDict({k: v if type(v) in plain else freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        plain = _PLAIN
        return tuple(v if type(v) in plain else freeze(v) for v in value)
    if isinstance(value, set):
        return frozenset(value)
    return value


class SeenEvent(NamedTuple):
    """One event as a seat sees it: like :class:`rulesets.engine.Event` without the game-wide
    index (an event's number is its position in the seat's own inbox, ``view.events``), with
    read-only ``data``.  Shared by every seat that sees the event: nobody can change it."""

    phase: str
    kind: str
    audience: Optional[frozenset[int]]
    data: Mapping[str, Any]
    channel: Optional[str]
    stage: Optional[str]

    def visible_to(self, seat: int) -> bool:
        """Whether ``seat`` is in the event's audience (``None``: public)."""
        return self.audience is None or seat in self.audience


class _Sealer:
    """The sealed copy of every event of one game, by its game-wide index, made once."""

    __slots__ = ("sealed",)

    def __init__(self) -> None:
        self.sealed: list[Optional[SeenEvent]] = []

    def seal(self, events: Sequence[Event]) -> list[SeenEvent]:
        """``events`` (a slice of one inbox, in game order) sealed."""
        if not events:
            return []
        sealed = self.sealed
        last = events[-1].index
        if len(sealed) <= last:
            sealed.extend([None] * (last + 1 - len(sealed)))
        new = tuple.__new__
        for ev in events:
            if sealed[ev.index] is None:
                sealed[ev.index] = new(SeenEvent, (ev.phase, ev.kind, ev.audience,
                                                   freeze(ev.data), ev.channel, ev.stage))
        return [sealed[ev.index] for ev in events]  # type: ignore[misc]


class SeatEvents(Sequence[SeenEvent]):
    """A seat's inbox up to now, read-only: the first ``len`` events of the seat, sealed.

    Built on the engine's list for that seat (never handed out) and the seat's sealed events
    made so far (shared by the views of one seat, extended on demand: an agent that never
    reads its events costs nothing)."""

    __slots__ = ("_inbox", "_sealed", "_sealer", "_n")

    def __init__(self, inbox: Sequence[Event], sealed: list[SeenEvent], sealer: _Sealer) -> None:
        self._inbox = inbox
        self._sealed = sealed
        self._sealer = sealer
        self._n = len(inbox)

    def _fill(self, upto: int) -> list[SeenEvent]:
        sealed = self._sealed
        start = len(sealed)
        if start < upto:
            sealed.extend(self._sealer.seal(self._inbox[start:upto]))
        return sealed

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, i: int) -> SeenEvent: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[SeenEvent, ...]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[SeenEvent, tuple[SeenEvent, ...]]:
        n = self._n
        if isinstance(i, slice):
            start, stop, step = i.indices(n)
            sealed = self._fill(n)
            if step == 1:
                return tuple(sealed[start:stop]) if start < stop else ()
            return tuple(sealed[k] for k in range(start, stop, step))
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("event index out of range")
        return self._fill(i + 1)[i]

    def __iter__(self) -> Iterator[SeenEvent]:
        return iter(self._fill(self._n)[:self._n])

    def __repr__(self) -> str:
        return f"SeatEvents({self._n} events)"


_NO_INFO: Mapping[str, Any] = MappingProxyType({})


def seen_decision(d: Decision) -> Decision:
    """A copy of ``d`` as its seat is asked it: ``kind`` is ``asked_as`` (the skill id the
    referee records stays with the referee when the seat is told something else), ``legal`` a
    tuple and ``info`` read-only."""
    return Decision(d.seat, d.shown or d.kind, tuple(d.legal), d.default,
                    freeze(d.info) if d.info else _NO_INFO)  # type: ignore[arg-type]


def seal_events(inbox: Sequence[Event]) -> SeatEvents:
    """A one-off sealed view of ``inbox`` (nothing shared with other views)."""
    return SeatEvents(inbox, [], _Sealer())


class SeatViews:
    """The sealed inboxes of one game's seats, for the views a referee hands its agents
    (:meth:`agents.base.SeatView.of` with ``views=``)."""

    def __init__(self) -> None:
        self._sealer = _Sealer()
        self._sealed: dict[int, list[SeenEvent]] = {}

    def events(self, seat: int, inbox: Sequence[Event]) -> SeatEvents:
        """``seat``'s inbox so far, sealed (``inbox`` is the engine's list for that seat)."""
        sealed = self._sealed.get(seat)
        if sealed is None:
            sealed = self._sealed[seat] = []
        return SeatEvents(inbox, sealed, self._sealer)
