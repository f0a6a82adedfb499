"""9.混血兒 (line 183)

首夜第一個行動，選擇支持一名玩家，若該玩家是狼人陣營，則混血兒的勝利條件與狼人陣營相同，否則混血兒的
勝利條件與好人陣營相同。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import GOOD, WOLF, is_wolf

SUPPORT = SkillSpec("support", "支持", "支持", "Support", "首夜(1)",
                    "Choose a player to support: a wolf-camp choice makes the half-blood win with "
                    "the wolves, any other with the good camp. Fixed on night 1.")
ROLE = RoleSpec("half_blood", "混血儿", "混血兒", "Half-Blood", camp="good", side="villager",
                skills=(SUPPORT,), line=183)


def support(g: Game, me: int, inst: SkillInstance):
    """選擇支持一名玩家: any player, itself included (the line says 一名玩家, not 其他; ruling
    S50); the win condition follows the choice's camp now."""
    t = yield from ask_target(g, me, "support", g.living(), optional=False)
    g.seats[me].win_camp = WOLF if is_wolf(g, t) else GOOD  # fixed now (ruling S36)
    inst.data["supports"] = t
