"""指杀: every night kill (狼后<杀人>, 毒士<杀人>, 赌徒骰子1, a stolen or copied 杀人, the 人质's night
dagger) is chosen at its step and filed on the night's tally under its place in the stab order
(``state.STAB_ORDER``); step (16) settles them in that order."""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from .common import table
from .targeting import ask_aimed

#: instance origins that act at a place of their own in the order (``skill:origin`` slots)
OWN_SLOT = ("copy", "stolen")


def slot(skill: str, inst: SkillInstance) -> str:
    """The stab-order slot of a kill made with ``inst`` of ``skill``."""
    return f"{skill}:{inst.origin}" if inst.origin in OWN_SLOT else skill


def file(g: Game, source: int, target: int, slot_name: str) -> None:
    """File a 指杀 of ``source`` on the final ``target``."""
    night = table(g).night
    night.tally.file(slot_name, source, target, "kill", (slot_name,))
    night.stabs.setdefault(target, []).append(source)


def stab(g: Game, me: int, inst: SkillInstance):
    """<杀人>: may 指杀 one other living role (reflected off the 镜)."""
    aimed = yield from ask_aimed(g, me, inst.id, g.living(but=me))
    if aimed is None:
        return
    inst.used += 1
    file(g, me, aimed[1], slot(inst.id, inst))
