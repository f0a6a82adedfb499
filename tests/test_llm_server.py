"""LLM agents against a real local OpenAI-compatible server (llama.cpp + Gemma 3 270M from
PyPI), started by the tests themselves, and against a fault-injecting proxy in front of it."""

from __future__ import annotations

import time

import pytest

from agents.llm import LLMAgent, LLMConfig
from agents.heuristic.seal import HeuristicAgent
from agents.random_agent import RandomAgent
from arena.llm.server import LocalServer
from arena.play.match import play_game
from envs.text import TextRenderer

from .llm_faults import FaultProxy

LLM_SEATS = (0, 5, 11, 17)
#: short answers keep a 270M model on 2 cores fast; the contract is the same at any size.  A
#: CPU model on a shared 2-core machine queues requests for minutes: the time budget and the
#: breaker are set for that (the defaults are for real endpoints: a bounded delay per game)
FAST = dict(max_tokens=96, speech_chars=40, temperature=0.8, timeout=120.0, history_days=1,
            history_chars=3000, call_budget=300.0, breaker_failures=4)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    log = tmp_path_factory.mktemp("llm") / "llama-server.log"
    with LocalServer(log=log) as base_url:
        yield base_url


def _agents(cfg: LLMConfig, others=RandomAgent):
    return [LLMAgent(cfg) if s in LLM_SEATS else others() for s in range(24)]


def _check_record(game, agents, allow_fallback_reasons=None):
    record = game.record()
    calls = record.get("llm_calls", [])
    assert calls, "every LLM call is recorded"
    assert {c["seat"] for c in calls} <= set(LLM_SEATS)
    for c in calls:
        assert c["latency_s"] >= 0 and c["prompt_tokens"] >= 0
    # every LLM decision is legal or a recorded fallback: the engine only accepts legal
    # answers, and fallbacks are recorded by the agent (call log) or the game (fallbacks)
    for f in record["fallbacks"]:
        assert f["seat"] in LLM_SEATS
    return record


def _llm_game(server, max_days, monkeypatch):
    import agents.llm.agent as llm_agent
    sent: dict[int, list[str]] = {}
    real = llm_agent.complete

    async def recording(cfg, messages, *args, **kwargs):  # what each seat's model was shown
        seat = int(messages[0]["content"].split("You are player #")[1].split(".")[0]) - 1
        sent.setdefault(seat, []).append("\n".join(m["content"] for m in messages))
        return await real(cfg, messages, *args, **kwargs)

    monkeypatch.setattr(llm_agent, "complete", recording)
    cfg = LLMConfig(base_url=server, lang="en", belief_probe=True, **FAST)
    agents = _agents(cfg, HeuristicAgent)
    t0 = time.monotonic()
    game = play_game("seal", 5, agents, board={"max_days": max_days})
    assert game.over
    record = _check_record(game, agents)
    calls = record["llm_calls"]
    ok = [c for c in calls if c["outcome"] == "ok"]
    assert ok, "the model produced legal JSON answers"
    assert any(c["schema"] for c in calls), "llama-server accepts response_format json_schema"
    assert sum(c["completion_tokens"] for c in calls) > 0
    probes = [c for c in calls if c["kind"] == "belief"]
    assert probes, "belief probes ran at the end of each day"
    # a probe's answer is recorded as beliefs; a probe that timed out on a slow machine is
    # recorded as a call with its error instead — never silently dropped
    answered = [c for c in probes if c["outcome"] == "belief"]
    assert len(record.get("beliefs", [])) >= len(answered)
    assert all(c["outcome"] == "belief" or c["error"] or "unreadable" in c["outcome"] for c in probes)
    speeches = [e for e in game.events if e.kind == "speech" and e.data["seat"] in LLM_SEATS]
    assert any(e.data.get("text") for e in speeches), "LLM speeches carry free text"
    # what each model was shown came from its own seat's events only: no line of another
    # seat's private events (its card, its checks, the wolf chat...) is in any of its prompts
    r = TextRenderer(game.ruleset, game.choices, "en")
    assert set(sent) == set(LLM_SEATS)
    for seat in LLM_SEATS:
        mine = {r.event(e) for e in game.inbox[seat]}
        shown = "\n".join(sent[seat])
        secret = {r.event(e) for e in game.events
                  if e.audience is not None and seat not in e.audience} - mine
        leaked = [line for line in secret if line in shown]
        assert not leaked, f"seat {seat + 1} was shown {leaked[:3]}"
        others = {game.seats[o].role.en for o in range(24) if o != seat} - {game.seats[seat].role.en}
        card = shown.split("Your card:\n")[1].split("\n")[0]
        assert not any(name in card for name in others if name not in game.seats[seat].role.en)
    print(f"LLM game: {len(calls)} calls in {time.monotonic() - t0:.0f} s, winner {game.winner}")
    return game


def test_llm_seats_play_a_bounded_game_against_the_local_server(server, monkeypatch):
    """The default-suite version: four LLM seats and twenty heuristic seats, night 1 and day 1."""
    game = _llm_game(server, 1, monkeypatch)
    assert game.winner is not None or game.end_reason.startswith("day limit")


@pytest.mark.slow
def test_llm_seats_play_a_full_game_to_a_winner(server, monkeypatch):
    """The whole game, until a camp wins (run with ``pytest -m slow``)."""
    game = _llm_game(server, 40, monkeypatch)
    assert game.winner in ("good", "wolf", "third")


def test_faults_malformed_json_timeouts_and_500s_still_finish(server):
    modes = ["malformed", "ok", "http500", "timeout", "garbage", "ok", "malformed", "malformed"]
    with FaultProxy(server, modes, delay=2.5) as proxy:
        cfg = LLMConfig(base_url=proxy.base_url, lang="zh", retries=1, **dict(FAST, timeout=1.5))
        game = play_game("seal", 9, _agents(cfg), board={"max_days": 3})
    assert game.over
    record = _check_record(game, None)
    outcomes = {c["outcome"] for c in record["llm_calls"]}
    assert "fallback" in outcomes and "unparsable" in outcomes
    assert {"malformed", "http500", "timeout", "garbage"} <= set(proxy.seen)


def test_dead_endpoint_ends_in_a_finished_game_quickly():
    cfg = LLMConfig(base_url="http://127.0.0.1:9/v1", retries=1, timeout=1.0, lang="en")
    t0 = time.monotonic()
    game = play_game("seal", 2, _agents(cfg), board={"max_days": 4})
    assert game.over
    record = game.record()
    assert all(c["fallback"] for c in record["llm_calls"])
    assert time.monotonic() - t0 < 60, "a dead endpoint trips the circuit breaker"
