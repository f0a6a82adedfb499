"""正午 posts: structured speech acts, and the [正午] skills used on one's own post.

The forum's discussion day becomes one round of posts (the engine's forum day); each post is
one 整点 tick (line 251), so a day skill resolves at once, in turn order (rulings D3, D44).  What
a post may use is a table of specials, not a branch per role.
"""

from __future__ import annotations

from rulesets.engine import Game
from rulesets.engine.forum import DELAY, HASTEN, ForumState, Special, post, request

from .common import table
from .outs import duel
from .roles import knight, magician, wolves
from .win import can_surrender, surrender


def forum(g: Game) -> ForumState:
    return table(g).forum


#: [正午] specials: codec option, may this seat use it now, the flow that runs it
SPECIALS = (
    Special("duel", knight.can_duel, duel, repeat=True),   # no 限定, no daily limit (D19)
    Special("appoint", wolves.can_appoint, wolves.appoint),
    Special("skill_swap", magician.can_boost, magician.boost),
    Special("surrender", can_surrender, surrender),
    request(HASTEN, forum),   # 加速 / 延时 (line 245)
    request(DELAY, forum),
)


def speech_turn(g: Game, seat: int):
    """One role's post in the discussion (the forum's post itself, no generator around it);
    specials may raise ``PhaseEnds`` (骑士)."""
    return post(g, seat, SPECIALS, "discussion", table(g).forum)
