"""The 13/4/4/4 bluff script (鸦木布拉夫剧本, line 15): 哲学家, the minions and demon choosing through
帽匠's ability, 麻脸巫婆 and 卡扎力 choose only among the characters of a script of 13 townsfolk,
4 outsiders, 4 minions and 4 demons the storyteller gives them (in play or not).  One per player,
made the first time it is needed (ruling C64); the player receives the part it may choose from.
"""

from __future__ import annotations

from rulesets.engine import Game

from .characters import implemented
from .common import table

SIZES = {"townsfolk": 13, "outsider": 4, "minion": 4, "demon": 4}


def script(g: Game, seat: int) -> dict[str, list[str]]:
    """``seat``'s bluff script (the storyteller's pick among the script's characters)."""
    state = table(g)
    found = state.scripts.get(seat)
    if found is None:
        found = {}
        for kind, size in SIZES.items():
            pool = [r.id for r in g.ruleset.roles if r.side == kind and implemented(r)]
            g.story.shuffle(pool, f"bluff script {kind}")
            found[kind] = sorted(pool[:size], key=[r.id for r in g.ruleset.roles].index)
        state.scripts[seat] = found
    return found


def part(g: Game, seat: int, kinds: tuple[str, ...]) -> list[str]:
    """The part of ``seat``'s script of these types, told to the seat."""
    mine = script(g, seat)
    roles = [r for k in kinds for r in mine[k]]
    g.tell(seat, "script", roles=list(roles))
    return roles
