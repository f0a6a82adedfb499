"""镇民 10. 贞洁者 (line 50)

贞洁[白天]<被动><限定>：当贞洁者被提名时，如果提名者为镇民，提名者立刻被处决。

The first nomination spends it, whoever nominated (ruling C49); the nominator is executed only if
it registers as a townsfolk to the 贞洁者 (a 间谍 may) and the ability works.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ONCE, PASSIVE, ability, character
from ..common import real, spend, works
from ..executions import execute
from ..info import look
from ..state import Nomination

PURITY = ability("virgin_purity", "贞洁", "Purity", "白天",
                 "The first time you are nominated, a townsfolk nominator is executed at once.",
                 (PASSIVE, ONCE), does="kill")
ROLE = character("virgin", "贞洁者", "Virgin", "townsfolk", (PURITY,), line=50, number=10)


def nominated(g: Game, me: int, inst: SkillInstance, nom: Nomination):
    """贞洁: the first nomination spends it; a townsfolk nominator is executed."""
    if nom.nominee != me or not real(inst):
        return
    working = works(g, me, inst)
    spend(g, me, inst)
    if working and look(g, nom.nominator, me).side == "townsfolk":
        yield from execute(g, nom.nominator, "virgin")


DAY = {"nominated": {PURITY.id: nominated}}
