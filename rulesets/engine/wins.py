"""Winning and losing (胜负判定) with camps as data.

The forum rulebooks share one model, which this module runs for any number of camps:

    某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。
    某未判负阵营满足其胜利条件之一，或场上仅有一个阵营尚未被判负时，宣布此阵营胜利。
    只有一个阵营能获得胜利。如果有多个阵营同时获得胜利，则判定优先顺序为：...

A camp meeting a lose condition is judged lost first (never announced; its members stay in the
game); lost camps cannot win; an unlost camp meeting a win condition wins, the priority list
settling simultaneous wins; optionally the last unlost camp wins; if every camp is lost at once
the game is a draw.  A *special* win condition (哪吒: 利维坦, 炸弹...) wins even when the camp also
meets a lose condition at that moment.  Conditions marked ``instant`` (屠城) are judged after
every out; the others only when the ruleset's flow judges at the end of a phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from .outcome import GameOver

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Predicate = Callable[["Game"], bool]


@dataclass(frozen=True)
class Condition:
    """One win or lose condition: a label (the rulebook's words) and a predicate.  ``explain``
    words the reason from the game when the label alone does not say it (an ability that decided
    the game names itself)."""

    label: str
    holds: Predicate
    instant: bool = True
    special: bool = False  # a special win that beats a simultaneous lose condition
    explain: Optional[Callable[["Game"], str]] = None
    #: the priority entry a win by this condition ranks as, when not its camp's own (哪吒: a camp
    #: winning by 希望之光 ranks as 希望之光, last of the list)
    rank: Optional[str] = None


@dataclass(frozen=True)
class CampRule:
    """A camp's conditions."""

    camp: str
    lose: tuple[Condition, ...] = ()
    win: tuple[Condition, ...] = ()


@dataclass(frozen=True)
class WinModel:
    """The camps' rules, the priority for simultaneous wins (first wins), whether the last
    unlost camp wins, and a hook run when a camp is judged lost (暗月: the wolf camp loses every
    skill and its wolves are told)."""

    camps: tuple[CampRule, ...]
    priority: tuple[str, ...] = ()
    last_unlost_wins: bool = False
    on_lost: Optional[Callable[["Game", str, str], None]] = None
    #: judge only the camps some seat holds now, alive or out (哪吒: fifteen third parties are
    #: camps of their own, mostly not dealt; a camp formed mid-game, 黑情侣, is not lost before
    #: it exists, and an absent camp is not "a camp not yet judged lost")
    present_only: bool = False
    #: declared blockers of other camps' wins: ``veto(game, camp)`` is true while ``camp`` may
    #: not win (哪吒 妖狐: 有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜); a vetoed camp that
    #: meets a win condition simply does not win, and the game goes on
    vetoes: tuple[Callable[["Game", str], bool], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "_special", any(c.special for r in self.camps for c in r.win))

    def rule(self, camp: str) -> CampRule:
        for r in self.camps:
            if r.camp == camp:
                return r
        raise KeyError(f"no rules for camp {camp!r}")

    def _judged(self, g: "Game") -> tuple[CampRule, ...]:
        """The camps judged now: every camp, or (``present_only``) those some seat holds."""
        if not self.present_only:
            return self.camps
        held = {s.camp for s in g.seats}
        return tuple(r for r in self.camps if r.camp in held)

    def vetoed(self, g: "Game", camp: str) -> bool:
        """Is ``camp`` barred from winning now by a declared blocker?"""
        return any(veto(g, camp) for veto in self.vetoes)

    def _rank(self, camp: str) -> int:
        return self.priority.index(camp) if camp in self.priority else len(self.priority)

    def winners(self, g: "Game", instant_only: bool = False) -> list[tuple[str, str]]:
        """Judge losses (recording them in ``g.lost``), then return ``(camp, condition label)``
        for every camp that wins now, in priority order (the first one is the winner)."""
        lost = g.lost
        won: dict[str, Condition] = {}
        camps = self._judged(g)
        if self._special:
            for r in camps:
                if r.camp not in lost:
                    c = _met(g, r.win, instant_only, True)
                    if c is not None:
                        won[r.camp] = c
        # every loss of one judgement is read on one table: the camps are all judged first, and
        # only then is each judged lost (its ``on_lost`` consequences, such as a piper camp's
        # loss freeing the piped, do not reach the camps judged after it in the list)
        losing = []
        for r in camps:
            if r.lose and r.camp not in lost and r.camp not in won:
                c = _met(g, r.lose, instant_only, False)
                if c is not None:
                    losing.append((r.camp, _label(g, c)))
        for camp, reason in losing:
            self.lose(g, camp, reason)
        for r in camps:
            if r.win and r.camp not in lost and r.camp not in won:
                c = _met(g, r.win, instant_only, False)
                if c is not None:
                    won[r.camp] = c
        if self.vetoes:
            won = {camp: c for camp, c in won.items() if not self.vetoed(g, camp)}
        order = sorted(won.items(), key=lambda cw: self._rank(cw[1].rank or cw[0])) \
            if len(won) > 1 else list(won.items())
        return [(camp, _label(g, c)) for camp, c in order]


    def lose(self, g: "Game", camp: str, reason: str) -> None:
        """Judge ``camp`` lost (优先判负), unannounced; runs ``on_lost`` once."""
        if camp in g.lost:
            return
        g.lost.add(camp)
        if self.on_lost is not None:
            self.on_lost(g, camp, reason)

    def judge(self, g: "Game", instant_only: bool = False) -> None:
        """Raise :class:`GameOver` if the game is decided now."""
        won = self.winners(g, instant_only)
        if won:
            raise GameOver(*won[0])
        if self.last_unlost_wins:
            unlost = [r.camp for r in self._judged(g) if r.camp not in g.lost]
            if len(unlost) == 1 and not self.vetoed(g, unlost[0]):
                raise GameOver(unlost[0], "the only camp not judged lost")
            if not unlost:
                raise GameOver(None, "every camp judged lost at once")


def _met(g: "Game", conds: tuple[Condition, ...], instant_only: bool,
         special_only: bool) -> Optional[Condition]:
    """The first condition of ``conds`` that holds now (within the filters)."""
    for c in conds:
        if (c.special or not special_only) and (c.instant or not instant_only) and c.holds(g):
            return c
    return None


def _label(g: "Game", c: Condition) -> str:
    """A met condition in words."""
    return c.explain(g) if c.explain is not None else c.label


def all_out(predicate: Callable[["Game", int], bool]) -> Predicate:
    """A condition: no living seat matches ``predicate(game, seat)``."""
    def holds(g: "Game") -> bool:
        return not any(s.alive and predicate(g, s.index) for s in g.seats)
    return holds


def seats_where(g: "Game", predicate: Callable[["Game", int], bool],
                living: bool = True) -> Sequence[int]:
    return [s.index for s in g.seats if (s.alive or not living) and predicate(g, s.index)]
