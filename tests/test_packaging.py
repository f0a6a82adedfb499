"""The test environment is what users get: ``[dev]`` adds test tools only, never an extra that
pins a dependency below what ``pip install bansha-arena`` resolves (``[rl]`` pins ray[rllib],
which pins gymnasium: it once held every test run on an older gymnasium than users had)."""

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


def test_dev_pulls_no_extra_with_exact_pins():
    extras = _project()["optional-dependencies"]
    for req in extras["dev"]:
        m = re.match(r"bansha-arena\[([^\]]+)\]", req)
        for name in (m.group(1).split(",") if m else ()):
            pinned = [r for r in extras[name.strip()] if "==" in r]
            assert not pinned, f"[dev] pulls [{name}], which pins {pinned}"
        assert "==" not in req, f"[dev] pins {req}"


def test_ci_runs_the_rl_tests_where_the_rl_extra_is_installed():
    run = (ROOT / ".ci" / "run").read_text()
    assert "'.[dev]'" in run and "'.[dev,rl]'" in run and "tests/test_rl.py" in run
