"""``arena bench``: the env loop's figures, and the same-run ratio to TextArena (run by another
interpreter: here a stand-in ``textarena`` package, so the plumbing is checked without it)."""

from __future__ import annotations

import json
import sys
import textwrap

import pytest

from arena.bench.env import SECRETMAFIA_SCRIPT, same_run
from arena.cli import main

STAND_IN = '''
__version__ = "stand-in"

class _Phase:
    name = "DAY_DISCUSSION"

class _State:
    game_state = {"alive_players": [0, 1, 2]}

class _Env:
    phase, state = _Phase(), _State()
    def reset(self, num_players, seed): self.n = 0
    def get_observation(self): return (0, "obs")
    def step(self, text):
        assert text.startswith("I think [")
        self.n += 1
        return self.n >= 10, {}
    def close(self): pass

def make(name):
    assert name == "SecretMafia-v0"
    return _Env()
'''


def test_bench_prints_its_figures_and_labels_the_fixed_reference(capsys):
    assert main(["bench", "--mode", "vector", "--seconds", "0.2", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["decisions"] > 0 and r["decisions_per_s"] > 0 and r["env_kb_midgame"] > 0
    assert main(["bench", "--mode", "text", "--seconds", "0.2"]) == 0
    assert "fixed TextArena SecretMafia-v0 reference" in capsys.readouterr().out


def test_textarena_in_a_python_without_it_is_a_clear_error(capsys):
    assert main(["bench", "--textarena", sys.executable, "--seconds", "0.2",
                 "--rounds", "1"]) == 1
    err = capsys.readouterr().err
    assert "could not play TextArena" in err and "pip install textarena" in err
    assert main(["bench", "--textarena", "/no/such/python", "--seconds", "0.2"]) == 1
    assert main(["bench", "--textarena", sys.executable, "--rounds", "0"]) == 2


def test_same_run_ratio_is_ours_over_theirs_per_cpu_second_in_each_round(tmp_path, monkeypatch):
    (tmp_path / "textarena").mkdir()
    (tmp_path / "textarena" / "__init__.py").write_text(textwrap.dedent(STAND_IN))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    r = same_run(sys.executable, "seal", "vector", seconds=0.3, rounds=2)
    assert r["textarena"] == "stand-in" and len(r["rounds"]) == 2
    for x in r["rounds"]:
        assert x["ratio"] == pytest.approx(
            x["decisions_per_cpu_s"] / x["textarena_decisions_per_cpu_s"], rel=2e-3, abs=1e-3)
    lo, hi = sorted(x["ratio"] for x in r["rounds"])
    assert r["ratio_median"] == pytest.approx((lo + hi) / 2, abs=1e-3)
    assert SECRETMAFIA_SCRIPT.name != "textarena.py"  # run by its path, it must not shadow it
