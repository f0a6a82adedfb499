"""The 哪吒 table state beyond the seats: tonight's marks, today's marks, the badge, tags, the
last-word pool, what waits for an announcement.  Seats, statuses, skill instances, the out order
and the camps judged lost are the engine's."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from rulesets.engine import SkillInstance, Tally
from rulesets.engine.forum import ForumState

from .tally import SLOTS


@dataclass
class Aimed:
    """One use of a [指定] skill tonight (or today): who, which skill, the chosen and the final
    targets, and its place in the order of uses (发动顺序)."""

    source: int
    skill: str
    chosen: int
    finals: list[int]
    order: int
    camp: str = ""     # the source's actual camp when it used the skill


@dataclass
class NightMarks:
    """What tonight's skills have set up or done so far (a fresh one every night)."""

    no: int
    tally: Tally = field(default_factory=lambda: Tally(SLOTS))
    aimed: list[Aimed] = field(default_factory=list)            # every [指定] use, in order
    acted: dict[int, list[str]] = field(default_factory=dict)   # seat -> skills it used tonight
    rewind: dict[int, int] = field(default_factory=dict)        # 时间逆流: target -> consort
    rewound: dict[int, list[str]] = field(default_factory=dict)  # consort -> skills it bounced
    swaps: dict[int, int] = field(default_factory=dict)         # 人偶操控: seat <-> seat
    counters: dict[int, int] = field(default_factory=dict)      # 防反: swordsman -> its target
    magnets: list[int] = field(default_factory=list)            # 磁吸 active tonight
    kill_choices: list[int] = field(default_factory=list)       # 选择目标 of every [指杀]
    pack_targets: list[int] = field(default_factory=list)       # the pack's 结算目标s tonight (时波增幅: 2)
    pack_source: Optional[int] = None                           # its random source (群内)
    mist: Optional[list[int]] = None                            # 未明之雾: the allowed list
    guards: dict[int, list[tuple[int, str]]] = field(default_factory=dict)  # 日月: t -> (src, kind)
    surges: dict[int, list[tuple[int, str]]] = field(default_factory=dict)  # 时波: t -> (src, kind)
    judgement: Optional[tuple[int, list[int]]] = None           # 审判: judge, the two
    council: list[tuple[int, list[int], int]] = field(default_factory=list)  # 毒药议会
    damaged: dict[int, list[tuple[Optional[int], str]]] = field(default_factory=dict)  # filed hits
    cured: list[tuple[int, int]] = field(default_factory=list)  # 救治: (doctor, target)
    bat_guard: dict[int, int] = field(default_factory=dict)     # 庇护: bat -> protected
    dying: list[int] = field(default_factory=list)              # 秘法: projected outs
    at_end: list[tuple[int, str, Optional[int]]] = field(default_factory=list)  # 夜晚结束时
    extra_kills: int = 0                                        # 时波增幅 on the pack's 杀人
    plots: list[int] = field(default_factory=list)              # 谋策: roles that pick a skill
    requiems: list[tuple[int, int]] = field(default_factory=list)  # 安魂: (comforter, target)
    potions: set[int] = field(default_factory=set)              # 觉醒女巫 who used 救药 tonight
    councils: set[int] = field(default_factory=set)             # 觉醒女巫 who used 毒药议会 tonight
    radiance: set[int] = field(default_factory=set)             # 裁决者 who used 辉耀 tonight
    gifts: list[tuple[int, int, str]] = field(default_factory=list)  # 馈赠: (merchant, t, gift)
    lured: dict[int, list[int]] = field(default_factory=dict)   # 诱食: lured role -> taoties
    lure_fed: set[int] = field(default_factory=set)             # taoties 诱食 fed tonight
    presents: list[tuple[int, int, str]] = field(default_factory=list)  # 礼物: (santa, t, content)
    linked: list[int] = field(default_factory=list)             # 链接: roles linked tonight


