"""15.石像鬼 (line 233) — 有狼刀，查驗是否為狼人時為狼人。每晚可以查驗一名其他存活玩家的具體身份。"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import ask_target, disabled, holders, living_others, result

GAZE = SkillSpec("gaze", "查验身份", "查驗身份", "Gaze", "夜間(20)",
                 "Learn the exact role card of another living player.", ("其他存活",))
ROLE = RoleSpec("gargoyle", "石像鬼", "石像鬼", "Gargoyle", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(GAZE,), line=233)


def gaze(g: Game):
    for me in holders(g, ROLE.id):
        if disabled(g, me):
            continue
        t = yield from ask_target(g, me, "gaze", living_others(g, me))
        if t is not None:
            result(g, me, "gaze", t, g.seats[t].role.id)
