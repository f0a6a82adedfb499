"""The tournament's storage path: workers send a game as the database's rows, the driver
stores fast games in groups (one transaction each) and slow ones at once, a killed run's held
games are played again (never reported lost), checkpoints wait longer only for fast games, and
``arena bench --tournament`` reports the driver's CPU per game."""

from __future__ import annotations

import arena.storage.store as store_module
from arena.cli import main
from arena.storage import Store
from arena.storage.group import GroupCommit
from arena.tournaments import tournament
from arena.tournaments.config import from_dict
from arena.tournaments.seating import plan
from arena.tournaments.worker import play_spec


def _cfg(games: int = 3):
    return from_dict({"agents": ["random"], "games": games, "seed": 2, "agent_key": "group"})


def _packed(n: int) -> list[dict]:
    return [play_spec(spec, pack=True) for spec in plan(_cfg(n), "group")[:n]]


def test_a_packed_result_is_rows_not_a_record():
    r = _packed(1)[0]
    assert "record" not in r and r["n_decisions"] > 0
    assert {"games", "seats", "decisions", "events"} <= set(r["tables"])
    assert all(isinstance(b, bytes) for b in r["tables"].values())


def test_fast_games_are_stored_in_groups_and_slow_ones_at_once(tmp_path):
    fast = _packed(3)
    slow = dict(fast[2], duration_s=5.0)  # an LLM game's time
    groups = []
    with Store(tmp_path) as store:
        writer = GroupCommit(store, lambda group, n: groups.append((len(group), n)), every_s=60)
        assert writer.add([fast[0]]) == 0 and writer.add([fast[1]]) == 0  # held
        assert store.count("games") == 0
        assert writer.add([slow]) == 3                                    # written at once
        assert groups == [(3, 3)] and store.count("games") == 3
        assert writer.add([fast[0]]) == 0 and writer.flush() == 0          # a duplicate
        assert store.done_ids() == {"g000000", "g000001", "g000002"}


def test_games_held_when_a_run_is_killed_are_played_again_not_lost(tmp_path):
    run, cfg = tmp_path / "run", _cfg(3)
    results = _packed(2)
    store = Store(run)
    tournament._claim_run_dir(store, cfg)
    writer = GroupCommit(store, every_s=60)
    writer.add([results[0]])
    writer.flush()
    writer.add([results[1]])  # held: never reaches the database nor the ledger
    store.close()             # the process dies here
    again = tournament.run(cfg, run, workers=0, show_progress=False)
    assert (again.already_done, again.played, again.replayed_lost) == (1, 2, [])
    with Store(run, read_only=True) as s:
        assert s.count("games") == 3 and s.lost_ids() == []


def test_only_fast_games_wait_longer_for_their_checkpoint(tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "CHECKPOINT_EVERY_S", 0.0)
    monkeypatch.setattr(store_module, "FAST_CHECKPOINT_EVERY_S", 1e9)
    fast, other = _packed(2)
    with Store(tmp_path) as store:
        store.write_games([fast])
        assert not store.checkpoint_if_due()           # fast games: the long interval
        store.write_games([dict(other, duration_s=2.0)])
        assert not store.checkpoint_if_due()           # done by the write itself
        assert not store._unsaved


def test_bench_tournament_reports_games_per_second_and_the_driver_cpu(capsys):
    assert main(["bench", "--tournament", "--games", "2", "--workers", "0"]) == 0
    out = capsys.readouterr().out
    assert "serial" in out and "games/s" in out and "ms CPU/game" in out
    assert main(["bench", "--tournament", "--games", "0"]) == 2


def test_bench_storage_ceiling_times_storing_alone(capsys, monkeypatch):
    """``--storage``: the games are played first, then only their storing is timed; every
    game is written (a write that skipped games would inflate the figure)."""
    from arena.storage.store import Store
    from arena.bench import tournament as bt
    written = []
    real = Store.write_games

    def spy(self, results):
        n = real(self, results)
        written.append(n)
        return n
    monkeypatch.setattr(Store, "write_games", spy)
    rep = bt.storage_ceiling(games=3, group=2)
    assert rep["games"] == 3 and written == [2, 1] and rep["group"] == 2
    assert rep["games_per_s"] > 0 and rep["cpu_ms_per_game"] > 0
    assert rep["decisions_per_game"] > 100
    assert main(["bench", "--tournament", "--storage", "--games", "2"]) == 0
    assert "storage alone" in capsys.readouterr().out


def test_bench_reads_the_cpu_of_child_processes():
    from arena.bench.tournament import descendants_cpu, summarise
    kids = descendants_cpu()
    assert kids is None or isinstance(kids, dict)
    runs = [{"workers": w, "games_per_s": g, "driver_cpu_ms_per_game": 1.0,
             "worker_cpu_ms_per_game": 10.0, "ray_cpu_ms_per_game": 0.5, "driver_share": 0.1}
            for w, g in ((1, 10.0), (2, 18.0), (1, 12.0), (2, 20.0))]
    s = summarise(runs)
    assert s["2"]["speedup_vs_1_worker"] == (1.8 + 20 / 12) / 2 and s["1"]["games_per_s"] == 11.0
