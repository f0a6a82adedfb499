"""Decision requests: what the game asks a seat, with the legal answers and a default."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Decision:
    """A question to one seat.

    ``kind`` is the decision id (a skill id such as ``"seal"`` or a procedure such as
    ``"vote"``); ``legal`` the legal answers from the ruleset's :class:`ChoiceTable`;
    ``default`` the answer used when the seat times out or answers illegally (the rulebook's
    default where it gives one, otherwise ``PASS`` or a seeded storyteller choice); ``info``
    carries context for renderers (e.g. the knife victim shown to the witch).
    """

    seat: int
    kind: str
    legal: list[int]
    default: int
    info: dict[str, Any] = field(default_factory=dict)

    def allows(self, choice: int) -> bool:
        return choice in self.legal


class IllegalChoice(ValueError):
    """An answer that is not among the pending decision's legal answers."""
