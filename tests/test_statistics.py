"""Numbers people publish: intervals over games (the independent unit), n that says what it
counts, ratings only where the games support them, a head-to-head matrix for camps seating,
claims believed split by the claimant's camp, and plots that leave out what rests on too
little data."""

from __future__ import annotations

import random

import pytest

from arena.reports import plots
from arena.reports.report import render_md
from arena.results.analysis import RunData, analyse, leaderboard_text
from arena.results.metrics import BOUNDS, DEFINITIONS, Metric
from arena.results.stats import (Mean, clustered_mean, clustered_rate, mean_ci, t_quantile,
                                 wilson)
from arena.storage import Store
from arena.tournaments import tournament
from arena.tournaments.config import from_dict


def test_seats_of_one_game_count_as_one_unit():
    """48 games of 12 seats that share each game's outcome: the interval is that of 48 games,
    not of 576 independent seats (which the seat-level Wilson interval pretended)."""
    games = [(12.0, 12.0) if g % 2 else (0.0, 12.0) for g in range(48)]
    r = clustered_rate(games, "seats")
    assert r.p == 0.5 and (r.n, r.games) == (576, 48)
    by_games = wilson(24, 48)
    assert r.high - r.low == pytest.approx(by_games.high - by_games.low, abs=0.03)
    assert r.high - r.low > 2 * (wilson(288, 576).high - wilson(288, 576).low)
    assert r.fmt() == "50% [36–64] n=576 seats in 48 games"


def _coverage(make, stat, truth, runs=300) -> float:
    rng = random.Random(1)
    hits = 0
    for _ in range(runs):
        s = stat(make(rng))
        hits += s.low <= truth <= s.high
    return hits / runs


def test_intervals_cover_the_truth_when_a_games_seats_are_alike():
    """30 games of 12 seats; each game's seats win together with probability 0.3 (and a
    little seat noise).  The game-clustered interval covers 0.3 about 95% of the time; the
    seat-level Wilson interval far less often."""
    def games(rng):
        out = []
        for _ in range(30):
            base = rng.random() < 0.3
            k = sum((rng.random() < 0.9) == base for _ in range(12))
            out.append((float(k), 12.0))
        return out
    truth = 0.3 * 0.9 + 0.7 * 0.1
    assert _coverage(games, clustered_rate, truth) >= 0.9
    assert _coverage(games, lambda g: wilson(sum(k for k, _ in g), 360), truth) < 0.7

    def means(rng):
        out = []
        for _ in range(30):
            shift = rng.gauss(0, 1)
            xs = [shift + rng.gauss(0, 0.5) for _ in range(10)]
            out.append((sum(xs), 10.0))
        return out
    assert _coverage(means, clustered_mean, 0.0) >= 0.9


def test_student_quantiles():
    scipy = pytest.importorskip("scipy.stats")
    for df in (1, 2, 3, 5, 10, 30, 200):
        assert t_quantile(df) == pytest.approx(scipy.t.ppf(0.975, df), abs=0.005)
    m = mean_ci([1, 2, 3, 4])
    assert m.high - m.mean == pytest.approx(scipy.t.ppf(0.975, 3) * (5 / 3) ** 0.5 / 2, abs=0.005)


def test_no_spread_no_certainty():
    """All seats lost in 5 games: the interval is that of 5 games, not of 60 seats."""
    r = clustered_rate([(0.0, 12.0)] * 5, "seats")
    assert r.low == 0.0 and r.high > 0.3 and r.games == 5


def test_a_mean_stays_in_its_range_and_no_spread_is_no_certainty():
    """No accusation was followed in 4 games: that is not a certain 0 (the interval of 4 games,
    as for a rate); shares near 1 never get an interval above 1."""
    none = clustered_mean([(0.0, 5.0), (0.0, 6.0), (0.0, 4.0), (0.0, 8.0)], "accusations",
                          (0.0, 1.0))
    assert none.mean == 0.0 and none.low == 0.0 and none.high > 0.3
    assert none.high == pytest.approx(clustered_rate([(0.0, 1.0)] * 4).high)
    ones = clustered_mean([(10.0, 10.0), (9.5, 10.0), (8.0, 10.0)], "ballots", (0.0, 1.0))
    assert ones.high == 1.0 and 0.0 <= ones.low < ones.mean
    swing = clustered_mean([(-0.9, 1.0), (-1.0, 1.0), (0.2, 1.0)], "PK speeches", (-1.0, 1.0))
    assert swing.low == -1.0


def test_every_mean_metric_declares_its_range():
    assert set(BOUNDS) == {k for k, d in DEFINITIONS.items() if d[2] == "mean"}


