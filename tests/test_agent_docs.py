"""docs/agents.md's worked agent runs on every ruleset, and docs/catalogue.md is what the
rulesets' data generates today."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from agents.registry import make_agent
from arena.play.match import play_game
from arena.reports.catalogue import catalogue_markdown

DOCS = Path(__file__).resolve().parents[1] / "docs"
RULESETS = ["seal", "dark_moon", "xinghan", "nezha", "clocktower"]


@pytest.fixture
def sceptic_module(tmp_path, monkeypatch):
    """The first Python block of docs/agents.md saved as ``sceptic.py`` in the current
    directory (as a reader would), imported through the ``py:`` spec."""
    code = re.search(r"```python\n(.*?)```", (DOCS / "agents.md").read_text(), re.S).group(1)
    (tmp_path / "sceptic.py").write_text(code)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    monkeypatch.delitem(sys.modules, "sceptic", raising=False)
    yield "py:sceptic:Sceptic"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_worked_agent_plays_every_ruleset_without_a_fallback(ruleset_id, sceptic_module):
    from rulesets import get
    rs = get(ruleset_id)
    n = rs.n_seats(rs.board({}))
    agents = [make_agent(sceptic_module, ruleset_id) for _ in range(n)]
    game = play_game(ruleset_id, 3, agents, board={"max_days": 8})
    assert game.over
    assert not game.fallbacks, game.fallbacks[:3]
    texts = [e.data.get("text") for e in game.events if e.kind == "speech" and e.data.get("text")]
    assert any("telling the truth" in t for t in texts) or ruleset_id not in ("seal", "dark_moon")


def test_the_catalogue_is_current():
    """Regenerate with ``python -m arena.reports.catalogue > docs/catalogue.md``."""
    assert (DOCS / "catalogue.md").read_text() == catalogue_markdown(), \
        "docs/catalogue.md is stale: python -m arena.reports.catalogue > docs/catalogue.md"
