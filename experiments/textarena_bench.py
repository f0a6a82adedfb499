"""The TextArena yardstick of docs/bench.md: SecretMafia-v0, 12 random players, one core.

Run it in its own virtualenv (``pip install textarena==0.7.4``), pinned like ``arena bench``:
``taskset -c 0 python experiments/textarena_bench.py 20``.  Each player picks uniformly among
the living players (in the discussion: a one-line accusation of one of them); the loop is
TextArena's own, ``get_observation()`` -> act -> ``step()``, with a fresh env per game.
"""

from __future__ import annotations

import random
import sys
import time

import textarena as ta


def bench(seconds: float = 20.0, seed: int = 0) -> dict[str, float]:
    """Play games back to back for ``seconds``; decisions (steps) and games per second."""
    rng = random.Random(seed)
    games = decisions = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        env = ta.make("SecretMafia-v0")
        env.reset(num_players=12, seed=seed + games)
        done = False
        while not done:
            env.get_observation()
            alive = list(env.state.game_state["alive_players"])  # read through the wrapper
            target = alive[rng.randrange(len(alive))]
            talk = env.phase.name == "DAY_DISCUSSION"
            done, _ = env.step(f"I think [{target}] is mafia." if talk else f"[{target}]")
            decisions += 1
        env.close()
        games += 1
    wall = time.perf_counter() - t0
    return {"decisions_per_s": decisions / wall, "games_per_s": games / wall,
            "decisions_per_game": decisions / games}


if __name__ == "__main__":
    r = bench(float(sys.argv[1]) if len(sys.argv) > 1 else 20.0)
    print(f"{r['decisions_per_s']:,.0f} decisions/s, {r['games_per_s']:.1f} games/s, "
          f"{r['decisions_per_game']:.0f} decisions per game")
