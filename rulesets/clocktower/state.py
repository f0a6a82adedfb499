"""The clocktower table's state beyond the seats: what the storyteller keeps in the grimoire
that is not a status (who believes what, who knows their character, today's nominations...)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from rulesets.engine import Appearance
from rulesets.engine.forum import ForumState


@dataclass
class Nomination:
    """One nomination (提名) of the day and its vote: who voted yes and the count."""

    nominator: int
    nominee: int
    yes: list[int] = field(default_factory=list)
    count: int = 0
    open: bool = True


@dataclass
class DayState:
    """One discussion day: nominations, the execution, what was said (madness is judged from the
    day's speech acts: line 10), and the facts night abilities ask about "当天白天"."""

    number: int
    stage: str = "morning"
    nominations: list[Nomination] = field(default_factory=list)
    nominators: set[int] = field(default_factory=set)
    nominees: set[int] = field(default_factory=set)
    executed: Optional[int] = None            # 被处决的角色 (whether or not it died)
    executions: list[int] = field(default_factory=list)  # everyone executed today, in order
    execution_deaths: list[int] = field(default_factory=list)  # died of an execution's death
    # judgement today, in order (the vote's, then a 洗脑师's or 畸形秀演员's)
    claims: dict[int, list[str]] = field(default_factory=dict)      # public "I am X" in order
    whispered_claims: dict[int, list[str]] = field(default_factory=dict)
    accusations: dict[int, list[int]] = field(default_factory=dict)  # public "X is evil"
    vouches: dict[int, list[int]] = field(default_factory=dict)      # public "X is good"
    goblins: set[int] = field(default_factory=set)   # 嚣张 declared by a real 哥布林 today
    deaths: list[int] = field(default_factory=list)  # who died today, in order
    psycho_declared: set[int] = field(default_factory=set)
    forum: ForumState = field(default_factory=ForumState)

    @property
    def closed(self) -> bool:
        """一旦有角色被处决，白天结束: no more day abilities or nominations today."""
        return self.executed is not None


@dataclass
class ClocktowerState:
    """Everything the grimoire holds besides seats and statuses."""

    covers: dict[int, str] = field(default_factory=dict)     # <认知覆盖>: seat -> believed character
    #: the believed abilities a <认知覆盖> seat lost when it died (given back if it is revived)
    lost_beliefs: dict[int, list[str]] = field(default_factory=dict)
    memory: dict[int, str] = field(default_factory=dict)     # what 寻回记忆/旁敲侧击 answer about
    tracks: dict[int, list[str]] = field(default_factory=dict)  # 隐士: its memories, one each
    tracks_known: dict[int, set[int]] = field(default_factory=dict)  # memories that said "是"
    known: set[int] = field(default_factory=set)             # seats that know their character
    dead_votes_used: set[int] = field(default_factory=set)   # the dead's one "yes"
    bluffs: dict[int, list[str]] = field(default_factory=dict)   # demon -> its three bluffs
    scripts: dict[int, dict[str, list[str]]] = field(default_factory=dict)  # 13/4/4/4 per seat
    lil_monsta: bool = False                                 # 小怪宝 in play (no demon seat)
    babysat: bool = False                                    # 小怪宝 has had a babysitter
    bound_sitter: Optional[int] = None                       # 入殓师 相克2: babysits for good
    initial_outsiders: int = 0                               # 开局的外来者数量 (限)
    days: list[DayState] = field(default_factory=list)
    night_deaths: list[int] = field(default_factory=list)    # deaths tonight, announced at dawn
    revived: list[int] = field(default_factory=list)         # revivals tonight (公示 at dawn)
    #: registrations made this phase: (seat, asker, phase) -> how it registered
    looks: dict[tuple[int, int, str], Appearance] = field(default_factory=dict)
    ability_win: Optional[tuple[str, str]] = None            # a win an ability decided (camp, why)
    mastermind: Optional[int] = None                         # the day 主谋's extra day ends
    mastermind_done: bool = False                            # the 主谋's day is over
    words: dict[int, str] = field(default_factory=dict)      # 灵言师 / 牙噶巴卜: seat -> the word
    kills: dict[str, Any] = field(default_factory=dict)      # tonight's demon choices, for jinxes
    night_choices: dict[int, list[int]] = field(default_factory=dict)  # 疯魔: lunatic targets
    dying: bool = False                                      # a death is being settled
    chained: list[tuple[int, str, Optional[int]]] = field(default_factory=list)  # deaths it caused
    died_as: dict[int, str] = field(default_factory=dict)    # seat -> its type when it died
    pending: dict[str, list[Any]] = field(default_factory=dict)  # triggered steps waiting tonight
    once: set[str] = field(default_factory=set)              # <单局限定> abilities used this game
    poppy: bool = False                                      # 罂粟种植者 种植: no evil 互认
    told: set[tuple[str, int, int]] = field(default_factory=set)  # (ability, to, about) told once

    @property
    def day(self) -> DayState:
        """Today (or the day that just ended, at night)."""
        return self.days[-1] if self.days else DayState(0)

    def yesterday(self) -> Optional[DayState]:
        """The day before tonight (当天白天, as night abilities read it): the last day played."""
        return self.days[-1] if self.days else None
