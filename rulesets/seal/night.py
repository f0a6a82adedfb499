"""The night: 行動順序 exactly as the rulebook lists it (lines 13-55), as data, then the death
settlement of ruling S41."""

from __future__ import annotations

from rulesets.engine import FIRST, Game, Schedule, Step

from .common import table
from .roles import (actor, bear_tamer, crow, evil_spirit, fox, gargoyle, gravekeeper, half_blood,
                    knight, moon_maiden, nightmare, piper, socialite, wolf_beauty, wolves)
from .state import NightMarks

#: 行動順序 (lines 17-59): who acts, in order; each skill step runs for every living holder that
#: no seal, fear or panic disables (ruling S12)
NIGHT = Schedule.sequential(
    Step("1 混血兒（首夜）", half_blood.support, skill="support", nights=FIRST),
    Step("2 狼人互認（首夜）", wolves.meet, nights=FIRST, procedure=True),
    Step("3 夢魘", nightmare.fear, skill="fear"),
    Step("4 月女", moon_maiden.seal, skill="seal"),
    Step("5 守墓人", gravekeeper.inspect, skill="grave_check"),
    Step("6 惡靈", evil_spirit.incarnate, skill="incarnate"),
    Step("7 演員", actor.perform, skill="perform"),
    Step("8 預言家（演員扮演）", actor.seer, skill="seer_check"),
    Step("9 狼美人", wolf_beauty.charm, skill="beauty_charm"),
    Step("10 名媛", socialite.favour, skill="favour"),
    Step("11 守衛（演員扮演）", actor.guard, skill="guard"),
    Step("12 狼人指刀", wolves.knife),
    Step("13 種狼（惡靈化身）", evil_spirit.infect, skill="infect"),
    Step("14 女巫（演員扮演）", actor.witch, skill="witch"),
    Step("15 馴熊師", bear_tamer.timing, skill="bear_timing"),
    Step("16 狐貍", fox.check, skill="fox_check"),
    Step("17 烏鴉", crow.slander, skill="slander"),
    Step("18 騎士", knight.suspect, skill="suspect"),
    Step("19 吹笛者", piper.pipe, skill="pipe"),
    Step("20 石像鬼", gargoyle.gaze, skill="gaze"),
    Step("21 被迷惑者互認", piper.recognise, procedure=True),
)


def begin(g: Game) -> None:
    state = table(g)
    g.begin("night")
    g.expire("night_start")  # 惡靈 forms last 直到下一晚
    panic = state.panic_pending
    if panic:
        g.add_status(None, "panic", until="night_end")  # 恐慌: every skill fails tonight
    if state.apostle_pending:
        g.add_status(None, "apostle", until="night_end")  # good-camp skills fail tonight
    apostle = state.apostle_pending
    state.panic_pending = state.apostle_pending = False
    state.night = NightMarks(g.night)
    if apostle:  # the good players notice they are not woken: told like a panic (ruling S48)
        g.emit("night_falls", night=g.night, panic=panic, apostle=True)
    else:
        g.emit("night_falls", night=g.night, panic=panic)
    bear_tamer.night_start(g)


def play(g: Game):
    """One whole night: every step in order, then the settlement."""
    begin(g)
    yield from NIGHT.run(g, first=g.night == 1)
    settle(g)


def settle(g: Game) -> None:
    """Ruling S41: the knife (shields, infection, antidote), the poison, 殉情 cascades; the
    騎士's reveal and the 黑狼王's take wait for dawn (on-out hooks)."""
    state = table(g)
    night = state.night
    died = night.tally.settle(g)
    died += g.outs.chain(died, public=False)
    night.deaths = sorted(set(died))
    state.last_night_deaths = night.deaths
    g.expire("night_end")
    g.judge(instant_only=False)
