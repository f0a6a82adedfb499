"""15.石像鬼 (line 235) — 有狼刀，查驗是否為狼人時為狼人。每晚可以查驗一名其他存活玩家的具體身份。"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.roles import INFORMATION

GAZE = SkillSpec("gaze", "查验身份", "查驗身份", "Gaze", "夜間(20)",
                 "Learn the exact role card of another living player.", ("其他存活",),
                 intent=INFORMATION)
ROLE = RoleSpec("gargoyle", "石像鬼", "石像鬼", "Gargoyle", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(GAZE,), line=235)


def gaze(g: Game, me: int, inst: SkillInstance):
    t = yield from ask_target(g, me, "gaze", g.living(but=me))
    if t is not None:
        g.result(me, "gaze", t, g.appearance(t, me).role)
