"""镇民 25. 和平主义者 (line 108)

调停[白天]<被动>：当善良阵营的角色因为受到处决造成的死亡判定而死亡时，该角色可能不会死亡。

可能: the storyteller decides (``decide("pacifist spare")``) each time a player who registers good
to the 和平主义者 (C10) would die of an execution's death judgement that nothing else stopped, while
a living 和平主义者's ability works (ruling CT-pacifist).  [白天]: only for the day's first
execution (line 5: 不能在当天有角色被处决后发动; a 洗脑师's or 畸形秀演员's execution after the vote's
comes after one).
"""

from rulesets.engine import Game

from ..characters import PASSIVE, ability, character
from ..common import table, working
from ..info import look

MEDIATE = ability("pacifist_spare", "调停", "Mediate", "白天",
                  "When a good player would die of an execution, it might not die.", (PASSIVE,),
                  does="protect")
ROLE = character("pacifist", "和平主义者", "Pacifist", "townsfolk", (MEDIATE,), line=108,
                 number=25)


def spares(g: Game, target: int) -> bool:
    """调停: would the executed ``target`` not die (the storyteller's call)?"""
    if len(table(g).day.executions) > 1:  # [白天]: not after today's first execution
        return False
    for me, _ in working(g, MEDIATE.id):
        if look(g, target, me).camp == "good":
            return g.story.decide("pacifist spare", ["die", "spare"],
                                  {"seat": me, "target": target}) == "spare"
    return False


EXECUTION_SPARES = (spares,)