@dataclass
class Bond:
    """A [真爱情侣] pair linked by 丘比特之箭 (lines 786-800) and how it was judged: each lover's
    camp as the rules read it (``natures``: 丘比特自连 counts as the village), the [群内] / [接刀]
    tags each held of its own before the pair's rules took them, and the camp the pair's rules
    gave (``camp``; ``None``: each keeps its own, 双狼 / 双民)."""

    cupid: int
    lovers: tuple[int, int]
    natures: dict[int, str]
    own_tags: dict[int, set[str]]
    camp: Optional[str] = None
    case: str = ""
    judging: bool = False                                       # its rules are being applied
    #: the camp the pair joins whenever its rules give it one (冥婚: 鬼魂新娘黑情侣), or ``None``
    fixed: Optional[str] = None
    #: seats that share the lovers' chat beside them (冥婚: a pack wolf made 证婚人, line 22)
    guests: tuple[int, ...] = ()


@dataclass
class DayMarks:
    """What today's skills have set up (a fresh one every day)."""

    no: int
    locked: set[int] = field(default_factory=set)               # 超限锁定: votes doubled
    bonus: dict[int, int] = field(default_factory=dict)         # voter -> extra votes today
    outs: list[int] = field(default_factory=list)               # out at 正午 / 黄昏 today
    piper_votes: Optional[int] = None                           # 混乱1: the piper voted with
    steered: set[int] = field(default_factory=set)              # 混乱2: roles steered today


