"""Damage and defence: whether a hit takes a seat out, as data.

Two shapes cover the rulebooks:

* :class:`Lattice` — one total order of damages and defence statuses (暗月 line 65:
  ``[不死] > [致死伤害] > [坚韧] > [穿透] > [守护] > [指杀]``; 哪吒 has the same kind).  A damage takes
  its target out unless the target holds a defence status ranked strictly above it.  Statuses do
  not stack into a higher rank.  A status with a counter (守护：X) spends one charge per hit it
  blocks; a status with ``against`` blocks only hits whose source matches (不死 against wolves).
* :class:`CheckList` — a fixed list of checks in the rulebook's order (星汉 step 16: 救治 ->
  警惕 -> 天罡护体 -> out; seal: the knife's shields); the first check that holds blocks the hit.

Both answer :meth:`blocker` with the name of what blocked the hit (``None``: the hit lands) and
spend what the block consumes.  Immunities printed on a card (战狼 immune to every death but
exile) are checked by the engine's out service before any defence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Protocol, Sequence

from .statuses import Status

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


class Defence(Protocol):
    """What may stop a hit: ``blocker(game, seat, damage, tags)`` names the blocking status or
    check (spending a charge where the rule says so), or returns ``None`` when the hit lands.
    ``tags`` describe the hit's source (its camp, its skill...) for source-restricted blocks."""

    def blocker(self, g: "Game", seat: int, damage: str, tags: frozenset[str]) -> Optional[str]: ...


#: an ``against`` entry starting with this names hits the status does NOT apply to
EXCEPT = "-"


def applies(against: Optional[frozenset[str]], tags: frozenset[str]) -> bool:
    """Does a status restricted to ``against`` apply to a hit with ``tags``?  ``None`` = every
    hit; otherwise the hit must carry one of its plain tags (when it names any) and none of its
    ``-tag`` exceptions (妖狐's [不死]: against everything but the check death and the top vote)."""
    if against is None:
        return True
    plain = {t for t in against if not t.startswith(EXCEPT)}
    if plain and not (plain & tags):
        return False
    return not any(t.startswith(EXCEPT) and t[len(EXCEPT):] in tags for t in against)


class Lattice:
    """One total order of damage and defence names, strongest first."""

    __slots__ = ("order", "_rank")

    def __init__(self, order: Iterable[str]) -> None:
        self.order = tuple(order)
        if len(set(self.order)) != len(self.order):
            raise ValueError(f"a lattice lists each name once: {self.order}")
        n = len(self.order)
        self._rank = {name: n - i for i, name in enumerate(self.order)}

    def rank(self, name: str) -> int:
        """Higher is stronger; 0 for a name that is not on the lattice."""
        return self._rank.get(name, 0)

    def defence(self, statuses: Iterable[str]) -> int:
        """The rank of the best defence among status names (0 if none is on the lattice)."""
        rank = self._rank
        best = 0
        for s in statuses:
            r = rank.get(s, 0)
            if r > best:
                best = r
        return best

    def blocks(self, statuses: Iterable[str], damage: str) -> bool:
        """Does a status named in ``statuses`` rank strictly above ``damage``?"""
        return self.defence(statuses) > self._damage_rank(damage)

    def _damage_rank(self, damage: str) -> int:
        if damage not in self._rank:
            raise KeyError(f"{damage!r} is not on the lattice {self.order}")
        return self._rank[damage]

    def blocking(self, statuses: Iterable[Status], damage: str,
                 tags: frozenset[str] = frozenset()) -> Optional[Status]:
        """The status that blocks ``damage`` from a source with ``tags``: the weakest one ranked
        above it that applies to the source (a charged one before an unlimited one of the same
        rank, so 守护：X is spent before 守护：∞), or ``None``."""
        need = self._damage_rank(damage)
        best: Optional[Status] = None
        best_key: tuple[int, int] = (0, 0)
        for st in statuses:
            r = self._rank.get(st.name, 0)
            if r <= need or not applies(st.against, tags):
                continue
            key = (r, 0 if st.count is not None else 1)
            if best is None or key < best_key:
                best, best_key = st, key
        return best

    def blocker(self, g: "Game", seat: int, damage: str, tags: frozenset[str]) -> Optional[str]:
        statuses = g.seats[seat].statuses
        st = self.blocking(statuses, damage, tags)
        if st is None:
            return None
        statuses.consume(st)
        return st.name

    def __repr__(self) -> str:
        return "Lattice(" + " > ".join(self.order) + ")"


#: the test of a :class:`Check`: (game, seat, damage, tags) -> does it hold?
CheckFn = Callable[["Game", int, str, frozenset[str]], bool]


@dataclass(frozen=True)
class Check:
    """One named check of a check list, for the damages it applies to (empty = every damage);
    ``spend`` runs when the check blocks a hit (e.g. 警惕 is used up)."""

    name: str
    holds: CheckFn
    damages: frozenset[str] = frozenset()
    spend: Optional[Callable[["Game", int], Any]] = None


class CheckList:
    """A fixed list of checks in the rulebook's order; the first one that holds blocks the hit."""

    __slots__ = ("checks",)

    def __init__(self, checks: Sequence[Check]) -> None:
        self.checks = tuple(checks)

    def blocker(self, g: "Game", seat: int, damage: str, tags: frozenset[str]) -> Optional[str]:
        for b in self.checks:
            if (not b.damages or damage in b.damages) and b.holds(g, seat, damage, tags):
                if b.spend is not None:
                    b.spend(g, seat)
                return b.name
        return None


def status_check(*names: str) -> CheckFn:
    """A check that holds while the seat has any of the statuses ``names``."""
    def holds(g: "Game", seat: int, damage: str, tags: frozenset[str]) -> bool:
        statuses = g.seats[seat].statuses
        return any(n in statuses for n in names)
    return holds


class ByDamage:
    """A defence per damage kind: ``kinds`` maps a damage to its own defence (哪吒: [投票出局]
    is stopped by [霸道] / [不死], a check list beside the lattice of the other damages); any
    other damage goes to ``default``.  A damage mapped to ``None`` is never blocked (红牌罚下)."""

    __slots__ = ("kinds", "default")

    def __init__(self, default: Defence, kinds: "dict[str, Optional[Defence]]") -> None:
        self.default = default
        self.kinds = dict(kinds)

    def blocker(self, g: "Game", seat: int, damage: str, tags: frozenset[str]) -> Optional[str]:
        defence = self.kinds[damage] if damage in self.kinds else self.default
        return None if defence is None else defence.blocker(g, seat, damage, tags)


def against_check(*names: str) -> CheckFn:
    """A check that holds while the seat has one of the statuses ``names`` that applies to the
    hit's source (its ``against`` restriction, when it has one, meets the hit's tags)."""
    def holds(g: "Game", seat: int, damage: str, tags: frozenset[str]) -> bool:
        return any(st.name in names and applies(st.against, tags)
                   for st in g.seats[seat].statuses)
    return holds
