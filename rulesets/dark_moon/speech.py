"""正午 speech turns: structured speech acts, and the [正午] skills used on one's own turn.

The forum's discussion day becomes one round of turns; each turn is one 整点 tick (line 251),
so a day skill resolves at once, in turn order (rulings D3, D44).  What a turn may use is a
table (option, may use, run), not a branch per role.
"""

from __future__ import annotations

from typing import Callable

from rulesets.engine import ACTS_PER_TURN, PASS, Decision, Game, speech_acts

from .common import table
from .outs import duel
from .roles import knight, magician, wolves
from .win import can_surrender, surrender


def _can_request(what: str) -> Callable[[Game, int], bool]:
    def can(g: Game, seat: int) -> bool:
        return seat not in table(g).requests.get(what, ())
    return can


def _request(what: str):
    def run(g: Game, seat: int):
        table(g).requests.setdefault(what, set()).add(seat)
        g.emit("request", seat=seat, what=what)   # 进程帖: public
        return
        yield
    return run


#: [正午] specials: codec option, may this seat use it now, the generator that runs it
SPECIALS: tuple[tuple[str, Callable[[Game, int], bool], Callable], ...] = (
    ("duel", knight.can_duel, duel),
    ("appoint", wolves.can_appoint, wolves.appoint),
    ("skill_swap", magician.can_boost, magician.boost),
    ("surrender", can_surrender, surrender),
    ("hasten", _can_request("hasten"), _request("hasten")),
    ("delay", _can_request("delay"), _request("delay")),
)
_RUN = {opt: run for opt, _, run in SPECIALS}
_CAN = {opt: can for opt, can, _ in SPECIALS}


def speech_turn(g: Game, seat: int):
    """One role's turn in the discussion; specials may raise :class:`PhaseEnds` (骑士)."""
    choices = g.choices
    specials = [choices.option(opt) for opt, can, _ in SPECIALS if can(g, seat)]
    acts = speech_acts(g, seat)
    legal = choices.with_specials(specials, acts)
    info = {"segment": "discussion"}
    for _ in range(ACTS_PER_TURN):
        c = yield Decision(seat, "speech", legal, PASS, info)
        if c == PASS:
            return
        if c in specials:
            specials.remove(c)
            yield from _RUN[choices.decode(c).arg](g, seat)  # type: ignore[index]
            if not g.seats[seat].alive:
                return
            # what is left may have lapsed meanwhile (a surrender costs the pack its 选举)
            specials = [x for x in specials if _CAN[choices.decode(x).arg](g, seat)]  # type: ignore[index]
            legal = choices.with_specials(specials, acts)
            continue
        g.speak(seat, c, "discussion")


def accelerated(g: Game) -> bool:
    """加速 / 延时 (line 245): each succeeds with at least half of the living; a successful
    延时 cancels 加速.  Accelerated: no vote changes."""
    req = table(g).requests
    living = len(g.living())
    hasten = 2 * len([s for s in req.get("hasten", ()) if g.seats[s].alive]) >= living
    delay = 2 * len([s for s in req.get("delay", ()) if g.seats[s].alive]) >= living
    return hasten and not delay
