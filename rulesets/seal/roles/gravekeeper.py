"""7.守墓人 (line 165) — 每晚可以查驗一名死亡玩家的具體身份。"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.roles import INFORMATION

INSPECT = SkillSpec("grave_check", "验尸", "查驗死者", "Grave check", "夜間(5)",
                    "Learn the exact role card of one dead player.", intent=INFORMATION)
ROLE = RoleSpec("gravekeeper", "守墓人", "守墓人", "Gravekeeper", camp="good", side="god",
                skills=(INSPECT,), line=165)


def inspect(g: Game, me: int, inst: SkillInstance):
    dead = [s.index for s in g.seats if not s.alive]
    t = yield from ask_target(g, me, "grave_check", dead)
    if t is not None:
        g.result(me, "grave_check", t, g.appearance(t, me).role)
