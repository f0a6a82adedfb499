"""6.名媛 (line 159)

每晚可以寵幸一名其他存活玩家，被寵幸者當晚免疫狼刀，若當晚名媛死亡，則被寵幸者殉情；
不能連續兩晚寵幸同一名玩家。免疫殉情。
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import ask_target, disabled, holders, living_others, not_again, remember, st

FAVOUR = SkillSpec("favour", "宠幸", "寵幸", "Favour", "夜間(10)",
                   "Favour another living player: knife-immune tonight, dies of 殉情 if the "
                   "socialite dies tonight. Not the same player two nights running.",
                   ("其他存活", "不能連續兩晚"))
ROLE = RoleSpec("socialite", "名媛", "名媛", "Socialite", camp="good", side="god",
                immune=frozenset({"lovesick"}), skills=(FAVOUR,), line=159)


def favour(g: Game):
    for me in holders(g, ROLE.id):
        if disabled(g, me):
            continue
        t = yield from ask_target(g, me, "favour", not_again(g, me, "favour", living_others(g, me)))
        remember(g, me, "favour", [] if t is None else [t])
        if t is not None:
            night = st(g).night
            night.socialite, night.favoured = me, t


def lovesick_link(g: Game, died_tonight: set[int]) -> list[int]:
    """若當晚名媛死亡，則被寵幸者殉情 (only tonight's favour)."""
    night = st(g).night
    if night.socialite is not None and night.socialite in died_tonight and night.favoured is not None:
        return [night.favoured]
    return []
