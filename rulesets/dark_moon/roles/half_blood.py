"""【其他】2. 混血儿 (line 189)

认亲<强制> —— 游戏开始时，混血儿须选择一名其他角色，混血儿加入该角色所在阵营。

Ruling D28: a random other role when it does not choose; it is told its new camp only (no chat,
no teammates), counts as a camp member (duels, gifts, the piper's win) but never in a loss
condition, which reads identity categories.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_target


ADOPT = SkillSpec("adopt", "认亲", "認親", "Adopt kin", "游戏开始",
                  "At game start pick another role (random if none) and join its camp.", ("强制",))
ROLE = RoleSpec("half_blood", "混血儿", "混血兒", "Half-Blood", camp="", skills=(ADOPT,), line=189)


def adopt(g: Game):
    for me, inst in g.holders(ADOPT.id):
        if inst.used:
            continue
        inst.used += 1
        t = yield from ask_target(g, me, ADOPT.id, g.living(but=me), optional=False)
        seat = g.seats[me]
        seat.camp = seat.win_camp = g.seats[t].camp
        g.tell(me, "camp", camp=seat.camp)
