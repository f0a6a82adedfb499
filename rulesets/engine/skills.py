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


class SkillList(list):
    """A seat's skill instances.  A plain list whose changes tick a clock shared by the game's
    seats, so that "who holds skill X" can be cached until any seat's skills change."""

    __slots__ = ("clock",)

    def __init__(self, items: "list[SkillInstance] | tuple[SkillInstance, ...]" = (),
                 clock: "list[int] | None" = None) -> None:
        super().__init__(items)
        self.clock = clock

    def _tick(self) -> None:
        if self.clock is not None:
            self.clock[0] += 1

    def append(self, item: SkillInstance) -> None:
        super().append(item)
        self._tick()

    def extend(self, items) -> None:  # type: ignore[no-untyped-def]
        super().extend(items)
        self._tick()

    def insert(self, index, item) -> None:  # type: ignore[no-untyped-def]
        super().insert(index, item)
        self._tick()

    def remove(self, item: SkillInstance) -> None:
        super().remove(item)
        self._tick()

    def pop(self, index: int = -1) -> SkillInstance:
        item = super().pop(index)
        self._tick()
        return item

    def clear(self) -> None:
        super().clear()
        self._tick()

    def __setitem__(self, index, value) -> None:  # type: ignore[no-untyped-def]
        super().__setitem__(index, value)
        self._tick()

    def __delitem__(self, index) -> None:  # type: ignore[no-untyped-def]
        super().__delitem__(index)
        self._tick()

    def __iadd__(self, items):  # type: ignore[no-untyped-def]
        result = super().__iadd__(items)
        self._tick()
        return result
