"""4.狐貍 (line 137)

每晚可以查驗三名連坐的玩家中是否有狼人，若一次查驗的玩家均沒有狼人（本局首次查驗到沒有狼人），
則在下一次發動技能後永久失去此技能。
"""

from rulesets.engine import Game, RoleSpec, SkillSpec
from rulesets.engine.seating import neighbours

from ..common import ask_target, disabled, holders, looks_wolf, result

SNIFF = SkillSpec("fox_check", "查验连坐", "查驗連坐", "Fox check", "夜間(16)",
                  "Check a living player and its two nearest living neighbours: is any a wolf? "
                  "After the first all-clear result, one more use, then the skill is lost.")
ROLE = RoleSpec("fox", "狐狸", "狐貍", "Fox", camp="good", side="god", skills=(SNIFF,), line=137)


def covered(g: Game, centre: int) -> list[int]:
    """三名連坐: the chosen seat and its nearest living neighbour on each side."""
    left, right = neighbours(centre, g.n, lambda s: g.seats[s].alive)
    return sorted({left, centre, right})


def check(g: Game):
    for me in holders(g, ROLE.id):
        memory = g.seats[me].memory
        if memory.get("fox_lost") or disabled(g, me):
            continue
        t = yield from ask_target(g, me, "fox_check", g.living())
        if t is None:
            continue
        seats = covered(g, t)
        wolf = any(looks_wolf(g, s) for s in seats)
        result(g, me, "fox_check", t, wolf)
        if memory.get("fox_cleared"):
            memory["fox_lost"] = True  # 在下一次發動技能後永久失去此技能
            g.tell(me, "skill_lost", skill="fox_check")
        elif not wolf:
            memory["fox_cleared"] = True  # 本局首次查驗到沒有狼人
