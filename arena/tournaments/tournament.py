"""``arena tournament``: plan the games of a config, run the missing ones, store each as it
finishes, then print the leaderboard and write the report.

Resuming is the same command: the plan is deterministic, the run directory's database knows
which games are done, and only the others run.  A run directory holds one tournament (its
config fingerprint is stored); raising ``games`` in the config extends it.
"""

from __future__ import annotations

import json
import secrets
import signal
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional

from . import scheduler
from .config import ConfigError, TournamentConfig, agent_traits
from .progress import Progress
from .seating import plan
from arena.storage import LostGames, Store
from arena.storage.group import GroupCommit


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
    replayed_lost: list[str] = field(default_factory=list)


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
    if not cfg.agent_key and store.get_meta("agent_key") is None:
        store.set_meta("agent_key", secrets.token_hex(16))  # the run's secret seat-seed key
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


def check_specs(specs: Iterable[str], ruleset: str, storyteller: str = "random") -> None:
    """Ask an agent of every spec, and the storyteller, whether it can play (its model
    endpoint answers: their optional ``check()``); raise
    :class:`~agents.base.AgentUnavailable` naming what is wrong."""
    from agents.base import AgentUnavailable, check_agents
    from agents.registry import make_agent
    from agents.storytellers import make_storyteller
    problems = check_agents([make_agent(spec, ruleset) for spec in specs] +
                            [make_storyteller(storyteller, ruleset, 0)])
    if problems:
        raise AgentUnavailable("\n".join(problems))


def check_pool(cfg: TournamentConfig) -> None:
    """:func:`check_specs` for every agent of the tournament's pool and its storyteller."""
    check_specs([a.spec for a in cfg.agents], cfg.ruleset, cfg.storyteller)


def check_lost(store: Store, replay_lost: bool) -> list[str]:
    """Games the run stored once (its ledger) that the database no longer holds: an error
    naming them, unless ``replay_lost`` (then they are played again as new games and listed in
    the run's ``replayed_lost`` meta, which the report shows).  Returns the lost ids."""
    lost = store.lost_ids()
    if not lost:
        return []
    shown = ", ".join(lost[:8]) + (f" and {len(lost) - 8} more" if len(lost) > 8 else "")
    if not replay_lost:
        raise LostGames(
            f"{len(lost)} finished games are missing from {store.run_dir / 'arena.duckdb'} "
            f"({shown}): the ledger {store.ledger_path.name} lists them as stored, so the "
            f"database lost them (its write-ahead log arena.duckdb.wal truncated or deleted, or "
            f"the file replaced?). Restore the database from a backup, or run again with "
            f"--replay-lost to play them again as new games (the report lists them)", lost)
    before = json.loads(store.get_meta("replayed_lost") or "[]")
    store.set_meta("replayed_lost", json.dumps(sorted(set(before) | set(lost))))
    return lost


