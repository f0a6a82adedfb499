"""Every registered ruleset declares everything it needs to be shown (``Ruleset.presentation``):
a template for every event its games emit, names for its options, camps, chats, stages and
speech segments in both languages, a rulebook paragraph for every card, a rules summary.  A new
ruleset passes these tests before the generic layers can show it."""

from __future__ import annotations

import random

import pytest

import rulesets
from envs.text import TextRenderer
from rulesets.engine.presentation import LANGS, camp_names

RULESETS = rulesets.available()


def _games(ruleset_id: str, seeds: range = range(8)):
    rs = rulesets.get(ruleset_id)
    for seed in seeds:
        g = rs.new_game(seed)
        rng = random.Random(seed)
        while not g.over:
            g.answer(g.pending.legal[rng.randrange(len(g.pending.legal))])
        yield g


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_event_of_a_game_has_a_template(ruleset_id):
    shown = rulesets.get(ruleset_id).presentation
    seen = {}
    for g in _games(ruleset_id):
        for ev in g.events:
            seen.setdefault(ev.kind, ev)
            assert ev.kind in shown.events, f"no template for {ev.kind!r}"
            assert ev.channel is None or ev.channel in shown.channels, ev.channel
            if ev.kind == "stage":  # a sub-phase announced
                assert ev.data["stage"] in shown.stages, ev.data
    for lang in LANGS:
        r = TextRenderer(g.ruleset, g.choices, lang)
        for kind, ev in seen.items():
            text = r.event(ev)
            assert text and text != f"[{kind}] {ev.data}", (kind, text)
    assert shown.key_events <= set(shown.events)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_names_exist_in_both_languages(ruleset_id):
    rs = rulesets.get(ruleset_id)
    shown = rs.presentation
    assert set(rs.options) <= set(shown.options), set(rs.options) - set(shown.options)
    camps = camp_names(rs)
    assert {r.camp for r in rs.roles if r.camp} | set(rs.camps) <= set(camps)
    for words in (*shown.options.values(), *camps.values(), *shown.stages.values(),
                  *shown.segments.values(), *(c.prefix for c in shown.channels.values()),
                  *(c.name for c in shown.channels.values()), shown.summary, shown.intro):
        assert all(words.of(lang) for lang in LANGS), words


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_dealt_card_has_its_rulebook_paragraph(ruleset_id):
    rs = rulesets.get(ruleset_id)
    missing = [r.id for r in rs.playable_roles() if not rs.presentation.rulebook.get(r.id)]
    assert not missing


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_speech_segments_of_a_game_are_named(ruleset_id):
    segments = rulesets.get(ruleset_id).presentation.segments
    used = {ev.data.get("segment") for g in _games(ruleset_id, range(3)) for ev in g.events
            if ev.kind == "speech"}
    assert used <= set(segments), used - set(segments)
