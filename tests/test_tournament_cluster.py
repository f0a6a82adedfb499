"""Tournaments as a user runs them (the `arena` command in a subprocess) against a ray head
this module starts on 127.0.0.1: kill-and-resume loses and duplicates nothing, and
``--address`` (Ray Client ``ray://`` and the GCS address) gives the serial results."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import duckdb
import pytest

from arena.tournaments import tournament
from arena.tournaments.config import load
from tests.test_tournament import fingerprints

ROOT = Path(__file__).resolve().parents[1]
ARENA = [sys.executable, "-m", "arena.cli"]
CONFIG = """
name = "resume-test"
ruleset = "seal"
games = {games}
seed = 7
seating = "rotate"
agents = ["heuristic", "random"]
agent_key = "resume-test"    # the same agents' seeds in every run directory compared

[ray]
batch = 2
"""


class Gated:
    """The random agent, except that while the gate file ``ARG`` exists a worker process
    plays one game only: the seats of its next game wait at ``reset`` until the gate is
    removed (or the process is killed).  A run of it can store a game or two but never finish
    on its own, however fast or slow the machine; without the gate it is the random agent."""

    name = "random"
    made = 0  # instances built in this process (one per seat of each game)
    SEATS = 24  # at most one game's worth of seats

    def __init__(self, gate: str) -> None:
        from agents.random_agent import RandomAgent
        self.gate, self.inner = Path(gate), RandomAgent()
        Gated.made += 1
        self.late = Gated.made > Gated.SEATS

    def reset(self, seat: int, seed: int) -> None:
        while self.late and self.gate.exists():
            time.sleep(0.05)
        self.inner.reset(seat, seed)

    def act(self, view):
        return self.inner.act(view)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _env() -> dict[str, str]:
    env = dict(os.environ, RAY_AUTH_MODE="disabled", RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER="0",
               PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


@pytest.fixture(scope="module")
def ray_head(tmp_path_factory):
    """`ray start --head --block` on 127.0.0.1 with its own ports and temp dir; stopped by its
    pid (SIGTERM makes `ray start --block` stop everything it started)."""
    ray_bin = shutil.which("ray", path=str(Path(sys.executable).parent))
    if ray_bin is None:
        pytest.skip("the ray command is not installed")
    gcs, client, agent = _free_port(), _free_port(), _free_port()
    temp = Path(f"/tmp/ray_t{os.getpid()}")
    log = tmp_path_factory.mktemp("head") / "head.log"
    proc = subprocess.Popen(
        [ray_bin, "start", "--head", "--block", f"--port={gcs}",
         f"--ray-client-server-port={client}", f"--dashboard-agent-listen-port={agent}",
         "--node-ip-address=127.0.0.1", "--num-cpus=2", "--include-dashboard=false",
         f"--temp-dir={temp}", "--disable-usage-stats"],
        stdout=log.open("w"), stderr=subprocess.STDOUT, env=_env())
    deadline = time.monotonic() + 120
    while "Ray runtime started" not in log.read_text():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail("ray head did not start:\n" + log.read_text()[-3000:])
        time.sleep(0.5)
    yield {"gcs": f"127.0.0.1:{gcs}", "client": f"ray://127.0.0.1:{client}"}
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
    shutil.rmtree(temp, ignore_errors=True)


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """The serial run of the test tournament (the results every other run must equal)."""
    d = tmp_path_factory.mktemp("ref")
    cfg_path = d / "t.toml"
    cfg_path.write_text(CONFIG.format(games=40))
    tournament.run(load(cfg_path), d / "run", workers=0, show_progress=False)
    return cfg_path, fingerprints(d / "run")


def test_kill_and_resume_loses_and_duplicates_nothing(tmp_path, ray_head, reference):
    """Deterministic whatever the load: the random seats are :class:`Gated`, so each worker
    plays one game and the run cannot finish before it is killed (it once waited for 6 games
    while all 40 were done)."""
    ref_path, expected = reference
    gate = tmp_path / "gate"
    gate.touch()
    cfg_path = tmp_path / "t.toml"
    cfg_path.write_text(ref_path.read_text().replace(
        'agents = ["heuristic", "random"]',
        'agents = ["heuristic", {name = "random", spec = "py:tests.test_tournament_cluster:'
        f'Gated:{gate}"}}]'))
    run = tmp_path / "run"
    cmd = [*ARENA, "tournament", str(cfg_path), "--run-dir", str(run), "--address",
           ray_head["gcs"], "--no-report", "--no-progress"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=_env(), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    progress = run / "progress.json"
    deadline = time.monotonic() + 180
    done = 0
    while time.monotonic() < deadline and proc.poll() is None and done < 1:
        if progress.exists():
            try:
                done = json.loads(progress.read_text())["done"]
            except (ValueError, KeyError):
                pass
        time.sleep(0.05)
    assert proc.poll() is None, "the run ended before it could be killed"
    assert done >= 1, "no game was stored in 180 s"
    os.killpg(proc.pid, signal.SIGKILL)  # the driver and anything it started, mid-write
    proc.wait(30)
    gate.unlink()  # the same command plays on (workers still waiting, if any, go on too)
    kept = fingerprints(run)
    assert 0 < len(kept) < 40
    assert set(kept) <= set(expected)  # only whole games, each exactly as the serial run played it
    # the same command again resumes: every game exactly once, identical to the serial run
    again = subprocess.run(cmd, cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr[-3000:]
    assert f"{len(kept)} were already done" in again.stderr
    assert fingerprints(run) == expected


def test_address_ray_client_gives_the_serial_results(tmp_path, ray_head, reference):
    cfg_path, expected = reference
    cfg_path2 = tmp_path / "t.toml"
    cfg_path2.write_text(cfg_path.read_text().replace("games = 40", "games = 12"))
    out = subprocess.run([*ARENA, "tournament", str(cfg_path2), "--run-dir", str(tmp_path / "run"),
                          "--address", ray_head["client"], "--no-progress"],
                         cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "heuristic" in out.stdout and "report:" in out.stdout
    assert fingerprints(tmp_path / "run") == expected[:12]
    assert (tmp_path / "run" / "report.html").stat().st_size > 20_000


def test_a_client_server_that_fails_to_start_the_job_is_asked_again(monkeypatch):
    """A Ray Client server answers "Starting Ray client server failed" when the process it
    starts for a new job dies (a transient failure of the server): connect asks again; any
    other connection error is raised at once."""
    import ray
    from arena.tournaments import scheduler

    calls: list[str] = []
    failures = [ConnectionAbortedError("Initialization failure from server:\nRuntimeError: "
                                       "Starting Ray client server failed. See x.err")]

    def init(address=None, **kwargs):
        calls.append(address)
        if failures:
            raise failures.pop()

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", init)
    monkeypatch.setattr(ray, "shutdown", lambda: calls.append("shutdown"))
    monkeypatch.setattr(scheduler, "CLIENT_START_PAUSE_S", 0.0)
    assert scheduler.connect("ray://10.0.0.9:10001") is True
    assert calls == ["ray://10.0.0.9:10001", "shutdown", "ray://10.0.0.9:10001"]

    calls.clear()
    failures[:] = [ConnectionRefusedError("nothing listens there")]
    with pytest.raises(ConnectionRefusedError):
        scheduler.connect("ray://10.0.0.9:10001")
    assert calls == ["ray://10.0.0.9:10001"]

    calls.clear()
    failures[:] = [ConnectionAbortedError("Starting Ray client server failed")] * 3
    with pytest.raises(ConnectionAbortedError):
        scheduler.connect("ray://10.0.0.9:10001")
    assert calls.count("ray://10.0.0.9:10001") == scheduler.CLIENT_START_TRIES
