"""0、分发身份 (lines 16-25, 47): 23 seats, one card of each of the 23 roles, dealt at random.

本场版杀为23人局 — the list at lines 18-25 names 22 roles; the 23rd is 地雷, which the treasure
camp's section prints as its third member (ruling X1).  Every card starts in its printed camp;
the five 不定 cards start in none until step 2.
"""

from __future__ import annotations

from typing import Sequence

from rulesets.engine import Storyteller

from .roles import ROLES

CARDS: tuple[str, ...] = tuple(r.id for r in ROLES)


class DealError(ValueError):
    """A deal the rulebook does not allow."""


def deal(story: Storyteller) -> list[str]:
    return story.deal(list(CARDS))


def check(deal_: Sequence[str]) -> None:
    """Exactly one card of each role (line 16: 23人局; lines 18-25 and 164: one of each)."""
    if len(deal_) != len(CARDS):
        raise DealError(f"xinghan: 本场版杀为23人局 (line 16) — a deal has {len(CARDS)} cards, "
                        f"got {len(deal_)}")
    extra = [c for c in deal_ if "@" in c]
    if extra:
        raise DealError(f"xinghan: cards start in their printed camp (line 47: 角色在被分发身份后，"
                        f"最开始属于其身份所属阵营); no card may be dealt into another camp: {extra}")
    missing = sorted(set(CARDS) - set(deal_))
    doubled = sorted({c for c in deal_ if list(deal_).count(c) > 1})
    if missing or doubled:
        raise DealError(f"xinghan: the board has one card of each role (lines 18-25, 164): "
                        f"missing {missing or 'none'}, more than once {doubled or 'none'}")