@contextmanager
def interrupt_after() -> Iterator[None]:
    """Hold a Ctrl-C (SIGINT) until the block is done, then raise it as KeyboardInterrupt:
    the database never sees an interrupted write (DuckDB would abort the query).  Outside the
    main thread the block runs as it is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt


def run(cfg: TournamentConfig, run_dir: Optional[Path] = None, address: Optional[str] = None,
        workers: Optional[int] = None, show_progress: bool = True,
        allow_fallback: Optional[bool] = None, replay_lost: bool = False,
        strict: bool = False) -> RunSummary:
    """Run (or resume) a tournament.  ``workers=0`` plays serially in this process without
    ray; otherwise games run on ray (local unless ``address`` is given).  ``strict``: a game in
    which an agent raises fails with the agent's traceback (``RunSummary.failed``) instead of
    playing the rulebook default for it; failed games are not stored, so a run resumes them.  Before any game is
    played the pool's agents are checked (:func:`check_pool`) unless ``allow_fallback`` (default:
    the config's), and games the database lost are reported (:func:`check_lost`)."""
    run_dir = Path(run_dir) if run_dir else default_run_dir(cfg)
    workers = cfg.workers if workers is None else workers
    if workers is not None and workers < 0:  # before the run directory is claimed
        raise ValueError(f"workers must be 0 (serial) or more, got {workers}")
    if workers != 0:
        scheduler.check_address(address)
    allow = cfg.allow_fallback if allow_fallback is None else allow_fallback
    t0 = time.monotonic()
    with Store(run_dir) as store:
        _claim_run_dir(store, cfg)
        lost = check_lost(store, replay_lost)
        done = store.done_ids()
        specs = [replace(s, strict=strict) for s in plan(cfg, store.get_meta("agent_key") or "")
                 if s.game_id not in done]
        summary = RunSummary(run_dir, cfg.games, cfg.games - len(specs), replayed_lost=lost)
        if not specs:
            return summary
        if not allow:
            check_pool(cfg)
        owned = False
        if workers != 0:
            if show_progress:
                print(f"connecting to ray ({address or 'new local instance'})...", file=sys.stderr)
            owned = scheduler.connect(address, num_cpus=workers)
            summary.connect_s = time.monotonic() - t0
            t0 = time.monotonic()
        progress = Progress(cfg.games, summary.already_done, run_dir, enabled=show_progress)

        def on_stored(group: list[Any], written: int) -> None:
            summary.played += written
            progress.advance(len(group), 0, sum(r["n_fallbacks"] for r in group),
                             sum(r["n_decisions"] for r in group))

        # results arrive as the database's rows (built by the workers) and are stored in groups
        writer = GroupCommit(store, on_stored)

        def on_results(results: list[dict[str, Any]]) -> None:
            failed = [r for r in results if "error" in r]
            summary.failed.extend(failed)
            if failed:
                progress.advance(0, len(failed))
            with interrupt_after():  # a Ctrl-C waits for the games being stored
                writer.add(r for r in results if "error" not in r)

        try:
            if workers == 0:
                scheduler.run_serial(specs, on_results, cfg.endpoints, pack=True)
            else:
                n = workers or scheduler.cluster_cpus()
                summary.workers = n
                summary.mode = choose_mode(cfg)
                if summary.mode == "actors":
                    n = min(n, scheduler.cluster_cpus())  # an actor holds a CPU: never wait on one
                    summary.workers = n
                    summary.info = scheduler.run_actors(specs, on_results, n,
                                                        cfg.actor_concurrency, cfg.endpoints,
                                                        pack=True)
                else:
                    summary.info = scheduler.run_tasks(specs, on_results, n, cfg.batch,
                                                       cfg.endpoints, pack=True)
        finally:
            with interrupt_after():  # the games held for the next group, also on a Ctrl-C
                writer.flush()
            progress.close()
            if owned:
                import ray
                ray.shutdown()
            summary.seconds = time.monotonic() - t0
    return summary


def print_summary(summary: RunSummary, out: Any = None) -> None:
    """One paragraph on what the run did (on stderr by default)."""
    out = out if out is not None else sys.stderr
    rate = summary.played / summary.seconds if summary.seconds > 0 else 0.0
    how = "serially" if summary.mode == "serial" else f"on ray ({summary.mode}, {summary.workers} workers)"
    ray_s = f" (+{summary.connect_s:.1f} s to connect to ray)" if summary.connect_s else ""
    print(f"{summary.played} games played {how} in {summary.seconds:.1f} s{ray_s} "
          f"({rate:.1f} games/s); {summary.already_done} were already done; "
          f"{summary.planned} planned.", file=out)
    if summary.info.get("actor_restarts"):
        print(f"{summary.info['actor_restarts']} game actors died and were replaced; their "
              f"unfinished games were played again", file=out)
    if summary.replayed_lost:
        print(f"{len(summary.replayed_lost)} games the database had lost were played again as "
              f"new games: {', '.join(summary.replayed_lost[:8])}", file=out)
    for f in summary.failed[:5]:
        print(f"  game {f['game_id']} failed: {f['error'].strip().splitlines()[-1]}", file=out)
    if summary.failed:
        print(f"{len(summary.failed)} games failed; run the same command again to retry them.",
              file=out)
