"""Statuses that <强制> skills keep granting (神恩's 秩序, 主宰黑夜's 不死, 苟活, 潜藏, 宿命...).

标明<强制>的技能...若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效 (line 75);
[遗忘]：...失去所有[强制]技能，持续生效的效果也会一并失去 (line 96).

A :class:`Passive` is data: the skill, the statuses it grants (with their source restriction),
and when it grants them (always, or 游戏日夜晚).  :func:`sync` gives each holder the statuses its
usable passives grant now and takes away those of passives it no longer holds or may not use
([遗忘], the skill lost).  It runs whenever a sub-phase starts and when a status or skill that
matters changes.  A granted status carries ``{"skill": id}`` so it is told apart from the same
status given otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from rulesets.engine import Game


@dataclass(frozen=True)
class Passive:
    """``skill`` grants ``statuses`` ((name, against) pairs) while ``when(game, seat)``."""

    skill: str
    statuses: tuple[tuple[str, Optional[tuple[str, ...]]], ...]
    when: Callable[[Game, int], bool] = lambda g, seat: True


def at_night(g: Game, seat: int) -> bool:
    """游戏日夜晚."""
    return g.phase.startswith("night")


def _registry() -> dict[str, Passive]:
    from .roles import PASSIVES
    return PASSIVES


def sync(g: Game, only: Optional[int] = None) -> None:
    """Bring the passive statuses of every living seat (or of ``only``) in line with the
    passives it holds and may use now."""
    from .statuses import give
    passives = _registry()
    seats = g.seats if only is None else (g.seats[only],)
    for seat in seats:
        if not seat.alive:
            continue
        want: dict[str, Passive] = {}
        for inst in seat.skills:
            p = passives.get(inst.id)
            if p is not None and g.can_use(seat.index, p.skill) and p.when(g, seat.index):
                want[p.skill] = p
        held = {st.data["skill"] for st in seat.statuses
                if isinstance(st.data, dict) and "skill" in st.data}
        for skill in held - set(want):
            seat.statuses.items = [st for st in seat.statuses
                                   if not (isinstance(st.data, dict) and st.data.get("skill") == skill)]
        for skill in set(want) - held:
            for name, against in want[skill].statuses:
                give(g, seat.index, name, seat.index, data={"skill": skill}, against=against,
                     raw=True)
