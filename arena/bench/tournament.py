"""``arena bench --tournament``: how fast a tournament stores games, and what storing costs.

The same config is played serially (``0``) and on a fresh local ray instance with 1, 2, ...
workers, each into a new run directory, and for every run this reports games/s (wall clock)
and **CPU time** per game, split by process: the driver (this process: scheduling, receiving
results, storing them, the progress bar), the ray workers that play the games, and ray's own
processes (raylet, GCS).  CPU time is read from ``/proc`` (Linux; elsewhere the split is
``None``), so the figures hold on a shared, loaded machine where wall clock does not.

``driver_share`` is the driver's CPU per game over the workers' CPU per game: the fraction of a
game's play time that storing it costs.  Each ray run first plays a few warm-up games (not
counted) so the workers have imported the rulesets.

Only the public tournament API is used (``tournament.run`` on a config), so this file also
measures an older commit: ``PYTHONPATH=<that checkout> python arena/bench/tournament.py``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Optional, Sequence

#: the README's first tournament (experiments/quickstart.toml) without its game count: used
#: when no config file is given
QUICKSTART = {"name": "quickstart", "ruleset": "seal", "seed": 1, "seating": "rotate",
              "agents": ["heuristic", "random"]}


def _ticks() -> float:
    return float(os.sysconf("SC_CLK_TCK")) if hasattr(os, "sysconf") else 100.0


def descendants_cpu() -> Optional[dict[int, tuple[str, float]]]:
    """CPU seconds (user + system) of every live descendant process of this one, by pid, with
    its kind: ``worker`` (a ray worker) or ``ray`` (ray's own processes).  ``None`` where
    ``/proc`` cannot be read."""
    proc = Path("/proc")
    if not (proc / "self" / "stat").exists():
        return None
    parent: dict[int, int] = {}
    stats: dict[int, tuple[str, float]] = {}
    tick = _ticks()
    for d in proc.iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()  # after "pid (comm) "
        pid = int(d.name)
        parent[pid] = int(fields[1])
        kind = "worker" if ("default_worker.py" in cmd or cmd.startswith("ray::")) else "ray"
        stats[pid] = (kind, (int(fields[11]) + int(fields[12])) / tick)
    me = os.getpid()
    out = {}
    for pid, info in stats.items():
        p, seen = parent.get(pid), 0
        while p and p != me and seen < 64:
            p, seen = parent.get(p), seen + 1
        if p == me:
            out[pid] = info
    return out


def _cpu_delta(before: Optional[dict[int, tuple[str, float]]],
               after: Optional[dict[int, tuple[str, float]]]) -> dict[str, Optional[float]]:
    if before is None or after is None:
        return {"worker": None, "ray": None}
    out = {"worker": 0.0, "ray": 0.0}
    for pid, (kind, cpu) in after.items():
        prev = before.get(pid)
        out[kind] += cpu - (prev[1] if prev and prev[0] == kind else 0.0)
    return out


def _config(path: Optional[str], games: int) -> Any:
    from arena.tournaments import config as tconfig
    cfg = tconfig.load(path) if path else tconfig.from_dict({**QUICKSTART, "games": games})
    return dataclasses.replace(cfg, games=games, agent_key=cfg.agent_key or "bench")


def run_once(config: Optional[str], games: int, workers: int, root: Path) -> dict[str, Any]:
    """Play ``games`` games of ``config`` (a TOML file; ``None``: the quickstart's) with
    ``workers`` (0: serially) into a new run directory under ``root``; return games/s and CPU
    seconds per game by process."""
    from arena.tournaments import scheduler, tournament
    cfg = _config(config, games)
    run_dir = root / f"w{workers}"
    shutil.rmtree(run_dir, ignore_errors=True)
    if workers:
        scheduler.connect(None, num_cpus=workers)
        warm = _config(config, 2 * workers)
        tournament.run(warm, root / f"warm{workers}", workers=workers, show_progress=False)
    load0 = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    kids0 = descendants_cpu()
    cpu0, t0 = time.process_time(), time.perf_counter()
    try:
        summary = tournament.run(cfg, run_dir, workers=workers, show_progress=False)
        wall = time.perf_counter() - t0
        driver = time.process_time() - cpu0
        kids = _cpu_delta(kids0, descendants_cpu())
    finally:
        if workers:
            import ray
            ray.shutdown()
    n = max(1, summary.played)
    per_game = {k: (None if v is None else round(1000 * v / n, 2)) for k, v in kids.items()}
    out = {"workers": workers, "games": summary.played, "failed": len(summary.failed),
           "seconds": round(wall, 3), "games_per_s": round(summary.played / wall, 2),
           "driver_cpu_ms_per_game": round(1000 * driver / n, 2),
           "worker_cpu_ms_per_game": per_game["worker"] if workers else None,
           "ray_cpu_ms_per_game": per_game["ray"] if workers else None,
           "load_average": round(load0, 2) if load0 is not None else None}
    w = out["worker_cpu_ms_per_game"]
    out["driver_share"] = round(out["driver_cpu_ms_per_game"] / w, 3) if w else None
    return out


def bench_tournament(config: Optional[str] = None, games: int = 400,
                     workers: Sequence[int] = (0, 1, 2), rounds: int = 1) -> dict[str, Any]:
    """Every worker count of ``workers`` played ``rounds`` times, interleaved (round 1: 0, 1,
    2 workers; round 2: ...), so the ratios compare runs made under the same load."""
    runs: list[dict[str, Any]] = []
    root = Path(tempfile.mkdtemp(prefix="arena-bench-"))
    try:
        for r in range(rounds):
            for w in workers:
                res = run_once(config, games, w, root)
                res["round"] = r + 1
                runs.append(res)
                print(_line(res), file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return {"config": config, "games": games, "rounds": rounds, "runs": runs,
            "summary": summarise(runs)}


def storage_ceiling(config: Optional[str] = None, games: int = 400,
                    group: Optional[int] = None) -> dict[str, Any]:
    """The games/s the storage path sustains on its own: ``games`` games of ``config`` are
    played first (not timed) into the results a worker sends (rows as Arrow IPC bytes), then
    stored in a fresh run directory the way the driver stores them (groups of ``group`` games,
    default the group commit's largest, with its checkpoints), and only that is timed.  This is
    the ceiling a cluster's throughput reaches however many workers play (one driver stores
    everything); CPU time is reported beside wall clock."""
    from arena.storage.group import MAX_GAMES
    from arena.storage.store import Store
    from arena.tournaments.seating import plan
    from arena.tournaments.worker import play_spec
    cfg = _config(config, games)
    size = group or MAX_GAMES
    results = [r for r in (play_spec(spec, pack=True) for spec in plan(cfg, cfg.agent_key))
               if "error" not in r]
    decisions = sum(r["n_decisions"] for r in results)
    root = Path(tempfile.mkdtemp(prefix="arena-storage-"))
    try:
        with Store(root / "run") as store:
            cpu0, t0 = time.process_time(), time.perf_counter()
            for i in range(0, len(results), size):
                store.write_games(results[i:i + size])
                store.checkpoint_if_due()
            store.checkpoint()
            wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    finally:
        shutil.rmtree(root, ignore_errors=True)
    n = max(1, len(results))
    return {"config": config, "games": len(results), "group": size,
            "decisions_per_game": round(decisions / n, 1),
            "seconds": round(wall, 3), "cpu_seconds": round(cpu, 3),
            "games_per_s": round(len(results) / wall, 1) if wall else None,
            "games_per_cpu_s": round(len(results) / cpu, 1) if cpu else None,
            "cpu_ms_per_game": round(1000 * cpu / n, 3)}


def format_storage(rep: dict[str, Any]) -> str:
    """The storage ceiling as one paragraph."""
    return (f"storage alone ({rep['config'] or 'the quickstart tournament'}, {rep['games']} games "
            f"of {rep['decisions_per_game']} decisions, groups of {rep['group']}): "
            f"{rep['games_per_s']} games/s wall, {rep['games_per_cpu_s']} games per CPU second "
            f"({rep['cpu_ms_per_game']} ms CPU per game) — the most one driver stores, whatever "
            f"the number of workers")


def _median(xs: list[float]) -> Optional[float]:
    xs = sorted(x for x in xs if x is not None)
    if not xs:
        return None
    m = len(xs) // 2
    return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2


def summarise(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Medians per worker count and, per round, the speed-up of each worker count over one
    worker (ratios within a round, then their median)."""
    by: dict[int, list[dict[str, Any]]] = {}
    for r in runs:
        by.setdefault(r["workers"], []).append(r)
    out: dict[str, Any] = {}
    for w, rs in sorted(by.items()):
        out[str(w)] = {k: _median([r[k] for r in rs]) for k in
                       ("games_per_s", "driver_cpu_ms_per_game", "worker_cpu_ms_per_game",
                        "ray_cpu_ms_per_game", "driver_share")}
    if 1 in by:
        for w in by:
            if w in (0, 1):
                continue
            ratios = [a["games_per_s"] / b["games_per_s"] for a, b in zip(by[w], by[1])
                      if b["games_per_s"]]
            out[str(w)]["speedup_vs_1_worker"] = _median(ratios)
    return out


def _line(r: dict[str, Any]) -> str:
    who = "serial   " if r["workers"] == 0 else f"{r['workers']} worker{'s' if r['workers'] > 1 else ' '}"
    text = (f"{who}  {r['games_per_s']:7.1f} games/s  driver {r['driver_cpu_ms_per_game']:6.2f} "
            f"ms CPU/game")
    if r["workers"]:
        text += (f"  workers {r['worker_cpu_ms_per_game']} ms/game  ray {r['ray_cpu_ms_per_game']}"
                 f" ms/game  driver share {r['driver_share']}")
    return text + f"  (load {r['load_average']})"


def format_report(rep: dict[str, Any]) -> str:
    """The summary as text: one line per worker count (medians over the rounds)."""
    lines = [f"{rep['config'] or 'the quickstart tournament'}: {rep['games']} games per run, "
             f"{rep['rounds']} round(s); CPU time per game by process (driver = storing and "
             f"scheduling)"]
    for w, s in rep["summary"].items():
        who = "serial" if w == "0" else f"{w} worker(s)"
        text = f"  {who:<11} {s['games_per_s']:7.1f} games/s  driver {s['driver_cpu_ms_per_game']:.2f} ms CPU/game"
        if w != "0" and s["worker_cpu_ms_per_game"] is not None:
            text += (f", workers {s['worker_cpu_ms_per_game']:.2f}, ray {s['ray_cpu_ms_per_game']:.2f}"
                     f"; driver share {100 * s['driver_share']:.1f}% of a game's play CPU")
        if s.get("speedup_vs_1_worker") is not None:
            text += f"; {s['speedup_vs_1_worker']:.2f}x one worker"
        lines.append(text)
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run as a script (also against another checkout on ``PYTHONPATH``)."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--config", help="tournament config (default: the quickstart's)")
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--workers", type=int, nargs="+", default=[0, 1, 2])
    p.add_argument("--rounds", type=int, default=1)
    p.add_argument("--storage", action="store_true", help="only the storage ceiling")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    if a.storage:
        srep = storage_ceiling(a.config, a.games)
        print(json.dumps(srep) if a.json else format_storage(srep))
        return 0
    rep = bench_tournament(a.config, a.games, a.workers, a.rounds)
    print(json.dumps(rep) if a.json else format_report(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
