"""镇民 13. 镇长 (line 60)

和平[白天]<被动>：如果仅存在三名存活角色且当天白天没有角色被处决，镇长所在的阵营获胜。
威权[夜晚]<被动>：如果镇长即将因为死亡判定而死亡，可能有一名其他角色代替镇长受到该死亡判定。

和平 is judged at dusk (the day's end); 威权 lives in the death judgement (``deaths.mayor_bounce``).
"""

from rulesets.engine import Game

from ..characters import PASSIVE, ability, character
from ..common import table, working
from ..win import ability_win

PEACE = ability("mayor_peace", "和平", "Peace", "白天",
                "If only three players live and nobody was executed today, your team wins.",
                (PASSIVE,), does="other")
BOUNCE = ability("mayor_bounce", "威权", "Authority", "夜晚",
                 "If you would die at night, another player may die instead.", (PASSIVE,),
                 does="protect")
ROLE = character("mayor", "镇长", "Mayor", "townsfolk", (PEACE, BOUNCE), line=60, number=13)


def peace(g: Game) -> None:
    """和平: three alive, nobody executed today, a working 镇长 alive: its team wins."""
    if len(g.living()) != 3 or table(g).day.executed is not None:
        return
    for me, _ in working(g, PEACE.id):
        ability_win(g, g.seats[me].camp, "镇长[和平]")


DUSK = (peace,)
