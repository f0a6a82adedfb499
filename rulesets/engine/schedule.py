"""The schedule as data: blocks of steps in the rulebook's order, each block with its mode.

A rulebook's night (and its windows by day) is a list of steps: "(4) 月女：封印", "狼人阵营<杀人>"...
A :class:`Step` names the skill whose holders act (each living holder in seat order, through the
``can_use`` gate; a seat out acts too where ``Ruleset.acts_while_out`` says so) or is a group step run once (the wolves' shared knife, a procedure that asks
nothing).  ``nights`` says when it runs: every night (夜晚), the first only (首夜) or all but the
first (夜晚*).  Steps sit in :class:`Block` s with the rulebook's mode:

* ``sequential`` (有先后顺序): strictly in order; an earlier step's effect shapes later ones.
* ``simultaneous`` (互不影响): the order inside the block changes nothing (the rulebook lets
  players order their own skills freely): effects are filed for the settlement, so the declared
  order is one valid choice.
* ``immediate`` (即时插入结算): an ability that a step makes usable (a gun victim who holds a gun)
  is resolved at once, before the next step: the runner drains the trigger queue after each step.

A seat that does not answer gets the decision's default (the rulebook's deadline rule: 视为放弃,
random target...), which is how deadlines are modelled.  Where the ruleset holds private notices
back (``Ruleset.held_kinds``: 哪吒's 被冰冻的角色需要等午夜结束才会知道), they are delivered when
each block ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional

from .abilities import can_use, holders

if TYPE_CHECKING:  # pragma: no cover
    from .game import Flow, Game
    from .skills import SkillInstance

EVERY = "every"    # 夜晚
FIRST = "first"    # 首夜
LATER = "later"    # 夜晚* (every night but the first)
SEQUENTIAL = "sequential"      # 有先后顺序
SIMULTANEOUS = "simultaneous"  # 互不影响
IMMEDIATE = "immediate"        # 即时插入结算
MODES = (SEQUENTIAL, SIMULTANEOUS, IMMEDIATE)


@dataclass(frozen=True)
class Step:
    """One line of the order.  With ``skill``, ``run(game, seat, instance)`` runs for every
    living holder that passes ``can_use`` (``gate=False`` skips that check); without it,
    ``run(game)`` runs once.  ``procedure``: ``run`` asks nothing (a plain function)."""

    label: str
    run: Callable[..., Any]
    skill: str = ""
    nights: str = EVERY
    gate: bool = True
    procedure: bool = False

    def due(self, first: bool) -> bool:
        return self.nights == EVERY or (self.nights == FIRST) == first


@dataclass(frozen=True)
class Block:
    """Steps that share a mode and a sub-phase (``stage``: 早夜, 深夜...)."""

    steps: tuple[Step, ...]
    mode: str = SEQUENTIAL
    stage: Optional[str] = None
    label: str = ""

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"block mode must be one of {MODES}, got {self.mode!r}")


@dataclass(frozen=True)
class Schedule:
    """Blocks in order.  ``run(game, first)`` plays every step due (``first``: 首夜)."""

    blocks: tuple[Block, ...]

    @classmethod
    def sequential(cls, *steps: Step) -> "Schedule":
        return cls((Block(tuple(steps)),))

    def steps(self) -> list[Step]:
        return [s for b in self.blocks for s in b.steps]

    def run(self, g: "Game", first: bool) -> "Flow":
        for block in self.blocks:
            if block.stage is not None:
                g.set_stage(block.stage)
            if g.ruleset.held_kinds:
                g.hold()
            yield from self._block(g, block, first)
            if g.ruleset.held_kinds:
                g.release()

    @staticmethod
    def _block(g: "Game", block: Block, first: bool) -> "Flow":
        """The steps of one block due tonight."""
        for step in block.steps:
            if step.nights != EVERY and (step.nights == FIRST) != first:
                continue  # not tonight (首夜 / 夜晚*)
            if not step.skill:  # a group step, run once
                if step.procedure:
                    step.run(g)
                else:
                    yield from step.run(g)
            else:  # every living holder of the skill, through the gate
                for seat, inst in holders(g, step.skill, g.ruleset.acts_while_out is None):
                    if not ready(g, step, seat, inst):
                        continue
                    if step.procedure:
                        step.run(g, seat, inst)
                    else:
                        yield from step.run(g, seat, inst)
            if block.mode == IMMEDIATE and len(g.triggers):
                yield from g.triggers.drain(g, g.ruleset.trigger_runs)


def ready(g: "Game", step: Step, seat: int, inst: "SkillInstance") -> bool:
    """Whether a holder found at the start of ``step`` still acts when its turn comes: alive (or
    one the ruleset lets act while out), still holding the instance (not lost meanwhile), and
    passing ``can_use``."""
    s = g.seats[seat]
    if not s.alive and (g.ruleset.acts_while_out is None or not g.ruleset.acts_while_out(g, seat)):
        return False
    if not any(k is inst for k in s._skills):
        return False
    return not step.gate or can_use(g, seat, step.skill)
