"""A compelled night skill: a role made to use it on targets another seat named beforehand.

(``steer.py`` is the other shape: the holder still decides to use its skill and another seat picks
the targets live at the step, the holder hearing nothing: 蛊惑师's 堕落.  Here the use is forced and
breaks the skill's limits, and the holder hears its feedback beside the chooser.)

A *steer* makes one role (the user) use one of its night [指定] skills tonight at the skill's
usual place in the night order, on targets another seat (the chooser) named beforehand; the
chooser answers every other question the skill asks (额外决定内容由发动者决定) and receives the
skill's feedback beside the user.  吹笛's 混乱2 (line 699) is one: 以此使用的[指定]技能结算顺序和原本一样，
会占用目标当晚的技能使用，并消耗限定与次数，但可以突破[状态]…[限定]，[次数]，[已失去技能]，[目标选择]的
限制，无条件使用出该技能.

How it runs:

* :func:`order` files the steer for tonight (``NezhaState.steers``).
* A skill asked at another skill's step (光明守护 at 黑暗守护's, ``roles.ASKED_WITH``) is steered at
  that step (:func:`step_skill`); the step's flow reads :func:`driving` to use the steered skill
  without asking which.
* When the skill's sub-phase starts, :func:`lend` makes sure the user can be found at the skill's
  step: a user that lost the skill gets a temporary instance (origin ``"steer"``, acting only for
  the steer, gone after the use or at the night's end).  When the step comes and the steer still
  holds, a counted or <限定> skill with no charge left gets one (突破限定/次数: the use still spends
  it, 消耗限定与次数).
* Every skill step of the night order is wrapped (:func:`steerable`): for a steered (user, skill)
  the step runs the skill's own flow under :func:`drive`, past the status gate (突破[状态]); the
  user's own use of that skill tonight is the steered one (占用目标当晚的技能使用).
* :func:`drive` plays the user's account by the chooser for the run (the engine's controller: the
  feedback told to the user reaches the chooser too), answers each target question with the next
  named target, whatever the skill's 选择范围 (突破[目标选择]; a pass once the names run out), and
  hands every other question to the chooser.

A steer holds only while ``holds(game, steer)`` (its condition, e.g. the user still holds the
piper's status and the piper is in play) when the skill's turn comes; otherwise the user acts as
it would have.  The skill's own conditions beyond those five (nights it works, a 选择范围 that is
empty tonight so it asks nothing) still apply.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from rulesets.engine import PASS, Decision, Game, Schedule, SkillInstance
from rulesets.engine.abilities import can_use

from .common import table
from .skills import instance

#: the night's sub-phase tags of a skill's timing
NIGHT_TIMINGS = ("早夜", "午夜", "深夜", "凌晨")
#: the origin of a skill instance lent for a steered use
LENT = "steer"
TARGETED = "指定"


@dataclass
class Steer:
    """One steered use: ``user`` uses ``skill`` on ``targets`` (in order) on night ``night``,
    ``chooser`` answering for it; ``holds(game, steer)`` says whether it still applies."""

    user: int
    skill: str
    targets: tuple[int, ...]
    chooser: int
    night: int
    holds: Callable[[Game, "Steer"], bool] = field(default=lambda g, s: True, repr=False)
    lent: list[SkillInstance] = field(default_factory=list, repr=False)
    done: bool = False
    #: the use is running now (:func:`driving`)
    running: bool = False


def night_steps(g: Game) -> dict[str, object]:
    """The night order's skill steps that ask (not procedures), by skill id."""
    from .night import NIGHT
    return {s.skill: s for s in g.ruleset.scheduled(NIGHT).steps()
            if s.skill and not s.procedure}


def step_skill(skill: str) -> str:
    """The skill whose step of the night order asks ``skill`` (itself, or the step it is asked
    with: 光明守护 at 黑暗守护's)."""
    from .roles import ASKED_WITH
    return ASKED_WITH.get(skill, skill)


def steerable_skill(g: Game, skill: str) -> bool:
    """可以在夜晚发动的[指定]技能: a [指定] skill timed at night with an asking step in the order
    (its own, or the one it is asked with)."""
    spec = g.ruleset.names.skill(skill)
    return TARGETED in spec.flags and any(t in spec.timing for t in NIGHT_TIMINGS) \
        and step_skill(skill) in night_steps(g)


def order(g: Game, steer: Steer) -> None:
    """File ``steer`` for its night."""
    table(g).steers.append(steer)


