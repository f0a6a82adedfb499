"""遺言 (last words): speech acts only, nothing else."""

from __future__ import annotations

from rulesets.engine import Game, ask_speech


def last_words(g: Game, seat: int):
    yield from ask_speech(g, seat, "last_words", lambda c: g.speak(seat, c, "last_words"))
