"""``arena tournament``: plan the games of a config, run the missing ones, store each as it
finishes, then print the leaderboard and write the report.

Resuming is the same command: the plan is deterministic, the run directory's database knows
which games are done, and only the others run.  A run directory holds one tournament (its
config fingerprint is stored); raising ``games`` in the config extends it.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from . import scheduler
from .config import ConfigError, TournamentConfig, agent_traits
from .progress import Progress
from .seating import plan
from arena.storage import Store


@dataclass
class RunSummary:
    """What a run did: games planned / already done / played now / failed, and timing."""

    run_dir: Path
    planned: int
    already_done: int
    played: int = 0
    failed: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0
    mode: str = "serial"
    connect_s: float = 0.0
    workers: int = 0
    info: dict[str, Any] = field(default_factory=dict)


def default_run_dir(cfg: TournamentConfig) -> Path:
    """``run_dir`` from the config, else ``runs/<name>``."""
    return Path(cfg.run_dir) if cfg.run_dir else Path("runs") / cfg.name


def _claim_run_dir(store: Store, cfg: TournamentConfig) -> None:
    fp = cfg.fingerprint()
    old = store.get_meta("fingerprint")
    if old is not None and old != fp:
        raise ConfigError(f"{store.run_dir} holds another tournament (config fingerprint {old}, "
                          f"this config {fp}); use another run directory (--run-dir)")
    store.set_meta("fingerprint", fp)
    store.set_meta("config", json.dumps(cfg.to_json(), ensure_ascii=False))
    store.set_meta("identity", json.dumps(cfg.identity(), ensure_ascii=False))
    if store.get_meta("created") is None:
        store.set_meta("created", str(time.time()))


def choose_mode(cfg: TournamentConfig) -> str:
    """``tasks`` or ``actors`` (``auto``: actors when any agent is io_bound)."""
    if cfg.mode != "auto":
        return cfg.mode
    traits = agent_traits(cfg)
    return "actors" if any(t["io_bound"] for t in traits.values()) else "tasks"


def run(cfg: TournamentConfig, run_dir: Optional[Path] = None, address: Optional[str] = None,
        workers: Optional[int] = None, show_progress: bool = True) -> RunSummary:
    """Run (or resume) a tournament.  ``workers=0`` plays serially in this process without
    ray; otherwise games run on ray (local unless ``address`` is given)."""
    run_dir = Path(run_dir) if run_dir else default_run_dir(cfg)
    workers = cfg.workers if workers is None else workers
    t0 = time.monotonic()
    with Store(run_dir) as store:
        _claim_run_dir(store, cfg)
        done = store.done_ids()
        specs = [s for s in plan(cfg) if s.game_id not in done]
        summary = RunSummary(run_dir, cfg.games, cfg.games - len(specs))
        if not specs:
            return summary
        owned = False
        if workers != 0:
            if show_progress:
                print(f"connecting to ray ({address or 'new local instance'})...", file=sys.stderr)
            owned = scheduler.connect(address, num_cpus=workers)
            summary.connect_s = time.monotonic() - t0
            t0 = time.monotonic()
        progress = Progress(cfg.games, summary.already_done, run_dir, enabled=show_progress)

        def on_results(results: list[dict[str, Any]]) -> None:
            good = [r for r in results if "error" not in r]
            summary.failed.extend(r for r in results if "error" in r)
            summary.played += store.write_games(good) if good else 0
            progress.advance(len(good), len(results) - len(good))

        try:
            if workers == 0:
                scheduler.run_serial(specs, on_results, cfg.endpoints)
            else:
                n = workers or scheduler.cluster_cpus()
                summary.workers = n
                summary.mode = choose_mode(cfg)
                if summary.mode == "actors":
                    n = min(n, scheduler.cluster_cpus())  # an actor holds a CPU: never wait on one
                    summary.workers = n
                    summary.info = scheduler.run_actors(specs, on_results, n,
                                                        cfg.actor_concurrency, cfg.endpoints)
                else:
                    summary.info = scheduler.run_tasks(specs, on_results, n, cfg.batch,
                                                       cfg.endpoints)
        finally:
            progress.close()
            if owned:
                import ray
                ray.shutdown()
            summary.seconds = time.monotonic() - t0
    return summary


def print_summary(summary: RunSummary, out: Any = sys.stderr) -> None:
    """One paragraph on what the run did."""
    rate = summary.played / summary.seconds if summary.seconds > 0 else 0.0
    how = "serially" if summary.mode == "serial" else f"on ray ({summary.mode}, {summary.workers} workers)"
    ray_s = f" (+{summary.connect_s:.1f} s to connect to ray)" if summary.connect_s else ""
    print(f"{summary.played} games played {how} in {summary.seconds:.1f} s{ray_s} "
          f"({rate:.1f} games/s); {summary.already_done} were already done; "
          f"{summary.planned} planned.", file=out)
    for f in summary.failed[:5]:
        print(f"  game {f['game_id']} failed: {f['error'].strip().splitlines()[-1]}", file=out)
    if summary.failed:
        print(f"{len(summary.failed)} games failed; run the same command again to retry them.",
              file=out)
