"""``heuristic`` for [219]哪吒之魔童闹海 (nezha): plays any drafted board from the roles' declarations."""

from .agent import HeuristicAgent

__all__ = ["HeuristicAgent"]
