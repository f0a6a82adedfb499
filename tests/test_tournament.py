"""Tournaments: configs, seating, storage, resume, ratings, statistics, metrics, reports, and
the same games on ray (tasks and async actors) as in a serial run."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import duckdb
import pytest

import rulesets
from arena.play.records import replay_record
from arena.playtest.summary import from_store
from arena.results.analysis import analyse
from arena.results.facts import facts
from arena.results.metrics import compute
from arena.results.ratings import SeatResult, rate
from arena.results.stats import mean_ci, wilson
from arena.storage import Store
from arena.tournaments import tournament
from arena.tournaments.config import ConfigError, from_dict
from arena.tournaments.seating import plan

POOL = ["heuristic", "random"]


def cfg(**kw):
    base = {"agents": POOL, "games": 4, "seed": 11, "agent_key": "test"}
    base.update(kw)
    return from_dict(base)


def fingerprints(run_dir: Path) -> list[tuple]:
    con = duckdb.connect(str(run_dir / "arena.duckdb"), read_only=True)
    try:
        return con.execute("SELECT game_id, winner, n_decisions, md5(record) FROM games "
                           "ORDER BY idx").fetchall()
    finally:
        con.close()


# -- config and seating ------------------------------------------------------------------------------
@pytest.mark.parametrize("bad, message", [
    ({"colour": 1}, "unknown key"), ({"seating": "random"}, "seating"),
    ({"agents": ["nobody"]}, "unknown agent"), ({"agents": ["random", "random"]}, "unique"),
    ({"board": {"max_days": "x"}}, "must be int"), ({"ray": {"mode": "fast"}}, "mode"),
    ({"games": 0}, "games"), ({"ruleset": "chess"}, "unknown ruleset"),
])
def test_bad_configs_say_what_is_wrong(bad, message):
    with pytest.raises((ConfigError, ValueError), match=message):
        cfg(**bad)


def test_rotate_seating_gives_every_agent_every_card_equally():
    games = plan(cfg(games=6, agents=["heuristic", "random", "mock-llm"]))
    for block in (games[0:3], games[3:6]):
        per_agent = Counter()
        roles = Counter()
        for g in block:
            deal = __import__("rulesets").get("seal").new_game(g.seed).seats
            for seat, agent in enumerate(g.agents):
                per_agent[(agent, deal[seat].role.id)] += 1
            roles.update(s.role.id for s in deal)
        for agent in ("heuristic", "random", "mock-llm"):
            mine = {r: n for (a, r), n in per_agent.items() if a == agent}
            assert mine == {r: n // 3 for r, n in roles.items()}  # each card once per agent


def test_camps_linked_seating_is_camps_seating_shifted_past_the_kth_camp():
    """camps_linked: one agent per camp and every agent on every camp once per deal, like
    camps; the same line-ups when there are no more camps than agents; on a board with more
    camps than agents, line-ups of different deals share (agent, camp) pairs."""
    from arena.tournaments.seating import assign
    camps = ["a", "b", "c", "d", "e"]
    for d in range(3):
        ups = [assign("camps_linked", camps, camps, camps, 2, r, d) for r in range(2)]
        assert all(sorted({u[j] for u in ups}) == [0, 1] for j in range(5))
    assert assign("camps_linked", camps, camps, camps, 2, 1, 0) == \
        assign("camps", camps, camps, camps, 2, 1, 0)
    assert all(assign("camps_linked", camps[:2], camps[:2], camps, 2, r, d) ==
               assign("camps", camps[:2], camps[:2], camps, 2, r, d)
               for r in range(2) for d in range(4))
    plain = {tuple(assign("camps", camps, camps, camps, 2, r, d)) for r in range(2)
             for d in range(4)}
    linked = {tuple(assign("camps_linked", camps, camps, camps, 2, r, d)) for r in range(2)
              for d in range(4)}
    assert len(plain) == 2 and len(linked) > 2


def test_duplicate_camps_seating_swaps_the_camps_on_the_same_deal():
    games = plan(cfg(games=4, seating="camps", duplicate=True))
    assert games[0].seed == games[1].seed != games[2].seed == games[3].seed
    import rulesets
    deal = rulesets.get("seal").new_game(games[0].seed).seats
    for g in games[:2]:
        by_camp = {}
        for seat, agent in enumerate(g.agents):
            by_camp.setdefault(deal[seat].camp, set()).add(agent)
        assert all(len(a) == 1 for a in by_camp.values())  # one agent per camp
    assert [games[0].agents[s] for s in range(24)] != [games[1].agents[s] for s in range(24)]
    assert {games[0].agents[s] for s in range(24) if deal[s].camp == "wolf"} == {"random"}
    assert {games[1].agents[s] for s in range(24) if deal[s].camp == "wolf"} == {"heuristic"}


# -- statistics and ratings --------------------------------------------------------------------------
def test_seats_added_at_setup_get_no_agent_of_their_own(tmp_path):
    """A nezha deal may add a seat at setup (a puppet its controller answers for): the plan
    seats one agent per player (before: one more, and the game failed); the database, the
    metrics and a playtest's summaries give the added seat (#25, a puppet or 马甲) its
    controller's agent."""
    nezha = rulesets.get("nezha")
    for seed in range(2, 300):      # the first tournament whose boards add a seat at setup
        cfg = from_dict({"ruleset": "nezha", "games": 2, "seed": seed,
                         "agents": ["heuristic", "random"], "agent_key": "k"})
        specs = plan(cfg)
        games = [nezha.new_game(s.seed, s.board, list(s.deal) or None) for s in specs]
        added = [(s.game_id, g.seats[24].controller) for s, g in zip(specs, games)
                 if len(g.seats) > 24]
        if added:
            break
    assert added, "no nezha board of these seeds adds a seat at setup"
    assert [len(s.agents) for s in specs] == [24, 24]
    summary = tournament.run(cfg, tmp_path / "run", workers=0, show_progress=False)
    assert summary.failed == [] and summary.played == 2
    game_id, controller = added[0]
    with Store(tmp_path / "run", read_only=True) as store:
        rows = store.con.execute("SELECT s.agent, c.agent FROM seats s JOIN seats c ON "
                                 "c.game_id = s.game_id AND c.seat = ? WHERE s.seat = 24 "
                                 "AND s.game_id = ?", [controller, game_id]).fetchall()
        data = analyse(store)
        summaries = from_store(store, rulesets.get)          # what a playtest reads
    assert rows and all(a == b for a, b in rows) and data.metrics
    assert max(len(g.seats) for g in summaries) > 24


