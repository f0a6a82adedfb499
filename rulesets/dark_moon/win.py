"""胜负判定 (lines 201-225): loss conditions per camp, "lose first", one winner, surrender.

某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。
某未判负阵营满足其胜利条件之一，或场上仅有一个阵营尚未被判负时，宣布此阵营胜利。
只有一个阵营能获得胜利；阵营获得胜利会终止一切结算。

Loss conditions read identity categories of the camp's cards (a 混血儿 never counts: D28); the
dark-moon camp loses when all three dealt members are out (D33).  The piper's win beats "last
camp standing" when both hold at once; if every camp is lost together the game is a draw (D34).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import CampRule, Condition, Game, GameOver, WinModel

from .common import chat, chat_members, chat_of, table
from .roles import piper

CAMPS = ("wolf", "village", "dark_moon", "piper")


def _all_out(g: Game, camp: str, side: str) -> bool:
    return not any(s.alive for s in g.seats if s.camp == camp and s.side == side)


def on_lost(g: Game, camp: str, reason: str) -> None:
    """The wolf camp, judged lost, loses every skill and its wolves are told (line 104)."""
    if camp != "wolf":
        return
    table(g).pack_skills = False
    for s in g.seats:
        if s.camp == "wolf":
            s.skills.clear()
    for s in chat_members(g, "wolf", living=False):
        g.tell(s, "camp_lost", camp="wolf", reason=reason)


WIN = WinModel(
    camps=(
        CampRule("wolf", lose=(Condition("狼人阵营的狼人全部出局",
                                         lambda g: _all_out(g, "wolf", "wolf")),)),
        CampRule("village", lose=(Condition("村民阵营的神职或村民全部出局",
                                            lambda g: _all_out(g, "village", "god")
                                            or _all_out(g, "village", "villager")),)),
        CampRule("dark_moon", lose=(Condition(
            "暗月阵营的角色全部出局",
            lambda g: not any(g.seats[s].alive for s in table(g).dark_moon)),)),
        CampRule("piper", lose=(Condition("吹笛者出局", lambda g: not any(
            s.alive for s in g.seats if s.original_role.id == piper.ROLE.id)),),
            win=(Condition("吹笛者存活，其他阵营角色全部持有[吹笛]", piper.wins),)),
    ),
    priority=("piper",), last_unlost_wins=True, on_lost=on_lost)


def fallback(g: Game, why: str) -> None:
    """Line 206: the game cannot go on, the sheriff's camp wins (a draw without one, or if that
    camp has already lost: ruling D39)."""
    s = table(g).sheriff
    camp: Optional[str] = None
    if s is not None and g.seats[s].camp not in g.lost:
        camp = g.seats[s].camp
    raise GameOver(camp, f"{why}: the sheriff's camp wins" if camp else f"{why}: draw")


# -- 投降 (line 92) -----------------------------------------------------------------------------
def surrender_camp(g: Game, seat: int) -> Optional[str]:
    """The camp ``seat`` may surrender for: its chat's camp, or the piper's own."""
    camp = chat_of(g, seat)
    if camp is None and g.seats[seat].original_role.id == piper.ROLE.id:
        camp = "piper"
    return camp


def voters(g: Game, camp: str) -> list[int]:
    if camp == "piper":
        return [s.index for s in g.seats if s.alive and s.original_role.id == piper.ROLE.id]
    return chat_members(g, camp)


def can_surrender(g: Game, seat: int) -> bool:
    camp = surrender_camp(g, seat)
    return camp is not None and camp not in g.lost and seat not in table(g).surrender.get(camp, ())


def surrender(g: Game, seat: int):
    """Agree to surrender; when every living chat member (the piper alone) agrees, the camp is
    judged lost, unannounced (ruling D36)."""
    camp = surrender_camp(g, seat)
    assert camp is not None
    agreed = table(g).surrender.setdefault(camp, set())
    agreed.add(seat)
    if camp == "piper":
        g.emit("surrender", (seat,), seat=seat, side=camp)
    else:
        chat(g, camp, "surrender", seat=seat, side=camp)
    if all(s in agreed for s in voters(g, camp)):
        WIN.lose(g, camp, "surrender")
        g.judge()
    return
    yield  # a generator like every speech special
