"""The docs say what is there: every docs file they reference exists, the README says where the
rulebooks are and how seats are numbered, and a report has one leaderboard (also for a pool of
one agent, and with the head-to-head plot of camps seating)."""

from __future__ import annotations

import re
from pathlib import Path

from arena.cli.parser import build_parser
from arena.reports.report import write_report
from arena.tournaments import tournament
from arena.tournaments.config import from_dict

ROOT = Path(__file__).resolve().parents[1]


def test_every_referenced_doc_exists():
    texts = [ROOT.joinpath("README.md").read_text()]
    texts += [p.read_text() for p in ROOT.glob("docs/*.md")]
    parser = build_parser()
    texts.append(parser.format_help())
    for action in parser._subparsers._group_actions:  # every subcommand's help
        texts += [sub.format_help() for sub in action.choices.values()]
    named = {m for t in texts for m in re.findall(r"docs/[\w/.-]+?\.md", t)}
    assert "docs/tournaments.md" in named and "docs/agents.md" in named
    missing = sorted(n for n in named if not (ROOT / n).exists() and "<" not in n)
    assert not missing, missing


def test_readme_says_where_the_rulebooks_are_and_how_seats_count():
    readme = ROOT.joinpath("README.md").read_text()
    assert "shared/rulebooks/" in readme and "not part of this repository" in readme
    assert "Seats are 0-based" in readme


def test_a_pool_of_one_agent_is_rated():
    """Ratings once failed with a NameError when one agent played every seat."""
    from arena.results.ratings import rate_rows
    games = [{"game_id": "g1", "idx": 0, "winner": "wolf"}]
    seats = [{"game_id": "g1", "agent": "random", "camp": c, "won": c == "wolf"}
             for c in ("wolf", "good", "good")]
    overall, per_camp = rate_rows(games, seats)
    assert [r.name for r in per_camp["wolf"]] == ["random"] and per_camp["good"][0].games == 1


def test_the_report_has_one_leaderboard_and_its_head_to_head_plot(tmp_path):
    cfg = from_dict({"name": "camps", "agents": ["random", "heuristic"], "games": 2, "seed": 1,
                     "seating": "camps"})
    run = tmp_path / "camps"
    tournament.run(cfg, run, workers=0, show_progress=False)
    _, md = write_report(run)
    text = md.read_text()
    assert text.count("## Leaderboard") == 1 and "Leaderboard" not in text.split("## Leaderboard")[0]
    assert (run / "plots" / "head_to_head.png").exists()