def test_wilson_interval_known_values():
    r = wilson(8, 10)
    assert (round(r.low, 4), round(r.high, 4)) == (0.4902, 0.9433)
    assert wilson(0, 10).low == 0.0 and wilson(10, 10).high == 1.0
    assert wilson(0, 0).n == 0 and wilson(0, 0).fmt() == "–"
    m = mean_ci([1, 2, 3, 4])
    assert m.mean == 2.5 and m.low < 2.5 < m.high


def test_ratings_rank_the_agent_that_wins():
    games = []
    for i in range(12):
        a_good = i % 2 == 0
        seats = [SeatResult("a", "good" if a_good else "wolf", True),
                 SeatResult("b", "wolf" if a_good else "good", False)]
        games.append(("good" if a_good else "wolf", seats))
    overall, per_camp = rate(games)
    assert [r.name for r in overall] == ["a", "b"]
    assert overall[0].low > overall[1].mu
    assert {c: [r.label for r in table] for c, table in per_camp.items()} == {
        "good": ["a @ good", "b @ good"], "wolf": ["a @ wolf", "b @ wolf"]}  # a table per camp
    assert rate(games) == (overall, per_camp)  # deterministic


def test_camp_ratings_rank_camps_by_the_share_of_their_seats_that_won():
    """A camp whose seats joined other camps (星汉's 不定 seats) ranks by how many of them won:
    always losing it would rate nothing but the deal.  Per game: ``u`` has two seats, one of
    which joined the winning camp; ``a @ u`` (one of two won) must end above ``b @ u`` (none)."""
    games = []
    for i in range(12):
        a_u = i % 2 == 0
        games.append(("w", [SeatResult("a" if a_u else "b", "u", a_u),
                            SeatResult("a" if a_u else "b", "u", False),
                            SeatResult("b" if a_u else "a", "w", True),
                            SeatResult("b" if a_u else "a", "l", False)]))
    _overall, per_camp = rate(games)
    u = {r.name: r for r in per_camp["u"]}
    assert u["a"].mu > u["b"].mu
    draw = rate([(None, [SeatResult("a", "u", False), SeatResult("b", "w", False)])])[1]
    assert draw["u"][0].mu == draw["w"][0].mu  # a draw ties every camp


