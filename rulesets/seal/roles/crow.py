"""3.烏鴉 (line 129)

每晚可以誹謗一名存活玩家，天亮後上帝會宣布被誹謗的玩家，被誹謗的玩家在下一輪放逐投票中會被自動加上2票；
不能連續兩晚誹謗同一名玩家。
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import ask_target, disabled, holders, not_again, remember, st

SLANDER = SkillSpec("slander", "诽谤", "誹謗", "Slander", "夜間(17)",
                    "Slander a living player (self allowed): announced at dawn, +2 votes against "
                    "it in the next exile vote. Not the same player two nights running.",
                    ("存活", "不能連續兩晚"))
ROLE = RoleSpec("crow", "乌鸦", "烏鴉", "Crow", camp="good", side="god", skills=(SLANDER,), line=129)

#: the slandered player's automatic extra votes, in half votes (2 votes)
SLANDER_BONUS_HALVES = 4


def slander(g: Game):
    for me in holders(g, ROLE.id):
        if disabled(g, me):
            continue
        t = yield from ask_target(g, me, "slander", not_again(g, me, "slander", g.living()))
        remember(g, me, "slander", [] if t is None else [t])
        if t is not None:
            st(g).slander = t
