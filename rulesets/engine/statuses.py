"""Statuses (状态) and markers (标记): what a seat carries, where it came from, when it lapses.

A ruleset declares its statuses as data (:class:`StatusKind`): how they stack, who is told, which
skills they disable, what they are made of (业炎 = 沉默 + 超度 + 遗忘), whether they make the
holder's information unreliable (醉酒 / 中毒).  A seat holds :class:`Status` instances in a
:class:`Statuses` container: each with its source, its lapse moment (``"night_end"``,
``"day_end"``, ``"night_start"``... or ``None`` for permanent), an optional counter (守护：X; ``None``
= ∞) and an optional source restriction (不死 against wolves only).

Lapse moments are names the ruleset's flow passes to :meth:`Game.expire`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Optional

#: stacking rules: a new instance of a held status...
REPLACE = "replace"   # ...replaces the held one (one at a time)
STACK = "stack"       # ...is kept beside it (each counted and lapsing on its own)
KEEP = "keep"         # ...is ignored (the first one holds)
#: visibility: who learns that a seat got the status
NOTIFIED = "notified"   # the holder is told
SECRET = "secret"       # nobody but the storyteller
PUBLISHED = "published"  # everyone
#: ``disables`` wildcard: every skill
ALL_SKILLS = "*"


@dataclass(frozen=True)
class StatusKind:
    """A status as the rulebook defines it.

    ``disables`` lists skill ids or skill tags (SkillSpec flags) the status disables, ``"*"`` for
    every skill, ``"-强制"`` for every skill except <强制> ones (沉默); ``parts`` are the statuses a
    combined one stands for; ``misinforms`` marks statuses under which the holder's information
    may be false (the storyteller decides, through :meth:`Storyteller.inform`); ``looks`` changes
    how the holder reads to checks (seal's 隐狼: ``{"wolf": False}``; fields of
    :class:`~.abilities.Appearance`); ``applies`` limits a table-wide status (one on the whole
    table) to some seats.  ``protects`` lists the out causes the status keeps its holder in
    against, whatever defence or immediate effect is involved: ``"*"`` for every cause,
    ``"-cause"`` to leave one out (星汉 游侠<守护>: every cause but a red card).  ``fails``: the
    holder's abilities fail (醉酒 / 中毒: the seat is still asked, but its abilities' effects do
    not happen; see :func:`~.abilities.healthy`); ``falsifies``: the holder's information is
    always false (迷乱), which takes precedence over ``misinforms``.  ``told_if`` narrows a
    ``notified`` status to the holders it concerns (哪吒: [遗忘] is told only to a holder of a
    <强制> skill, [超度] only to one that 带刀); ``disguise``: each status of this kind carries
    its own look in ``data`` (a mapping of :class:`~.abilities.Appearance` fields), a disguise
    set by a skill for a while (哪吒's 狼外婆); like ``looks``, it reads over ``Seat.apparent``,
    and of several the last given wins."""

    id: str
    zh: str = ""
    en: str = ""
    stacking: str = REPLACE
    visibility: str = SECRET
    disables: frozenset[str] = frozenset()
    parts: tuple[str, ...] = ()
    misinforms: bool = False
    looks: Mapping[str, Any] = field(default_factory=dict)
    applies: Optional[Callable[[Any, int], bool]] = None
    protects: frozenset[str] = frozenset()
    fails: bool = False
    falsifies: bool = False
    told_if: Optional[Callable[[Any, int], bool]] = None
    disguise: bool = False

    def keeps_in(self, cause: str) -> bool:
        """Does this status keep its holder in against an out for ``cause``?"""
        if not self.protects or f"-{cause}" in self.protects:
            return False
        return ALL_SKILLS in self.protects or cause in self.protects


@dataclass(slots=True)
class Status:
    """A status on a seat (or on the table): its name, who put it there, when it lapses
    (a moment name; ``None`` = permanent), a counter (``count``: uses left, ``None`` = ∞),
    ``against`` (the sources it applies against, e.g. ``{"wolf"}`` camps; ``None`` = all)
    and free ``data``.  ``skill`` ties the status to the ability that caused it: the status is
    suspended while its source's ability is lost or fails and restored when it returns
    (:mod:`.sources`); ``seq`` is its place in the game's order of gains."""

    name: str
    source: Optional[int] = None
    until: Optional[str] = None
    data: Any = None
    count: Optional[int] = None
    against: Optional[frozenset[str]] = None
    skill: Optional[str] = None
    seq: int = 0


class Statuses:
    """The statuses one seat holds, in the order they were gained.

    ``name in statuses`` asks whether any instance is held; iterating yields the instances.
    ``held`` keeps the statuses suspended because their source's ability is lost or fails
    (:mod:`.sources`): they are in no effect, but their durations still run out."""

    __slots__ = ("items", "held")

    def __init__(self) -> None:
        self.items: list[Status] = []
        self.held: list[Status] = []

    def __contains__(self, name: object) -> bool:
        if not self.items:
            return False
        for st in self.items:
            if st.name == name:
                return True
        return False

    def __iter__(self) -> Iterator[Status]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def names(self) -> list[str]:
        return [st.name for st in self.items]

    def get(self, name: str) -> Optional[Status]:
        """The oldest instance of ``name``, if any."""
        for st in self.items:
            if st.name == name:
                return st
        return None

    def all(self, name: str) -> list[Status]:
        return [st for st in self.items if st.name == name]

    def add(self, status: Status, stacking: str = REPLACE) -> bool:
        """Add ``status`` by the stacking rule; returns whether it was added."""
        if stacking != STACK and status.name in self:
            if stacking == KEEP:
                return False
            self.remove(status.name)
        self.items.append(status)
        return True

    def remove(self, name: str, source: Optional[int] = None) -> int:
        """Remove every instance of ``name`` (from ``source`` only, if given); returns how many."""
        keep = [st for st in self.items
                if not (st.name == name and (source is None or st.source == source))]
        gone = len(self.items) - len(keep)
        self.items = keep
        if self.held:
            self.held = [st for st in self.held
                         if not (st.name == name and (source is None or st.source == source))]
        return gone

    def expire(self, moment: str) -> list[Status]:
        """Remove and return the instances that lapse at ``moment``."""
        gone = [st for st in self.items if st.until == moment]
        if gone:
            self.items = [st for st in self.items if st.until != moment]
        if self.held:  # a suspended status's time runs out all the same
            self.held = [st for st in self.held if st.until != moment]
        return gone

    def discard(self, status: Status) -> None:
        """Remove this one instance (in effect or suspended)."""
        self.items = [st for st in self.items if st is not status]
        self.held = [st for st in self.held if st is not status]

    def consume(self, status: Status) -> None:
        """Use one charge of ``status`` (守护：X); it goes when none are left (``None`` = ∞)."""
        if status.count is None:
            return
        status.count -= 1
        if status.count <= 0:
            self.items = [st for st in self.items if st is not status]

    def clear(self) -> None:
        self.items = []
        self.held = []


@dataclass
class StatusTable:
    """A ruleset's statuses by id; unknown names behave as plain secret statuses that replace."""

    kinds: dict[str, StatusKind] = field(default_factory=dict)

    @classmethod
    def of(cls, *kinds: StatusKind) -> "StatusTable":
        return cls({k.id: k for k in kinds})

    def kind(self, name: str) -> StatusKind:
        found = self.kinds.get(name)
        if found is None:  # an undeclared status: plain, secret, replaces (remembered)
            found = self.kinds[name] = StatusKind(name)
        return found

    def expand(self, name: str) -> list[str]:
        """A combined status's parts, recursively (业炎 -> 沉默, 超度, 遗忘); else ``[name]``."""
        kind = self.kinds.get(name)
        if kind is None or not kind.parts:
            return [name]
        out: list[str] = []
        for part in kind.parts:
            out.extend(self.expand(part))
        return out
