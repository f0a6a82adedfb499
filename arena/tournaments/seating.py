"""Who sits where: agents rotated over role slots (or whole camps) so that each agent plays
each role and camp equally, and duplicate deals that cancel the luck of the deal.

A *role slot* is a seat of the deal in canonical order: camps in the ruleset's order, then role
id, then seat.  The deal is a shuffle of the board, so slot ``k`` holds the same card in every
game of a board.  With ``K`` agents and rotation ``r``:

* ``rotate``: slot ``k`` is played by agent ``(k + r) mod K``;
* ``camps``: every seat of the ``j``-th camp present is played by agent ``(j + r) mod K``;
* ``camps_linked``: as ``camps``, but the camps past the first ``K`` are shifted by the deal
  ``d``: agent ``(j + r + (j div K) * d) mod K``.  On a board with more camps than agents, plain
  ``camps`` seating repeats ``K`` line-ups that share no (agent, camp) pair, so per-camp ratings
  fall into ``K`` scales that never met; the shift makes the line-ups overlap from the second
  deal on (every agent still plays every camp once per deal's ``K`` rotations).  With no more
  camps than agents it is ``camps``.

Game ``g`` uses rotation ``g mod K``; without duplicate mode it has its own deal (seed
``seed + g``), with it the ``K`` games ``dK .. dK+K-1`` replay deal ``d`` (seed ``seed + d``),
so every card of that deal is played once by every agent.  Over any ``K`` consecutive games
each agent holds each slot exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import rulesets
from rulesets.engine import Ruleset

from .config import TournamentConfig


@dataclass(frozen=True)
class GameSpec:
    """One scheduled game: everything a worker needs to play it, and nothing else."""

    game_id: str
    index: int
    deal_index: int
    rotation: int
    seed: int
    ruleset: str
    board: dict[str, Any]
    agents: tuple[str, ...]   # leaderboard name per seat
    specs: tuple[str, ...]    # agent spec per seat
    deal: tuple[str, ...] = ()      # the deal (drawn once by the storyteller, played as is)
    storyteller: str = "random"     # the storyteller spec (agents/storytellers.py)
    agent_key: str = ""             # the key of the agents' seat seeds (never shown to them)
    source: str = ""                # a designer's variant: its spec text (rulesets.ensure)
    strict: bool = False            # an agent's exception fails the game (no default played)


def camp_order(ruleset: Ruleset) -> list[str]:
    """The ruleset's camps: its declared ``camps`` if any, then in the order its role table
    first names them."""
    seen: list[str] = list(getattr(ruleset, "camps", ()) or ())
    for role in ruleset.roles:
        if role.camp not in seen:
            seen.append(role.camp)
    return seen


def role_slots(roles: Sequence[str], camps: Sequence[str], order: Sequence[str]) -> list[int]:
    """Seats of a deal in canonical order (camp order, role id, seat)."""
    rank = {c: i for i, c in enumerate(order)}
    return sorted(range(len(roles)), key=lambda s: (rank.get(camps[s], len(rank)), roles[s], s))


def assign(scheme: str, roles: Sequence[str], camps: Sequence[str], order: Sequence[str],
           pool: int, rotation: int, deal: int = 0) -> list[int]:
    """Index into the agent pool for every seat of one deal (the ``deal``-th: ``camps_linked``
    shifts by it)."""
    seats = [0] * len(roles)
    if scheme == "rotate":
        for k, s in enumerate(role_slots(roles, camps, order)):
            seats[s] = (k + rotation) % pool
    elif scheme in ("camps", "camps_linked"):
        present = [c for c in order if c in camps] + sorted(set(camps) - set(order))
        idx = {c: j for j, c in enumerate(present)}
        shift = deal if scheme == "camps_linked" else 0
        for s, c in enumerate(camps):
            seats[s] = (idx[c] + rotation + (idx[c] // pool) * shift) % pool
    else:
        raise ValueError(f"unknown seating scheme {scheme!r}")
    return seats


def game_id(index: int) -> str:
    """The id of the ``index``-th game of a run (``g000012``)."""
    return f"g{index:06d}"


def deal_of(ruleset: Ruleset, seed: int, board: dict[str, Any],
            storyteller: str = "random") -> tuple[list[str], list[str], tuple[str, ...]]:
    """Role ids and camps of the players' seats for this seed, and the deal itself (the game's
    own, drawn by its storyteller).  Seats added at setup (answered by their controller) get
    no agent of their own."""
    from agents.storytellers import make_storyteller
    game = ruleset.new_game(seed, board, None, make_storyteller(storyteller, ruleset.id, seed))
    players = game.seats[:game.n]
    return [s.role.id for s in players], [s.camp for s in players], tuple(game.deal)


def plan(cfg: TournamentConfig, agent_key: str = "") -> list[GameSpec]:
    """Every game of the tournament, in order; agents are seeded under ``agent_key`` (the
    config's, else the run's secret)."""
    ruleset = rulesets.get(cfg.ruleset)
    board = ruleset.board(cfg.board)
    order = camp_order(ruleset)
    k = len(cfg.agents)
    deals: dict[int, tuple[list[str], list[str], tuple[str, ...]]] = {}
    out: list[GameSpec] = []
    for g in range(cfg.games):
        d = g // k if cfg.duplicate else g
        r = g % k
        seed = cfg.seed + d
        if d not in deals:
            deals.clear()
            deals[d] = deal_of(ruleset, seed, board, cfg.storyteller)
        roles, camps, dealt = deals[d]
        who = assign(cfg.seating, roles, camps, order, k, r, d)
        out.append(GameSpec(game_id(g), g, d, r, seed, cfg.ruleset, board,
                            tuple(cfg.agents[i].name for i in who),
                            tuple(cfg.agents[i].spec for i in who), dealt, cfg.storyteller,
                            cfg.agent_key or agent_key))
    return out
