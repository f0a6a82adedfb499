"""14.狼美人 (line 225)

有狼刀，查驗是否為狼人時為狼人。每晚可以魅惑一名其他非狼人存活玩家，若狼美人死亡，則最後一個
被魅惑者殉情；不能連續兩晚魅惑同一名玩家。免疫殉情。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_unrepeated

from ..common import is_wolf, table

CHARM = SkillSpec("beauty_charm", "魅惑", "魅惑", "Charm", "夜間(9)",
                  "Charm another living non-wolf; when the beauty dies, the last charmed player "
                  "dies of 殉情. Not the same player two nights running.",
                  ("其他非狼人存活", "不能連續兩晚"))
ROLE = RoleSpec("wolf_beauty", "狼美人", "狼美人", "Wolf Beauty", camp="wolf", checks_as_wolf=True,
                knife=True, immune=frozenset({"lovesick"}), skills=(CHARM,), line=225)


def charm(g: Game, me: int, inst: SkillInstance):
    pool = [c for c in g.living(but=me) if not is_wolf(g, c)]
    t = yield from ask_unrepeated(g, me, inst, "beauty_charm", pool)
    if t is not None:
        table(g).beauty_link = t


def lovesick_link(g: Game, went_out: set[int]) -> list[int]:
    """若狼美人死亡，則最後一個被魅惑者殉情 (any death, any time; ruling S24), unless she dies on a
    night her skills fail (封印: 當晚特殊技能失效, ruling S12, as the 黑狼王's take)."""
    link = table(g).beauty_link
    if link is not None and any(g.seats[d].skill(CHARM.id) is not None
                                and g.can_use(d, CHARM.id) for d in went_out):
        return [link]
    return []
