"""外来者 7. 心上人 (line 343)

心上人死亡时：
倾心<被动><无视死亡>：说书人使一名角色获得[醉酒]状态。

No duration: the drunkenness lasts as long as its source ability, which ignores death (ruling
C56: for the rest of the game).
"""

from rulesets.engine import Game

from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import afflict, real

SWOON = ability("sweetheart_swoon", "倾心", "Swoon", "",
                "When you die, a player of the storyteller's choice is drunk.", (PASSIVE, DEATHLESS),
                does="drunk_or_poison")
ROLE = character("sweetheart", "心上人", "Sweetheart", "outsider", (SWOON,), line=343, number=7)


def died(g: Game, me: int, cause: str) -> None:
    """倾心: the storyteller makes a living player drunk for good."""
    inst = g.seats[me].skill(SWOON.id)
    if not real(inst) or not g.healthy(me):
        return
    t = g.story.decide("sweetheart drunk", g.living(), {"seat": me}, seats=True)
    afflict(g, t, "drunk", me, SWOON.id)


ON_OUT = {SWOON.id: died}