# -- metrics on a hand-made record -------------------------------------------------------------------
def _record():
    import rulesets
    seal = rulesets.get("seal")
    game = seal.new_game(3)
    rec = game.record()
    evil = [s.index for s in game.seats if s.camp != "good"]
    good = [s.index for s in game.seats if s.camp == "good"]
    w, v1, v2, v3, v4 = evil[0], good[0], good[1], good[2], good[3]
    t = game.choices
    actor_claim = t.claim("actor")
    events = [
        {"i": 0, "phase": "day 1", "kind": "speech", "audience": None, "channel": None,
         "data": {"seat": w, "act": actor_claim, "segment": "exile"}},          # a false claim
        {"i": 1, "phase": "day 1", "kind": "speech", "audience": None, "channel": None,
         "data": {"seat": w, "act": t.accuse(v1), "segment": "exile"}},         # false accusation
        {"i": 2, "phase": "day 1", "kind": "votes", "audience": None, "channel": None,
         "data": {"vote": "vote", "round": 0, "totals": {},
                  "ballots": {str(v1): w, str(v2): v1, str(v3): evil[1], str(v4): evil[2],
                              str(w): v1}}},
        {"i": 3, "phase": "day 1", "kind": "death", "audience": None, "channel": None,
         "data": {"seats": [v1]}},
    ]
    rec["events"] = events
    rec["seats"][v1]["alive"] = False
    rec["agents"] = ["x"] * 24
    return rec, (w, v1, v2, v3, v4)


def test_metrics_follow_their_definitions():
    rec, (w, v1, v2, v3, v4) = _record()
    beliefs = [{"seat": v2, "target": w, "p_wolf": 0.8}, {"seat": v2, "target": v3, "p_wolf": 0.5}]
    m = {x.key: x for x in compute([facts(rec, beliefs)]) if x.group == "good"}  # the village
    acc = m["vote_accuracy"].by["all"]
    assert (acc.k, acc.n) == (3, 4)          # v1, v3, v4 voted evil; v2 voted good v1
    assert m["opponent_claim_honesty"].by["all"].k == 0
    believed = m["opponent_false_claim_believed"].by["all"]
    assert (believed.k, believed.n) == (0, 1)  # the claimant got a village ballot (from v1)
    assert "false_claim_believed" not in m     # no village member lied: claims split by camp
    uptake = m["false_accusation_uptake"].by["all"]
    assert uptake.mean == pytest.approx(1 / 4)  # 1 of 4 village ballots followed onto v1
    brier = m["brier"].by["all"]
    assert brier.mean == pytest.approx(((0.8 - 1) ** 2 + 0.5 ** 2) / 2)
    assert m["key_role_survival"].by["all"].n == 8  # the seal board's eight gods
    # the evil seat drew 1 ballot of 5 among 5 living: exactly its fair share
    attraction = m["opponent_vote_attraction"].by["all"]
    assert (attraction.n, attraction.mean) == (1, 1.0)


# -- a serial run: storage, resume, replay, export, report -------------------------------------------
def test_serial_run_stores_resumes_and_reports(tmp_path):
    run = tmp_path / "run"
    s1 = tournament.run(cfg(games=3), run, workers=0, show_progress=False)
    assert (s1.played, s1.already_done) == (3, 0)
    again = tournament.run(cfg(games=3), run, workers=0, show_progress=False)
    assert again.played == 0 and again.already_done == 3      # nothing twice
    more = tournament.run(cfg(games=4), run, workers=0, show_progress=False)
    assert (more.played, more.already_done) == (1, 3)         # extends the run
    with pytest.raises(ConfigError, match="another tournament"):
        tournament.run(cfg(games=4, seed=12), run, workers=0, show_progress=False)
    with Store(run, read_only=True) as store:
        assert store.count("games") == 4 and store.count("seats") == 96
        record = store.record("g000002")
        assert record["agents"] and len(record["events"]) == store.con.execute(
            "SELECT n_events FROM games WHERE game_id = 'g000002'").fetchone()[0]
        game = replay_record(record)                          # identical game from the DB
        assert game.winner == record["winner"]
        paths = store.export_parquet(tmp_path / "pq")
    assert duckdb.execute(f"SELECT count(*) FROM '{tmp_path / 'pq' / 'seats.parquet'}'"
                          ).fetchone()[0] == 96
    assert len(paths) == 7
    from arena.reports.report import write_report
    html_path, md_path = write_report(run)
    html = html_path.read_text()
    assert "Leaderboard" in html and html.count("data:image/png;base64,") >= 4
    assert "Deception metrics" in html and "http" not in html.replace("http-equiv", "")
    assert "| heuristic |" in md_path.read_text() or "heuristic" in md_path.read_text()


def test_model_calls_and_beliefs_reach_the_database_and_report(tmp_path):
    c = from_dict({"agents": ["heuristic", {"name": "mock", "spec": "mock-llm:price=0.002"}],
                   "games": 2, "seed": 5})
    tournament.run(c, tmp_path / "run", workers=0, show_progress=False)
    from arena.results.analysis import analyse
    with Store(tmp_path / "run", read_only=True) as store:
        calls = store.count("llm_calls")
        assert calls == store.con.execute(
            "SELECT count(*) FROM decisions d JOIN seats s USING (game_id, seat) "
            "WHERE s.agent = 'mock'").fetchone()[0]           # one call per mock decision
        assert store.count("beliefs") > 0
        assert "llm_calls" in store.record("g000000")
        data = analyse(store)
    assert data.cost["mock"]["cost"].mean > 0 and "heuristic" not in data.cost
    assert {"brier", "brier_baseline"} <= {m.key for m in data.metrics}


