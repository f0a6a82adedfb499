"""16.夢魘 (line 243)

有狼刀，查驗是否為狼人時為狼人；每晚可以恐懼一名其他非狼人存活玩家，被恐懼者當晚特殊技能失效；
不能連續兩晚恐懼同一名玩家。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_unrepeated
from rulesets.engine.roles import CONTROL

from ..common import is_wolf

FEAR = SkillSpec("fear", "恐惧", "恐懼", "Fear", "夜間(3)",
                 "Fear another living non-wolf: its special skills fail tonight. Not the same "
                 "player two nights running.", ("其他非狼人存活", "不能連續兩晚"),
                 intent=CONTROL)
ROLE = RoleSpec("nightmare", "梦魇", "夢魘", "Nightmare", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(FEAR,), line=243)


def fear(g: Game, me: int, inst: SkillInstance):
    pool = [c for c in g.living(but=me) if not is_wolf(g, c)]
    t = yield from ask_unrepeated(g, me, inst, "fear", pool)
    if t is not None:
        g.add_status(t, "feared", until="night_end")
        g.tell(t, "disabled", by="fear")
