"""The whole game: each seat sees its card, then night 1, then day and night until a camp wins."""

from __future__ import annotations

from rulesets.engine import Game

from . import day, night


def play(g: Game):
    for seat in g.seats:
        g.tell(seat.index, "role", role=seat.role.id)
    while True:
        yield from night.play(g)
        yield from day.play(g)
