"""勝利條件 (lines 63-71): 屠邊, the good win, the piper's solo win, priority 第三方 > 狼人 > 好人."""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, GameOver

from .roles import piper

PRIORITY = ("third", "wolf", "good")


def winners(g: Game) -> list[str]:
    """Every camp whose condition holds now, in priority order."""
    won: list[str] = []
    if piper.wins(g):
        won.append("third")
    good = [s for s in g.seats if s.camp == "good" and s.win_camp == "good"]
    gods = [s for s in good if s.side == "god"]
    folk = [s for s in good if s.side == "villager"]
    if not any(s.alive for s in gods) or not any(s.alive for s in folk):
        won.append("wolf")  # 屠邊
    if not any(s.alive for s in g.seats if s.win_camp != "good"):
        won.append("good")  # 所有非好人陣營玩家死亡
    return won


def winner(g: Game) -> Optional[str]:
    won = winners(g)
    return won[0] if won else None


def check_win(g: Game) -> None:
    w = winner(g)
    if w is not None:
        raise GameOver(w, f"{w} condition met")
