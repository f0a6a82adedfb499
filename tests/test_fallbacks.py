"""Fallbacks and model faults are visible: an unreachable endpoint stops a game or tournament
before it starts (unless ``--allow-fallback``), an agent's own fallbacks are counted exactly
like the engine's (record, database, report, terminal), garbage text is no move, and a hung
endpoint costs a bounded delay and is probed again."""

from __future__ import annotations

import asyncio
import json
import random
import time

import duckdb
import pytest

from agents.base import Answer, SeatView
from agents.llm import LLMAgent, LLMConfig
from agents.llm.client import complete
from agents.random_agent import RandomAgent
from arena.cli import main
from arena.play.match import play_game
from arena.play.records import verify_record
from arena.results.adherence import cause
from arena.storage import Store
from arena.tournaments import tournament
from arena.tournaments.config import from_dict

from .llm_stub import StubEndpoint

DEAD = "http://127.0.0.1:9/v1"    # nothing listens on the discard port


def _seats(first: str, n: int = 24) -> str:
    return ",".join([first] + ["random"] * (n - 1))


def test_an_unreachable_endpoint_stops_a_game_before_it_starts(capsys):
    assert main(["play", "--agents", _seats(f"llm:base_url={DEAD}"), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert DEAD in err and "unreachable" in err and "--allow-fallback" in err


def test_an_unreachable_endpoint_stops_a_tournament_before_it_starts(tmp_path, capsys):
    cfg = tmp_path / "t.toml"
    cfg.write_text(f'agents = ["random", "llm:base_url={DEAD}"]\ngames = 2\nseed = 1\n')
    assert main(["tournament", str(cfg), "--workers", "0", "--run-dir", str(tmp_path / "run"),
                 "--no-progress", "--no-report"]) == 2
    assert DEAD in capsys.readouterr().err
    with Store(tmp_path / "run", read_only=True) as store:
        assert store.count("games") == 0


def test_model_failures_are_counted_like_engine_fallbacks(tmp_path, capsys):
    """With --allow-fallback every failed LLM decision is a recorded fallback: in the record,
    ``games.n_fallbacks``, ``decisions.fallback``, the report and a terminal warning."""
    cfg = tmp_path / "t.toml"
    cfg.write_text(f'agents = ["random", "llm:base_url={DEAD};breaker_cooldown=60"]\n'
                   f'games = 2\nseed = 1\nagent_key = "k"\n')
    run = tmp_path / "run"
    assert main(["tournament", str(cfg), "--workers", "0", "--run-dir", str(run),
                 "--no-progress", "--allow-fallback"]) == 0
    err = capsys.readouterr().err
    assert "warning: agent llm:" in err and "model endpoint failed" in err
    con = duckdb.connect(str(run / "arena.duckdb"), read_only=True)
    n_fallbacks = con.execute("SELECT sum(n_fallbacks) FROM games").fetchone()[0]
    flagged = con.execute("SELECT count(*) FROM decisions WHERE fallback").fetchone()[0]
    llm_decisions = con.execute(
        "SELECT count(*) FROM decisions d JOIN seats s USING (game_id, seat) "
        "WHERE s.agent LIKE 'llm:%' AND d.fallback").fetchone()[0]
    con.close()
    assert n_fallbacks == flagged == llm_decisions > 0
    with Store(run, read_only=True) as store:
        record = store.record("g000000")
    assert all(cause(f["reason"]) == "endpoint" for f in record["fallbacks"])
    assert verify_record(record).ok
    report = (run / "report.md").read_text()
    assert "| 0.00% | fallback answers" not in report
    assert "Rule adherence" in report and "model endpoint failed" in report


class GivesUp:
    """Declares a fallback on every decision with more than one legal answer."""

    name = "gives-up"

    def reset(self, seat: int, seed: int) -> None:
        pass

    def act(self, view: SeatView):
        if len(view.decision.legal) > 1:
            return Answer(view.decision.legal[-1], fallback="endpoint error (test)")
        return view.decision.legal[0]


def test_a_declared_fallback_plays_the_default_and_replays():
    agents = [GivesUp()] + [RandomAgent() for _ in range(23)]
    game = play_game("seal", 2, agents)
    mine = [f for f in game.fallbacks if f["seat"] == 0]
    assert mine and all(f["reason"] == "agent: endpoint error (test)" for f in mine)
    for f in mine:                                        # the default, not the agent's choice
        assert game.decisions[f["decision"]][2] == f["used"]
    record = game.record()
    check = verify_record(record)
    assert check.ok, check.summary()
    assert f"{len(game.fallbacks)} fallbacks fed back" in check.summary()


def _view() -> SeatView:
    import rulesets
    g = rulesets.get("seal").new_game(3)
    d = g.pending
    while len(d.legal) < 2:
        g.answer(d.default)
        d = g.pending
    return SeatView.of(d, g.n, g.inbox[d.seat], g.choices, g.ruleset)


def test_garbage_with_digits_is_not_a_move():
    """"blah 7 blah 12" used to be read as option 7 or 12 with outcome "ok"; now the reply is
    unreadable, the corrective retry gets the same, and the agent declares a fallback."""
    with StubEndpoint(["garbage"]) as stub:
        agent = LLMAgent(LLMConfig(base_url=stub.base_url, model="stub", json_schema=False))
        agent.reset(0, 1)
        answer = agent.act(_view())
    calls = agent.drain_calls()
    assert isinstance(answer, Answer) and answer.fallback.startswith("unparsable reply")
    assert [c["outcome"] for c in calls] == ["unparsable", "fallback"]


def test_the_defaults_bound_a_games_delay():
    """A hung endpoint used to cost ~8 minutes a game (4 attempts x 60 s, twice, before the
    breaker opened); now at most breaker_failures x call_budget (5 minutes) before it opens.
    A request is not cut before the local server can answer it: measured on a 2-core machine
    with 4 games at once, its slowest call took 73 s (docs/llm.md), and a request is given a
    margin over that."""
    c = LLMConfig()
    assert c.breaker_failures * c.call_budget <= 300
    assert 1.5 * 73 <= c.timeout <= c.call_budget
    assert c.breaker_cooldown <= 30


def test_a_hung_endpoint_is_cut_short_then_probed_again():
    """Two hung calls open the breaker; calls fail at once while it is open; after the cooldown
    one probe goes through (half-open) and, the endpoint being back, closes it."""
    cfg = LLMConfig(model="stub", timeout=0.5, call_budget=0.8, retries=2, breaker_failures=2,
                    breaker_cooldown=0.6, json_schema=False)
    messages = [{"role": "user", "content": "x"}]

    async def scenario(base_url: str) -> list[tuple[bool, float]]:
        c = LLMConfig(**{**cfg.__dict__, "base_url": base_url})
        rng = random.Random(0)
        out = []
        for wait in (0, 0, 0, 0, 0.7, 0):
            await asyncio.sleep(wait)
            t0 = time.monotonic()
            res = await complete(c, messages, None, "x", rng)
            out.append((res.content is not None, time.monotonic() - t0))
        return out

    with StubEndpoint(["hang", "hang", "ok"], hang_s=3.0) as stub:
        got = asyncio.run(scenario(stub.base_url))
        requests = len(stub.seen)
    ok = [g[0] for g in got]
    assert ok == [False, False, False, False, True, True]
    assert all(t < 1.6 for _, t in got[:2])           # each hung call cut at its budget
    assert all(t < 0.1 for _, t in got[2:4])          # open: no request at all
    assert requests == 4                              # 2 hung, the probe, then one normal call


@pytest.mark.parametrize("reason, expected", [
    ("illegal", "illegal"), ("agent error: ValueError: x", "crashed"),
    ("unreadable answer 'x': bad", "unreadable"), ("agent: unparsable reply (x)", "unparsable"),
    ("agent: endpoint error (x)", "endpoint"), ("agent: tired", "declared")])
def test_fallback_causes(reason, expected):
    assert cause(reason) == expected


def test_a_seat_with_many_fallbacks_is_warned_about_in_arena_play(capsys):
    # a fixed agent key: with another the random seats may take seat 1 out before it decides
    # often enough to be warned about (found failing once in a full run)
    assert main(["play", "--agents", _seats("py:tests.test_fallbacks:GivesUp"), "--seed", "2",
                 "--agent-key", "fallbacks"]) == 0
    err = capsys.readouterr().err
    assert "warning: seat 1 (gives-up) fell back on" in err and "model endpoint failed" in err


def test_agent_specs_fallback_record_json_is_plain():
    """The record's fallbacks stay JSON (what the database and replays read)."""
    game = play_game("seal", 2, [GivesUp()] + [RandomAgent() for _ in range(23)])
    assert json.loads(json.dumps(game.record()["fallbacks"])) == game.fallbacks


def test_an_unreachable_storyteller_stops_a_game_before_it_starts(capsys):
    argv = ["play", "--ruleset", "clocktower", "--agents", "random", "--seed", "1",
            "--storyteller", f"llm:base_url={DEAD}"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "storyteller" in err and DEAD in err and "--allow-fallback" in err


def test_a_storytellers_model_faults_are_stored_counted_and_warned(tmp_path, capsys):
    """The storyteller's model calls reach the record and the database (in no seat), its
    failures are warned about and reported, and it answers inside the async runner of LLM
    seats (before: a game with both stopped: 'Cannot run the event loop while another loop is
    running')."""
    from tests.test_llm_storyteller import FakeModel
    with FakeModel(junk=True) as model:
        cfg = tmp_path / "t.toml"
        cfg.write_text(f'ruleset = "clocktower"\nagents = ["mock-llm:latency=0", "random"]\n'
                       f'games = 1\nseed = 2\nagent_key = "k"\nstoryteller = "{model.spec}"\n')
        run = tmp_path / "run"
        code = main(["tournament", str(cfg), "--workers", "0", "--run-dir", str(run),
                     "--no-progress", "--allow-fallback"])
    err = capsys.readouterr().err
    assert code == 0, err
    assert "warning: the storyteller's model failed" in err
    con = duckdb.connect(str(run / "arena.duckdb"), read_only=True)
    calls, fell = con.execute("SELECT count(*), sum(CASE WHEN fallback THEN 1 ELSE 0 END) "
                              "FROM llm_calls WHERE seat IS NULL").fetchone()
    con.close()
    assert calls > 0 and fell * 2 == calls        # each call retried once, then the fallback
    assert "The storyteller's model:" in (run / "report.md").read_text()
