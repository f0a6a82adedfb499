"""``arena bench``: throughput and memory of the env with random agents.

Each decision is the full PettingZoo loop a user runs: ``env.last()`` (which builds the
observation: the text history and prompt in text mode, the vector in vector mode), a uniform
random pick among the legal actions from the mask, ``env.step``.  Games are played back to back
on one core for ``seconds``.  Memory: peak RSS of the process, and the average heap size of one
env in mid-game measured with tracemalloc over a batch of envs.
"""

from __future__ import annotations

import gc
import json
import random
import resource
import statistics
import subprocess
import time
import tracemalloc
from pathlib import Path
from typing import Any

import envs

#: TextArena SecretMafia-v0, 12 random players, one core of this machine kind, measured on
#: 2026-11-30's host (docs/bench.md): a fixed reference, not this run; ``same_run`` measures both
TEXTARENA_SECRETMAFIA_DECISIONS_PER_S = 20_437
#: the TextArena loop, run by a Python that has textarena installed
SECRETMAFIA_SCRIPT = Path(__file__).with_name("secretmafia.py")


class TextArenaError(RuntimeError):
    """The TextArena side of a same-run comparison could not be measured."""


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
          seed: int = 0, memory: bool = True) -> dict[str, Any]:
    """Run random-agent games for ``seconds``; return the measurements (``memory``: also the
    heap of one env mid-game, a few seconds more)."""
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
    per_env = env_memory_kb(ruleset, mode, lang) if memory else None
    dps = decisions / wall
    return {
        "ruleset": ruleset, "mode": mode, "lang": lang, "games": games, "decisions": decisions,
        "seconds": round(wall, 3), "cpu_seconds": round(cpu, 3),
        "games_per_s": round(games / wall, 2), "decisions_per_s": round(dps, 1),
        "us_per_decision": round(1e6 / dps, 2), "decisions_per_game": round(decisions / games, 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "env_kb_midgame": round(per_env, 1) if per_env else None,
        "envs_per_gb": int(1024 * 1024 / per_env) if per_env else None,
        "vs_textarena_secretmafia": round(dps / TEXTARENA_SECRETMAFIA_DECISIONS_PER_S, 2),
    }


def textarena_rate(python: str, seconds: float, seed: int = 0) -> dict[str, Any]:
    """Run the TextArena yardstick (``secretmafia.py``) in ``python`` for ``seconds``; its
    JSON result.  Raises :class:`TextArenaError` with the reason when it cannot run."""
    try:
        out = subprocess.run([python, str(SECRETMAFIA_SCRIPT), str(seconds), "--json"],
                             capture_output=True, text=True, timeout=seconds * 10 + 120)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise TextArenaError(f"could not run {python!r}: {exc}") from exc
    if out.returncode != 0:
        last = (out.stderr.strip().splitlines() or ["no output"])[-1]
        hint = " (install it there: pip install textarena==0.7.4)" if "textarena" in last else ""
        raise TextArenaError(f"{python} could not play TextArena SecretMafia-v0: {last}{hint}")
    try:
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError) as exc:
        raise TextArenaError(f"{python} printed no result: {out.stdout[-200:]!r}") from exc


def same_run(python: str, ruleset: str = "seal", mode: str = "text", seconds: float = 6.0,
             lang: str = "zh", rounds: int = 3, seed: int = 0) -> dict[str, Any]:
    """The ratio to TextArena measured in the same run: ``rounds`` rounds, each TextArena
    (in ``python``) then this env for ``seconds`` each, both in decisions per CPU second of
    their own process (so other load on the host counts less); the median of the per-round
    ratios."""
    per_round = []
    for _ in range(rounds):
        theirs = textarena_rate(python, seconds, seed)
        ours = bench(ruleset, mode, seconds, lang, seed, memory=False)
        mine = ours["decisions"] / ours["cpu_seconds"]
        per_round.append({"textarena_decisions_per_cpu_s": round(theirs["decisions_per_cpu_s"], 1),
                          "decisions_per_cpu_s": round(mine, 1),
                          "ratio": round(mine / theirs["decisions_per_cpu_s"], 3)})
    return {"ruleset": ruleset, "mode": mode, "lang": lang, "seconds": seconds,
            "textarena": theirs.get("textarena", "?"), "rounds": per_round,
            "ratio_median": round(statistics.median(r["ratio"] for r in per_round), 3)}


def format_same_run(r: dict[str, Any]) -> str:
    """The same-run comparison as lines."""
    lines = [f"{r['ruleset']} / {r['mode']} ({r['lang']}) against TextArena {r['textarena']} "
             f"SecretMafia-v0, {len(r['rounds'])} rounds of {r['seconds']} s each, decisions per "
             f"CPU second:"]
    for i, x in enumerate(r["rounds"], 1):
        lines.append(f"  round {i}: {x['decisions_per_cpu_s']:,.0f} against "
                     f"{x['textarena_decisions_per_cpu_s']:,.0f}: {x['ratio']:.2f}x")
    lines.append(f"  median: {r['ratio_median']:.2f}x TextArena (same run)")
    return "\n".join(lines)


def format_report(r: dict[str, Any]) -> str:
    return "\n".join([
        f"{r['ruleset']} / {r['mode']} ({r['lang']}), random agents, {r['seconds']} s on one core",
        f"  games:          {r['games']}  ({r['games_per_s']} games/s, "
        f"{r['decisions_per_game']} decisions/game)",
        f"  decisions/s:    {r['decisions_per_s']:,}  ({r['us_per_decision']} µs per decision; "
        f"{r['vs_textarena_secretmafia']}x the fixed TextArena SecretMafia-v0 reference of "
        f"{TEXTARENA_SECRETMAFIA_DECISIONS_PER_S:,}/s from 2026-11-30's host; --textarena PYTHON "
        f"measures it in this run)",
        *([f"  memory:         peak RSS {r['peak_rss_mb']} MB; {r['env_kb_midgame']} KB per env "
           f"mid-game (~{r['envs_per_gb']:,} envs per GB)"] if r.get("env_kb_midgame") else []),
    ])
