"""``heuristic`` for 狼人 暗月 V2.0 (dark_moon); see :mod:`agents.heuristic.dark_moon.agent`."""

from .agent import HeuristicAgent

__all__ = ["HeuristicAgent"]
