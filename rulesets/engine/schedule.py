"""The schedule as data: blocks of steps in the rulebook's order, each block with its mode.

A rulebook's night (and its windows by day) is a list of steps: "(4) 月女：封印", "狼人阵营<杀人>"...
A :class:`Step` names the skill whose holders act (each living holder in seat order, through the
``can_use`` gate; a seat out acts too where ``Ruleset.acts_while_out`` says so) or is a group
step run once (the wolves' shared knife, a procedure that asks nothing).  ``nights`` says when it runs: every night (夜晚), the first only (首夜) or all but the
first (夜晚*).  Steps sit in :class:`Block` s with the rulebook's mode:

* ``sequential`` (有先后顺序): strictly in order; an earlier step's effect shapes later ones.
* ``simultaneous`` (互不影响): the order inside the block changes nothing (the rulebook lets
  players order their own skills freely): effects are filed for the settlement, so the declared
  order is one valid choice.
* ``immediate`` (即时插入结算): an ability that a step makes usable (a gun victim who holds a gun)
  is resolved at once, before the next step: the runner drains the trigger queue after each step.

A skill step may accept only some instances (``where``): a copied or stolen instance can act at
its own place in the order.  A seat that does not answer gets the decision's default (the
rulebook's deadline rule: 视为放弃, random target...), which is how deadlines are modelled.
Where the ruleset holds private notices back (``Ruleset.held_kinds``: 哪吒's 被冰冻的角色需要等午夜
结束才会知道), they are delivered when each block ends.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
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
    living holder that passes ``can_use`` (``gate=False`` skips that check; ``living=False``: a
    dead seat still holding the skill acts too, as an ability that ignores death does); without
    it, ``run(game)`` runs once.  ``procedure``: ``run`` asks nothing (a plain function)."""

    label: str
    run: Callable[..., Any]
    skill: str = ""
    nights: str = EVERY
    gate: bool = True
    procedure: bool = False
    #: only the instances this accepts act at this step (a copied or stolen instance of a
    #: skill acting at another place in the order than the card's own: 星汉's 镜 copy after
    #: the original, 妖狐's stolen 杀人 before the 狼后's); ``None``: every instance
    where: Optional[Callable[["SkillInstance"], bool]] = None
    living: bool = True

    def due(self, first: bool) -> bool:
        return self.nights == EVERY or (self.nights == FIRST) == first


@dataclass(frozen=True)
class Block:
    """Steps that share a mode and a sub-phase (``stage``: 早夜, 深夜...).  ``ordered``: when
    several seats hold a step's skill, the storyteller orders them (如果有技能在同一顺序同时触发，
    则由说书人决定先后顺序); otherwise they act in seat order."""

    steps: tuple[Step, ...]
    mode: str = SEQUENTIAL
    stage: Optional[str] = None
    label: str = ""
    ordered: bool = False

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

    def placed(self, step: Step, anchor: str) -> "Schedule":
        """This order with ``step`` placed by ``anchor``: ``"end"`` (the end of the last block),
        ``"before:X"`` or ``"after:X"``, where X names one step by its skill id, its label (or
        a unique part of a label) or the name of the function it runs (``knife``).  Raises ``KeyError`` naming the steps when X matches none or
        several."""
        where, _, name = anchor.partition(":")
        if where == "end" and not name:
            last = self.blocks[-1]
            blocks = self.blocks[:-1] + (replace(last, steps=last.steps + (step,)),)
            return Schedule(blocks)
        if where not in ("before", "after") or not name:
            raise KeyError(f"a place is 'end', 'before:STEP' or 'after:STEP', got {anchor!r}")
        b, i = self.find(name)
        block = self.blocks[b]
        at = i if where == "before" else i + 1
        steps = block.steps[:at] + (step,) + block.steps[at:]
        return Schedule(self.blocks[:b] + (replace(block, steps=steps),) + self.blocks[b + 1:])

    def find(self, name: str) -> tuple[int, int]:
        """``(block, step)`` of the one step named ``name`` (skill id, label, the function it
        runs, or a unique part of a label)."""
        exact = [(b, i) for b, block in enumerate(self.blocks) for i, s in enumerate(block.steps)
                 if name in (s.skill, s.label, getattr(s.run, "__name__", ""))]
        if len(exact) == 1:
            return exact[0]
        part = [(b, i) for b, block in enumerate(self.blocks) for i, s in enumerate(block.steps)
                if name in s.label]
        if len(exact) > 1 or len(part) != 1:
            labels = ", ".join(repr(s.skill or getattr(s.run, "__name__", "") or s.label)
                               for s in self.steps())
            how = "several steps" if len(exact) > 1 or part else "no step"
            raise KeyError(f"{how} named {name!r} in the order (steps: {labels})")
        return part[0]

    def run(self, g: "Game", first: bool) -> "Flow":
        played = g.ruleset.scheduled(self)
        if played is not self:  # a variant's order with its new roles' steps placed in it
            yield from played.run(g, first)
            return
        held = bool(g.ruleset.held_kinds)
        for block in self.blocks:
            if block.stage is not None:
                g.set_stage(block.stage)
            if held:  # private notices wait for the end of the block
                g.hold()
            if block.mode == SIMULTANEOUS:  # its decisions may be asked at the same time
                g.blocks_run += 1
                g.simultaneous = g.blocks_run
            try:
                for step in block.steps:
                    if step.nights != EVERY and (step.nights == FIRST) != first:
                        continue  # not tonight (首夜 / 夜晚*)
                    if not step.skill:  # a group step, run once
                        if step.procedure:
                            step.run(g)
                        else:
                            yield from step.run(g)
                    else:  # every living holder of the skill, through the gate
                        found = holders(g, step.skill,
                                        step.living and g.ruleset.acts_while_out is None)
                        if block.ordered and len(found) > 1:
                            g.story.order(found, f"order {step.label}")
                        clock = g._skill_clock[0]
                        for seat, inst in found:
                            if step.where is not None and not step.where(inst):
                                continue
                            if not ready(g, step, seat, inst, g._skill_clock[0] == clock):
                                continue
                            if step.procedure:
                                step.run(g, seat, inst)
                            else:
                                yield from step.run(g, seat, inst)
                    if block.mode == IMMEDIATE and len(g.triggers):
                        yield from g.triggers.drain(g, g.ruleset.trigger_runs)
            finally:
                g.simultaneous = None
            if held:
                g.release()


def ready(g: "Game", step: Step, seat: int, inst: "SkillInstance", unchanged: bool = False) -> bool:
    """Whether a holder found at the start of ``step`` still acts when its turn comes: alive (or
    out, for a step of a skill used while out, ``Step.living`` false, or a seat the ruleset lets
    act while out, ``Ruleset.acts_while_out``), still holding the instance (not lost meanwhile:
    checked only when some seat's skills changed since, ``unchanged`` false), and passing
    ``can_use``."""
    s = g.seats[seat]
    if not s.alive and step.living and \
            (g.ruleset.acts_while_out is None or not g.ruleset.acts_while_out(g, seat)):
        return False
    if not unchanged:
        for k in s._skills:
            if k is inst:
                break
        else:
            return False
    return not step.gate or can_use(g, seat, step.skill)
