"""The prompt carries what a player needs (issue 18): seal's ``heuristic`` agent, reading
nothing but the text prompt an LLM seat sends (through the same OpenAI-compatible path: a local
server that parses the prompt, ``tests/prompt_reader.py``), decides as the same heuristic does
on the structured view, decision by decision, and plays the same games.  If the prompt lost an
event, a field of one (a vote's ballots, a check's verdict, the wolf team's cards), the speech
segment, the teammates' knife proposals or the knife victim, or mapped options wrongly, the two
would part — and the failing test names the first decision where they did, with the prompt.

The measured figures (many seeds, the method) are in ``docs/llm.md``."""

from __future__ import annotations

import pytest

from agents.heuristic import for_ruleset
from agents.llm.prompt import PromptBuilder
from agents.seen import freeze
from arena.play.match import play_game
from rulesets.engine import Decision

from .prompt_reader import PromptParser, fmt_summary, measure, summary


#: event data the text does not show (and no heuristic reads): a camp's loss's ruling text
#: (Chinese), and what ended dark_moon's day early (the duel before it is shown)
UNSHOWN = {"camp_lost": {"reason"}, "day_ended": {"by"}}


@pytest.mark.parametrize("ruleset", ["seal", "dark_moon"])
def test_every_event_reads_back_from_the_prompt_history(ruleset):
    """Each seat's inbox in seeded games, as the prompt's history shows it, parses back to the
    same events: kind, chat channel and data (all of it, not only what the heuristic reads,
    but for :data:`UNSHOWN`)."""
    p = PromptParser(ruleset)
    builder = PromptBuilder(p.ruleset, p.r, 0, "en", 99, 10 ** 8)
    kinds = set()
    for seed in range(4):
        game = play_game(ruleset, seed, [for_ruleset(ruleset) for _ in range(p.n)], {})
        for seat in range(p.n):
            # the end of the game comes after the last decision: never in a prompt
            inbox = [e for e in game.inbox[seat] if e.kind != "game_over"]
            got = p.events("\n".join(builder.line(e) for e in inbox), seat)
            assert len(got) == len(inbox)
            for e, g in zip(inbox, got):
                data = {k: v for k, v in e.data.items() if k not in UNSHOWN.get(e.kind, ())}
                assert (g.kind, g.channel, g.data) == (e.kind, e.channel, freeze(data)), builder.line(e)
                kinds.add(e.kind)
    assert {"speech", "result", "wolf_team", "night_falls", "dawn_deaths"} <= kinds
    assert {"votes", "charmed", "bear", "knife_proposal", "sheriff"} <= kinds if ruleset == "seal" \
        else {"ballot", "skills", "out", "vote_top"} <= kinds


def test_the_question_names_the_speech_segment():
    """The heuristic speaks differently in the sheriff election, a PK and the exile speeches:
    the question says which (the exile speech reads as "Speech" already)."""
    p = PromptParser()
    builder = PromptBuilder(p.ruleset, p.r, 0, "en", 99, 10 ** 8)
    heads = {}
    for seg in ("election", "pk", "exile"):
        d = Decision(0, "speech", (0,), 0, {"segment": seg})
        heads[seg] = builder.segment(d, p.r.skill("speech"))
    assert heads == {"election": " (election speech)", "pk": " (PK speech)", "exile": ""}
    zh = PromptBuilder(p.ruleset, p.r, 0, "zh", 99, 10 ** 8)
    assert zh.segment(Decision(0, "speech", (0,), 0, {"segment": "election"}), "发言") == "（竞选发言）"


@pytest.mark.parametrize("ruleset,seed", [("seal", 1), ("dark_moon", 0)])
def test_the_heuristic_decides_the_same_from_its_prompt(ruleset, seed):
    """Bounded: one seed, the prompt-reader at every village seat, then at every other seat
    (3 days).  Every prompted decision agrees with the structured heuristic's on the same
    view, and the games are the all-heuristic game of the seed, answer for answer."""
    m = measure([seed], {"max_days": 3}, ruleset)
    assert not m.errors, m.errors[:3]
    assert m.fallbacks == 0
    agree, n = m.agreement()
    first = m.first_disagreement()
    assert first is None, (f"{n - agree} of {n} decisions differ; first: game {first.game}, "
                           f"seat #{first.seat + 1}, {first.kind}: from the prompt "
                           f"{first.reader}, structured {first.structured}; prompt:\n"
                           f"{first.excerpt[:3000]}")
    assert n > 200 and {r.kind for r in m.records} >= {"speech", "vote"}
    assert all(g["same"] for g in m.games), [(g["side"], g["winner"]) for g in m.games]
    # reader seats made several speech acts in a turn, as the heuristic does
    # (LLMConfig.speech_acts = 3: asked again after each act)
    assert sum(g["second_acts"] for g in m.games if g["readers"]) > 0


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["seal", "dark_moon"])
def test_the_prompt_reader_plays_as_well_as_the_heuristic(ruleset):
    """Twenty seeds, full games, each side read from the prompt in turn: agreement, and each
    camp's win rate with readers no different from the baseline's (the paired difference's
    interval holds 0)."""
    m = measure(range(100, 120), None, ruleset)
    s = summary(m)
    report = fmt_summary(s)
    assert not m.errors and m.fallbacks == 0, report
    assert s["agreement"].p >= 0.99, report
    for key, value in s.items():
        if key.endswith("difference"):
            assert value.low <= 0.0 <= value.high, report
