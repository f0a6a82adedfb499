"""The TextArena yardstick of docs/bench.md: SecretMafia-v0, 12 random players, one core.

A standalone script (the standard library and ``textarena`` only; not named ``textarena.py``,
which, run by its path, would shadow the package), run by a Python that has
``textarena==0.7.4`` installed, usually in a virtualenv of its own:
``taskset -c 0 /path/to/ta-venv/bin/python arena/bench/secretmafia.py 20`` — or through
``arena bench --textarena /path/to/ta-venv/bin/python``, which runs it in the same rounds as the
arena's own loop and reports the same-run ratio.  Each player picks uniformly among the living
players (in the discussion: a one-line accusation of one of them); the loop is TextArena's own,
``get_observation()`` -> act -> ``step()``, with a fresh env per game.
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any


def bench(seconds: float = 20.0, seed: int = 0) -> dict[str, Any]:
    """Play games back to back for ``seconds``; decisions (steps) and games per second of wall
    clock, and decisions per CPU second of this process."""
    import textarena as ta
    rng = random.Random(seed)
    games = decisions = 0
    t0, cpu0 = time.perf_counter(), time.process_time()
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
    wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    return {"decisions_per_s": decisions / wall, "games_per_s": games / wall,
            "decisions_per_game": decisions / games, "decisions_per_cpu_s": decisions / cpu,
            "textarena": getattr(ta, "__version__", "?")}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--json"]
    r = bench(float(args[0]) if args else 20.0)
    if "--json" in sys.argv[1:]:
        print(json.dumps(r))
    else:
        print(f"{r['decisions_per_s']:,.0f} decisions/s, {r['games_per_s']:.1f} games/s, "
              f"{r['decisions_per_game']:.0f} decisions per game")
