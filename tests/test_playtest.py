"""``arena playtest`` on the 村六 toy (about 3 ms a game): a role whose effect is known shows a
large, significant impact and a role without effect shows none; sequential stopping, resume,
``--against``, ``--tune``, the report files, model cost, strength fits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesets.engine.custom import Design

from arena.playtest import balance, render, strength, tune
from arena.playtest.options import PlaytestError, make_options, parse_band, parse_tune
from arena.playtest.run import run

from tests.design_support import role_toml, toy, write_design

ORACLE = role_toml("oracle", "win", timing="first_night", target="none", flags=("强制",),
                   side="villager")
PLACEBO = role_toml("placebo", "none", target="none", side="villager")
SNIPER = role_toml("sniper", "kill", camp="wolf", side="wolf", flags=("限定",), extra="uses = 1\n")


@pytest.fixture(autouse=True)
def _toy():
    toy()


def design(tmp_path: Path, rid: str, text: str, name: str = "") -> Design:
    board = (f'ruleset = "village6"\nname = "{name or "t_" + rid}"\nroles = "roles"\n'
             f'replace = {{ villager = "{rid}" }}\n')
    return Design.load(write_design(tmp_path / (name or rid), {f"{rid}.toml": text}, board))


def opts(**kw):
    base = {"workers": 0, "max_games": 300, "min_games": 300, "batch": 300, "agent_key": "t"}
    base.update(kw)
    return make_options({}, base)


#: games per arm of the statistical tests: the full run is slow-marked, the default run a
#: bounded one (the effects are large, so the bounds hold with fewer games)
GAMES = [pytest.param(300, marks=pytest.mark.slow, id="300"), pytest.param(80, id="80")]


def impact_of(report: dict, rid: str) -> dict:
    return next(r for r in report["roles"] if r["role"] == rid)["impact"]


@pytest.mark.parametrize("games", GAMES)
def test_a_role_that_wins_on_night_one_shows_a_large_significant_impact(tmp_path, games):
    o = opts(impact="new", max_games=games, min_games=games, batch=games)
    played = run(design(tmp_path, "oracle", ORACLE), o, tmp_path / "run", show_progress=False)
    report = balance.build(played)
    imp = impact_of(report, "oracle")
    assert imp["with"]["rate"] == 1.0 and imp["without"]["rate"] < 0.6
    assert imp["significant"] and imp["p_value"] < 1e-6 and imp["low"] > 0.3
    village = next(c for c in report["camps"] if c["camp"] == "village")
    assert village["verdict"] == "too strong"
    assert report["endings"][0]["reason"] == "oracle技能：village"


@pytest.mark.parametrize("games", GAMES)
def test_a_role_without_effect_shows_no_impact(tmp_path, games):
    o = opts(impact="new", max_games=games, min_games=games, batch=games)
    played = run(design(tmp_path, "placebo", PLACEBO), o, tmp_path / "run", show_progress=False)
    imp = impact_of(balance.build(played), "placebo")
    assert not imp["significant"] and imp["low"] < 0 < imp["high"] and imp["p_value"] > 0.05
    assert abs(imp["delta"]) < 0.08
    uses = next(r for r in balance.build(played)["roles"] if r["role"] == "placebo")["skills"][0]
    assert uses["used_in"]["rate"] > 0.9  # it was used: it just does nothing


def test_sequential_stopping_stops_when_the_intervals_are_narrow(tmp_path):
    d = design(tmp_path, "sniper", SNIPER)
    played = run(d, opts(impact="new", precision=0.25, max_games=2000, min_games=20, batch=20),
                 tmp_path / "run", show_progress=False)
    report = balance.build(played)
    assert report["stopping"]["reached"]
    assert all(w["width"] <= 0.25 for w in report["stopping"]["widest"])
    n = {a["key"]: a["games"] for a in report["arms"]}
    assert 20 <= n["board"] < 2000 and n["without_sniper"] < 2000
    capped = run(d, opts(impact="new", precision=0.01, max_games=40, min_games=20, batch=20),
                 tmp_path / "run2", show_progress=False)
    report = balance.build(capped)
    assert not report["stopping"]["reached"] and report["games"] == 40


def test_an_interrupted_playtest_resumes_without_losing_or_repeating_a_game(tmp_path):
    d = design(tmp_path, "sniper", SNIPER)
    o = opts(impact="new", precision=0.15, max_games=400, min_games=20, batch=20)
    whole = run(d, o, tmp_path / "whole", show_progress=False)
    assert sum(len(v) for v in whole.by_arm.values()) > 80

    class Stop(Exception):
        pass

    def stop_after_two(played):
        if sum(len(v) for v in played.by_arm.values()) >= 80:
            raise Stop  # killed after two rounds
    with pytest.raises(Stop):
        run(d, o, tmp_path / "cut", show_progress=False, on_round=stop_after_two)
    resumed = run(d, o, tmp_path / "cut", show_progress=False)
    assert resumed.resumed == 80 and resumed.played > 0
    key = lambda p: {a: [(g.game_id, g.winner, g.days) for g in gs] for a, gs in p.by_arm.items()}
    assert key(resumed) == key(whole)
    again = run(d, o, tmp_path / "cut", show_progress=False)
    assert again.played == 0
    other = make_options({}, {"workers": 0, "seed": 9})
    with pytest.raises(PlaytestError, match="holds another playtest"):
        run(d, other, tmp_path / "cut", show_progress=False)


@pytest.mark.parametrize("games", GAMES)
def test_against_another_board_with_a_significance_test(tmp_path, games):
    a = design(tmp_path, "oracle", ORACLE)
    b = design(tmp_path, "placebo", PLACEBO)
    o = opts(impact="none", max_games=games, min_games=games, batch=games)
    played = run(a, o, tmp_path / "run", against=b, show_progress=False)
    comp = balance.build(played)["comparison"]
    village = next(r for r in comp["camps"] if r["camp"] == "village")
    assert village["significant"] and village["delta"] > 0.3 and comp["chi2"]["p_value"] < 1e-6
    same = run(b, o, tmp_path / "run2",
               against=design(tmp_path, "placebo", PLACEBO, name="placebo_again"),
               show_progress=False)
    comp = balance.build(same)["comparison"]
    assert all(r["delta"] == 0 for r in comp["camps"]) and comp["chi2"]["p_value"] > 0.5


def test_tuning_races_the_values_and_reports_the_curve(tmp_path):
    elder = role_toml("elder", "vote_weight", camp="wolf", side="wolf", target="self",
                      extra="votes = 1\n").replace('side = "wolf"\n', 'side = "wolf"\nknife = true\n'
                                                     'checks_as_wolf = true\n', 1)
    board = ('ruleset = "village6"\nname = "t_elder"\nroles = "roles"\n'
             'replace = { wolf = "elder" }\n')
    d = Design.load(write_design(tmp_path, {"elder.toml": elder}, board))
    o = make_options({}, {"workers": 0, "max_games": 300, "min_games": 30, "batch": 30,
                          "precision": 0.05, "tune": "elder.votes=0..4", "band": "wolf=0.9..1.0",
                          "agent_key": "t"})  # a fixed key: the race is the same every run
    played = run(d, o, tmp_path / "run", show_progress=False)
    t = balance.build(played)["tune"]
    assert [p["value"] for p in t["points"]] == [0, 1, 2, 3, 4]
    rates = [p["rate"]["rate"] for p in t["points"]]
    assert rates[-1] > rates[0] + 0.15  # a wolf whose ballot weighs more wins more
    best = next(p for p in t["points"] if p["value"] == t["best"])
    assert best["in_race"] and best["distance"] == min(p["distance"] for p in t["points"])
    games = {p["value"]: p["games"] for p in t["points"]}
    dropped = [v for v, p in zip(games, t["points"]) if not p["in_race"]]
    assert dropped and all(games[v] < games[t["best"]] for v in dropped)  # more games where it matters


def test_the_race_drops_a_value_that_cannot_be_closest():
    from arena.results.stats import wilson
    from arena.playtest.tune import _distances
    near_far = _distances(wilson(50, 100), 0.5)
    assert near_far[0] == 0 and near_far[1] < 0.11
    assert _distances(wilson(90, 100), 0.5)[0] > near_far[1]


def test_the_report_files_are_self_contained(tmp_path):
    played = run(design(tmp_path, "oracle", ORACLE), opts(impact="all", max_games=60, min_games=60,
                                                          batch=60), tmp_path / "run",
                 show_progress=False)
    report = balance.build(played)
    paths = render.write(report, tmp_path / "out")
    data = json.loads(paths["json"].read_text())
    assert data["design"]["new_roles"][0]["rulebook"] == "oracle: a test role."
    assert {r["role"] for r in data["roles"]} == {"wolf", "seer", "doctor", "oracle", "villager"}
    page = paths["html"].read_text()
    assert page.count("data:image/png;base64,") >= 4 and "src='http" not in page
    md = paths["md"].read_text()
    for heading in ("## Win rate by camp", "## Role impact", "## Skill use",
                    "## Survival and information", "## Game length and endings",
                    "## Fallbacks and cost", "## New role: oracle"):
        assert heading in md
    for name in ("camps", "impacts", "usage", "survival", "length"):
        assert (tmp_path / "out" / "plots" / f"{name}.png").stat().st_size > 1000
    seer = next(r for r in data["roles"] if r["role"] == "seer")
    assert seer["information"]["share"] == 1.0  # the toy's seer is never lied to
    assert data["fallbacks"]["total"] == 0


def test_model_cost_is_reported_for_llm_like_agents(tmp_path):
    played = run(design(tmp_path, "placebo", PLACEBO),
                 opts(impact="none", max_games=6, min_games=6, batch=6, agents="mock-llm"),
                 tmp_path / "run", show_progress=False)
    cost = balance.build(played)["cost"]
    assert cost["calls"] > 0 and cost["cost_usd"] > 0 and cost["games"] == 6
    assert cost["cost_per_game"]["mean"] == pytest.approx(cost["cost_usd"] / 6)
    md = render.markdown(balance.build(played))
    assert "Model calls:" in md and "cost $" in md


@pytest.mark.parametrize("games", [pytest.param(600, marks=pytest.mark.slow, id="600"),
                                   pytest.param(200, id="200")])
def test_strength_fit_on_drafted_toy_boards(tmp_path, monkeypatch, games):
    d = Design.of_ruleset("village6")
    o = make_options({}, {"workers": 0, "max_games": games, "batch": 300, "agent_key": "t"})
    arm = strength.draft_arm(d, "plain")
    assert {c for c, _ in arm.plains} == {"seer", "doctor"}
    drafts = {tuple(sorted(arm.draft(k, 1))) for k in range(40)}
    assert len(drafts) == 4  # each of the two cards is there or not
    played = run(d, o, tmp_path / "run", arms=[arm], decide=strength.games_needed,
                 show_progress=False)
    rep = strength.report(d, played.by_arm["draft"], o, "plain", 0)
    seer = next(r for r in rep["roles"] if r["role"] == "seer")
    assert rep["games"] == games and seer["low"] < seer["strength"] < seer["high"]
    assert seer["strength"] > 0  # the seer helps the village
    assert rep["agreement"]["against"] == "split-half" and "prints no strength values" in rep["note"]
    monkeypatch.setattr(type(d.base), "strength", {"seer": 3.0, "doctor": 1.0})
    rep = strength.report(d, played.by_arm["draft"], o, "plain", 0)
    assert rep["agreement"]["against"] == "rulebook" and rep["note"] is None
    assert {r["role"]: r["rulebook"] for r in rep["roles"]} == {"seer": 3.0, "doctor": 1.0}
    assert "Rank correlation (rulebook" in strength.markdown(rep)


def test_options_parse_and_check():
    assert parse_tune("a.uses=1..3").values == (1, 2, 3)
    assert parse_tune("a.votes=0.5..2").values[0] == 0.5 and len(parse_tune("a.votes=0.5..2").values) == 7
    assert parse_band("40..60") == {"*": (0.4, 0.6)}
    assert make_options({"band": [45, 55]}, {}).band_of("x", 2) == (0.45, 0.55)
    assert make_options({}, {}).band_of("x", 2) == pytest.approx((0.45, 0.55))
    assert make_options({}, {}).band_of("x", 4) == pytest.approx((0.20, 0.30))
    for bad in ({"precision": 0}, {"max_games": "many"}, {"band": "60..40"}, {"tune": "uses=1..3"}):
        with pytest.raises(PlaytestError):
            make_options({}, bad)


def test_a_playtest_game_replays_from_the_run_directory(tmp_path, capsys):
    from arena.cli import main
    import rulesets
    d = design(tmp_path, "sniper", SNIPER)
    run(d, opts(impact="new", max_games=4, min_games=4, batch=4), tmp_path / "run",
        show_progress=False)
    for spec_id in [r for r in rulesets.available() if r.startswith("village6.")]:
        rulesets._CACHE.pop(spec_id, None)   # a fresh process would not know the variants...
        rulesets._REGISTERED.pop(spec_id, None)
    rulesets._SPECS.clear()
    assert main(["replay", f"{tmp_path / 'run'}:without_sniper-00002", "--verify"]) == 0
    assert "replay verified" in capsys.readouterr().out  # ...the run directory tells it


def test_a_seal_playtest_on_ray_matches_the_serial_one(tmp_path, ray_local):
    """Workers rebuild the variants from their spec texts: results do not depend on where games
    ran."""
    roles = {"watchman.toml": role_toml("watchman", "learn_wolf", camp="good", place="after:knife")}
    path = write_design(tmp_path, roles, 'ruleset = "seal"\nname = "ray_watch"\nroles = "roles"\n'
                                         'replace = { villager = "watchman" }\n')
    d = Design.load(path)
    kw = {"impact": "new", "max_games": 4, "min_games": 4, "batch": 4}
    serial = run(d, opts(**kw), tmp_path / "serial", show_progress=False)
    on_ray = run(d, make_options({}, {**kw, "workers": 2, "agent_key": "t"}), tmp_path / "ray",
                 show_progress=False)
    key = lambda p: {a: [(g.game_id, g.winner, g.days, g.uses) for g in gs] for a, gs in p.by_arm.items()}
    assert on_ray.mode == "tasks" and key(on_ray) == key(serial)
