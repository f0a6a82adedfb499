"""外来者 12. 魔像 (line 370)

魔能<被动>：魔像每局游戏只能提名一次；魔像提名时，如果被提名的角色不是恶魔，则对被提名的角色造成一次死亡判定。

The one nomination is spent even when the judgement is stopped or the 魔像 is drunk (ruling C60).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import real, works
from ..deaths import judge
from ..info import reads_as
from ..state import Nomination

MIGHT = ability("golem_might", "魔能", "Might", "",
                "You may nominate only once a game; a non-demon you nominate gets a death "
                "judgement.", (PASSIVE,), does="kill")
ROLE = character("golem", "魔像", "Golem", "outsider", (MIGHT,), line=370, number=12)


def may_nominate(g: Game, seat: int) -> bool:
    """A 魔像 nominates once a game."""
    inst = g.seats[seat].skill(MIGHT.id)
    return not real(inst) or not inst.data.get("nominated")


def nominated(g: Game, me: int, inst: SkillInstance, nom: Nomination):
    """魔能: the 魔像's nomination of a non-demon judges the nominee."""
    if nom.nominator != me or not real(inst):
        return
    inst.data["nominated"] = True
    if works(g, me, inst) and not reads_as(g, nom.nominee, me, "demon"):
        judge(g, nom.nominee, me, "ability")
    return
    yield


NOMINATION_LIMITS = (may_nominate,)
DAY = {"nominated": {MIGHT.id: nominated}}