def tonight(g: Game, seat: int, step: str) -> Optional[Steer]:
    """The steer tonight still to run of ``seat``'s skill asked at the step of ``step``, if any."""
    for s in table(g).steers:
        if s.user == seat and step_skill(s.skill) == step and s.night == g.night and not s.done:
            return s
    return None


def driving(g: Game, seat: int) -> Optional[Steer]:
    """The steered use of ``seat`` running now, if any: a step that asks several skills (one
    guard a night) uses the steered one without asking which."""
    for s in table(g).steers:
        if s.user == seat and s.running:
            return s
    return None


def lend(g: Game, stage: str) -> None:
    """A sub-phase starts: a user steered tonight to a skill of this sub-phase that it no longer
    holds is lent one for the use (突破[已失去技能]); it acts only for its steer."""
    steps = night_stages(g)
    for s in table(g).steers:
        if s.night != g.night or s.done or steps.get(step_skill(s.skill)) != stage:
            continue
        seat = g.seats[s.user]
        if not (seat.alive and s.holds(g, s)):
            continue
        for skill in dict.fromkeys((s.skill, step_skill(s.skill))):   # and the step's own
            if seat.skill(skill) is None:
                lent = instance(g.ruleset.names.skill(skill), origin=LENT)
                s.lent.append(lent)
                seat.skills.append(lent)


def night_stages(g: Game) -> dict[str, str]:
    """The sub-phase of each skill step of the night order, by skill id."""
    from .night import NIGHT
    return {step.skill: block.stage or "" for block in g.ruleset.scheduled(NIGHT).blocks
            for step in block.steps if step.skill}


def finish(g: Game) -> None:
    """夜晚结束: lent instances go, tonight's steers are over."""
    state = table(g)
    for s in state.steers:
        if s.night == g.night:
            _return_lent(g, s)
    state.steers = [s for s in state.steers if s.night > g.night]


def _return_lent(g: Game, s: Steer) -> None:
    seat = g.seats[s.user]
    for lent in s.lent:
        if lent in seat.skills:
            seat.skills.remove(lent)
    s.lent = []


def steerable(schedule: Schedule) -> Schedule:
    """``schedule`` with every asking skill step able to run a steered use."""
    blocks = []
    for block in schedule.blocks:
        steps = tuple(_wrap(step) if step.skill and not step.procedure else step
                      for step in block.steps)
        blocks.append(replace(block, steps=steps))
    return Schedule(tuple(blocks))


def _wrap(step):
    run, skill, gate = step.run, step.skill, step.gate

    def steered_run(g: Game, seat: int, inst: SkillInstance):
        s = tonight(g, seat, skill)
        if s is not None:
            if s.holds(g, s):
                if "charges" in inst.data and inst.data["charges"] < 1:
                    inst.data["charges"] = 1              # 突破[限定]/[次数], still spent
                yield from drive(g, s, run, seat, inst)
                return
            s.done = True                                 # lapsed: the user acts freely
            _return_lent(g, s)
        if inst.origin == LENT:
            return                                        # a lent skill acts only when steered
        if not gate or can_use(g, seat, skill):
            yield from run(g, seat, inst)
    steered_run.__name__ = getattr(run, "__name__", skill)
    steered_run.__doc__ = run.__doc__
    return replace(step, run=steered_run, gate=False)


def _is_target_question(g: Game, d: Decision) -> bool:
    choices = g.choices
    for c in d.legal:
        if c != PASS and choices.decode(c).kind == "target":
            return True
    return False


def drive(g: Game, s: Steer, run, seat: int, inst: SkillInstance):
    """Run ``run(g, seat, inst)`` as the steered use ``s``: the chooser plays the account (and
    so hears its feedback), target questions take the named targets in order."""
    s.done = s.running = True
    had = g.controllers.get(seat)
    g.controllers[seat] = s.chooser
    picks = list(s.targets)
    try:
        flow = run(g, seat, inst)
        try:
            d = next(flow)
            while True:
                if isinstance(d, Decision) and d.seat in (seat, s.chooser) \
                        and _is_target_question(g, d):
                    c = g.choices.target(picks.pop(0)) if picks else \
                        (PASS if PASS in d.legal else d.default)
                else:
                    if isinstance(d, Decision) and d.seat == seat:
                        d = replace(d, seat=s.chooser)
                    c = yield d
                d = flow.send(c)
        except StopIteration:
            pass
    finally:
        s.running = False
        if had is None:
            g.controllers.pop(seat, None)
        else:
            g.controllers[seat] = had
        _return_lent(g, s)
