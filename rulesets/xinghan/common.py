"""What every 星汉 module shares: the table state, the rulebook's timing tags, news for the next
day, and camp changes (阵营转变) with their locks."""

from __future__ import annotations

from typing import Any

from rulesets.engine import Game

from .state import XinghanState

#: timing tags (the rulebook's words)
NIGHT = "游戏日夜晚"
START = "游戏开始时"
DUSK = "入夜前"
ON_OUT = "出局时"
AFTER_VOTE = "投票结束后"
ANY_TIME = "随时"
PASSIVE = "被动"
#: skill flags
FORCED = "强制"
LIMITED = "限定"
LOCKED = "锁定"
GAINED = "获得"   # a skill the card gains during the game, never dealt
#: the camp of a 不定 role before it takes one (and of 女仆 until <顺从>)
UNDETERMINED = "undetermined"
#: the seven camps, in the rulebook's win priority (line 380)
CAMPS = ("mirror", "piper", "gambler", "poison_sage", "treasure", "fox", "wolf")


def table(g: Game) -> XinghanState:
    """The 星汉 table state of ``g``."""
    return g.state


def others(g: Game, me: int) -> list[int]:
    """Living roles other than ``me``, in seat order."""
    return g.living(but=me)


def by_day(g: Game) -> bool:
    """Is it daytime (setup before day 1 counts as day: announcements are made at once)?"""
    return not g.phase.startswith("night")


def news(g: Game, kind: str, **data: Any) -> None:
    """A public announcement: at once by day, at the next day's start for what happens at night
    (line 56: 夜晚期间需要公示的内容全部在下一个白天开始时公布)."""
    if by_day(g):
        g.emit(kind, **data)
    else:
        table(g).news.append((kind, data))


def card(g: Game, seat: int) -> str:
    """The role card dealt to ``seat`` (cards never change in 星汉; 女仆's 表面身份 is apparent)."""
    return g.seats[seat].role.id


def holds(g: Game, seat: int, skill: str) -> bool:
    return g.seats[seat].skill(skill) is not None


def strip_skills(g: Game, seat: int) -> None:
    """失去所有（原有）技能 (狩猎, 公敌): every instance goes, with the 不定 link it carried."""
    s = g.seats[seat]
    s.skills = []
    s.follows = None


def refresh_lock(g: Game, seat: int) -> None:
    """A camp is frozen inside the wolf pack (line 187) or under a living ranger's 磐石 (135)."""
    state = table(g)
    rangers = state.locks.get(seat, set())
    g.seats[seat].camp_locked = seat in state.pack_locked or any(
        g.seats[r].alive for r in rangers)


def join(g: Game, seat: int, camp: str) -> bool:
    """``seat`` joins ``camp`` unless its camp is locked; it is told (你的阵营转变为xx阵营, line 48),
    the 不定 roles following it move silently (line 187).  Returns whether it moved."""
    return g.change_camp(seat, camp)


def living_of(g: Game, camp: str) -> list[int]:
    return [s.index for s in g.seats if s.alive and s.camp == camp]
