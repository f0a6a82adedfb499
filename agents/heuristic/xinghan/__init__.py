"""``heuristic`` for 星汉灿烂 (xinghan); see :mod:`agents.heuristic.xinghan.agent`."""

from .agent import HeuristicAgent

__all__ = ["HeuristicAgent"]
