"""Deaths by day (kill, 殉情, announce, badge, takes, win check, last words) and the 黑狼王's
take, which waits as a trigger for its moment (dawn after a night death, at once by day)."""

from __future__ import annotations

from typing import Iterable

from rulesets.engine import Game, Trigger

from . import badge
from .common import table
from .last_words import last_words as speak_last_words
from .roles import black_wolf_king


def day_death(g: Game, victims: Iterable[tuple[int, str]], last_words: bool = True):
    """A death by day: kill, 殉情, announce, badge, takes, win check, then last words."""
    died = [s for s, cause in victims if g.go_out(s, cause, public=True)]
    died += g.outs.chain(died, public=True)
    if not died:
        return
    g.emit("death", seats=sorted(died))
    for s in died:
        yield from badge.on_death(g, s)
    yield from g.triggers.drain(g, TAKES, where=lambda t: t.context.get("by_day", False))
    g.judge(instant_only=False)
    state = table(g)
    if last_words and not state.exploded_today and not state.duel_won_today:
        for s in died:
            yield from speak_last_words(g, s)


def black_take(g: Game, trigger: Trigger):
    """黑狼王 takes another living player, who dies by day."""
    t = yield from black_wolf_king.take(g, trigger)
    if t is not None:
        g.emit("take", seat=trigger.seat, target=t)
        yield from day_death(g, [(t, "take")])


#: how queued take triggers resolve
TAKES = {black_wolf_king.TAKE.id: black_take}
