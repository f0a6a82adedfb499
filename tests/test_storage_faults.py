"""No silent loss: finished games reach the database file (checkpoint), games the database
loses are reported instead of played again quietly, a damaged database is explained (what is
wrong, what to do) by every command that reads it, and a dead async actor is replaced and its
unfinished games played again."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import duckdb
import pytest

from agents.base import SeatView
from arena.cli import main
from arena.storage import LostGames, Store, StoreError
from arena.tournaments import tournament
from arena.tournaments.config import from_dict

from .test_tournament import fingerprints


def _cfg(games: int = 6, **kw):
    return from_dict({"agents": ["random", "heuristic"], "games": games, "seed": 4,
                      "agent_key": "faults", **kw})


def _run(tmp_path: Path, games: int = 6) -> Path:
    run = tmp_path / "run"
    tournament.run(_cfg(games), run, workers=0, show_progress=False)
    return run


def test_finished_games_are_in_the_database_file_not_only_its_wal(tmp_path):
    """Deleting the write-ahead log (as a crash-time copy or a cleanup would) loses nothing:
    the games were checkpointed into arena.duckdb.  It used to lose every game."""
    run = _run(tmp_path)
    wal = run / "arena.duckdb.wal"
    if wal.exists():
        wal.unlink()
    with Store(run, read_only=True) as store:
        assert store.count("games") == 6


def _kill_after_writing(run: Path, games: int) -> None:
    """Write ``games`` results without a checkpoint and stop as a killed process would (the
    database file is copied as it is on disk, with its WAL)."""
    from arena.tournaments.seating import plan
    from arena.tournaments.worker import play_spec
    import arena.storage.store as store_module
    specs = plan(_cfg(games), "faults")
    saved = store_module.CHECKPOINT_EVERY_S, store_module.FAST_CHECKPOINT_EVERY_S
    store_module.CHECKPOINT_EVERY_S = store_module.FAST_CHECKPOINT_EVERY_S = 1e9
    try:
        store = Store(run)
        tournament._claim_run_dir(store, _cfg(games))
        store.checkpoint()
        for spec in specs:
            store.write_games([play_spec(spec)])
        crashed = run.parent / "crashed"
        crashed.mkdir()
        for name in ("arena.duckdb", "arena.duckdb.wal", "finished.txt"):
            shutil.copy(run / name, crashed / name)
        store.close()
    finally:
        store_module.CHECKPOINT_EVERY_S, store_module.FAST_CHECKPOINT_EVERY_S = saved
    shutil.rmtree(run)
    crashed.rename(run)


def test_games_the_database_lost_are_reported_not_replayed_quietly(tmp_path, capsys):
    run = tmp_path / "run"
    _kill_after_writing(run, 4)
    (run / "arena.duckdb.wal").unlink()          # the WAL with the four games is gone
    with pytest.raises(LostGames) as lost:
        tournament.run(_cfg(4), run, workers=0, show_progress=False)
    assert lost.value.ids == ["g000000", "g000001", "g000002", "g000003"]
    assert "--replay-lost" in str(lost.value) and "finished.txt" in str(lost.value)
    cfg = tmp_path / "t.toml"
    cfg.write_text('agents = ["random", "heuristic"]\ngames = 4\nseed = 4\nagent_key = "faults"\n')
    argv = ["tournament", str(cfg), "--workers", "0", "--run-dir", str(run), "--no-progress",
            "--no-report"]
    assert main(argv) == 2
    assert "4 finished games are missing" in capsys.readouterr().err
    assert main(argv + ["--replay-lost"]) == 0
    out = capsys.readouterr()
    assert "played again as new games" in out.err and "note: 4 games were lost" in out.out
    with Store(run, read_only=True) as store:
        assert store.count("games") == 4 and store.lost_ids() == []


def _damage(path: Path, how: str) -> None:
    size = path.stat().st_size
    if how == "truncated":
        with open(path, "r+b") as f:
            f.truncate(size // 2)
    elif how == "emptied":
        path.write_bytes(b"")
    elif how == "overwritten":
        path.write_bytes(b"not a database " * 100)
    elif how == "scribbled":
        with open(path, "r+b") as f:
            f.seek(size // 2)
            f.write(random.Random(0).randbytes(size // 4))


@pytest.mark.parametrize("how", ["truncated", "emptied", "overwritten", "scribbled"])
def test_a_damaged_database_is_explained_by_every_command(tmp_path, capsys, how):
    run = _run(tmp_path, 2)
    _damage(run / "arena.duckdb", how)
    cfg = tmp_path / "t.toml"
    cfg.write_text('agents = ["random", "heuristic"]\ngames = 3\nseed = 4\nagent_key = "faults"\n')
    for argv in (["report", str(run)], ["export", str(run), "--parquet"],
                 ["replay", f"{run}:g000000"],
                 ["tournament", str(cfg), "--workers", "0", "--run-dir", str(run),
                  "--no-progress", "--no-report"]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert "Traceback" not in err and str(run / "arena.duckdb") in err, (argv, err)
        assert "in use by another process" not in err
        assert "backup" in err or "cannot be read" in err, err


def test_a_damaged_wal_is_explained(tmp_path, capsys):
    run = tmp_path / "run"
    _kill_after_writing(run, 2)
    with open(run / "arena.duckdb.wal", "r+b") as f:
        f.seek(200)
        f.write(b"\xff" * 4000)
    assert main(["report", str(run)]) == 2
    err = capsys.readouterr().err
    assert "write-ahead log" in err and "arena.duckdb.wal" in err and "Traceback" not in err


def test_a_database_in_use_is_said_to_be_in_use(tmp_path):
    run = _run(tmp_path, 1)
    import subprocess
    import sys
    holder = subprocess.Popen([sys.executable, "-c", f"import duckdb,time; c=duckdb.connect("
                               f"{str(run / 'arena.duckdb')!r}); print('ok', flush=True); "
                               f"time.sleep(30)"], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "ok"
        with pytest.raises(StoreError, match="in use by another process"):
            Store(run)
    finally:
        holder.kill()
        holder.wait()


class Killer:
    """Kills the process it plays in the first time it is asked anything (a marker file
    remembers that it did), then plays at random."""

    name = "killer"
    io_bound = True

    def __init__(self, marker: str) -> None:
        self.marker = Path(marker)
        self.rng = random.Random(0)

    def reset(self, seat: int, seed: int) -> None:
        self.rng.seed(seed)

    def act(self, view: SeatView) -> int:
        if not self.marker.exists():
            self.marker.write_text("killed once")
            os._exit(1)
        return view.decision.legal[self.rng.randrange(len(view.decision.legal))]


def test_a_dead_actor_is_replaced_and_its_games_played_again(tmp_path, ray_local):
    marker = tmp_path / "marker"
    spec = f"py:tests.test_storage_faults:Killer:{marker}"
    cfg = from_dict({"agents": ["random", {"name": "killer", "spec": spec}], "games": 6,
                     "seed": 2, "agent_key": "actors", "ray": {"actor_concurrency": 4}})
    summary = tournament.run(cfg, tmp_path / "ray", workers=2, show_progress=False)
    assert summary.mode == "actors" and marker.exists()
    assert summary.failed == [] and summary.played == 6
    assert summary.info["actor_restarts"] >= 1
    tournament.run(cfg, tmp_path / "serial", workers=0, show_progress=False)
    assert fingerprints(tmp_path / "ray") == fingerprints(tmp_path / "serial")
    with duckdb.connect(str(tmp_path / "ray" / "arena.duckdb"), read_only=True) as con:
        assert con.execute("SELECT count(DISTINCT game_id) FROM games").fetchone()[0] == 6
