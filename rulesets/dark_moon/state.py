"""The dark-moon game's table state beyond the seats: tonight's marks, the badge, leaders, the
camps judged lost, the out order and what still waits to be announced."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass(slots=True)
class Hit:
    """One out-effect waiting for the settlement of step 5: ``damage`` (a lattice name) from
    ``source`` on the final target, filed under its slot of the settlement order."""

    slot: str
    seq: int
    source: int
    target: int
    damage: str


@dataclass(slots=True)
class Dream:
    """One 摄梦 tonight: its source, final target and the effect the boost skips (1, 2, 3 or 0)."""

    source: int
    target: int
    skip: int = 0
    slot: str = "dream"


@dataclass
class NightMarks:
    """What tonight's skills have done so far (a fresh one every night)."""

    no: int
    swap: dict[int, int] = field(default_factory=dict)       # 魔术师<交换>: target -> partner
    hits: list[Hit] = field(default_factory=list)
    kill_choices: list[int] = field(default_factory=list)     # 选择目标 of every [指杀] (通灵)
    potions: dict[int, set[str]] = field(default_factory=dict)  # seat -> antidote/poison/boost used
    dreams: list[Dream] = field(default_factory=list)
    blessings: dict[str, dict[int, int]] = field(default_factory=dict)  # camp -> blesser -> target
    gifts: list[tuple[int, int, str]] = field(default_factory=list)      # (merchant, target, skill)
    outs: list[int] = field(default_factory=list)

    def hit(self, slot: str, source: int, target: int, damage: str) -> None:
        self.hits.append(Hit(slot, len(self.hits), source, target, damage))


@dataclass
class DarkMoonState:
    """Public procedure and persistent facts of one dark-moon game."""

    night: NightMarks = field(default_factory=lambda: NightMarks(0))
    dark_moon: tuple[int, ...] = ()          # the dealt 暗月狼人, 暗月神职, 暗月村民
    sheriff: Optional[int] = None
    leaders: dict[str, int] = field(default_factory=dict)   # camp -> 首领
    appointed: set[str] = field(default_factory=set)        # camps whose pack 选举 is spent
    lost: set[str] = field(default_factory=set)              # camps judged lost (优先判负)
    surrender: dict[str, set[int]] = field(default_factory=dict)  # camp -> seats that agreed
    pack_skills: bool = True                 # the wolf pack's shared 杀人 / 选举 (lost with the camp)
    charmed: set[int] = field(default_factory=set)          # holders of [吹笛]
    blessed_last: set[int] = field(default_factory=set)     # roles blessed last night
    out_order: list[int] = field(default_factory=list)      # every out, in order
    window: list[int] = field(default_factory=list)         # outs waiting for the next 晨曦/黄昏
    shot: set[int] = field(default_factory=set)             # out by a gun: no chained shot
    unannounced: list[int] = field(default_factory=list)    # outs the table has not been told
    last_words: list[tuple[int, int, Optional[str]]] = field(default_factory=list)  # to publish
    ballots: dict[int, Optional[int]] = field(default_factory=dict)  # today's final ballots
    requests: dict[str, set[int]] = field(default_factory=dict)     # today's 加速 / 延时
    accelerated: bool = False
