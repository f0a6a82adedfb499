"""Speech acts available to a speaker, and 遺言 (last words: speech acts only)."""

from __future__ import annotations

from rulesets.engine import PASS, Decision, Game

#: speech acts a scripted agent may chain in one turn (LLM agents add free text instead)
ACTS_PER_TURN = 3


def speech_acts(g: Game, seat: int) -> list[int]:
    """``[PASS]`` + speech acts about every other seat the table sees in play (shared list)."""
    return g.choices.speech_acts(g.present(but=seat))


def last_words(g: Game, seat: int):
    """遺言: speech acts only, nothing else."""
    acts = speech_acts(g, seat)
    for _ in range(ACTS_PER_TURN):
        c = yield Decision(seat, "last_words", acts, PASS, {})
        if c == PASS:
            return
        g.speak(seat, c, "last_words")
