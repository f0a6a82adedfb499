"""What a seat is told it is asked (``Decision.asked_as``) is all it sees of a decision: the text
prompt, the vector's decision one-hot, the LLM prompt and schema name, the agent's view.  The
referee keeps the skill id (``Decision.kind``) in the record.

Each test asks a seat a decision under another name (``shown``), as an amnesiac seat or a
drunk one would be asked, and checks that the real kind shows nowhere."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import numpy as np

import envs
import rulesets
from agents.base import SeatView
from agents.llm import LLMAgent, LLMConfig
from agents.llm.client import CallResult
from envs.text import TextRenderer
from envs.vector import PrivateObserver, VectorLayout


def _vote_shown_as_speech():
    """A pending exile ballot, shown to its seat as a speech turn (names differ in both
    languages: 放逐投票 / 发言)."""
    g = rulesets.get("seal").new_game(3)
    while g.pending.kind != "vote":
        g.answer(g.pending.legal[0])
    return g, replace(g.pending, shown="speech")


def test_the_text_prompt_names_the_decision_as_asked():
    g, d = _vote_shown_as_speech()
    for lang, shown, real in (("zh", "发言", "放逐投票"), ("en", "Speech", "Exile vote")):
        text = TextRenderer(g.ruleset, g.choices, lang).prompt(d)
        assert shown in text and real not in text


def test_the_env_prompts_the_pending_decision_as_asked():
    env = envs.make("seal", obs_mode="text", lang="en")
    env.reset(seed=3)
    g = env.unwrapped.game
    while g.pending.kind != "vote":
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    g.pending.shown = "speech"
    question = env.observe(env.agent_selection)["text"].rsplit(">>>", 1)[1]
    assert "Speech" in question and "Exile vote" not in question


def test_the_vector_one_hot_is_the_decision_as_asked():
    g, d = _vote_shown_as_speech()
    layout = VectorLayout(g.ruleset, g.choices)
    vec = PrivateObserver(d.seat, layout).update(g.inbox[d.seat], d)
    kinds = vec[layout.kind:layout.kind + len(layout.kind_index)]
    assert kinds[layout.kind_index["speech"]] == 1.0 and kinds.sum() == 1.0


def test_the_agent_view_carries_only_the_asked_name():
    g, d = _vote_shown_as_speech()
    view = SeatView.of(d, g.n, g.inbox[d.seat], g.choices, g.ruleset)
    assert view.decision.kind == view.asked == "speech" and view.decision.shown == ""
    assert list(view.legal) == list(d.legal) and g.pending.kind == "vote"  # the referee's own is intact


def test_the_llm_prompt_and_schema_use_the_asked_name(monkeypatch):
    g, d = _vote_shown_as_speech()
    seen = {}

    async def fake_complete(config, messages, schema, name, rng, max_tokens=None):
        seen.update(name=name, prompt=messages[-1]["content"], schema=schema)
        last = schema["properties"]["choice"]["enum"][-1]  # the option as the prompt numbers it
        return CallResult(json.dumps({"choice": last, "text": "hello"}))
    monkeypatch.setattr("agents.llm.agent.complete", fake_complete)
    agent = LLMAgent(LLMConfig(lang="en"))
    agent.reset(d.seat, 0)
    view = SeatView.of(d, g.n, g.inbox[d.seat], g.choices, g.ruleset)
    answer = asyncio.run(agent.act_async(view))
    assert seen["name"] == "speech" and "text" in seen["schema"]["properties"]  # a speech's schema
    assert "Exile vote" not in seen["prompt"].split("Your turn")[-1]
    assert answer.text == "hello" and agent.calls[-1]["kind"] == "speech"
    assert answer.choice == d.legal[-1]
