"""Whom a declared skill is used on, by its intent, from one seat's beliefs.

Every function gets the seat's scripted player (``player``: its beliefs ``player.b`` and
helpers), the candidate seats of the decision and whether the seat plays for the village (the
camp most cards belong to).  It returns a seat, or ``None`` to pass.

* information: the village checks its most suspicious seat not known yet; another camp checks
  the seat the village trusts most (to find the information roles);
* protection: the village guards the trusted information role that claimed, else its most
  trusted seat; another camp guards its most exposed teammate;
* kill: the village kills only a near-certain enemy; another camp the seat most worth taking out;
* control and vote: the village aims at its top suspect; another camp at the seat most worth
  silencing or voting out;
* win and none: used whenever possible.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from rulesets.engine.roles import (CONTROL, INFORMATION, KILL, NO_EFFECT, PROTECTION, VOTE, WIN)

#: suspicion above which the village kills with a declared kill
SURE = 3.0


def _information(player: Any, cands: list[int], village: bool, checked: set[int]) -> Optional[int]:
    b = player.b
    fresh = [t for t in cands if t not in checked and t not in b.team
             and not b.good_known[t] and not b.wolf_known[t]]
    pool = fresh or [t for t in cands if t not in b.team] or cands
    if village:
        return player._top_suspect(pool, skip_known_good=False)
    best, _ = player._most_trusted(pool)
    return best


def _protection(player: Any, cands: list[int], village: bool, checked: set[int]) -> Optional[int]:
    b = player.b
    if not village:
        mates = [t for t in cands if t in b.team and t != player.seat]
        if not mates:
            return None
        return max(mates, key=lambda t: (b.score[t], -t))
    info = [t for t in cands if t != player.seat and b.claim[t] in player.INFO_ROLES
            and not b.exposed[t] and b.alive[t]]
    if info:
        best, _ = player._most_trusted(info, info_bonus=0.0)
        if best is not None:
            return best
    best, _ = player._most_trusted([t for t in cands if t != player.seat])
    if best is not None:
        return best
    return player.seat if player.seat in cands else None


def _kill(player: Any, cands: list[int], village: bool, checked: set[int]) -> Optional[int]:
    b = player.b
    if not village:
        return _agreed(player, cands) or player._best_kill(cands)
    top = player._top_suspect(cands)
    if top is not None and (b.wolf_known[top] or b.sus(top) >= SURE):
        return top
    return None


def _agreed(player: Any, cands: list[int]) -> Optional[int]:
    """A group choice (a pack's knife): the target teammates proposed most, first proposed
    first (``Decision.info["proposals"]``: teammate -> target), if it is a candidate."""
    props = getattr(player, "proposals", None) or {}
    counts: dict[int, int] = {}
    for t in props.values():
        if t in cands and t not in player.b.team:
            counts[t] = counts.get(t, 0) + 1
    return max(counts, key=lambda t: (counts[t], -list(props.values()).index(t))) if counts else None


def _aim(player: Any, cands: list[int], village: bool, checked: set[int]) -> Optional[int]:
    if village:
        return player._top_suspect(cands)
    return player._best_kill(cands)


def _any(player: Any, cands: list[int], village: bool, checked: set[int]) -> Optional[int]:
    others = [t for t in cands if t != player.seat]
    return (others or cands or [None])[0]


#: intent -> how a target is chosen
CHOOSERS: dict[str, Callable[[Any, list[int], bool, set[int]], Optional[int]]] = {
    INFORMATION: _information, PROTECTION: _protection, KILL: _kill, CONTROL: _aim,
    VOTE: _aim, WIN: _any, NO_EFFECT: _any,
}


def choose(intent: str, player: Any, cands: list[int], village: bool,
           checked: set[int]) -> Optional[int]:
    """The target of a skill with ``intent`` among ``cands`` (``None``: pass)."""
    chooser = CHOOSERS.get(intent)
    return None if chooser is None or not cands else chooser(player, cands, village, checked)


def use_untargeted(intent: str, village: bool) -> bool:
    """Whether to use a skill without a target (a yes / no question) now."""
    return intent in (WIN, NO_EFFECT, PROTECTION, VOTE, INFORMATION) or \
        (intent in (KILL, CONTROL) and not village)
