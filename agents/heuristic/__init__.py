"""Scripted ("heuristic") agents, one per ruleset: sensible human-like play from the SeatView.

Each ruleset's heuristic is its own module (``agents.heuristic.seal``,
``agents.heuristic.dark_moon``, ``agents.heuristic.xinghan``, ``agents.heuristic.clocktower``,
``agents.heuristic.nezha``), built on ``agents.heuristic.core``; :func:`for_ruleset` makes
the one of a ruleset.  ``HeuristicAgent`` here is seal's (as it always was).
"""

from __future__ import annotations

from typing import Callable

from .seal import HeuristicAgent


def _dark_moon() -> HeuristicAgent:
    from .dark_moon import HeuristicAgent as DarkMoonAgent
    return DarkMoonAgent()


def _xinghan() -> object:
    from .xinghan import HeuristicAgent as XinghanAgent
    return XinghanAgent()


def _clocktower() -> object:
    from .clocktower import HeuristicAgent as ClocktowerAgent
    return ClocktowerAgent()


def _nezha() -> object:
    from .nezha import HeuristicAgent as NezhaAgent
    return NezhaAgent()


#: ruleset id -> a new heuristic agent for it
BY_RULESET: dict[str, Callable[[], object]] = {"seal": HeuristicAgent, "dark_moon": _dark_moon,
                                               "xinghan": _xinghan, "clocktower": _clocktower,
                                               "nezha": _nezha}


def for_ruleset(ruleset: str) -> object:
    """A new heuristic agent for ``ruleset``; ``ValueError`` when it has none yet."""
    import rulesets
    try:  # a designer's variant plays its rulebook's heuristic
        ruleset = rulesets.get(ruleset).family
    except KeyError:
        pass
    make = BY_RULESET.get(ruleset)
    if make is None:
        raise ValueError(f"no heuristic agent for ruleset {ruleset!r} yet "
                         f"(available for: {', '.join(sorted(BY_RULESET))})")
    return make()


__all__ = ["HeuristicAgent", "BY_RULESET", "for_ruleset"]
