"""The whole game (游戏流程, lines 626-692): the setup, then nights and days until a team wins.

0 配板阶段: the characters are dealt (:mod:`.setup`); the setup-time abilities run (the
storyteller picks what a 酒鬼 believes, 卡扎力 picks its minions...); every player is told only
"失忆的<type>" (全员追忆).  Then 1 首夜, 2 黎明, 3 讨论日, 4 白天结算, 5 黄昏, 6 夜晚, and so on.
"""

from __future__ import annotations

from rulesets.engine import Game, GameOver

from . import amnesia, day, night
from .common import table


def setup(g: Game):
    """配板阶段 after the deal: state, the amnesia abilities, setup-time abilities, the cards."""
    state = table(g)
    state.lil_monsta = not any(s.side == "demon" for s in g.seats)
    state.initial_outsiders = sum(s.side == "outsider" for s in g.seats)
    for s in g.seats:
        state.memory[s.index] = s.role.id
        amnesia.grant(g, s.index)
    rs = g.ruleset
    # [配板] choices first (卡扎力 makes its minions), then what the dealt characters set up
    order = sorted(rs.setups, key=lambda sid: rs.names.skill(sid).timing != "配板")
    for sid in order:
        for seat, inst in g.holders(sid):
            result = rs.setups[sid](g, seat, inst)
            if result is not None:
                yield from result
    for s in g.seats:
        for inst in list(s.skills):
            if inst.id in rs.entries:
                rs.entries[inst.id](g, s.index, inst)
    for s in g.seats:
        amnesia.tell_type(g, s.index)
    night.upkeep(g)


def play(g: Game):
    """The game: the setup, then nights and days until a team wins (or the day limit)."""
    yield from setup(g)
    first, later = g.ruleset.schedules
    while True:
        yield from night.play(g, first, later)
        yield from day.play(g)
        if g.day >= g.board["max_days"]:
            raise GameOver(None, f"day limit ({g.board['max_days']}) reached")
