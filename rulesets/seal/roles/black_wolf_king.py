"""12.黑狼王 (line 207)

有狼刀，查驗是否為狼人時為狼人。非自爆、殉情、毒殺死亡時，可以帶走一名其他存活玩家。
發動特殊技能後下一晚參與狼刀。 (no effect: ruling S26)
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import ask_target, living_others

TAKE = SkillSpec("black_take", "带人", "帶走", "Take", "死亡時",
                 "On any death except self-explosion, 殉情 and poison, take another living player.")
ROLE = RoleSpec("black_wolf_king", "黑狼王", "黑狼王", "Black Wolf King", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(TAKE,), line=207)

NO_TAKE_CAUSES = frozenset({"explode", "lovesick", "poison"})


def may_take(g: Game, seat: int, cause: str) -> bool:
    s = g.seats[seat]
    return s.role.id == ROLE.id and cause not in NO_TAKE_CAUSES


def take(g: Game, me: int):
    return (yield from ask_target(g, me, "take", living_others(g, me)))
