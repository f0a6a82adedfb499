"""选择目标 -> 结算目标 for every skill that chooses a target at night: the 镜's <反射> is the one
stage (line 181, ruling X35)."""

from __future__ import annotations

from typing import Generator, Optional

from rulesets.engine import Game, Targeting, ask_target

from .roles import mirror

TARGETING = Targeting((("镜<反射>", mirror.reflect_stage),))


def aim(g: Game, skill: str, source: int, chosen: int) -> int:
    """The final target of ``skill`` used by ``source`` on ``chosen`` (a reflected target when
    it is the 镜 at night)."""
    return TARGETING.final(g, skill, source, chosen)  # type: ignore[return-value]


def ask_aimed(g: Game, me: int, skill: str, pool: list[int], optional: bool = True,
              **info) -> Generator:
    """Ask ``me`` for a target of ``skill`` among ``pool``; returns (chosen, final) or None."""
    t = yield from ask_target(g, me, skill, pool, optional, **info)
    if t is None:
        return None
    return t, aim(g, skill, me, t)


def ask_many(g: Game, me: int, skill: str, pool: list[int], n: int, optional: bool = True,
             **info) -> Generator:
    """Up to ``n`` distinct targets one decision at a time (a pass ends an optional list);
    returns the chosen targets.  Reflection is left to the caller, per target slot."""
    chosen: list[int] = []
    for k in range(n):
        rest = [s for s in pool if s not in chosen]
        t: Optional[int] = yield from ask_target(g, me, skill, rest, optional, pick=k + 1, **info)
        if t is None:
            break
        chosen.append(t)
    return chosen


def ask_once_each(g: Game, me: int, skill: str, chosen: list[int]) -> Generator:
    """A skill that may choose each player once a game (诅咒, 明察): the players ``chosen`` so far
    are left out and tonight's choice is added; returns (chosen, final) or None."""
    aimed = yield from ask_aimed(g, me, skill, [s for s in g.living() if s not in chosen])
    if aimed is not None:
        chosen.append(aimed[0])
    return aimed
