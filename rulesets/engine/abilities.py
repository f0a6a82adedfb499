"""Who may use an ability, and the three gates every use goes through.

* **holders** — a seat acts because it *holds* a skill instance (its card's own, a borrowed,
  gifted, stolen or copied one), never because of the card's name; so a swapped, inherited or
  lost skill needs no branch anywhere.
* **can_use** — statuses that disable skills (封印, 恐惧, 沉默, 缴械, 醉酒...) on the seat, and
  table-wide ones (seal's 恐慌 night), declared as data (:class:`~.statuses.StatusKind`).
* **appearance** — what a check or a registration reads: the card, then the seat's apparent
  identity (表面身份 set by a disguise), then statuses that change how it reads (隐狼), then the
  storyteller where the rules let a seat register as several things (间谍, 陌客: the ruleset's
  ``registrations`` hook lists the options; the storyteller picks one per asker, recorded).
* **inform** — the information handed to a seat: the truth, unless a status on the seat makes
  its information unreliable (醉酒 / 中毒), in which case the storyteller picks what it is told.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Optional, Sequence, TypeVar

from .skills import SkillInstance
from .statuses import ALL_SKILLS

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

T = TypeVar("T")
#: ``disables`` entry for "every skill except <强制> ones" (沉默)
BUT_FORCED = "-强制"
FORCED_FLAG = "强制"


class Appearance(NamedTuple):
    """How a seat reads to one asker: card, camp, identity category (side), whether it reads as
    a wolf to 查验是否为狼人, and whether it reads as carrying a knife (带刀)."""

    role: str
    camp: str
    side: str
    wolf: bool
    knife: bool


def holders(g: "Game", skill: str, living: bool = True) -> list[tuple[int, SkillInstance]]:
    """Every ``(seat, instance)`` holding ``skill``, in seat order (living seats only unless
    ``living`` is false)."""
    index = g._holders
    if g._holders_at != g._skill_clock[0]:  # a seat's skills changed: index them again
        index = g._holders = {}
        for s in g.seats:
            for inst in s._skills:
                found = index.get(inst.id)
                if found is None:
                    index[inst.id] = [(s.index, inst)]
                else:
                    found.append((s.index, inst))
        g._holders_at = g._skill_clock[0]
    found = index.get(skill)
    if found is None:
        return []
    if not living:
        return list(found)
    seats = g.seats
    return [h for h in found if seats[h[0]].alive]


def _disables(kind_disables: frozenset[str], skill: str, flags: Sequence[str]) -> bool:
    if not kind_disables:
        return False
    if ALL_SKILLS in kind_disables or skill in kind_disables:
        return True
    if BUT_FORCED in kind_disables and FORCED_FLAG not in flags:
        return True
    return any(f in kind_disables for f in flags)


def blocked_by(g: "Game", seat: int, skill: str) -> Optional[str]:
    """The status that disables ``skill`` for ``seat`` right now, or ``None``."""
    table = g.ruleset.statuses
    flags = g.ruleset.skill_flags(skill)
    for st in g.seats[seat].statuses:
        for name in table.expand(st.name):
            if _disables(table.kind(name).disables, skill, flags):
                return st.name
    for st in g.table_statuses:
        for name in table.expand(st.name):
            kind = table.kind(name)
            if (kind.applies is None or kind.applies(g, seat)) and \
                    _disables(kind.disables, skill, flags):
                return st.name
    return None


def can_use(g: "Game", seat: int, skill: str) -> bool:
    """May ``seat`` use ``skill`` now (no status disables it)?"""
    if not g.seats[seat].statuses.items and not g.table_statuses.items:
        return True
    return blocked_by(g, seat, skill) is None


def base_appearance(g: "Game", seat: int) -> Appearance:
    """The seat as its card and statuses make it read (before any registration choice)."""
    s = g.seats[seat]
    role = s.role
    look = Appearance(role.id, s.camp, s.side, role.checks_as_wolf, role.knife)
    if s.apparent:
        look = look._replace(**s.apparent)
    if s.statuses.items:
        table = g.ruleset.statuses
        for st in s.statuses.items:
            kind = table.kind(st.name)
            if kind.looks:
                look = look._replace(**kind.looks)
            elif kind.disguise and st.data:
                look = look._replace(**st.data)
    return look


def appearance(g: "Game", seat: int, asker: Optional[int] = None, why: str = "register") -> Appearance:
    """How ``seat`` reads to ``asker``'s ability.  Where the ruleset lists several possible
    registrations, the storyteller picks one (recorded)."""
    look = base_appearance(g, seat)
    options = g.ruleset.registrations(g, seat, asker, look)
    if len(options) <= 1:
        return options[0] if options else look
    return g.story.register(seat, -1 if asker is None else asker, options, why)


def _flagged(g: "Game", seat: int, flag: str) -> bool:
    """Does a status in effect on ``seat`` (or a table status applying to it) have ``flag``?"""
    table = g.ruleset.statuses
    for st in g.seats[seat].statuses:
        if any(getattr(table.kind(n), flag) for n in table.expand(st.name)):
            return True
    for st in g.table_statuses:
        kind = table.kind(st.name)
        if getattr(kind, flag) and (kind.applies is None or kind.applies(g, seat)):
            return True
    return False


def misinformed(g: "Game", seat: int) -> bool:
    """Is ``seat``'s information unreliable now (a status that misinforms)?"""
    return _flagged(g, seat, "misinforms")


def healthy(g: "Game", seat: int) -> bool:
    """Do ``seat``'s abilities work (no status in effect makes them fail: 醉酒 / 中毒)?  A failing
    seat is still asked; its abilities' effects do not happen."""
    if not g.seats[seat].statuses.items and not g.table_statuses.items:
        return True
    return not _flagged(g, seat, "fails")


def falsified(g: "Game", seat: int) -> bool:
    """Is every piece of ``seat``'s information false now (迷乱)?"""
    if not g.seats[seat].statuses.items and not g.table_statuses.items:
        return False
    return _flagged(g, seat, "falsifies")


def inform(g: "Game", seat: int, truth: T, options: Sequence[T], why: str = "inform",
           context: Optional[dict[str, Any]] = None, seats: bool = False) -> T:
    """What ``seat`` is told: ``truth``, or the storyteller's pick among ``options`` when the
    seat is misinformed (醉酒 / 中毒).  When its information is falsified (迷乱: always false,
    before any other status), the storyteller picks among the options other than the truth."""
    if not options:
        return truth
    if falsified(g, seat):
        false = [o for o in options if o != truth]
        return g.story.inform(seat, truth, false, why, context, seats) if false else truth
    if not misinformed(g, seat):
        return truth
    return g.story.inform(seat, truth, options, why, context, seats)
