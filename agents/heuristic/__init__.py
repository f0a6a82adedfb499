"""Scripted ("heuristic") agents, one per ruleset: sensible human-like play from the SeatView."""

from .seal import HeuristicAgent

__all__ = ["HeuristicAgent"]
