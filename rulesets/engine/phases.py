"""Phase labels: built in one place, parsed in one place.

A phase is a kind (``"night"``, ``"day"``; ``"setup"`` before the first) and a number; its label
(``"night 2"``) is what events and records carry.  ``Game.begin(kind)`` enters the next phase of
a kind; :func:`parse` reads a label back; :func:`order` places a label in play order for a
ruleset whose cycle is ``kinds`` (seal: night first; 暗月: day first).
"""

from __future__ import annotations

import re
from typing import NamedTuple, Optional, Sequence

SETUP = "setup"
_LABEL = re.compile(r"^([a-z_]+) ([1-9][0-9]*)$")


class Phase(NamedTuple):
    """A parsed phase label."""

    kind: str
    number: int

    @property
    def label(self) -> str:
        return label(self.kind, self.number)


def label(kind: str, number: int) -> str:
    """The label of the ``number``-th phase of ``kind`` (``"night 2"``)."""
    return f"{kind} {number}"


def parse(text: str) -> Optional[Phase]:
    """``"night 2"`` -> ``Phase("night", 2)``; ``None`` for ``"setup"`` or anything else."""
    m = _LABEL.match((text or "").strip())
    return Phase(m.group(1), int(m.group(2))) if m else None


def number(text: str) -> int:
    """The phase's number (the day of ``"day 3"`` and of ``"night 3"``); 0 before the first."""
    p = parse(text)
    return p.number if p else 0


def order(text: str, kinds: Sequence[str] = ("night", "day")) -> int:
    """Position in play order for a cycle of ``kinds`` (``kinds[0]`` first): with night first,
    night N -> 2N-1 and day N -> 2N; anything before the first phase -> 0."""
    p = parse(text)
    if p is None or p.kind not in kinds:
        return 0
    return len(kinds) * (p.number - 1) + kinds.index(p.kind) + 1


def at(index: int, kinds: Sequence[str] = ("night", "day")) -> str:
    """The label at play-order position ``index`` (the inverse of :func:`order`)."""
    if index <= 0:
        return SETUP
    n, k = divmod(index - 1, len(kinds))
    return label(kinds[k], n + 1)
