"""The seal game's table state beyond the seats: badge, election, links, this night's marks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from rulesets.engine import Tally

#: the night's out-effects in the order of ruling S41: the knife, then the poison
TALLY_ORDER = ("knife", "poison")


@dataclass
class NightMarks:
    """What tonight's skills have done that later steps read (a fresh one every night).
    Seals, fears, shields and the panic are statuses; the knife and poison are hits on the
    night's tally."""

    no: int
    knife_void: bool = False                 # a wolf was sealed: 當晚集體狼刀失效
    knife: Optional[int] = None              # the knife's target (read by 種狼 and 女巫)
    infected: Optional[int] = None
    bear: Optional[tuple[int, str]] = None   # (tamer, "before" | "after")
    bear_before: Optional[bool] = None       # the growl as of night start
    charmed_tonight: list[int] = field(default_factory=list)
    deaths: list[int] = field(default_factory=list)
    tally: Tally = field(default_factory=lambda: Tally(TALLY_ORDER))


@dataclass
class SealState:
    """Public procedure and persistent links of one seal game."""

    night: NightMarks = field(default_factory=lambda: NightMarks(0))
    sheriff: Optional[int] = None
    deputy: Optional[int] = None
    badge_lost: bool = False
    election_pending: bool = True
    in_election: bool = False
    candidates: set[int] = field(default_factory=set)  # who may still withdraw (退水)
    election_explosions: int = 0
    exploded_today: bool = False
    duel_won_today: bool = False             # 立刻進入下一晚: no last words after it
    panic_pending: bool = False
    apostle_pending: bool = False
    beauty_link: Optional[int] = None        # 狼美人's last charm
    charmed: set[int] = field(default_factory=set)   # 吹笛者's charmed players
    slander: Optional[int] = None            # 烏鴉's target for the next exile vote
    reveal_pending: Optional[int] = None     # 騎士 died at night: the suspect flips its card
    last_night_deaths: list[int] = field(default_factory=list)
    infection_used: bool = False
