"""The command line fails clearly and early: bad board options for every ruleset, negative
worker counts and unreachable clusters before a run directory is claimed, a Ctrl-C that says
what is saved, a closed pipe without a traceback, and ``py:`` agents from the current
directory with one clear line when they are missing."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import rulesets
from agents.registry import make_agent
from arena.cli import main
from rulesets.engine.ruleset import BoardError

RULESETS = ["seal", "dark_moon", "xinghan", "nezha", "clocktower"]
ROOT = Path(__file__).resolve().parents[1]


def _cli(*args: str, cwd: Path = ROOT, **kw) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "arena.cli", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


@pytest.mark.parametrize("ruleset_id", RULESETS)
@pytest.mark.parametrize("days", [0, -3])
def test_a_board_of_no_days_is_refused_by_every_ruleset(ruleset_id, days):
    """``--board max_days=0`` (or negative) is a clear error, not 48 draws."""
    with pytest.raises(BoardError, match="max_days"):
        rulesets.get(ruleset_id).board({"max_days": days})


def test_bad_board_option_on_the_command_line_is_one_line(capsys):
    assert main(["play", "--ruleset", "seal", "--board", "max_days=-3"]) == 2
    err = capsys.readouterr().err
    assert "max_days" in err and "from 1 to 200" in err and "Traceback" not in err


def test_negative_workers_are_refused_before_a_run_directory_is_claimed(tmp_path, capsys):
    cfg = tmp_path / "t.toml"
    cfg.write_text('ruleset = "seal"\ngames = 2\nagents = ["random"]\n')
    with pytest.raises(SystemExit) as exc:
        main(["tournament", str(cfg), "--workers", "-1", "--run-dir", str(tmp_path / "run")])
    assert exc.value.code == 2 and "must be 0 or more" in capsys.readouterr().err
    assert not (tmp_path / "run").exists()
    from arena.tournaments import config, tournament
    with pytest.raises(ValueError, match="workers"):
        tournament.run(config.load(cfg), tmp_path / "run2", workers=-1, show_progress=False)
    assert not (tmp_path / "run2").exists()


def test_an_unreachable_cluster_is_a_clear_error_within_seconds(tmp_path, capsys):
    cfg = tmp_path / "t.toml"
    cfg.write_text('ruleset = "seal"\ngames = 2\nagents = ["random"]\n')
    t0 = time.monotonic()
    code = main(["tournament", str(cfg), "--address", "127.0.0.1:1",
                 "--run-dir", str(tmp_path / "run")])
    err = capsys.readouterr().err
    assert code == 2 and time.monotonic() - t0 < 15
    assert "cannot reach the ray cluster at 127.0.0.1:1" in err and "Traceback" not in err
    assert not (tmp_path / "run").exists()


def test_a_closed_pipe_ends_quietly():
    """``arena rules clocktower --json | head -1`` (more than a pipe's buffer): no
    BrokenPipeError traceback, and also the ruleset whose orders are built on demand lists."""
    p = _cli("rules", "clocktower", "--json")
    assert p.stdout is not None
    p.stdout.readline()
    p.stdout.close()  # the reader goes away
    err = p.stderr.read() if p.stderr else ""
    p.wait(60)
    assert "Traceback" not in err and "BrokenPipe" not in err, err


class Interrupter:
    """A random player whose table is stopped by a Ctrl-C (a KeyboardInterrupt from ``act``)
    once the third game has begun."""

    name = "interrupter"
    resets = 0

    def __init__(self) -> None:
        self.rng = random.Random(0)

    def reset(self, seat: int, seed: int) -> None:
        Interrupter.resets += 1

    def act(self, view):
        if Interrupter.resets > 2 * view.n_seats:
            raise KeyboardInterrupt
        return view.legal[self.rng.randrange(len(view.legal))]


def test_ctrl_c_in_process_says_two_games_are_saved(tmp_path, capsys):
    Interrupter.resets = 0
    cfg = tmp_path / "t.toml"
    cfg.write_text('ruleset = "seal"\ngames = 5\nagents = [{name = "i", '
                   'spec = "py:tests.test_cli_robust:Interrupter"}]\n')
    code = main(["tournament", str(cfg), "--workers", "0", "--run-dir", str(tmp_path / "run"),
                 "--no-progress"])
    err = capsys.readouterr().err
    assert code == 130 and "2 of 5 games are saved" in err
    assert "run the same command again to resume" in err


@pytest.mark.slow
def test_ctrl_c_says_what_is_saved_and_how_to_resume(tmp_path):
    """A real SIGINT to ``arena tournament`` (DuckDB would turn one inside a query into an
    error): a clear message, exit 130, no traceback."""
    cfg = tmp_path / "t.toml"
    cfg.write_text('ruleset = "seal"\ngames = 400\nagents = ["random"]\n')
    run = tmp_path / "run"
    p = _cli("tournament", str(cfg), "--workers", "0", "--run-dir", str(run), "--no-progress")
    ledger = run / "finished.txt"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and p.poll() is None:
        if ledger.exists() and ledger.read_text().split():
            break
        time.sleep(0.1)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    saved = len(set(ledger.read_text().split()))
    assert f"{saved} of 400 games are saved" in err and "run the same command again" in err


def test_py_agents_import_from_the_current_directory(tmp_path, monkeypatch):
    (tmp_path / "my_table_bot.py").write_text(
        "class Bot:\n    name = 'mine'\n    def reset(self, seat, seed): pass\n"
        "    def act(self, view): return view.legal[0]\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    assert make_agent("py:my_table_bot:Bot", "seal").name == "mine"
    with pytest.raises(ValueError, match=r"^py:no_such_mod:Bot: no module 'no_such_mod' in the "
                                         r"current directory"):
        make_agent("py:no_such_mod:Bot", "seal")
    with pytest.raises(ValueError, match=r"has no 'Nope'"):
        make_agent("py:my_table_bot:Nope", "seal")


def test_a_missing_py_agent_is_one_line_on_the_command_line(capsys):
    assert main(["play", "--agents", "py:no_such_mod:Bot"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "no module 'no_such_mod'" in err
