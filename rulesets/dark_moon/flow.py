"""The whole game (总体流程, lines 231-241): deal, 认亲, chats, the election day, then night and
day until one camp wins."""

from __future__ import annotations

from rulesets.engine import Game

from . import day, night
from .common import chat, chat_members, table
from .roles import half_blood, wolves


def setup(g: Game):
    """0-2: cards dealt (their skills come with them: ``DarkMoon.identity_skills``), 混血儿<认亲>,
    then the two chats form."""
    state = table(g)
    for seat in g.seats:
        if seat.camp == "dark_moon":
            g.tell(seat.index, "role", role=seat.role.id, camp=seat.camp)
        else:
            g.tell(seat.index, "role", role=seat.role.id)
    by_side = {g.seats[s].side: s for s in (x.index for x in g.seats if x.camp == "dark_moon")}
    state.dark_moon = tuple(by_side[c] for c in ("wolf", "god", "villager"))
    yield from half_blood.adopt(g)
    wolves.meet(g)
    team = chat_members(g, "dark_moon")
    chat(g, "dark_moon", "dark_moon_team", seats=team, roles=[g.seats[s].role.id for s in team])


def play(g: Game):
    day.begin(g)
    yield from setup(g)
    g.judge()
    while True:
        yield from day.play(g)
        yield from night.play(g)
        day.begin(g)
