"""The targeting pipeline: 选择目标 -> ordered redirection stages -> 结算目标.

A targeted ([指定]) skill is chosen on a *chosen target*; redirection stages a ruleset registers
(暗月: 魔术师<交换>; other rulebooks: 时间逆流, 人偶, 反射...) may turn it into another seat, the
*final target* on which the effect resolves.  Range rules are checked on the chosen target only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

#: (game, skill id, source seat, current target) -> new target
Stage = Callable[["Game", str, int, int], int]


class Targeting:
    """The ruleset's redirection stages, applied in order."""

    __slots__ = ("stages",)

    def __init__(self, stages: Sequence[Stage] = ()) -> None:
        self.stages = tuple(stages)

    def final(self, g: "Game", skill: str, source: int, chosen: int) -> int:
        """The final target (结算目标) of ``skill`` used by ``source`` on ``chosen``."""
        target = chosen
        for stage in self.stages:
            target = stage(g, skill, source, target)
        return target
