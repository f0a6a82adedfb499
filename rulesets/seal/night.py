"""The night: 行動順序 exactly as the rulebook lists it (lines 13-55), as data, then the death
settlement of ruling S41."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from rulesets.engine import Game

from .common import disabled, st
from .deaths import kill, lovesick_cascade
from .roles import (actor, bear_tamer, black_wolf_king, crow, evil_spirit, fox, gargoyle,
                    gravekeeper, half_blood, knight, moon_maiden, nightmare, piper, socialite,
                    wolf_beauty, wolves)
from .state import NightMarks
from .win import check_win


@dataclass(frozen=True)
class NightStep:
    """One line of the action order: who acts, and whether only on the first night."""

    order: int
    zh: str
    run: Callable[[Game], object]
    first_night_only: bool = False
    procedure: bool = False  # a host procedure that asks nothing (returns None, not a generator)


NIGHT_ORDER: tuple[NightStep, ...] = (
    NightStep(1, "混血兒（首夜）", half_blood.support, first_night_only=True),
    NightStep(2, "狼人互認（首夜）", wolves.meet, first_night_only=True, procedure=True),
    NightStep(3, "夢魘", nightmare.fear),
    NightStep(4, "月女", moon_maiden.seal),
    NightStep(5, "守墓人", gravekeeper.inspect),
    NightStep(6, "惡靈", evil_spirit.incarnate),
    NightStep(7, "演員", actor.perform),
    NightStep(8, "預言家（演員扮演）", actor.seer),
    NightStep(9, "狼美人", wolf_beauty.charm),
    NightStep(10, "名媛", socialite.favour),
    NightStep(11, "守衛（演員扮演）", actor.guard),
    NightStep(12, "狼人指刀", wolves.knife),
    NightStep(13, "種狼（惡靈化身）", evil_spirit.infect),
    NightStep(14, "女巫（演員扮演）", actor.witch),
    NightStep(15, "馴熊師", bear_tamer.timing),
    NightStep(16, "狐貍", fox.check),
    NightStep(17, "烏鴉", crow.slander),
    NightStep(18, "騎士", knight.suspect),
    NightStep(19, "吹笛者", piper.pipe),
    NightStep(20, "石像鬼", gargoyle.gaze),
    NightStep(21, "被迷惑者互認", piper.recognise, procedure=True),
)


def begin(g: Game) -> None:
    state = st(g)
    g.night += 1
    g.phase = f"night {g.night}"
    g.expire("night_start")  # 惡靈 forms last 直到下一晚
    marks = NightMarks(g.night, panic=state.panic_pending, apostle=state.apostle_pending)
    state.panic_pending = state.apostle_pending = False
    state.night = marks
    g.emit("night_falls", night=g.night, panic=marks.panic)
    bear_tamer.night_start(g)


def play(g: Game):
    """One whole night: every step in order, then the settlement."""
    begin(g)
    for step in NIGHT_ORDER:
        if step.first_night_only and g.night != 1:
            continue
        if step.procedure:
            step.run(g)
        else:
            yield from step.run(g)  # type: ignore[misc]
    settle(g)


def settle(g: Game) -> None:
    """Ruling S41: knife (voids, shields, infection, antidote), poison, 殉情 cascades."""
    state = st(g)
    night = state.night
    dead: list[tuple[int, str]] = []
    if night.knife is not None and wolves.knife_kills(g, night.knife) \
            and night.infected != night.knife and night.antidote != night.knife:
        dead.append((night.knife, "knife"))
    if night.poison is not None:
        dead.append((night.poison, "poison"))
    died = [s for s, cause in dead if kill(g, s, cause, public=False)]
    died += lovesick_cascade(g, set(died), public=False, tonight=True)
    night.deaths = sorted(set(died))
    state.last_night_deaths = night.deaths
    for s in night.deaths:
        knight.on_night_death(g, s)
        seat = g.seats[s]
        if black_wolf_king.may_take(g, s, seat.death_cause or "") and not disabled(g, s):
            state.take_pending.append(s)
    g.expire("night_end")
    check_win(g)
