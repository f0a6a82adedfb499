"""Dealing (具体身份配置, lines 37-42, and 总体流程 step 0, line 232) and the dark-moon camp.

狼人 ×``wolves``, the nine 神职 once each, 村民 ×``villagers``, 混血儿, 吹笛者.  Then (line 173):
分发身份时，随机一名狼人、一名神职和一名村民脱离各自的阵营，形成【暗月阵营】，这三名角色互知共群.
A deal entry ``role@dark_moon`` is a card dealt into the dark-moon camp, so a scenario or a
record can name the camp's three members.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Mapping, Optional, Sequence

from rulesets.engine import Storyteller

from .roles import GODS, ROLES

DARK_MOON = "dark_moon"
#: the categories (身份类别) whose one random card joins the dark-moon camp, in drawing order
DRAWN = ("wolf", "god", "villager")
#: the category of every card (``RoleSpec.side``)
SIDES = {r.id: r.side for r in ROLES}


def cards(board: Mapping[str, object]) -> list[str]:
    return (["wolf"] * int(board["wolves"]) + list(GODS) + ["villager"] * int(board["villagers"])  # type: ignore[call-overload]
            + ["half_blood", "piper"])


def deal(board: Mapping[str, object], story: Storyteller) -> list[str]:
    """Shuffle the cards onto the seats, then draw one 狼人, one 神职 and one 村民 into 暗月."""
    return draw(story.deal(cards(board)), story, SIDES.__getitem__)


def draw(dealt: list[str], story: Storyteller, side: Callable[[str], str]) -> list[str]:
    """随机一名狼人、一名神职和一名村民脱离各自的阵营: mark one card of each category (the card's
    ``side``) ``@dark_moon``, in place."""
    for category in DRAWN:
        seats = [i for i, r in enumerate(dealt) if "@" not in r and side(r) == category]
        pick = story.deal_pick(seats, f"dark-moon {category}", seats=True)
        dealt[pick] = f"{dealt[pick]}@{DARK_MOON}"
    return dealt


def check(board: Mapping[str, object], dealt: Sequence[str]) -> None:
    """The deal holds exactly the board's cards and one 狼人, 神职 and 村民 marked ``@dark_moon``."""
    roles = [e.partition("@")[0] for e in dealt]
    want, got = Counter(cards(board)), Counter(roles)
    if want != got:
        missing = want - got
        extra = got - want
        raise ValueError("dark_moon: the deal must hold exactly the board's cards "
                         f"({board['wolves']} 狼人, the nine gods, {board['villagers']} 村民, "
                         f"混血儿, 吹笛者); missing {dict(missing) or 'nothing'}, "
                         f"extra {dict(extra) or 'nothing'}")
    check_marks(dealt, SIDES.get)


def check_marks(dealt: Sequence[str], side: Callable[[str], Optional[str]]) -> None:
    """Exactly one 狼人, one 神职 and one 村民 (by the card's category) marked ``@dark_moon``."""
    marked = [e.partition("@") for e in dealt if "@" in e]
    bad = [f"{r}@{c}" for r, _, c in marked if c != DARK_MOON]
    if bad:
        raise ValueError(f"dark_moon: only the dark-moon camp can be dealt into, got {bad}")
    per = Counter(side(r) if side(r) in DRAWN else "none" for r, _, _ in marked)
    if per != Counter({"wolf": 1, "god": 1, "villager": 1}):
        raise ValueError("dark_moon: mark exactly one 狼人, one 神职 and one 村民 as "
                         f"'<role>@dark_moon' (got {sorted(f'{r}@{c}' for r, _, c in marked)})")
