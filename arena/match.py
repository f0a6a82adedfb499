"""Play one game between agents, in-process, with a recorded fallback for any bad answer."""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

import rulesets
from agents.base import Agent, SeatView
from rulesets.engine import Game


def play_game(ruleset_id: str, seed: int, agents: Sequence[Agent],
              board: Optional[Mapping[str, Any]] = None,
              deal: Optional[Sequence[str]] = None) -> Game:
    """Play a whole game; ``agents[i]`` plays seat ``i``.  An agent that raises or answers
    illegally gets the decision's default, recorded in ``game.fallbacks``."""
    ruleset = rulesets.get(ruleset_id)
    game = ruleset.new_game(seed, board, deal)
    if len(agents) != game.n:
        raise ValueError(f"{ruleset_id} needs {game.n} agents, got {len(agents)}")
    for seat, agent in enumerate(agents):
        agent.reset(seat, seed)
    while not game.over:
        d = game.pending
        assert d is not None
        view = SeatView(d.seat, game.n, d, game.inbox[d.seat], game.choices, ruleset)
        try:
            choice = agents[d.seat].act(view)
        except Exception as exc:  # an agent bug must not lose the game
            game.answer_or_default(None, f"agent error: {type(exc).__name__}: {exc}")
            continue
        game.answer_or_default(choice)
    return game
