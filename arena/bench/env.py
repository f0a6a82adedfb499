"""``arena bench``: throughput and memory of the env with random agents.

Each decision is the full PettingZoo loop a user runs: ``env.last()`` (which builds the
observation: the text history and prompt in text mode, the vector in vector mode), a uniform
random pick among the legal actions from the mask, ``env.step``.  Games are played back to back
on one core for ``seconds``.  Memory: peak RSS of the process, and the average heap size of one
env in mid-game measured with tracemalloc over a batch of envs.
"""

from __future__ import annotations

import gc
import random
import resource
import time
import tracemalloc
from typing import Any

import envs

#: TextArena SecretMafia-v0, 12 random players, one core of this machine kind (see docs/bench.md)
TEXTARENA_SECRETMAFIA_DECISIONS_PER_S = 20_437


def _play(env: Any, rng: random.Random, max_steps: int | None = None) -> int:
    steps = 0
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        legal = obs["action_mask"].nonzero()[0]  # np.flatnonzero's result, minus its ravel()
        env.step(int(legal[rng.randrange(len(legal))]))
        steps += 1
        if max_steps is not None and steps >= max_steps:
            break
    return steps


def env_memory_kb(ruleset: str, mode: str, lang: str, n_envs: int = 50, steps: int = 300) -> float:
    """Average traced heap per env after ``steps`` random decisions (mid-game)."""
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    keep = []
    rng = random.Random(0)
    for i in range(n_envs):
        e = envs.make(ruleset, obs_mode=mode, lang=lang)
        e.reset(seed=10_000 + i)
        _play(e, rng, steps)
        keep.append(e)
    gc.collect()
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    del keep
    return used / n_envs / 1024


def bench(ruleset: str = "seal", mode: str = "text", seconds: float = 10.0, lang: str = "zh",
          seed: int = 0) -> dict[str, Any]:
    """Run random-agent games for ``seconds``; return the measurements."""
    env = envs.make(ruleset, obs_mode=mode, lang=lang)
    rng = random.Random(seed)
    games = decisions = 0
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    while True:
        env.reset(seed=seed + games)
        decisions += _play(env, rng)
        games += 1
        if time.perf_counter() - t0 >= seconds:
            break
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    per_env = env_memory_kb(ruleset, mode, lang)
    dps = decisions / wall
    return {
        "ruleset": ruleset, "mode": mode, "lang": lang, "games": games, "decisions": decisions,
        "seconds": round(wall, 3), "cpu_seconds": round(cpu, 3),
        "games_per_s": round(games / wall, 2), "decisions_per_s": round(dps, 1),
        "us_per_decision": round(1e6 / dps, 2), "decisions_per_game": round(decisions / games, 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "env_kb_midgame": round(per_env, 1),
        "envs_per_gb": int(1024 * 1024 / per_env) if per_env else None,
        "vs_textarena_secretmafia": round(dps / TEXTARENA_SECRETMAFIA_DECISIONS_PER_S, 2),
    }


def format_report(r: dict[str, Any]) -> str:
    return "\n".join([
        f"{r['ruleset']} / {r['mode']} ({r['lang']}), random agents, {r['seconds']} s on one core",
        f"  games:          {r['games']}  ({r['games_per_s']} games/s, "
        f"{r['decisions_per_game']} decisions/game)",
        f"  decisions/s:    {r['decisions_per_s']:,}  ({r['us_per_decision']} µs per decision; "
        f"{r['vs_textarena_secretmafia']}x TextArena SecretMafia-v0)",
        f"  memory:         peak RSS {r['peak_rss_mb']} MB; {r['env_kb_midgame']} KB per env "
        f"mid-game (~{r['envs_per_gb']:,} envs per GB)",
    ])
