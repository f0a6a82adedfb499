"""Drafted boards (配板): rulebooks whose game draws its cards from a pool by rules.

Most rulebooks deal a fixed board; some (哪吒) *draft* each game's cards from a pool of roles by
camp sizes, strength values (强度值) and forced pairs.  A ruleset that drafts sets
``Ruleset.drafted`` and implements :meth:`Ruleset.draft` (every random draw through the
storyteller's ``deal_pick`` calls, so a record replays its board) and :meth:`Ruleset.check_roles`
(an explicit board checked against the same rules, with errors naming the rule).  Both return or
describe a :class:`Draft`: the cards, a per-camp summary (count and strength sum) and notes.
``arena draft`` prints one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Optional, Sequence


@dataclass(frozen=True)
class CampSum:
    """One camp of a board: how many cards and the sum of their strength values."""

    count: int
    strength: float


@dataclass(frozen=True)
class Draft:
    """A board: ``roles`` (role ids in draft order, not yet seated), ``camps`` (camp id ->
    :class:`CampSum`) and ``notes`` (how it was drawn: seer count, forced pairs, the pool...)."""

    roles: tuple[str, ...]
    camps: Mapping[str, CampSum] = field(default_factory=dict)
    notes: tuple[str, ...] = ()

    @property
    def players(self) -> int:
        return len(self.roles)

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "roles": list(self.roles),
                "camps": {c: {"count": s.count, "strength": s.strength}
                          for c, s in self.camps.items()},
                "notes": list(self.notes)}


def summarise(roles: Sequence[str], camp_of: Mapping[str, str],
              strength_of: Mapping[str, Optional[float]], camps: Iterable[str] = (),
              notes: Iterable[str] = ()) -> Draft:
    """A :class:`Draft` for ``roles``: per camp (every camp of ``camps`` listed, even empty) the
    number of cards and the sum of their strength values (a card without one counts 0)."""
    counts: dict[str, list[float]] = {c: [0, 0.0] for c in camps}
    for r in roles:
        row = counts.setdefault(camp_of[r], [0, 0.0])
        row[0] += 1
        row[1] += strength_of.get(r) or 0
    return Draft(tuple(roles), {c: CampSum(int(n), s) for c, (n, s) in counts.items()},
                 tuple(notes))
