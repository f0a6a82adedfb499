"""``heuristic`` for clocktower: see :mod:`.agent`."""

from .agent import HeuristicAgent

__all__ = ["HeuristicAgent"]
