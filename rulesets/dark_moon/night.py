"""The night (line 237): 早夜, 深夜, 凌晨 as data, then the settlement of step 5 (line 238).

4. 进入夜晚：21:20~22:20为早夜和深夜阶段，22:20~22:40为凌晨阶段，对应身份依次选择发动技能。

The rulebook orders only the segments.  Inside 深夜 the choices are secret and resolve together
at settlement, so the asking order changes nothing, except that 占卜 comes first: its feedback
and a borrowed skill are usable in the same 深夜 (ruling D6).  Each step runs a *skill* for
whoever holds it now (a card's own, a borrowed or a gifted instance), not a role.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from rulesets.engine import Game

from .common import st
from .deaths import settle
from .roles import (diviner, dreamcatcher, guard, hunter, leader, magician, merchant, piper,
                    stalker, villager, witch, wolves)
from .state import NightMarks
from .win import check_win

#: sub-phases (Event.stage) and their names
STAGES = {"dawn": ("晨曦", "dawn"), "noon": ("正午", "noon"), "dusk": ("黄昏", "dusk"),
          "early_night": ("早夜", "early night"), "deep_night": ("深夜", "deep night"),
          "small_hours": ("凌晨", "small hours")}


@dataclass(frozen=True)
class NightStep:
    """One step of the night: its segment, what it is, what runs it."""

    stage: str
    zh: str
    run: Callable[[Game], object]
    procedure: bool = False  # asks nothing (a plain function, not a generator)


NIGHT_ORDER: tuple[NightStep, ...] = (
    NightStep("early_night", "魔术师<交换>", magician.swap),
    NightStep("deep_night", "<占卜>（+占卜师<暗月强化>）", diviner.divine),
    NightStep("deep_night", "狼人阵营<杀人>", wolves.pack_kill),
    NightStep("deep_night", "暗月阵营<杀人>", wolves.dark_kill),
    NightStep("deep_night", "首领<捕猎>", leader.hunt),
    NightStep("deep_night", "女巫<暗月强化>", witch.boost),
    NightStep("deep_night", "猎人<暗月强化>", hunter.boost),
    NightStep("deep_night", "<守护之盾>（+守卫<暗月强化>）", guard.shield),
    NightStep("deep_night", "<馈赠>", merchant.gift),
    NightStep("deep_night", "<摄梦>（+摄梦人<暗月强化>）", dreamcatcher.dream),
    NightStep("deep_night", "<潜行>", stalker.stalk),
    NightStep("deep_night", "村民<祝福>", villager.bless),
    NightStep("deep_night", "吹笛者<吹笛>", piper.pipe),
    NightStep("small_hours", "<通灵>", witch.mediumship, procedure=True),
    NightStep("small_hours", "<救药><毒药>", witch.potions),
)


#: sub-phases the table sees begin (a public ``stage`` header); the night's are private steps
ANNOUNCED_STAGES = frozenset({"dawn", "noon", "dusk"})


def set_stage(g: Game, stage: str) -> None:
    """Enter a sub-phase: every later event carries it as ``Event.stage``."""
    if g.stage != stage:
        g.stage = stage
        if stage in ANNOUNCED_STAGES:
            g.emit("stage", stage=stage)


def begin(g: Game) -> None:
    g.night = g.day  # night k follows day k (ruling D17)
    g.phase = f"night {g.night}"
    g.stage = None
    g.expire("night_start")  # 暗月占卜师's borrowed skills: 下一个游戏日夜晚开始时失效
    st(g).night = NightMarks(g.night)
    g.emit("night_falls", night=g.night)


def play(g: Game):
    """One whole night: every step in order, the settlement, then the night's end."""
    begin(g)
    for step in NIGHT_ORDER:
        set_stage(g, step.stage)
        if step.procedure:
            step.run(g)
        else:
            yield from step.run(g)  # type: ignore[misc]
    g.stage = "settlement"
    settle(g)
    g.expire("night_end")    # statuses, and last night's gifts (下一个游戏日夜晚结束时失效)
    merchant.deliver(g)      # 结算目标在夜晚结束时获得对应的临时技能
    check_win(g)
