"""3.烏鴉 (line 129)

每晚可以誹謗一名存活玩家，天亮後上帝會宣布被誹謗的玩家，被誹謗的玩家在下一輪放逐投票中會被自動加上2票；
不能連續兩晚誹謗同一名玩家。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_unrepeated
from rulesets.engine.roles import VOTE

from ..common import table

SLANDER = SkillSpec("slander", "诽谤", "誹謗", "Slander", "夜間(17)",
                    "Slander a living player (self allowed): announced at dawn, +2 votes against "
                    "it in the next exile vote. Not the same player two nights running.",
                    ("存活", "不能連續兩晚"), intent=VOTE)
ROLE = RoleSpec("crow", "乌鸦", "烏鴉", "Crow", camp="good", side="god", skills=(SLANDER,), line=129)

#: the slandered player's automatic extra votes, in half votes (2 votes)
SLANDER_BONUS_HALVES = 4


def slander(g: Game, me: int, inst: SkillInstance):
    t = yield from ask_unrepeated(g, me, inst, "slander", g.living())
    if t is not None:
        table(g).slander = t
