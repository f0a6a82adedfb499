"""The dark-moon game's table state beyond the seats: tonight's marks, the badge, leaders, the
outs waiting for a window and what still waits to be announced."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from rulesets.engine import Tally
from rulesets.engine.forum import ForumState

#: 5. 出局效果依次结算 — settlement slots in the rulebook's order (line 238).  A slot is the skill
#: id of a card's own skill, or ``skill:origin`` for a borrowed (暗月占卜师) or gifted (礼物) one;
#: an unlisted ``skill:origin`` settles right after its skill's slot.
SETTLEMENT: tuple[tuple[str, str], ...] = (
    ("pack_kill", "狼人阵营<杀人>"),
    ("kill", "暗月阵营<杀人>"),
    ("hunt:wolf", "狼人首领<捕猎>"),
    ("hunt:dark_moon", "暗月首领<捕猎>"),
    ("hunter_boost", "暗月猎人<暗月强化>"),
    ("dream", "摄梦人连续两晚<摄梦>的对象出局"),
    ("dream:borrowed", "暗月占卜师<摄梦> (ruling D40)"),
    ("stalk", "潜行者<潜行>"),
    ("stalk:borrowed", "暗月占卜师<潜行>"),
    ("poison", "女巫<毒药>"),
    ("poison:borrowed", "暗月占卜师<毒药>"),
    ("poison:gift", "礼物<毒药>"),
    ("gift_fail", "黑商馈赠失败"),
    ("gift_fail:borrowed", "暗月占卜师馈赠失败"),
)


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
    tally: Tally = field(default_factory=lambda: Tally([s for s, _ in SETTLEMENT]))
    kill_choices: list[int] = field(default_factory=list)     # 选择目标 of every [指杀] (通灵)
    potions: dict[int, set[str]] = field(default_factory=dict)  # seat -> antidote/poison/boost used
    dreams: list[Dream] = field(default_factory=list)
    blessings: dict[str, dict[int, int]] = field(default_factory=dict)  # camp -> blesser -> target
    gifts: list[tuple[int, int, str]] = field(default_factory=list)      # (merchant, target, skill)
    answers: list[tuple[int, int, bool, str]] = field(default_factory=list)  # 占卜, told at 凌晨
    borrowed: list[tuple[int, list[str]]] = field(default_factory=list)  # boosts, told at 凌晨


@dataclass
class DarkMoonState:
    """Public procedure and persistent facts of one dark-moon game (the out order, the
    unannounced outs and the camps judged lost are the engine's: ``g.outs``, ``g.lost``)."""

    night: NightMarks = field(default_factory=lambda: NightMarks(0))
    dark_moon: tuple[int, ...] = ()          # the dealt 暗月狼人, 暗月神职, 暗月村民
    sheriff: Optional[int] = None
    heir_untold: Optional[int] = None        # a 晨曦 殉职 heir, told when 正午 starts (line 239)
    leaders: dict[str, int] = field(default_factory=dict)   # camp -> its latest 首领
    appointed: set[str] = field(default_factory=set)        # camps whose pack 选举 is spent
    surrender: dict[str, set[int]] = field(default_factory=dict)  # camp -> seats that agreed
    pack_skills: bool = True                 # the wolf pack's shared 杀人 / 选举 (lost with the camp)
    charmed: set[int] = field(default_factory=set)          # holders of [吹笛]
    blessed_last: set[int] = field(default_factory=set)     # roles blessed last night
    window: list[int] = field(default_factory=list)         # outs waiting for the next 晨曦/黄昏
    shot: set[int] = field(default_factory=set)             # out by a gun: no chained shot
    last_words: list[tuple[int, int, Optional[str]]] = field(default_factory=list)  # to publish
    forum: ForumState = field(default_factory=ForumState)   # today's posts, requests, ballots
