"""胜负判定 (lines 201-225): loss conditions per camp, "lose first", one winner, surrender.

某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。
某未判负阵营满足其胜利条件之一，或场上仅有一个阵营尚未被判负时，宣布此阵营胜利。
只有一个阵营能获得胜利；阵营获得胜利会终止一切结算。

Loss conditions read identity categories of the camp's cards (a 混血儿 never counts: D28); the
dark-moon camp loses when all three dealt members are out (D33).  The piper's win beats "last
camp standing" when both hold at once; if every camp is lost together the game is a draw (D34).
"""

from __future__ import annotations

from typing import Callable, Optional

from rulesets.engine import Game, GameOver

from .common import chat, chat_members, chat_of, st
from .roles import piper

CAMPS = ("wolf", "village", "dark_moon", "piper")


def _all_out(g: Game, camp: str, side: str) -> bool:
    return not any(s.alive for s in g.seats if s.camp == camp and s.side == side)


#: camp -> its loss condition (判负)
LOSS: dict[str, Callable[[Game], bool]] = {
    "wolf": lambda g: _all_out(g, "wolf", "wolf"),                      # 狼人阵营的狼人全部出局
    "village": lambda g: _all_out(g, "village", "god") or _all_out(g, "village", "villager"),
    "dark_moon": lambda g: not any(g.seats[s].alive for s in st(g).dark_moon),
    "piper": lambda g: not any(s.alive for s in g.seats if s.original_role.id == piper.ROLE.id),
}


def lose(g: Game, camp: str, reason: str) -> None:
    """优先判负.  The wolf camp also loses every skill and its wolves are told (line 104)."""
    state = st(g)
    state.lost.add(camp)
    if camp != "wolf":
        return
    state.pack_skills = False
    for s in g.seats:
        if s.camp == "wolf":
            s.skills.clear()
    for s in chat_members(g, "wolf", living=False):
        g.tell(s, "camp_lost", camp="wolf", reason=reason)


def check_win(g: Game) -> None:
    """Judge losses, then a win; raises :class:`GameOver` when the game is decided."""
    state = st(g)
    for camp in CAMPS:
        if camp not in state.lost and LOSS[camp](g):
            lose(g, camp, "condition")
    if "piper" not in state.lost and piper.wins(g):
        raise GameOver("piper", "every living role of the other camps holds [吹笛]")
    unlost = [c for c in CAMPS if c not in state.lost]
    if len(unlost) == 1:
        raise GameOver(unlost[0], "the only camp not judged lost")
    if not unlost:
        raise GameOver(None, "every camp judged lost at once")


def fallback(g: Game, why: str) -> None:
    """Line 206: the game cannot go on, the sheriff's camp wins (a draw without one, or if that
    camp has already lost: ruling D39)."""
    s = st(g).sheriff
    camp: Optional[str] = None
    if s is not None and g.seats[s].camp not in st(g).lost:
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
    state = st(g)
    return camp is not None and camp not in state.lost and seat not in state.surrender.get(camp, ())


def surrender(g: Game, seat: int):
    """Agree to surrender; when every living chat member (the piper alone) agrees, the camp is
    judged lost, unannounced (ruling D36)."""
    camp = surrender_camp(g, seat)
    assert camp is not None
    agreed = st(g).surrender.setdefault(camp, set())
    agreed.add(seat)
    if camp == "piper":
        g.emit("surrender", (seat,), seat=seat, side=camp)
    else:
        chat(g, camp, "surrender", seat=seat, side=camp)
    if all(s in agreed for s in voters(g, camp)):
        lose(g, camp, "surrender")
        check_win(g)
    return
    yield  # a generator like every speech special
