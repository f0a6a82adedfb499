"""The ``llm`` storyteller: a model answers the storyteller's calls through the LLM agents'
client and schema; an unreadable answer falls back to the ruleset's ``fair`` storyteller; the
game replays exactly from its record without the model.  A tiny fake OpenAI-compatible server
stands in for the model."""

from __future__ import annotations

import json
import random

import pytest

import rulesets
from agents.storytellers import make_storyteller
from tests.llm_stub import LocalServer, StubHandler, completion, send


class FakeModel(LocalServer):
    """Answers every chat completion with ``{"choice": <last option>}`` (or junk)."""

    def __init__(self, junk: bool = False) -> None:
        self.junk = junk
        self.asked: list[str] = []
        model = self

        class Handler(StubHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                text = body["messages"][-1]["content"] if model.junk else body["messages"][1]["content"]
                model.asked.append(text)
                n = text.count("\n  ") - text.split("Options:")[0].count("\n  ")
                content = "no idea" if model.junk else json.dumps({"choice": max(0, n - 1)})
                send(self, 200, completion(content))

        super().__init__(Handler)

    @property
    def spec(self) -> str:
        return f"llm:base_url={self.base_url};model=fake;retries=0"


def play(spec: str, seed: int = 2):
    ct = rulesets.get("clocktower")
    policy = make_storyteller(spec, "clocktower", seed)
    g = ct.new_game(seed, storyteller=policy)
    rng = random.Random(seed)
    while not g.over and g.night < 3:
        d = g.pending
        g.answer(d.legal[rng.randrange(len(d.legal))])
    return g, policy


@pytest.mark.parametrize("junk", [False, True])
def test_the_model_tells_the_story_and_the_record_replays_without_it(junk):
    with FakeModel(junk) as model:
        g, policy = play(model.spec)
    calls = policy.drain_calls()
    assert model.asked and calls and "Grimoire" in model.asked[0]
    decided = [c for c in g.story.log if c[0] in ("decide", "register", "inform", "pick") and c[2] > 1]
    if not junk:  # the fake always picks the last option
        assert any(c[3] == c[2] - 1 for c in decided)
        assert not any(c["fallback"] for c in calls)
    else:  # unreadable twice (one corrective retry): the fair storyteller answered instead
        assert sum(c["fallback"] for c in calls) * 2 == len(calls)
    again = rulesets.get("clocktower").replay(g.record())
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]


def test_the_model_grades_a_free_text_hint_against_the_ability():
    """旁敲侧击 in free words (``free_text_hints``): the model is asked the grade with the player's
    words and the character's ability text, and its answer is the grade the player gets."""
    from tests.test_clocktower import _hint_with_text
    with FakeModel() as model:
        graded = _hint_with_text(make_storyteller(model.spec, "clocktower", 0))
    asked = [q for q in model.asked if "hint text" in q]
    assert len(asked) == 1 and "how many of my living neighbours are evil" in asked[0]
    assert "共情[夜晚]: Each night: learn how many of your two nearest living neighbours" in asked[0]
    assert graded == "perfect"  # the fake picks the last option
