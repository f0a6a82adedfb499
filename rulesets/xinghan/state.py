"""The 星汉 table state beyond the seats: tonight's marks, the piped list, 票台 and 诅咒, the wolf
pack, the 磐石 locks, vote bonuses, tokens, news waiting for the next day and the forum day.

The out order, the unannounced outs and the camps judged lost are the engine's (``g.outs``,
``g.lost``); skill memory (uses, last night's targets, the die's faces) lives on the skill
instances."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from rulesets.engine import Tally
from rulesets.engine.forum import ForumState

#: (16) 每次指杀依次结算 — the stab order (出刀顺序) of every 指杀 of a night, as tally slots in
#: the order of the night steps: 毒士 (5), the fox's stolen 杀人 (before the wolf kill, line
#: 105), 狼后 (11), 赌徒骰子1 (12); the 人质's night dagger at the time point it chose
#: (``dagger@k``: at the start of step k).  A 镜 copy ``skill:copy`` settles right after its
#: skill (line 183), any other borrowed instance ``skill:origin`` too.
STAB_ORDER: tuple[str, ...] = (
    "dagger@1", "purchased_kill", "dagger@6", "kill:stolen", "dagger@11", "kill",
    "dagger@12", "die_kill", "dagger@13",
)


@dataclass
class NightMarks:
    """What tonight's skills have done so far (a fresh one every night)."""

    no: int
    tally: Tally = field(default_factory=lambda: Tally(STAB_ORDER))
    cured: dict[int, list[int]] = field(default_factory=dict)       # 救治 target -> curers
    stabs: dict[int, list[int]] = field(default_factory=dict)       # 指杀 final target -> sources
    causes: dict[int, list[int]] = field(default_factory=dict)      # out tonight -> who caused it
    reflected: list[tuple[int, str, int]] = field(default_factory=list)  # (mirror, skill, new)
    scrutiny: dict[int, tuple[int, int]] = field(default_factory=dict)  # 洞察者 -> (chosen, final)
    locks: list[tuple[int, int]] = field(default_factory=list)      # (ranger, target) from tomorrow
    hooked: list[int] = field(default_factory=list)                 # 勾魂 successes tonight
    hook_due: Optional[int] = None   # 勾魂 uses due tonight to each holder (set at step 0)
    outs: list[int] = field(default_factory=list)                   # outs during the night


@dataclass
class XinghanState:
    """Public procedure and persistent facts of one 星汉 game."""

    night: NightMarks = field(default_factory=lambda: NightMarks(0))
    piped: set[int] = field(default_factory=set)          # 吹笛状态
    piped_shown: set[int] = field(default_factory=set)    # the piped list as last published
    platform: set[int] = field(default_factory=set)       # today's 票台: not voted out today
    platform_next: Optional[set[int]] = None              # chosen for the next day (published then)
    cursed: set[int] = field(default_factory=set)         # today's 诅咒 (secret)
    cursed_next: set[int] = field(default_factory=set)
    pack: list[int] = field(default_factory=list)         # 狼群 (狼王<统领>), 狼王 first
    pack_locked: set[int] = field(default_factory=set)    # 不定 roles in the wolf pack (line 187)
    locks: dict[int, set[int]] = field(default_factory=dict)  # 磐石: seat -> rangers locking it
    vote_bonus: dict[int, int] = field(default_factory=dict)  # 打工: boss -> permanent extra votes
    tokens: dict[int, int] = field(default_factory=dict)  # 毒士 <炼> tokens by seat
    hook_charges: int = 0                                  # 勾魂 uses due (one per wolf-camp out)
    empty_cures: dict[int, int] = field(default_factory=dict)  # 空救 marks per seat
    peaceful: int = 0                                      # consecutive 平安夜
    mirror_reflected: list[str] = field(default_factory=list)  # 镜: skills reflected (line 426)
    mirror_kills: int = 0                                  # 镜: outs by its 晨曦 copy
    settling: int = 0    # > 0 while a night, a day out's chain or the red cards are being settled

    @property
    def mirror_score(self) -> int:
        """镜反射来源与自己实际阵营不相同的技能数量+镜使用[晨曦]获得的技能亲手击杀的数量."""
        return len(self.mirror_reflected) + self.mirror_kills
    day_outs: list[int] = field(default_factory=list)      # outs during today's day (顺从)
    voted_out: Optional[int] = None                        # today's out through the vote (感知)
    vote_voters: dict[int, list[int]] = field(default_factory=dict)  # voted-out seat -> voters
    news: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # for the next day start
    last_words: list[tuple[int, int, Optional[str]]] = field(default_factory=list)  # to publish
    window: list[int] = field(default_factory=list)        # outs waiting for notice / last words
    forum: ForumState = field(default_factory=ForumState)

    @property
    def charmed(self) -> set[int]:
        """The piped players (the scenario runner's ``charmed`` expectation)."""
        return self.piped
