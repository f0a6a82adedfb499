"""外来者 6. 畸形秀演员 (line 339)

畸形<被动>：如果畸形秀演员疯狂地证明自己是一个外来者，畸形秀演员可能被处决。
注：在处于夜晚的讨论日 ... 畸形秀演员仍然可能被处决，且因此被处决同样会公示。

Madness from speech acts (ruling C32): a public claim of an outsider character is a breach; the
storyteller decides whether to execute (at most once a day, even after today's execution: the
note; ruling C4).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import works
from ..executions import execute

FREAK = ability("mutant_madness", "畸形", "Freak", "",
                "If you are mad about being an outsider, you might be executed.", (PASSIVE,),
                does="kill")
ROLE = character("mutant", "畸形秀演员", "Mutant", "outsider", (FREAK,), line=339, number=6)


def spoke(g: Game, me: int, inst: SkillInstance, speaker: int, ev):
    """畸形: a public claim of an outsider; the storyteller may execute (once a day)."""
    if speaker != me or ev.kind != "speech" or not works(g, me, inst):
        return
    act = g.choices.decode(ev.data["act"])
    if act.kind != "claim" or g.ruleset.names.role(act.arg).side != "outsider":
        return
    if inst.data.get("day") == g.day or not g.seats[me].alive:
        return
    inst.data["day"] = g.day
    if g.story.decide("mutant executed", [False, True], {"seat": me, "claim": act.arg}):
        yield from execute(g, me, "mutant")


DAY = {"spoke": {FREAK.id: spoke}}
