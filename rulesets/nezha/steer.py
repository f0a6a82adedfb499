"""Another seat steers one skill's use: it picks the use's targets and receives its feedback.

蛊惑师<堕落> (line 683): 如果当夜被宣言的技能发动，技能发动者反馈空，由蛊惑师选择技能目标（但是不得知该
身份原本的技能目标），若该技能有反馈，由蛊惑师获得反馈而非技能发动者获得.  (吹笛's 混乱2 needs the
same shape: a seat whose skill is used with someone else's targets.)

The mechanism is a wrapper around the night's skill steps (:func:`block`).  When a step runs for a
holder that a role module declares steered (``roles.STEERS``: hooks ``(game, seat, skill) ->
steering seat or None``), for the whole of that holder's turn at the step:

* the holder still decides whether it uses the skill (发动): each of its decisions is asked of it
  as usual; when it answers one by picking a role, the steering seat is then asked the same
  question among the same roles (it must pick: it is not told the holder's pick) and its pick is
  the one the skill uses.  Decisions that pick no role (use it or not, an option) stay the
  holder's;
* every private notice the holder would receive while its turn runs (the skill's feedback)
  goes to the steering seat instead (``Game.diverted``): the holder is told nothing.  Notices
  given while a question is out (a 蚀日侍女 telling the account it plays what it answered) are
  not the skill's and stay the holder's.

A steering seat that is out when the step comes steers nothing (unless it still acts while
out: a kept soul); one whose account another
player plays tonight (蚀日侍女) is asked through that player (``common.answerer``).
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any, Callable, Optional

from rulesets.engine import PASS, Block, Decision, Game, Step

from .common import answerer


def steerer(g: Game, seat: int, skill: str) -> Optional[int]:
    """The seat in play steering ``seat``'s use of ``skill`` now, if any (never itself)."""
    from .roles import STEERS
    for hook in STEERS:
        by = hook(g, seat, skill)
        if by is not None and by != seat and in_play(g, by):
            return by
    return None


def in_play(g: Game, seat: int) -> bool:
    """Alive, or out but still acting (a kept soul, 聂小倩 after 鬼情: ``Ruleset.acts_while_out``)."""
    out_acts = g.ruleset.acts_while_out
    return g.seats[seat].alive or (out_acts is not None and out_acts(g, seat))


def block(b: Block) -> Block:
    """``b`` with each skill step wrapped so that a steered holder's turn is steered."""
    return replace(b, steps=tuple(_wrap(s) if s.skill else s for s in b.steps))


def _wrap(step: Step) -> Step:
    run, skill = step.run, step.skill
    if step.procedure:
        @functools.wraps(run)
        def plain(g: Game, seat: int, inst: Any) -> Any:
            by = steerer(g, seat, skill)
            if by is None:
                return run(g, seat, inst)
            with _diverted(g, seat, by):
                return run(g, seat, inst)
        return replace(step, run=plain)

    @functools.wraps(run)
    def steered(g: Game, seat: int, inst: Any):
        by = steerer(g, seat, skill)
        if by is None:
            return (yield from run(g, seat, inst))
        return (yield from _drive(g, seat, by, run(g, seat, inst)))
    return replace(step, run=steered)


class _diverted:
    """While inside: ``seat``'s private notices go to ``by``."""

    def __init__(self, g: Game, seat: int, by: int) -> None:
        self.g, self.seat, self.by = g, seat, by
        self.before: Optional[int] = None

    def __enter__(self) -> None:
        self.before = self.g.diverted.get(self.seat)
        self.g.diverted[self.seat] = self.by

    def __exit__(self, *exc: object) -> None:
        if self.before is None:
            self.g.diverted.pop(self.seat, None)
        else:
            self.g.diverted[self.seat] = self.before


def _drive(g: Game, seat: int, by: int, flow):
    """Run the holder's turn ``flow``: its role picks are the steering seat's, its notices go
    to the steering seat.  The holder's later questions show its own picks so far
    (``picked``), never the steering seat's."""
    holder = g.actor(seat)
    own: list[int] = []
    c: Optional[int] = None
    started = False
    while True:
        try:
            with _diverted(g, seat, by):     # only while the turn itself runs, never while a
                d = flow.send(c) if started else next(flow)   # question is out (a 蚀日侍女's
            started = True                   # 可获知…所有操作 is the holder's own notice)
        except StopIteration as stop:
            return stop.value
        mine = isinstance(d, Decision) and d.seat == holder
        if mine and "picked" in d.info:
            d = replace(d, info={**d.info, "picked": list(own)})
        c = yield d
        steering = answerer(g, by)
        if mine and _picks_role(g, d, c) and in_play(g, by) and steering is not None:
            own.append(g.choices.seat_of(c))
            c = yield from _ask_steerer(g, steering, d)


def _picks_role(g: Game, d: Any, c: Optional[int]) -> bool:
    return isinstance(d, Decision) and c is not None and c != PASS and \
        g.choices.decode(c).kind == "target"


def _ask_steerer(g: Game, by: int, d: Decision):
    """The same question to the steering seat's player ``by``, among the same roles, a pick
    required (its default a storyteller's pick, recorded)."""
    legal = [c for c in d.legal if c != PASS and g.choices.decode(c).kind == "target"]
    seats = [g.choices.seat_of(c) for c in legal]
    default = g.choices.target(g.story.pick_seat(seats, f"default steered {d.kind}"))
    info = {k: v for k, v in d.info.items() if k in STEERED_INFO}
    info["steered"] = True
    c = yield Decision(by, d.kind, legal, default, info, d.shown)
    return c


#: what of the holder's question the steering seat is shown (the range's facts, never what only
#: the holder may know: the witch's victim, its charges)
STEERED_INFO: frozenset[str] = frozenset({"picked", "pick"})

#: for typing the hooks of ``roles.STEERS``
Steers = Callable[[Game, int, str], Optional[int]]
