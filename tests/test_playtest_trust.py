"""``arena playtest`` is as honest as a tournament: an agent whose model endpoint does not
answer stops it before the first game (unless ``--allow-fallback``), fallbacks are a rate of
decisions with an interval over games and a terminal warning, every figure says what its n
counts, games the run database lost are named and never played again under their ids, and
agents are seeded under the run's secret key, never from the public game seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agents.base import Answer, SeatView, seat_seed
from arena.cli import main
from arena.playtest import balance, render
from arena.playtest.cli import terminal_warnings
from arena.playtest.options import make_options
from arena.playtest.run import run
from arena.storage import Store, stored_tables
from rulesets.engine.custom import Design

from tests.design_support import role_toml, toy, write_design

DEAD = "http://127.0.0.1:9/v1"    # nothing listens on the discard port
PLACEBO = role_toml("placebo", "none", target="none", side="villager")


@pytest.fixture(autouse=True)
def _toy():
    toy()


def board(tmp_path: Path) -> Path:
    return write_design(tmp_path / "design", {"placebo.toml": PLACEBO},
                        'ruleset = "village6"\nname = "t_placebo"\nroles = "roles"\n'
                        'replace = { villager = "placebo" }\n')


def small(tmp_path: Path, games: int = 4) -> list[str]:
    return ["--workers", "0", "--no-progress", "--impact", "none", "--max-games", str(games),
            "--min-games", str(games), "--batch", str(games), "--run-dir", str(tmp_path / "run")]


class Quitter:
    """Gives up on every decision (as an LLM agent whose model failed does)."""

    name = "quitter"

    def reset(self, seat: int, seed: int) -> None:
        pass

    def act(self, view: SeatView) -> Answer:
        return Answer(view.decision.legal[0], fallback="endpoint error (no model)")


def test_an_unreachable_endpoint_stops_a_playtest_before_it_starts(tmp_path, capsys):
    code = main(["playtest", str(board(tmp_path)), "--agents", f"llm:base_url={DEAD}",
                 *small(tmp_path)])
    err = capsys.readouterr().err
    assert code == 2 and DEAD in err and "--allow-fallback" in err
    with Store(tmp_path / "run", read_only=True) as store:
        assert store.count("games") == 0


def test_fallbacks_are_a_rate_of_decisions_with_a_warning(tmp_path, capsys):
    code = main(["playtest", str(board(tmp_path)), "--agents",
                 "py:tests.test_playtest_trust:Quitter", *small(tmp_path)])
    err = capsys.readouterr().err
    assert code == 0, err
    assert "warning: agent py:tests.test_playtest_trust:Quitter fell back" in err
    assert "model endpoint failed" in err
    report = json.loads((tmp_path / "run" / "report.json").read_text(encoding="utf-8"))
    rate = report["fallbacks"]["rate"]
    assert rate["rate"] == 1.0 and rate["unit"] == "decisions" and rate["games"] == 4
    assert report["fallbacks"]["causes"] == {"endpoint": rate["k"]}
    md = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    assert f"n={rate['n']} decisions in 4 games" in md and "model endpoint failed" in md


def test_every_figure_says_what_its_n_counts(tmp_path):
    played = run(Design.load(board(tmp_path)), make_options({}, {
        "workers": 0, "impact": "new", "max_games": 8, "min_games": 8, "batch": 8}),
        tmp_path / "run", show_progress=False)
    report = balance.build(played)
    village = next(c for c in report["camps"] if c["camp"] == "village")
    assert render.rate(village).endswith("n=8 games")
    placebo = next(r for r in report["roles"] if r["role"] == "placebo")
    assert render.mean(placebo["survival"]).endswith("n=8 games")
    assert render.rate(placebo["impact"]["with"]).endswith("n=8 games")


def test_games_the_database_lost_are_named_and_never_replayed(tmp_path):
    design = Design.load(board(tmp_path))
    options = make_options({}, {"workers": 0, "impact": "none", "max_games": 10,
                                "min_games": 10, "batch": 10})
    first = run(design, options, tmp_path / "run", show_progress=False)
    ids = sorted(g.game_id for g in first.by_arm["board"])
    gone = ids[-2:]                                        # the last games: a lost WAL
    with Store(tmp_path / "run") as store:
        for table in (t for t in stored_tables() if t != "meta"):
            store.con.execute(f"DELETE FROM {table} WHERE game_id IN ('{gone[0]}', '{gone[1]}')")
    more = run(design, options, tmp_path / "run", show_progress=False)
    assert more.lost == gone and more.played == 2
    now = sorted(g.game_id for g in more.by_arm["board"])
    assert len(now) == 10 and not set(gone) & set(now)     # new games took their place
    report = balance.build(more)
    assert report["lost"] == gone and gone[0] in render.markdown(report)
    assert any(gone[0] in w for w in terminal_warnings(report, "skill"))


class SeedKeeper:
    """Keeps the seeds it is handed."""

    name = "seed-keeper"
    seen: list[tuple[int, int]] = []

    def reset(self, seat: int, seed: int) -> None:
        SeedKeeper.seen.append((seat, seed))

    def act(self, view: SeatView) -> int:
        return view.decision.legal[0]


def test_agents_are_seeded_under_the_runs_secret(tmp_path):
    """Seat seeds under the empty key are reproducible from the game seed (1, 2, 3...), so an
    agent could search them and rebuild the deal; a playtest seeds its agents under a secret
    drawn for the run (kept for resumes), or --agent-key."""
    design = Design.load(board(tmp_path))
    options = make_options({}, {"workers": 0, "impact": "none", "max_games": 4, "min_games": 4,
                                "batch": 4, "agents": "py:tests.test_playtest_trust:SeedKeeper"})
    SeedKeeper.seen = []
    run(design, options, tmp_path / "run", show_progress=False)
    public = {seat_seed(options.seed + k, seat) for k in range(4) for seat in range(6)}
    assert len(SeedKeeper.seen) == 24 and not public & {s for _, s in SeedKeeper.seen}
    with Store(tmp_path / "run", read_only=True) as store:
        secret = store.get_meta("agent_key")
    assert secret and len(secret) == 32
    assert {s for _, s in SeedKeeper.seen} == \
        {seat_seed(options.seed + k, seat, secret) for k in range(4) for seat in range(6)}
