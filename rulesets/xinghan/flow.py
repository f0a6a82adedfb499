"""The whole game (总体流程, lines 214-242): the pre-game steps inside day 1, then discussion days
and nights until one camp wins."""

from __future__ import annotations

from rulesets.engine import Game

from . import day, night, setup


def play(g: Game):
    g.begin("day")
    g.emit("day_breaks", day=1)
    yield from setup.play(g)
    while True:
        yield from day.play(g)
        yield from night.play(g)
        g.begin("day")
