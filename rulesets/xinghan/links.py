"""锁定 start-of-game links (附身 / 支持 / 遇难 / 入职, line 217): a 不定 role picks another role and
takes its camp; step 2 (所有角色的阵营确定) resolves the links; afterwards the 不定 role follows
its object's camp changes silently (line 187), until one of them is out: an out role's camp is
fixed, and a 不定 role whose object is out keeps the camp it has.

Ruling X3: 锁定 = chosen once, at game start, not changed later (but 打工人<跳槽>); a seat that
does not answer gets a random other role (line 246).  A link onto another 不定 role resolves
through it; a loop of links, or a link onto 女仆 before <顺从>, leaves the seat without a camp
until its object takes one (ruling XA1).
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance, ask_target

from .common import UNDETERMINED


def link(g: Game, me: int, inst: SkillInstance):
    """Ask the link's object (forced: a random other role by default) and follow it."""
    if inst.used:
        return
    t = yield from ask_target(g, me, inst.id, g.living(but=me), optional=False)
    inst.used += 1
    inst.data["target"] = t
    g.seats[me].follows = t


def resolve(g: Game, seat: int) -> str:
    """The camp at the end of ``seat``'s chain of links (``undetermined`` for a loop)."""
    seen = {seat}
    s = g.seats[seat]
    while s.camp == UNDETERMINED and s.follows is not None and s.follows not in seen:
        seen.add(s.follows)
        s = g.seats[s.follows]
    return s.camp


def determine(g: Game) -> None:
    """2、所有角色的阵营确定: every linked 不定 role takes its object's camp and is told it."""
    linked = [s.index for s in g.seats if s.follows is not None and s.camp == UNDETERMINED]
    camps = {seat: resolve(g, seat) for seat in linked}
    for seat, camp in camps.items():
        s = g.seats[seat]
        s.camp = s.win_camp = camp
        g.tell(seat, "camp", camp=camp)


def on_out(g: Game, seat: int, cause: str) -> None:
    """An out role's camp no longer changes (角色出局后，不能继续参与…, line 65): it stops following its
    object, so a camp change reaching it later neither moves it nor passes on through it — a
    living 不定 role whose object (boss, master…) is out keeps the camp it has (ruling X38)."""
    g.seats[seat].follows = None
