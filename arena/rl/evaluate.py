"""Win rates of a trained policy against an opposition, with Wilson 95% intervals.

For each game the deal is read from the seed first; the seats of the evaluated camp get the
policy (``rl:CHECKPOINT``, greedy) and every other seat gets the opposition spec (``random``,
``heuristic``...), then the game is played by :func:`arena.play.match.play_game` — the same runner
as ``arena play`` and tournaments, so the policy sees only its seats' own events.  Seats keep
their agent for the whole game (a seat that changes camp keeps its agent; a policy seat whose new
camp has no trained module plays uniformly at random, see :mod:`agents.rl.agent`).

Games run in chunks on ray when it is initialised (``arena train`` starts it; ``--address``
reaches a cluster), else in this process.  Each chunk reports its own CPU time.
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable, Mapping, Optional, Sequence

import rulesets
from agents.registry import make_agent


def wilson(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% by default); it always contains the
    observed rate (rounding could put 4/4's upper bound a hair below 1.0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))


def _camps(ruleset_id: str, seed: int, board: Optional[Mapping[str, Any]]) -> list[str]:
    g = rulesets.get(ruleset_id).new_game(seed, dict(board or {}))
    return [s.camp for s in g.seats]


def play_chunk(policy: str, ruleset_id: str, camp: str, opponent: str, seeds: Sequence[int],
               board: Optional[Mapping[str, Any]] = None) -> dict[str, Any]:
    """Play one game per seed; ``policy`` is an agent spec (``rl:PATH``, or any other spec
    for baselines) for the seats of ``camp``."""
    from arena.play.match import play_game

    cpu0 = time.process_time()
    wins = draws = decisions = fallbacks = 0
    untrained = 0
    for seed in seeds:
        camps = _camps(ruleset_id, seed, board)
        agents = []
        for c in camps:
            spec = policy if c == camp else opponent
            agents.append(make_agent(spec, ruleset_id))
        game = play_game(ruleset_id, seed, agents, board)
        wins += int(game.winner == camp)
        draws += int(game.winner is None)
        decisions += len(game.decisions)
        fallbacks += len(game.fallbacks)
        untrained += sum(getattr(a, "untrained_decisions", 0) for a in agents)
    return {"games": len(seeds), "wins": wins, "draws": draws, "decisions": decisions,
            "fallbacks": fallbacks, "untrained_decisions": untrained,
            "cpu_s": time.process_time() - cpu0}


def evaluate(policy: str, ruleset_id: str, camp: str, opponent: str, games: int, seed: int = 0,
             board: Optional[Mapping[str, Any]] = None, chunk: int = 50,
             progress: Optional[Callable[[str], None]] = None) -> dict[str, Any]:
    """Play ``games`` games (seeds ``seed .. seed+games-1``); return the win rate of ``camp``
    with its Wilson 95% interval, draws, fallbacks (illegal or failed answers) and CPU time."""
    seeds = list(range(seed, seed + games))
    chunks = [seeds[i:i + chunk] for i in range(0, len(seeds), chunk)]
    t0 = time.perf_counter()
    results: list[dict[str, Any]] = []
    try:
        import ray  # noqa: F401  (optional)
        use_ray = ray.is_initialized()
    except ImportError:  # pragma: no cover - ray is part of the [rl] extra
        use_ray = False
    if use_ray:
        task = ray.remote(num_cpus=1)(play_chunk)
        refs = [task.remote(policy, ruleset_id, camp, opponent, c, board) for c in chunks]
        results = ray.get(refs)
    else:
        results = [play_chunk(policy, ruleset_id, camp, opponent, c, board) for c in chunks]
    total = {k: sum(r[k] for r in results) for k in results[0]} if results else {}
    n = int(total.get("games", 0))
    wins = int(total.get("wins", 0))
    lo, hi = wilson(wins, n)
    out = {"policy": policy, "ruleset": ruleset_id, "camp": camp, "opponent": opponent,
           "games": n, "wins": wins, "win_rate": wins / n if n else 0.0, "ci95": [lo, hi],
           "draws": int(total.get("draws", 0)), "decisions": int(total.get("decisions", 0)),
           "fallbacks": int(total.get("fallbacks", 0)),
           "untrained_decisions": int(total.get("untrained_decisions", 0)),
           "cpu_s": round(float(total.get("cpu_s", 0.0)), 2),
           "wall_s": round(time.perf_counter() - t0, 2), "seeds": [seed, seed + games - 1]}
    if progress:
        progress(format_eval(out))
    return out


def format_eval(r: Mapping[str, Any]) -> str:
    lo, hi = r["ci95"]
    return (f"{r['policy']} as {r['camp']} vs {r['opponent']}: {r['wins']}/{r['games']} = "
            f"{r['win_rate']:.3f} [{lo:.3f}, {hi:.3f}] (draws {r['draws']}, fallbacks "
            f"{r['fallbacks']}, {r['cpu_s']:.0f} CPU s)")
