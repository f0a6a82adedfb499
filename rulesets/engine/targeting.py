"""The targeting chain: 选择目标 -> ordered redirection stages -> 结算目标.

A targeted ([指定]) skill is chosen on a *chosen target*; the redirection stages a ruleset
declares, in the rulebook's order, may move it to another seat (暗月 魔术师<交换>; 哪吒 时间逆流 ->
人偶操控 -> 防反 -> 反射 -> 磁吸), bounce it back to the source (the stage returns the source), or
cancel the effect (the stage returns ``None``: 隐身).  Like a ball being kicked on (哪吒's
踢球制), each stage is checked once, in order, on wherever the target is by then; earlier stages
are not checked again.  Range rules are checked on the chosen target only; the effect resolves
on the *final* target (``None``: nothing resolves).

A stage may also split the ball (哪吒 磁吸: 多个磁吸生效时，这些角色都会成为结算目标) by returning a
tuple of seats; :meth:`Targeting.resolve_all` then follows each ball through the later stages
and returns every final target.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Optional, Sequence, Union

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

#: (game, skill id, source seat, current target) -> new target, or None to cancel the effect
#: (or a tuple of seats: the ball splits, for ``resolve_all``)
Stage = Callable[["Game", str, int, int], Union[None, int, tuple[int, ...]]]


@dataclass
class Resolution:
    """How one use travelled: the chosen target, the final one (``None`` = cancelled) and every
    stage that moved it, as ``(stage, from, to)``."""

    chosen: int
    final: Optional[int]
    trace: list[tuple[str, int, Optional[int]]] = field(default_factory=list)


class Targeting:
    """A ruleset's redirection stages, applied in order.  Stages are functions or
    ``(name, function)`` pairs; the name labels the stage in :attr:`Resolution.trace`."""

    __slots__ = ("stages",)

    def __init__(self, stages: Sequence[Union[Stage, tuple[str, Stage]]] = ()) -> None:
        named = []
        for st in stages:
            named.append(st if isinstance(st, tuple) else (getattr(st, "__name__", "stage"), st))
        self.stages: tuple[tuple[str, Stage], ...] = tuple(named)

    def resolve(self, g: "Game", skill: str, source: int, chosen: int) -> Resolution:
        """Kick the target through every stage once."""
        res = Resolution(chosen, chosen)
        target = chosen
        for name, stage in self.stages:
            moved = stage(g, skill, source, target)
            if moved != target:
                res.trace.append((name, target, moved))
            if moved is None:
                res.final = None
                return res
            target = moved
        res.final = target
        return res

    def final(self, g: "Game", skill: str, source: int, chosen: int) -> Optional[int]:
        """The final target (结算目标) of ``skill`` used by ``source`` on ``chosen``; ``None``
        when a stage cancelled the effect."""
        target: Optional[int] = chosen
        for _, stage in self.stages:
            target = stage(g, skill, source, target)  # type: ignore[arg-type]
            if target is None:
                return None
        return target

    def resolve_all(self, g: "Game", skill: str, source: int, chosen: int) -> list[Resolution]:
        """Kick the target through every stage once, following every ball where a stage splits
        it; one :class:`Resolution` per ball (``final`` ``None`` where a stage cancelled it)."""
        balls = [Resolution(chosen, chosen)]
        for name, stage in self.stages:
            nxt: list[Resolution] = []
            for ball in balls:
                if ball.final is None:
                    nxt.append(ball)
                    continue
                moved = stage(g, skill, source, ball.final)
                targets = moved if isinstance(moved, tuple) else (moved,)
                for t in targets:
                    res = Resolution(chosen, t, list(ball.trace))
                    if t != ball.final:
                        res.trace.append((name, ball.final, t))
                    nxt.append(res)
            balls = nxt
        return balls

    def finals(self, g: "Game", skill: str, source: int, chosen: int) -> list[int]:
        """Every final target of one use (each once, in the order reached; none when every
        ball was cancelled)."""
        out: list[int] = []
        for res in self.resolve_all(g, skill, source, chosen):
            if res.final is not None and res.final not in out:
                out.append(res.final)
        return out