@dataclass
class NezhaState:
    """Public procedure and persistent facts of one 哪吒 game."""

    night: NightMarks = field(default_factory=lambda: NightMarks(0))
    night_settled: bool = True                                  # no tally is open
    day: DayMarks = field(default_factory=lambda: DayMarks(0))
    tags: dict[int, set[str]] = field(default_factory=dict)     # seat -> 群内 / 接刀
    knife: Optional[int] = None                                 # the 接刀 holder of the knife
    sheriff: Optional[int] = None
    declaration: Optional[str] = None                           # 独裁 / 自由 / 秩序
    revealed: set[int] = field(default_factory=set)             # [翻牌]: identity public
    camp_untold: set[int] = field(default_factory=set)          # not told its camp (复仇者)
    opposes: dict[int, int] = field(default_factory=dict)       # 复仇者 -> its enemy
    letters: dict[int, int] = field(default_factory=dict)       # 情书: admirer -> crush
    day_notes: dict[int, int] = field(default_factory=dict)     # seat -> day of its last note
    lose_shield: dict[str, tuple[int, bool]] = field(default_factory=dict)  # 聂小倩: camp -> until
    window: list[int] = field(default_factory=list)             # outs waiting for a 时点
    reds: dict[str, int] = field(default_factory=dict)          # camp -> red cards
    rebirths: int = 0                                           # 朱雀: village threshold -1 each
    prey: dict[int, list[int]] = field(default_factory=dict)   # 开膛手 -> its 猎杀目标
    legacy: dict[int, list[SkillInstance]] = field(default_factory=dict)  # 白眼狼 -> 遗计 pool
    legacy_used: dict[int, set[str]] = field(default_factory=dict)  # 白眼狼 -> used via 遗泽
    puppets: dict[int, int] = field(default_factory=dict)       # puppet seat -> 魔偶师
    figments: dict[int, int] = field(default_factory=dict)      # 空想具现: 马甲 -> 空想家
    dream_picks: list[tuple[int, str, Optional[str]]] = field(default_factory=list)  # 身份属性
    hidden_cards: dict[int, list[str]] = field(default_factory=dict)  # 变脸者's / 双重人格's 底牌
    persona_tops: dict[int, str] = field(default_factory=dict)      # 双重人格's top card
    revive_at_dawn: list[int] = field(default_factory=list)     # 复活
    revive_after_dusk: list[int] = field(default_factory=list)  # 重定时间
    at_dawn: list[tuple[int, str, Optional[int], Optional[str]]] = field(default_factory=list)
    ghosts: set[int] = field(default_factory=set)               # 魔女秘法: dead who still talk
    art_dawn: bool = False        # 魔女秘法 ran tonight: the next 晨曦's outs talk too (N371)
    damage_of: dict[int, str] = field(default_factory=dict)     # the damage of each seat's out
    out_phase: dict[int, str] = field(default_factory=dict)     # the phase of each seat's out
    free_words: set[int] = field(default_factory=set)           # 神使/神怒: words without a slot
    mourning: Optional[int] = None                              # 默哀's role: 净化 next night
    executions: list[tuple[int, int]] = field(default_factory=list)  # 审判: (judge, target)
    extra_votes: int = 0                                        # 重定时间: votes next 正午
    taoist_flip: set[int] = field(default_factory=set)          # 结印: their vote flips today
    duel_target: Optional[int] = None                           # 决斗 being resolved
    recruits: list[int] = field(default_factory=list)           # 归途: join the pack after 早夜
    linked_wave: bool = False                                   # a 链接 wave is passing on
    seized: dict[int, tuple[int, int]] = field(default_factory=dict)  # 夺魂: soul -> (user, day)
    seized_ever: set[int] = field(default_factory=set)          # 夺魂: souls seized once already
    forum: ForumState = field(default_factory=ForumState)
    notices: list[dict[str, Any]] = field(default_factory=list)  # to publish at the next 开门
    last_words: list[tuple[int, int, Optional[str]]] = field(default_factory=list)
    eclipsed: dict[int, list[int]] = field(default_factory=dict)  # 天狗吞月: night -> the list
    bonds: list[Bond] = field(default_factory=list)             # 丘比特之箭's [真爱情侣] pairs
    witnesses: set[int] = field(default_factory=set)            # 证婚人 (鬼魂新娘)
    bride_knife: Optional[int] = None                           # 鬼魂新娘 holding its knife
    eaten: set[int] = field(default_factory=set)                # 食尸: corpses destroyed
    passing: set[int] = field(default_factory=set)              # 隐狼 item 4: judged village
    openings: list[tuple[int, SkillInstance, str]] = field(default_factory=list)  # [开局] taken
    tag_cards: dict[int, str] = field(default_factory=dict)     # a taken [开局]'s tag: its card
    overlords: set[int] = field(default_factory=set)            # flipped by 霸王
    deceivers: list[int] = field(default_factory=list)          # 欺诈天下 at the next night
    souls: set[int] = field(default_factory=set)                # out, still acting: 魂魄留存, 鬼情
    steals: dict[int, int] = field(default_factory=dict)        # 日光窃取: target -> maid (tonight)
    stolen: dict[int, int] = field(default_factory=dict)        # under control now: target -> maid
    kept_controllers: dict[int, int] = field(default_factory=dict)  # a stolen account's own
    order_struck: set[int] = field(default_factory=set)         # maids hit by 秩序 tonight
    steal_log: list[tuple[str, int, int]] = field(default_factory=list)  # (phase, target, maid)
    heretics: dict[int, tuple[int, ...]] = field(default_factory=dict)  # 宗教老爷爷 -> 异端
    fox_minions: dict[int, int] = field(default_factory=dict)  # 妖狐 -> its 小弟
    #: 以太编程: (seat, skill) -> (word, new word, day made); the skills settling now (``rewrite``)
    rewrites: dict[tuple[int, str], tuple[str, str, int]] = field(default_factory=dict)
    settling: list[tuple[int, str]] = field(default_factory=list)
    boxes: dict[int, list["Box"]] = field(default_factory=dict)  # 潘多拉 -> its blind boxes
    hope: "Hope" = field(default_factory=lambda: Hope())        # 希望之光 once opened
    steers: list[Any] = field(default_factory=list)             # compelled night uses (compel.py)


@dataclass
class Box:
    """One of 潘多拉's blind boxes (身份属性, line 773): its number, its content (``hope`` 希望之光,
    ``skill`` 随机技能 with the skill it holds, ``bad`` 坏礼物, ``sheriff`` 警长权利), and once given,
    the role that got it and whether it opened it."""

    no: int
    kind: str
    skill: Optional[str] = None
    to: Optional[int] = None
    opened: Optional[bool] = None


@dataclass
class Hope:
    """希望之光 once opened (line 777): who holds it, the phase it was taken in (``since``: day N
    is 2N-1, night N is 2N), and who follows where it goes (潘多拉 and the roles that refused a
    box)."""

    holder: Optional[int] = None
    since: int = 0
    watchers: list[int] = field(default_factory=list)
