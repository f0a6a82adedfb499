"""勝利條件 (lines 63-71): 屠邊, the good win, the piper's solo win, priority 第三方 > 狼人 > 好人.

Only win conditions (no camp is ever judged lost), judged at the end of each night and after
each day death event (ruling S42)."""

from __future__ import annotations

from rulesets.engine import CampRule, Condition, Game, WinModel

from .common import GOOD, WOLF
from .roles import piper

THIRD = "third"


def wolves_win(g: Game) -> bool:
    """屠邊: every god or every villager-side player of the good camp is dead (ruling S37)."""
    gods = folk = False  # a living god / villager-side player of the good camp
    for s in g.seats:
        if s.alive and s.camp == GOOD and s.win_camp == GOOD:
            if s.side == "god":
                gods = True
            elif s.side == "villager":
                folk = True
    return not gods or not folk


def good_wins(g: Game) -> bool:
    """所有非好人陣營玩家死亡 (ruling S38)."""
    return not any(s.alive for s in g.seats if s.win_camp != GOOD)


WIN = WinModel(
    camps=(CampRule(THIRD, win=(Condition("当所有其他存活玩家都被迷惑时，吹笛者单独胜利", piper.wins),)),
           CampRule(WOLF, win=(Condition("屠边：好人阵营的神边或民边玩家全部死亡", wolves_win),)),
           CampRule(GOOD, win=(Condition("所有非好人阵营玩家死亡", good_wins),))),
    priority=(THIRD, WOLF, GOOD))
