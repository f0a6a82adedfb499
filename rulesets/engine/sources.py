"""Statuses tied to the ability that caused them.

钟楼 (line 9): 失去技能或技能失效：有些技能会导致角色失去技能或技能失效，此时该技能造成的状态和标记也一并解除，
但一旦技能不再失去或失效后，这些状态和标记会恢复，但持续时间按正常计算。

A status given with ``skill`` (``Game.add_status(..., skill=...)``) is *tied*: it is in effect only
while its source's ability works, as the ruleset judges it (``Ruleset.source_works(game,
status)``: the source still holds the skill, is alive or the skill ignores death, is not drunk...).
:func:`refresh` re-judges every tied status: a status whose source no longer works moves to its
holder's ``held`` list (no effect; its duration still runs out), and back when the source works
again.

Statuses can make each other's sources fail (a drunk poisoner's poison lapses; a sailor's drink on
the poisoner makes the poisoner's poison lapse).  The statuses are judged from the newest to the
oldest, each against the statuses judged before it, so the later effect wins a circle (A's
drink on B and B's drink on A: A's, the newer, holds) and the answer never oscillates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from .statuses import Status, Statuses

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def tied(g: "Game") -> Iterator[tuple[Status, Statuses]]:
    """Every tied status (in effect or suspended) with the container holding it."""
    for holder in (g.table_statuses, *(s.statuses for s in g.seats)):
        for st in (*holder.items, *holder.held):
            if st.skill is not None:
                yield st, holder


def refresh(g: "Game") -> list[Status]:
    """Suspend the tied statuses whose source's ability no longer works and restore those whose
    source works again; returns the statuses whose state changed."""
    entries = sorted(tied(g), key=lambda e: -e[0].seq)
    if not entries:
        return []
    was = {id(st): any(x is st for x in holder.items) for st, holder in entries}
    for st, holder in entries:  # judge from the newest down, starting with none in effect
        if was[id(st)]:
            holder.items = [x for x in holder.items if x is not st]
            holder.held.append(st)
    works = g.ruleset.source_works
    for st, holder in entries:
        if works(g, st):
            holder.held = [x for x in holder.held if x is not st]
            holder.items.append(st)
            holder.items.sort(key=lambda x: x.seq)
    changed = []
    for st, holder in entries:
        now = any(x is st for x in holder.items)
        if now != was[id(st)]:
            changed.append(st)
    return changed
