"""镇民 26. 弄臣 (line 111)

愚弄<被动><限定>：当弄臣死亡时，弄臣不会死亡。

The first time the 弄臣 would die, whatever kills it (a death judgement that nothing stopped, an
execution's, or the 刺客's 该角色死亡: the text names the death itself, and C57's "skips every
protection" is about what stops a judgement), it does not die and the ability is spent (ruling
CT-fool).  <限定> (line 9: 使用<限定>技能仍会失去技能): a drunk or poisoned 弄臣 spends it and dies.
A death something else stopped first ([不死], [庇护]...) is no death: the ability is kept.
"""

from typing import Optional

from rulesets.engine import Game

from ..characters import ONCE, PASSIVE, ability, character
from ..common import real, spend, works

FOOL = ability("fool_survive", "愚弄", "Fool", "", "The first time you die, you do not.",
               (PASSIVE, ONCE), does="protect")
ROLE = character("fool", "弄臣", "Fool", "townsfolk", (FOOL,), line=111, number=26)


def survives(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    """愚弄: the 弄臣 about to die spends the ability; if it works, it does not die."""
    inst = g.seats[seat].skill(FOOL.id)
    if not real(inst):
        return False
    working = works(g, seat, inst)
    spend(g, seat, inst)
    return working


OUT_GUARDS = (survives,)