def _run(tmp_path, seating: str, games: int, ruleset: str = "seal"):
    cfg = from_dict({"agents": ["heuristic", "random"], "games": games, "seed": 3,
                     "seating": seating, "duplicate": seating.startswith("camps"), "agent_key": "s",
                     "ruleset": ruleset})
    tournament.run(cfg, tmp_path / seating, workers=0, show_progress=False)
    with Store(tmp_path / seating, read_only=True) as store:
        return analyse(store)


def test_rotate_seating_reports_win_rates_over_games_and_no_per_camp_ratings(tmp_path):
    data = _run(tmp_path, "rotate", 4)
    assert all(r.games == 4 and r.unit == "seats" for r in (data.win[a]["all"] for a in data.agents))
    assert data.camp_ratings == {} and "rotate" in data.camp_ratings_note
    assert data.head_to_head == []
    text = leaderboard_text(data)
    assert "seats in 4 games" in text and "interval over games" in text
    assert "as CAMP: the win rate of the agent's seats dealt into that camp" in text
    assert all(set(by) == {"all"} for by in data.win_role.values())  # no per-agent card bars


def test_camps_seating_reports_a_head_to_head_matrix(tmp_path):
    """Two agents under camps seating: A@wolf only meets B@village, so per-camp ratings are not
    comparable and are replaced by the deceiver x detector matrix with its lift over chance."""
    data = _run(tmp_path, "camps", 4)
    assert data.camp_ratings == {} and "never met" in data.camp_ratings_note
    wolves = next(m for m in data.head_to_head if m.camp == "wolf")
    assert wolves.detectors == "good"
    assert set(wolves.cells) == {("heuristic", "random"), ("random", "heuristic")}
    cell = wolves.cell("random", "heuristic")
    assert cell.wins.n == 2 and cell.lift.unit == "ballots" and cell.lift.games == 2
    assert wolves.cell("heuristic", "heuristic") is None          # never met
    assert plots.head_to_head(data).startswith(b"\x89PNG")        # the report's heat map


def test_camps_linked_seating_rates_each_of_seven_camps_on_one_scale(tmp_path):
    """星汉灿烂 with two agents: plain camps seating leaves two groups that never met; linked
    camps seating rates every (agent, camp) on one scale: a table per camp, seven camps and
    the 不定 seats, each agent in each."""
    assert "never met" in _run(tmp_path / "plain", "camps", 4, ruleset="xinghan").camp_ratings_note
    data = _run(tmp_path, "camps_linked", 4, ruleset="xinghan")
    assert data.camp_ratings_note is None
    assert set(data.camp_ratings) == {"wolf", "fox", "gambler", "poison_sage", "treasure",
                                      "piper", "mirror", "undetermined"}
    assert all({r.name for r in t} == {"heuristic", "random"} and all(r.games == 2 for r in t)
               for t in data.camp_ratings.values())
    assert "Ratings as mirror" in render_md(data, {})


def _data(metric: Metric) -> RunData:
    return RunData("t", {}, 1, ["a"], ["good"], [], {}, {}, {}, {}, [], {},
                   Mean(None, 0, None, None), metrics=[metric])


def test_plots_leave_out_figures_from_too_little_data():
    few = Metric("vote_swing", "good", "Vote swing", "lower", "candidate",
                 {"a": clustered_mean([(0.2, 1), (0.1, 1), (-0.1, 1)], "PK speeches")})
    assert plots.deception(_data(few)) is None
    many = Metric("vote_swing", "good", "Vote swing", "lower", "candidate",
                  {"a": clustered_mean([(0.1 * (g % 3), 2) for g in range(8)], "PK speeches")})
    assert plots.deception(_data(many)) is not None


def test_no_head_to_head_without_a_majority_camp(tmp_path):
    """星汉's seven small camps (and its 不定 seats, in no camp at first): no uninformed
    majority detects deceivers, so there is no matrix (before: the 不定 pseudo-camp, which
    keeps no seat, was made the detectors, every lift empty) and the report says why."""
    data = _run(tmp_path, "camps", 2, "xinghan")
    assert data.head_to_head == [] and "majority" in data.head_to_head_note
    from arena.reports.report import render_md
    assert data.head_to_head_note in render_md(data, {})


def test_a_camp_that_keeps_no_seat_is_no_deceiver(tmp_path):
    """dark_moon's 混血儿 starts in no camp ("none"): it gets no matrix of its own."""
    data = _run(tmp_path, "camps", 2, "dark_moon")
    assert {m.camp for m in data.head_to_head} and \
        all(m.camp != "none" and m.detectors == "village" for m in data.head_to_head)
