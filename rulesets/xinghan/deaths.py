"""(16) 每次指杀依次结算 (line 239), as the engine's check list on the night's tally:

1. 被指杀的角色是<救治>的目标，指杀无效；2. 被指杀的角色是<警惕>的妖狐，其不出局；
3. 被指杀的角色是<天罡护体>的游侠，其不出局；3. 被指杀的角色出局。

Ruling X12: 游侠<守护> ("不会因为任何原因出局") comes first, spending nothing; "有效指杀" is one not
voided by 救治, so 警惕 is spent only on those; the doubled "3." is read as 4.  The kills settle
in stab order (``state.STAB_ORDER``); after the kills, the 空救 marks are counted and a second
mark takes its role out (ruling X24).  Every out is judged at once and followed by its chain
deaths (早夭, 共死).
"""

from __future__ import annotations

from rulesets.engine import Check, CheckList, Game, Hit, status_check

from .common import table
from .going_out import settled, take_out
from .roles import gambler, poison_sage, ranger
from .roles.demon_fox import VIGILANCE
from .roles.mirror import score_kill


def vigilant(g: Game, seat: int, damage: str, tags: frozenset[str]) -> bool:
    """<警惕>: the fox's first effective 指杀, or every one tonight after die 3."""
    s = g.seats[seat]
    if s.skill(gambler.DIE_VIGILANCE.id) is not None:
        return True
    return any(k.id == VIGILANCE.id and not k.used for k in s.skills)


def spend_vigilance(g: Game, seat: int) -> None:
    s = g.seats[seat]
    if s.skill(gambler.DIE_VIGILANCE.id) is not None:
        return  # die 3: all night long
    next(k for k in s.skills if k.id == VIGILANCE.id and not k.used).used += 1


def aegis(g: Game, seat: int, damage: str, tags: frozenset[str]) -> bool:
    return ranger.aegis(g, seat)


KILL = frozenset({"kill"})
#: the check list of step 16, in the rulebook's order (守护 first: ruling X12)
CHECKS = CheckList((
    Check("守护", status_check(ranger.GUARDED)),
    Check("救治", status_check(poison_sage.CURED), KILL),
    Check("警惕", vigilant, KILL, spend_vigilance),
    Check("天罡护体", aegis, KILL),
))


def after_kill(g: Game, hit: Hit) -> list[Hit]:
    """A 指杀 landed: the 镜's copied kill scores, then the judge and the chain deaths."""
    score_kill(g, hit.source, hit.slot.endswith(":copy"))
    settled(g, hit.target, public=False)
    return []


def settle(g: Game) -> None:
    """(16) every 指杀 in stab order, then the 空救 outs."""
    night = table(g).night
    night.tally.settle(g, cause=lambda h: "kill", after_out=after_kill)
    for target, curer in poison_sage.empty_cures(g):
        take_out(g, target, poison_sage.EMPTY_CURE, curer)
