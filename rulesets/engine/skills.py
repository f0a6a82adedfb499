"""Skill instances: the skills a seat holds right now, as data rather than methods on a role.

Rulebooks grant, swap, borrow, gift and take skills away (暗月: 占卜师 borrows a god's skills until
the next night, 黑商 gifts a 毒药, 魔术师 swaps two roles' identity skills, a beaten wolf camp
loses every skill).  So a seat's skills are a list of :class:`SkillInstance`: the skill id, where
the instance came from, when it lapses, how often it was used, and its own memory (last night's
target, the roles it may no longer choose...).  A swap moves instances with their state; a
borrowed skill is a fresh instance ("刷新至初始").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

#: the skill is printed on the card (身份技能); every other origin is an additional skill
IDENTITY = "identity"


@dataclass(slots=True)
class SkillInstance:
    """One skill held by one seat.

    ``origin`` is ``"identity"`` for a card's own skill or names where an additional skill came
    from (``"gift"``, ``"borrowed"``, ``"leader"``...); ``until`` is the lapse moment (as for
    statuses: ``"night_start"``, ``"night_end"``...; ``None`` = kept); ``used`` counts uses;
    ``data`` is the instance's own memory and travels with it when skills are swapped.
    """

    id: str
    origin: str = IDENTITY
    until: Optional[str] = None
    used: int = 0
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def identity(self) -> bool:
        return self.origin == IDENTITY

    def barred(self, night: int) -> tuple[int, ...]:
        """The targets this instance chose on the night before ``night``: the ones a skill that
        may not choose the same player two nights running (不能連續兩晚) must leave out."""
        last = self.data.get("last_night")
        return last[1] if last is not None and last[0] == night - 1 else ()

    def chose(self, night: int, targets: "list[int] | tuple[int, ...]") -> None:
        """Remember tonight's targets (an empty list: the skill was not used)."""
        self.data["last_night"] = (night, tuple(targets))

    def fresh(self, origin: str, until: Optional[str] = None) -> "SkillInstance":
        """A copy refreshed to its initial state (获得的技能刷新至初始)."""
        return SkillInstance(self.id, origin, until)
