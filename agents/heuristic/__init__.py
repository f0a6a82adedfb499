"""Scripted ("heuristic") agents, one per ruleset: sensible human-like play from the SeatView.

``agents.registry.HEURISTICS`` maps each ruleset to its module: ``agents.heuristic.seal`` and
``agents.heuristic.dark_moon``, both built on ``agents.heuristic.core``.  ``HeuristicAgent``
here is seal's (as it always was).
"""

from .seal import HeuristicAgent

__all__ = ["HeuristicAgent"]
