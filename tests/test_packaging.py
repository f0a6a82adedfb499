"""The tests run on what users get: ``[test]`` adds test tools only, never an extra that pins a
dependency below what ``pip install bansha-arena`` resolves (``[rl]`` pins ray[rllib], which
pins gymnasium: it once held every test run on an older gymnasium than users had), and CI runs
the env's checks in a ``[test]`` environment besides the whole suite in ``[dev]`` (which adds
``[rl]``, what an RL user installs)."""

from __future__ import annotations

import re
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover - Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parents[1]


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def test_test_extra_pulls_no_extra_with_exact_pins():
    extras = _project()["optional-dependencies"]
    for req in extras["test"]:
        m = re.match(r"bansha-arena\[([^\]]+)\]", req)
        for name in (m.group(1).split(",") if m else ()):
            pinned = [r for r in extras[name.strip()] if "==" in r]
            assert not pinned, f"[test] pulls [{name}], which pins {pinned}"
        assert "==" not in req, f"[test] pins {req}"


def test_ci_runs_everything_with_rl_and_the_env_checks_without():
    extras = _project()["optional-dependencies"]
    assert "bansha-arena[rl]" in extras["dev"] and "bansha-arena[test]" in extras["dev"]
    run = (ROOT / ".ci" / "run").read_text()
    assert "'.[dev]'" in run and "'.[test]'" in run and "tests/test_env.py" in run
