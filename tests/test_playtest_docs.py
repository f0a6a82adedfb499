"""docs/playtest.md, followed as a newcomer would: the files it shows are the files of
experiments/playtest/, and every ``arena playtest`` command it gives runs (with a few games,
serially: the extra options are appended, so the documented ones are all used)."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest

from arena.cli import main

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "playtest.md").read_text(encoding="utf-8")
EXAMPLE = ROOT / "experiments" / "playtest"
#: appended to every documented command: a few games, in this process
SMALL = ["--max-games", "2", "--min-games", "2", "--batch", "2", "--workers", "0", "--no-progress"]


def blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", DOC, re.S)


def commands() -> list[str]:
    out = []
    for block in blocks("bash"):
        out += [line.strip() for line in block.splitlines() if line.strip().startswith("arena playtest")]
    return out


def test_the_files_the_guide_shows_are_the_example_files():
    texts = {p.read_text(encoding="utf-8") for p in EXAMPLE.rglob("*") if p.suffix in (".toml", ".py")}
    for block in blocks("toml"):
        assert block in texts, block[:80]
    informant = (EXAMPLE / "roles" / "informant.py").read_text(encoding="utf-8")
    for block in blocks("python"):
        assert block.strip() in informant


def test_the_guide_has_the_measured_table_of_the_generic_policy():
    assert "POLICY_TABLE" not in DOC
    table = (EXAMPLE / "policy_vs_heuristic.md").read_text(encoding="utf-8")
    rows = [line for line in table.splitlines() if line.startswith("| seal") or
            line.startswith("| dark_moon")]
    assert rows and all(row in DOC for row in rows)


def test_the_committed_report_is_there():
    report = json.loads((EXAMPLE / "report" / "report.json").read_text(encoding="utf-8"))
    assert report["design"]["name"] == "seal_watchman"
    watchman = next(r for r in report["roles"] if r["role"] == "watchman")
    assert watchman["new"] and watchman["impact"]["with"]["n"] >= 100
    html = (EXAMPLE / "report" / "report.html").read_text(encoding="utf-8")
    assert "data:image/png;base64," in html
    assert (EXAMPLE / "report" / "report.md").read_text(encoding="utf-8").count("](plots/") >= 4


@pytest.mark.parametrize("command", commands())
def test_every_command_of_the_guide_runs(command, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    argv = shlex.split(command)[1:]
    if any(a.startswith("llm:") for a in argv):  # no model in the tests: the stand-in agent
        argv = [("mock-llm" if a.startswith("llm:") else a) for a in argv]
    argv += SMALL + ["--run-dir", str(tmp_path / "run")]
    code = main(argv)
    err = capsys.readouterr().err
    if "broken" in command:
        documented = next(line for line in DOC.splitlines() if line.startswith("arena playtest: error:"))
        assert code == 2 and documented in err
        return
    assert code == 0, err
    if "--fit-strength" in command:
        assert (tmp_path / "run" / "strength.md").is_file()
    else:
        report = json.loads((tmp_path / "run" / "report.json").read_text(encoding="utf-8"))
        assert report["games"] >= 2
        if "--against" in command:
            assert report["comparison"]["camps"]
        if "--tune" in command:
            assert [p["value"] for p in report["tune"]["points"]] == [1, 2, 3, 4]
        if "llm" in command:
            assert report["cost"]["calls"] > 0


def test_the_committed_nezha_strength_fit_sets_the_rulebooks_values_beside():
    rep = json.loads((EXAMPLE / "nezha_strength" / "strength.json").read_text(encoding="utf-8"))
    assert rep["ruleset"] == "nezha" and rep["draft"] == "deal" and rep["games"] >= 400
    assert rep["agreement"]["against"] == "rulebook" and rep["agreement"]["n"] >= 60
    assert all(r["rulebook"] is not None and r["low"] < r["strength"] < r["high"] for r in rep["roles"])
    rho = f"ρ = {rep['agreement']['rho']:.2f} [{rep['agreement']['low']:.2f}, {rep['agreement']['high']:.2f}]"
    assert rho in DOC and rho in (EXAMPLE / "nezha_strength" / "strength.md").read_text(encoding="utf-8")
