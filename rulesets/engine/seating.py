"""Seats in a ring (电梯楼): neighbours wrap around, dead seats can be skipped."""

from __future__ import annotations

from typing import Callable, Sequence


def neighbours(seat: int, n: int, alive: Callable[[int], bool] | None = None) -> tuple[int, int]:
    """The nearest seat on each side (left = lower number), skipping seats where ``alive`` is
    false.  Returns ``seat`` itself on a side with nobody else left."""
    def walk(step: int) -> int:
        s = (seat + step) % n
        while s != seat and alive is not None and not alive(s):
            s = (s + step) % n
        return s
    return walk(-1), walk(1)


def ring_from(start: int, n: int, clockwise: bool = True) -> list[int]:
    """All seats in ring order beginning at ``start``."""
    step = 1 if clockwise else -1
    return [(start + step * k) % n for k in range(n)]


def order_ending_with(last: int, n: int, clockwise: bool, members: Sequence[int]) -> list[int]:
    """``members`` in ring order starting next to ``last`` and ending with ``last`` itself."""
    step = 1 if clockwise else -1
    ring = ring_from((last + step) % n, n, clockwise)
    keep = set(members)
    return [s for s in ring if s in keep]
