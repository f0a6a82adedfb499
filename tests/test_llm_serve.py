"""``arena llm serve`` never leaves its llama-server behind: a fake child server is stopped
when the foreground process gets SIGTERM, SIGINT (Ctrl-C) or is killed outright."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHILD = "import os, sys, time; open(sys.argv[1], 'w').write(str(os.getpid())); time.sleep(600)"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead too
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except OSError:
        return True


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_the_child_server_stops_with_the_foreground_process(tmp_path, sig):
    if sig == signal.SIGKILL and not sys.platform.startswith("linux"):
        pytest.skip("the parent-death signal is Linux's")
    pidfile = tmp_path / "child.pid"
    code = ("import sys; from arena.llm.server import run_foreground; "
            f"sys.exit(run_foreground([sys.executable, '-c', {CHILD!r}, {str(pidfile)!r}]))")
    parent = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    deadline = time.monotonic() + 30
    while not (pidfile.exists() and pidfile.read_text()) and time.monotonic() < deadline:
        time.sleep(0.05)
    child = int(pidfile.read_text())
    assert _alive(child)
    parent.send_signal(sig)
    rc = parent.wait(30)
    assert rc == (128 + sig if sig != signal.SIGKILL else -sig)
    deadline = time.monotonic() + 10
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child), "llama-server left running as an orphan"


def test_serve_options_reach_the_command(monkeypatch):
    from arena.llm import server
    monkeypatch.setattr(server, "binary", lambda install=True: "llama-server")
    monkeypatch.setattr(server, "model_file", lambda install=True: Path("m.gguf"))
    cmd = server.command(9000, threads=3, parallel=2, ctx=8192, cache_mib=256)
    flags = dict(zip(cmd[1::2], cmd[2::2]))
    assert flags["-t"] == "3" and flags["-np"] == "2" and flags["-c"] == "8192"
    assert cmd[cmd.index("--cache-ram") + 1] == "256"
    seen = {}
    monkeypatch.setattr(server, "run_foreground", lambda c: seen.setdefault("cmd", c) and 0)
    from arena.cli import main
    assert main(["llm", "serve", "--threads", "2", "--parallel", "8", "--ctx", "32768"]) == 0
    assert seen["cmd"][seen["cmd"].index("-np") + 1] == "8"
    with pytest.raises(SystemExit):
        main(["llm", "serve", "--threads", "-1"])
