"""16.夢魘 (line 239)

有狼刀，查驗是否為狼人時為狼人；每晚可以恐懼一名其他非狼人存活玩家，被恐懼者當晚特殊技能失效；
不能連續兩晚恐懼同一名玩家。
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import ask_target, disabled, holders, is_wolf, living_others, not_again, remember, st

FEAR = SkillSpec("fear", "恐惧", "恐懼", "Fear", "夜間(3)",
                 "Fear another living non-wolf: its special skills fail tonight. Not the same "
                 "player two nights running.", ("其他非狼人存活", "不能連續兩晚"))
ROLE = RoleSpec("nightmare", "梦魇", "夢魘", "Nightmare", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(FEAR,), line=239)


def fear(g: Game):
    for me in holders(g, ROLE.id):
        if disabled(g, me):
            continue
        pool = [c for c in not_again(g, me, "fear", living_others(g, me)) if not is_wolf(g, c)]
        t = yield from ask_target(g, me, "fear", pool)
        remember(g, me, "fear", [] if t is None else [t])
        if t is not None:
            st(g).night.feared.add(t)
            g.tell(t, "disabled", by="fear")
