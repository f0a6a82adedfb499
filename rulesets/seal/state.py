"""The seal game's table state beyond the seats: badge, election, links, this night's marks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class NightMarks:
    """What tonight's skills have done so far (reset every night)."""

    no: int
    panic: bool = False          # 恐慌: the night after the 馴熊師 died, every skill fails
    apostle: bool = False        # the night after a 血月使徒 self-explosion: good skills fail
    sealed: set[int] = field(default_factory=set)
    feared: set[int] = field(default_factory=set)
    knife_void: bool = False
    knife: Optional[int] = None
    guarded: set[int] = field(default_factory=set)
    actor_guard: Optional[int] = None    # 演員 playing 守衛: itself knife-immune tonight
    socialite: Optional[int] = None
    favoured: Optional[int] = None
    antidote: Optional[int] = None
    poison: Optional[int] = None
    infected: Optional[int] = None
    bear: Optional[tuple[int, str]] = None   # (tamer, "before" | "after")
    bear_before: Optional[bool] = None       # growl as of night start
    suspect: Optional[tuple[int, int]] = None  # (knight, suspect)
    charmed_tonight: list[int] = field(default_factory=list)
    deaths: list[int] = field(default_factory=list)


@dataclass
class SealState:
    """Public procedure and persistent links of one seal game."""

    night: NightMarks = field(default_factory=lambda: NightMarks(0))
    sheriff: Optional[int] = None
    deputy: Optional[int] = None
    badge_lost: bool = False
    election_pending: bool = True
    in_election: bool = False
    candidates: set[int] = field(default_factory=set)
    election_explosions: int = 0
    exploded_today: bool = False
    panic_pending: bool = False
    apostle_pending: bool = False
    beauty_link: Optional[int] = None        # 狼美人's last charm
    charmed: set[int] = field(default_factory=set)   # 吹笛者's charmed players
    slander: Optional[int] = None            # 烏鴉's target for the next exile vote
    reveal_pending: Optional[int] = None     # 騎士 died at night: the suspect flips its card
    take_pending: list[int] = field(default_factory=list)  # 黑狼王 died at night
    last_night_deaths: list[int] = field(default_factory=list)
    infection_used: bool = False
    duel_used: bool = False
