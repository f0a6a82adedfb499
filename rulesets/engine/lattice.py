"""Damage strengths and defence statuses on one ordered lattice (伤害强度与防御状态的比较).

A rulebook such as 暗月 ranks damages and defences in a single order,
``[不死] > [致死伤害] > [坚韧] > [穿透] > [守护] > [指杀]``: a damage takes a seat out unless
the seat holds a defence status ranked strictly above it.  Statuses do not stack into a higher
rank; only the best one counts.  The order is data, declared by the ruleset.
"""

from __future__ import annotations

from typing import Iterable


class Lattice:
    """One total order of damage and defence names, strongest first."""

    __slots__ = ("order", "_rank")

    def __init__(self, order: Iterable[str]) -> None:
        self.order = tuple(order)
        if len(set(self.order)) != len(self.order):
            raise ValueError(f"a lattice lists each name once: {self.order}")
        n = len(self.order)
        self._rank = {name: n - i for i, name in enumerate(self.order)}

    def rank(self, name: str) -> int:
        """Higher is stronger; 0 for a name that is not on the lattice."""
        return self._rank.get(name, 0)

    def defence(self, statuses: Iterable[str]) -> int:
        """The rank of the best defence among ``statuses`` (0 if none is on the lattice)."""
        rank = self._rank
        best = 0
        for s in statuses:
            r = rank.get(s, 0)
            if r > best:
                best = r
        return best

    def blocks(self, statuses: Iterable[str], damage: str) -> bool:
        """Does a status in ``statuses`` rank strictly above ``damage``?"""
        if damage not in self._rank:
            raise KeyError(f"{damage!r} is not on the lattice {self.order}")
        return self.defence(statuses) > self._rank[damage]

    def __repr__(self) -> str:
        return "Lattice(" + " > ".join(self.order) + ")"