# -- the same games on ray -----------------------------------------------------------------------------
def test_ray_tasks_give_the_serial_results(tmp_path, ray_local):
    c = cfg(games=10, ray={"batch": 2})
    serial = tournament.run(c, tmp_path / "serial", workers=0, show_progress=False)
    on_ray = tournament.run(c, tmp_path / "ray", workers=2, show_progress=False)
    assert on_ray.mode == "tasks" and on_ray.played == serial.played == 10
    assert fingerprints(tmp_path / "ray") == fingerprints(tmp_path / "serial")
    progress = json.loads((tmp_path / "ray" / "progress.json").read_text())
    assert progress["done"] == progress["total"] == 10


def test_ray_tasks_shrink_toward_the_end_so_the_workers_finish_together():
    """Tasks take a full batch while plenty is left, then ever fewer games (at most a share of
    what is left for each task in flight, at least one), in order, every game once."""
    from arena.tournaments.scheduler import chunk_size
    left, sizes = 400, []
    while left:
        sizes.append(chunk_size(left, 2, 16))
        left -= sizes[-1]
    assert sum(sizes) == 400 and sizes[0] == 16 and sizes[-4:] == [1, 1, 1, 1]
    assert sizes == sorted(sizes, reverse=True)
    assert sum(1 for s in sizes if s < 16) <= 25  # the shrinking is only the end of the run
    assert chunk_size(3, 4, 2) == 1 and chunk_size(1000, 4, 2) == 2  # a given batch caps it


def test_async_actors_respect_the_endpoint_limit(tmp_path, ray_local):
    c = from_dict({"agents": ["random", {"name": "mock", "spec": "mock-llm:latency=0.003,endpoint=ep"}],
                   "games": 2, "seed": 2, "endpoints": {"ep": 2}, "agent_key": "test",
                   "ray": {"actor_concurrency": 4}})
    on_ray = tournament.run(c, tmp_path / "ray", workers=2, show_progress=False)
    assert on_ray.mode == "actors" and on_ray.played == 2
    assert on_ray.info["peak_concurrency"]["ep"] == 2       # the limit held across workers
    tournament.run(c, tmp_path / "serial", workers=0, show_progress=False)
    assert fingerprints(tmp_path / "ray") == fingerprints(tmp_path / "serial")


# -- the commands and the shipped configs ------------------------------------------------------------
def test_cli_replay_export_and_report(tmp_path, capsys):
    from arena.cli import main
    run = tmp_path / "run"
    tournament.run(cfg(games=2), run, workers=0, show_progress=False)
    assert main(["replay", f"{run}:g000001", "--lang", "en"]) == 0
    out = capsys.readouterr()
    assert "Seats and players" in out.out and "replay verified:" in out.err
    assert "events identical" in out.err and "storyteller calls fed back" in out.err
    assert main(["replay", f"{run}:g000001", "--verify"]) == 0
    assert capsys.readouterr().out.startswith("replay verified:")
    assert main(["replay", "g000001", "--run", str(run), "--html", str(tmp_path / "v.html")]) == 0
    page = (tmp_path / "v.html").read_text()
    assert '<script id="data"' in page and "src=" not in page  # self-contained
    assert main(["replay", f"{run}:g999999"]) == 2                # a clear error, no traceback
    assert main(["export", str(run), "--parquet"]) == 0
    assert (run / "parquet" / "events.parquet").exists()
    assert main(["report", str(run)]) == 0 and (run / "report.md").exists()


@pytest.mark.parametrize("name", ["quickstart", "deception_benchmark"])
def test_shipped_configs_are_valid(name):
    from arena.tournaments.config import load
    c = load(Path(__file__).resolve().parents[1] / "experiments" / f"{name}.toml")
    assert c.games % len(c.agents) == 0  # every agent gets every rotation equally
    games = plan(c)
    assert len(games) == c.games and len({g.game_id for g in games}) == c.games


@pytest.mark.slow
def test_the_readme_tournament_end_to_end(tmp_path, ray_local):
    """The README's first command, full size (48 games on ray) plus its report."""
    from arena.cli import main
    root = Path(__file__).resolve().parents[1]
    assert main(["tournament", str(root / "experiments" / "quickstart.toml"), "--run-dir", str(tmp_path / "q"),
                 "--no-progress"]) == 0
    assert (tmp_path / "q" / "report.html").exists()
