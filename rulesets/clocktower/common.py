"""What every clocktower module shares: the table state, types and alignments, the ring, whether
an ability works, and the statuses abilities give."""

from __future__ import annotations

from typing import Callable, Optional

from rulesets.engine import Game, SkillInstance
from rulesets.engine.seating import neighbours

from . import errors
from .state import ClocktowerState

#: origin of the skill instances a seat holds only in its mind (<认知覆盖>: the drunk's townsfolk)
COVER = "cover"
#: origin of the two abilities every player gets in 全员追忆 (寻回记忆, 旁敲侧击)
AMNESIA = "amnesia"


def table(g: Game) -> ClocktowerState:
    """The clocktower state of ``g``."""
    return g.state


def kind_of(g: Game, seat: int) -> str:
    """The seat's character type (身份类型) as it is, not as it registers."""
    return g.seats[seat].side


def is_demon(g: Game, seat: int) -> bool:
    """A demon for the rules: a demon character, or 小怪宝's babysitter (被视为恶魔, line 595)."""
    s = g.seats[seat]
    return s.side == "demon" or "babysitter" in s.statuses


def demons(g: Game, living: bool = True) -> list[int]:
    """Every seat that is a demon for the rules."""
    return [s.index for s in g.seats if (s.alive or not living) and is_demon(g, s.index)]


def minions(g: Game, living: bool = False) -> list[int]:
    """Every minion seat (the living only with ``living``)."""
    return [s.index for s in g.seats if s.side == "minion" and (s.alive or not living)]


def of_kind(g: Game, kind: str, living: bool = False) -> list[int]:
    """Every seat of character type ``kind``."""
    return [s.index for s in g.seats if s.side == kind and (s.alive or not living)]


def evil(g: Game, seat: int) -> bool:
    """Is ``seat`` on the evil team now?"""
    return g.seats[seat].camp == "evil"


def in_play(g: Game, role: str) -> bool:
    """Is some seat that character now (在场: alive or dead)?"""
    return any(s.role.id == role for s in g.seats)


def living_neighbours(g: Game, seat: int) -> list[int]:
    """The nearest living player on each side (上下分别最近的两个存活角色), without ``seat``."""
    left, right = neighbours(seat, g.n, lambda s: g.seats[s].alive)
    return sorted({x for x in (left, right) if x != seat})


def nearest(g: Game, seat: int, match: Callable[[int], bool]) -> list[int]:
    """The nearest seat on each side matching ``match`` (上下分别最近的两名镇民), without ``seat``."""
    left, right = neighbours(seat, g.n, match)
    return sorted({x for x in (left, right) if x != seat and match(x)})


def nearest_townsfolk(g: Game, seat: int) -> list[int]:
    """距离…上下分别最近的两名镇民 (诺-达鲺, 亡骨魔, 混沌): the nearest townsfolk each way round the
    ring, alive or dead (the text says 镇民, not 存活: ruling CT-neighbours); one seat when a
    single townsfolk is nearest both ways, none when there is none."""
    return nearest(g, seat, lambda x: g.seats[x].side == "townsfolk")


def distance(g: Game, a: int, b: int) -> int:
    """Seats between ``a`` and ``b`` the short way round the ring, counting every seat."""
    d = abs(a - b) % g.n
    return min(d, g.n - d)


def real(inst: Optional[SkillInstance]) -> bool:
    """A skill the seat truly holds (not one it only believes it holds)."""
    return inst is not None and inst.origin != COVER


def marks(g: Game, seat: int, inst: Optional[SkillInstance]) -> bool:
    """Does this ability of ``seat`` make (or remove) its markers now: truly held and not taken
    away by a status ([超度]), whatever the seat's health (line 9: [醉酒]…造成或解除标记的技能不受影响；
    产生标记的效果不会受到[醉酒][中毒]等其他原因影响; ruling CT-audit-a1-1)."""
    return (real(inst) and any(k is inst for k in g.seats[seat].skills)
            and g.can_use(seat, inst.id))


def works(g: Game, seat: int, inst: Optional[SkillInstance], note: bool = True) -> bool:
    """Does this ability of ``seat`` take effect now: it :func:`marks` and the seat is not drunk
    or poisoned (技能失效)?  A failing ability is still used (and a <限定> one spent).  Asked when
    the ability is used, a failure because of another player's ability is noted for 数学家's
    计算 (``note=False``: a mere look, no use)."""
    if not marks(g, seat, inst):
        return False
    if g.healthy(seat):
        return True
    if note:
        errors.note_spoiled(g, seat)
    return False


def working(g: Game, skill: str, living: bool = True) -> list[tuple[int, SkillInstance]]:
    """Holders of ``skill`` whose ability takes effect now."""
    return [(s, k) for s, k in g.holders(skill, living) if works(g, s, k)]


def spend(g: Game, seat: int, inst: SkillInstance) -> None:
    """<限定>: used once, then the ability is lost (a drunk use still spends it, line 9)."""
    inst.used += 1
    s = g.seats[seat]
    if any(k is inst for k in s.skills):
        s.skills = [k for k in s.skills if k is not inst]


def afflict(g: Game, target: int, status: str, source: Optional[int], skill: Optional[str],
            until: Optional[str] = None, demon: bool = False, data: object = None) -> bool:
    """Give ``target`` a status from ``source``'s ability (tied to it).  A demon's ability does not
    reach a seat in [庇护] (不受到恶魔技能的负面影响).  Returns whether the status landed."""
    if demon and "sanctuary" in g.seats[target].statuses:
        return False
    g.add_status(target, status, source, until=until, data=data, skill=skill)
    return True


def others(g: Game, me: int, living: bool = False) -> list[int]:
    """Every seat but ``me`` (the living only with ``living``)."""
    return [s.index for s in g.seats if s.index != me and (s.alive or not living)]


def everyone(g: Game, living: bool = False) -> list[int]:
    """Every seat (the living only with ``living``)."""
    return [s.index for s in g.seats if s.alive or not living]

