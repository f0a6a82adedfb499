"""4.狐貍 (line 137)

每晚可以查驗三名連坐的玩家中是否有狼人，若一次查驗的玩家均沒有狼人（本局首次查驗到沒有狼人），
則在下一次發動技能後永久失去此技能。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.seating import neighbours

from ..common import looks_wolf

SNIFF = SkillSpec("fox_check", "查验连坐", "查驗連坐", "Fox check", "夜間(16)",
                  "Check a living player and its two nearest living neighbours: is any a wolf? "
                  "After the first all-clear result, one more use, then the skill is lost.")
ROLE = RoleSpec("fox", "狐狸", "狐貍", "Fox", camp="good", side="god", skills=(SNIFF,), line=137)


def covered(g: Game, centre: int) -> list[int]:
    """三名連坐: the chosen seat and its nearest living neighbour on each side."""
    left, right = neighbours(centre, g.n, lambda s: g.seats[s].alive)
    return sorted({left, centre, right})


def check(g: Game, me: int, inst: SkillInstance):
    """The result is about the group (三名連坐的玩家中是否有狼人): the seats covered, and
    whether any of them is a wolf; it names no single wolf."""
    t = yield from ask_target(g, me, "fox_check", g.living())
    if t is None:
        return
    group = covered(g, t)
    wolf = any(looks_wolf(g, s, me) for s in group)
    g.result(me, "fox_check", t, wolf, (True, False), group=group)
    if inst.data.get("cleared"):
        g.seats[me].skills.remove(inst)  # 在下一次發動技能後永久失去此技能
        g.tell(me, "skill_lost", skill="fox_check")
    elif not wolf:
        inst.data["cleared"] = True  # 本局首次查驗到沒有狼人
