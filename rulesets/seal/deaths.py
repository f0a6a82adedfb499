"""Deaths: immunities, 殉情 cascades, the badge on death, last words, 黑狼王's take, day deaths."""

from __future__ import annotations

from typing import Iterable

from rulesets.engine import Game

from .common import st
from .roles import bear_tamer, black_wolf_king, socialite, wolf_beauty
from .win import check_win

#: role id -> what happens the moment that card dies
ON_DEATH = {bear_tamer.ROLE.id: bear_tamer.on_death}


def kill(g: Game, seat: int, cause: str, public: bool) -> bool:
    """Kill ``seat`` unless its card is immune to ``cause``; returns whether it died."""
    s = g.seats[seat]
    if not s.alive or cause in s.role.immune:
        return False
    s.alive = False
    s.death_public = public
    s.death_cause = cause
    state = st(g)
    if state.deputy == seat:
        state.deputy = None  # 輔警玩家死亡時…失去輔警身份
    hook = ON_DEATH.get(s.role.id)
    if hook is not None:
        hook(g, seat)
    return True


def lovesick_cascade(g: Game, died: set[int], public: bool, tonight: bool) -> list[int]:
    """殉情 links, repeated until nothing changes: 名媛 -> tonight's favourite (nights only),
    狼美人 -> her last charm (any time).  Returns the extra dead."""
    extra: list[int] = []
    frontier = set(died)
    while frontier:
        links = wolf_beauty.lovesick_link(g, frontier)
        if tonight:
            links += socialite.lovesick_link(g, frontier)
        frontier = {t for t in links if kill(g, t, "lovesick", public)}
        extra.extend(sorted(frontier))
    return extra


def badge_on_death(g: Game, seat: int):
    """在死亡後可以將警徽移交給一名其他存活玩家…也可以撕毀警徽; a 輔警 appointed while its night
    death was still secret loses the status when the death is announced (line 101, ruling S43)."""
    from .sheriff import pass_badge
    state = st(g)
    if state.deputy == seat:
        state.deputy = None
    if state.sheriff == seat:
        yield from pass_badge(g, seat)


def day_death(g: Game, victims: Iterable[tuple[int, str]], last_words: bool = True):
    """A death by day: kill, 殉情, announce, badge, takes, win check, then last words."""
    from .speech import last_words as speak_last_words
    died = [s for s, cause in victims if kill(g, s, cause, public=True)]
    died += lovesick_cascade(g, set(died), public=True, tonight=False)
    if not died:
        return
    g.emit("death", seats=sorted(died))
    for s in died:
        yield from badge_on_death(g, s)
    for s in died:
        if black_wolf_king.may_take(g, s, g.seats[s].death_cause or ""):
            yield from black_take(g, s)
    check_win(g)
    if last_words and not st(g).exploded_today:
        for s in died:
            yield from speak_last_words(g, s)


def black_take(g: Game, king: int):
    t = yield from black_wolf_king.take(g, king)
    if t is not None:
        g.emit("take", seat=king, target=t)
        yield from day_death(g, [(t, "take")])
