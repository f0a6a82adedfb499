"""The LLM agent's parts that need no server: settings, schemas, the tolerant parser, prompts."""

from __future__ import annotations

import pytest

import rulesets
from agents.base import SeatView
from agents.llm import LLMConfig, parse_spec
from agents.llm.prompt import PromptBuilder
from agents.llm.schema import ParseError, decision_schema, parse_answer, parse_beliefs
from envs.text import TextRenderer

from .conftest import random_game


def test_settings_from_env_spec_and_toml(monkeypatch, tmp_path):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://example.invalid/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    cfg = LLMConfig.from_env()
    assert cfg.base_url == "http://example.invalid/v1" and cfg.api_key == "k"
    assert parse_spec("gpt-x", cfg).model == "gpt-x"
    c2 = parse_spec("model=m;temperature=0.1;lang=zh;max_tokens=64", cfg)
    assert (c2.model, c2.temperature, c2.lang, c2.max_tokens) == ("m", 0.1, "zh", 64)
    f = tmp_path / "llm.toml"
    f.write_text('[llm]\nmodel = "q"\ntimeout = 5\nbelief_probe = true\n', encoding="utf-8")
    c3 = parse_spec(f"@{f}", cfg)
    assert (c3.model, c3.timeout, c3.belief_probe) == ("q", 5.0, True)
    with pytest.raises(ValueError, match="unknown LLM setting"):
        parse_spec("colour=blue", cfg)
    with pytest.raises(ValueError, match="must be float"):
        parse_spec("temperature=hot", cfg)
    with pytest.raises(ValueError, match="lang"):
        parse_spec("lang=fr", cfg)
    with pytest.raises(ValueError, match="cannot read"):
        parse_spec("@/nonexistent.toml", cfg)


def test_schema_lists_exactly_the_legal_choices():
    s = decision_schema([0, 5, 9], speech=True, speech_chars=50)
    assert s["properties"]["choice"]["enum"] == [0, 5, 9]
    assert s["properties"]["text"]["maxLength"] == 50 and "text" in s["required"]
    assert "text" not in decision_schema([0, 1], False, 50)["properties"]


@pytest.mark.parametrize("content,expect", [
    ('{"choice": 5, "reasoning": "r"}', (5, None, "r")),
    ('```json\n{"choice": 9, "text": "hi"}\n```', (9, "hi", None)),
    ('Sure! {"choice": "5"} is my answer', (5, None, None)),
    ("9", (9, None, None)), (" 9.\n", (9, None, None)),
])
def test_tolerant_parser(content, expect):
    assert parse_answer(content, [0, 5, 9]) == expect


@pytest.mark.parametrize("content", ["", "no idea", '{"choice": 7}', '{"text": "x"}', "{broken",
                                     "blah 5 blah 9", "I pick 9.", '{"choice": "5 or 9"}', "7"])
def test_unreadable_or_illegal_answers_raise(content):
    with pytest.raises(ParseError):
        parse_answer(content, [0, 5, 9])


def test_beliefs_are_clipped_probabilities():
    assert parse_beliefs('{"2": 170, "3": -1, "4": "x"}', [1, 2, 3]) == {1: 1.0, 2: 0.0}
    assert parse_beliefs('{"2": 35, "3": 0.5}', [1, 2]) == {1: 0.35, 2: 0.5}
    with pytest.raises(ParseError):
        parse_beliefs("[]", [1])


def test_prompt_is_built_only_from_the_seats_own_events():
    g = random_game(21, upto=400)
    seal = rulesets.get("seal")
    r = TextRenderer(seal, g.choices, "en")
    for seat in range(g.n):
        b = PromptBuilder(seal, r, seat, "en", history_days=99)
        text = b.history(g.inbox[seat])
        mine = {r.event(e) for e in g.inbox[seat]}
        for e in g.events:
            if e.audience is not None and seat not in e.audience:
                line = r.event(e)
                assert line in mine or line not in text
        system = b.system(g.seats[seat].role.id)
        assert g.seats[seat].role.en in system


def test_old_days_are_summarised():
    g = random_game(8, upto=3000)
    seal = rulesets.get("seal")
    r = TextRenderer(seal, g.choices, "en")
    full = PromptBuilder(seal, r, 0, "en", 99).history(g.inbox[0])
    short = PromptBuilder(seal, r, 0, "en", 1).history(g.inbox[0])
    if g.day >= 3:
        assert len(short) < len(full) and "omitted" in short


def test_history_is_capped_keeping_key_events():
    g = random_game(8, upto=3000)
    seal = rulesets.get("seal")
    r = TextRenderer(seal, g.choices, "en")
    capped = PromptBuilder(seal, r, 0, "en", 99, history_chars=2000).history(g.inbox[0])
    assert len(capped) < 2000 + 2000  # key events may exceed the cap; chatter never does
    assert "Your card is" in capped and "omitted" in capped
