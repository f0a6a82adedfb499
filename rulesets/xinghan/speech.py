"""讨论日 posts (lines 254-258, 339-342): a discussion day is a number of rounds in which every
living role may reply with speech acts (each one a post, 帖) or pass, and use the day skills of
a post: the 人质's dagger (匕首讨论日也可发动) and the 加速 / 延时 requests of the 进程帖.

Ruling XA2: the forum's two calendar days become ``rounds`` rounds (board option, default 4) of up
to three replies each, so the 5- and 10-post rules can be met or missed.
"""

from __future__ import annotations

from rulesets.engine import Game
from rulesets.engine.forum import DELAY, HASTEN, ForumState, Special, post, request

from .common import table
from .roles import hostage


def forum(g: Game) -> ForumState:
    return table(g).forum


#: a post's specials: codec option, may this seat use it now, the flow that runs it
SPECIALS = (
    Special("dagger", hostage.ready, hostage.day_stab),
    request(HASTEN, forum),
    request(DELAY, forum),
)


def speech_turn(g: Game, seat: int):
    """One role's turn in a round: up to three replies, each counted as one post."""
    yield from post(g, seat, SPECIALS, "discussion", forum(g), per_act=True)
