"""外来者 7. 心上人 (line 343)

心上人死亡时：
倾心<被动><无视死亡>：说书人使一名角色获得[醉酒]状态。

No duration: the drunkenness lasts as long as its source ability, which ignores death (ruling
C56: for the rest of the game).  The storyteller may pick any player, alive or dead (一名角色, as
everywhere in the rulebook; where only the living may be chosen it says 存活角色: ruling C11).
"""

from rulesets.engine import Game

from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import afflict, everyone, real

SWOON = ability("sweetheart_swoon", "倾心", "Swoon", "",
                "When you die, a player of the storyteller's choice is drunk.", (PASSIVE, DEATHLESS),
                does="drunk_or_poison")
ROLE = character("sweetheart", "心上人", "Sweetheart", "outsider", (SWOON,), line=343, number=7)


def died(g: Game, me: int, cause: str) -> None:
    """倾心: the storyteller makes a player drunk for good — any player, the dead included
    (一名角色; a dead one's <无视死亡> abilities then fail: ruling C11)."""
    inst = g.seats[me].skill(SWOON.id)
    if not real(inst) or not g.healthy(me):
        return
    t = g.story.decide("sweetheart drunk", everyone(g), {"seat": me}, seats=True)
    afflict(g, t, "drunk", me, SWOON.id)


ON_OUT = {SWOON.id: died}
