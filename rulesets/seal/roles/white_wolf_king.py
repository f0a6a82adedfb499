"""11.白狼王 (line 197)

有狼刀，查驗是否為狼人時為狼人。自爆時翻開身份牌並可以帶走一名其他存活玩家。
發動特殊技能後下一晚參與狼刀。 (no effect: ruling S26)
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_target

TAKE = SkillSpec("white_take", "自爆带人", "自爆帶人", "Explode and take", "自爆時",
                 "On self-explosion, flip the card and take another living player.", ("翻牌",))
ROLE = RoleSpec("white_wolf_king", "白狼王", "白狼王", "White Wolf King", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(TAKE,), line=197)


def flips(g: Game, seat: int) -> bool:
    """自爆時翻開身份牌."""
    return g.seats[seat].skill(TAKE.id) is not None


def on_explode(g: Game, me: int):
    """Returns the taken seat (dies at once, no last words: ruling S27).  The choice is among
    the players the table still sees in play: during the day-1 election a night-1 victim is
    not announced yet, and leaving it out would tell the king who died (ruling S52); taking it
    changes nothing, its death is the night's."""
    return (yield from ask_target(g, me, "take", g.present(but=me)))
