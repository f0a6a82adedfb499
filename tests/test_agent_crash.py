"""An agent that raises is never silent: its decisions get the rulebook default, counted as a
``crashed`` fallback in the record, the database and the report, warned about at the end of
``arena play`` and ``arena tournament``; ``--strict`` raises the agent's error instead."""

from __future__ import annotations

import random

import pytest

from agents.base import SeatView
from arena.cli import main
from arena.play.match import play_game
from arena.results.adherence import cause
from arena.storage import Store

SPEC = "py:tests.test_agent_crash:Flaky"


class Flaky:
    """Answers at random, but raises on every 7th decision it is asked (a bug in an agent)."""

    name = "flaky"

    def reset(self, seat: int, seed: int) -> None:
        self.rng, self.asked = random.Random(seed), 0

    def act(self, view: SeatView) -> int:
        self.asked += 1
        if self.asked % 7 == 0:
            raise ZeroDivisionError("flaky agent bug")
        return self.rng.choice(view.decision.legal)


def _seats(n: int = 24) -> str:
    return ",".join([SPEC] + ["random"] * (n - 1))


def test_a_raising_agent_gets_the_default_recorded_as_crashed():
    from agents.random_agent import RandomAgent
    game = play_game("seal", 1, [Flaky()] + [RandomAgent() for _ in range(23)])
    crashed = [f for f in game.fallbacks if cause(f["reason"]) == "crashed"]
    assert crashed and all(f["seat"] == 0 for f in crashed)
    assert "ZeroDivisionError: flaky agent bug" in crashed[0]["reason"]


def test_strict_raises_the_agents_error():
    from agents.random_agent import RandomAgent
    with pytest.raises(ZeroDivisionError) as exc:
        play_game("seal", 1, [Flaky()] + [RandomAgent() for _ in range(23)], strict=True)
    assert any("seat 1" in note and "--strict" in note for note in exc.value.__notes__)


def test_arena_play_warns_about_a_raising_agent_even_once(capsys):
    # a fixed --agent-key: the random seats play the same game every run (seat 1 lives long
    # enough to be asked a seventh time)
    assert main(["play", "--agents", _seats(), "--seed", "1", "--lang", "en",
                 "--agent-key", "k"]) == 0
    err = capsys.readouterr().err
    assert "warning: seat 1 (flaky) raised an error on" in err
    assert "ZeroDivisionError: flaky agent bug" in err and "--strict" in err


def test_arena_play_strict_stops_with_the_traceback(capsys):
    assert main(["play", "--agents", _seats(), "--seed", "1", "--strict", "--agent-key", "k"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "in act" in err and "ZeroDivisionError" in err


def _config(tmp_path) -> str:
    cfg = tmp_path / "t.toml"
    cfg.write_text(f'agents = ["random", "{SPEC}"]\ngames = 2\nseed = 1\nagent_key = "k"\n')
    return str(cfg)


def test_a_tournament_counts_stores_and_warns(tmp_path, capsys):
    run = tmp_path / "run"
    assert main(["tournament", _config(tmp_path), "--workers", "0", "--run-dir", str(run),
                 "--no-progress"]) == 0
    err = capsys.readouterr().err
    assert f"warning: agent {SPEC} raised an error on" in err
    with Store(run, read_only=True) as store:
        n = store.con.execute("SELECT sum(n_fallbacks) FROM games").fetchone()[0]
        crashed = store.con.execute("SELECT count(*) FROM decisions d JOIN seats s ON "
                                    "s.game_id = d.game_id AND s.seat = d.seat WHERE "
                                    "d.fallback_cause = 'crashed'").fetchone()[0]
        others = store.con.execute("SELECT count(*) FROM decisions WHERE fallback AND "
                                   "fallback_cause IS NULL").fetchone()[0]
        assert n and crashed > 0 and others == 0
    head, row = [line.split(" | ") for line in (run / "report.md").read_text().splitlines()
                 if line.startswith(("| agent | fallbacks", f"| {SPEC} |"))]
    assert row[head.index("agent raised an error")] == str(crashed)  # the report's count


def test_a_strict_tournament_fails_the_games_with_the_traceback(tmp_path, capsys):
    run = tmp_path / "run"
    assert main(["tournament", _config(tmp_path), "--workers", "0", "--run-dir", str(run),
                 "--no-progress", "--no-report", "--strict"]) == 1
    err = capsys.readouterr().err
    assert "2 games failed" in err and "in act" in err and "flaky agent bug" in err
    with Store(run, read_only=True) as store:
        assert store.count("games") == 0


def test_a_run_database_made_before_fallback_cause_gains_the_column(tmp_path):
    """An older run database (no ``decisions.fallback_cause``) resumes: the column is added."""
    import duckdb

    from arena.storage.schema import SCHEMA
    run = tmp_path / "run"
    run.mkdir()
    con = duckdb.connect(str(run / "arena.duckdb"))
    for table, cols in SCHEMA.items():
        cols = [(n, t) for n, t in cols if n != "fallback_cause"]
        con.execute(f"CREATE TABLE {table} ({', '.join(f'{n} {t}' for n, t in cols)})")
    con.close()
    with Store(run) as store:
        names = [r[0] for r in store.con.execute("DESCRIBE decisions").fetchall()]
    assert names[-1] == "fallback_cause"


class AsyncFlaky(Flaky):
    """:class:`Flaky` answering through ``act_async`` (as LLM agents do: the async runner)."""

    async def act_async(self, view: SeatView) -> int:
        return self.act(view)


def test_the_async_runner_counts_and_strict_raises_too():
    from agents.random_agent import RandomAgent
    game = play_game("seal", 1, [AsyncFlaky()] + [RandomAgent() for _ in range(23)])
    assert any(cause(f["reason"]) == "crashed" for f in game.fallbacks)
    with pytest.raises(ZeroDivisionError):
        play_game("seal", 1, [AsyncFlaky()] + [RandomAgent() for _ in range(23)], strict=True)
