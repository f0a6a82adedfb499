"""阵营转变 (line 6): 发生阵营转变时角色会获知阵营的转变 — and 圣洁之魂 (line 15): 同时在场的邪恶角色
数量不超过初始设置的数量+1，即不超过四名（在场不要求存活）.  A change that would make a fifth evil
player fails (ruling C55)."""

from __future__ import annotations

from rulesets.engine import Game

from .characters import EVIL_CAP


def room_for_evil(g: Game) -> bool:
    """May one more player turn evil (圣洁之魂)?"""
    if not g.board.get("spirit_of_ivory", True):
        return True
    return sum(s.camp == "evil" for s in g.seats) < EVIL_CAP


def turn(g: Game, seat: int, camp: str, why: str, told: bool = True) -> bool:
    """The seat's alignment becomes ``camp`` (told, unless ``told`` is false: 食人魔's 此次阵营转变不会
    告知食人魔, or a change made at setup, told with the seat's type: :func:`~.amnesia.tell_type`); returns whether it changed."""
    if g.seats[seat].camp == camp:
        return False
    if camp == "evil" and not room_for_evil(g):
        g.emit("alignment_refused", (), seat=seat, why=why)  # the grimoire's record
        return False
    moved = g.change_camp(seat, camp, notify="alignment" if told else None)
    if moved:
        g.emit("alignment_change", (), seat=seat, camp=camp, why=why)
    return moved
