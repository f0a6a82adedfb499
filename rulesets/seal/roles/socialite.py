"""6.名媛 (line 155)

每晚可以寵幸一名其他存活玩家，被寵幸者當晚免疫狼刀，若當晚名媛死亡，則被寵幸者殉情；
不能連續兩晚寵幸同一名玩家。免疫殉情。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_unrepeated
from rulesets.engine.roles import PROTECTION

FAVOUR = SkillSpec("favour", "宠幸", "寵幸", "Favour", "夜間(10)",
                   "Favour another living player: knife-immune tonight, dies of 殉情 if the "
                   "socialite dies tonight. Not the same player two nights running.",
                   ("其他存活", "不能連續兩晚"), intent=PROTECTION)
ROLE = RoleSpec("socialite", "名媛", "名媛", "Socialite", camp="good", side="god",
                immune=frozenset({"lovesick"}), skills=(FAVOUR,), line=155)


def favour(g: Game, me: int, inst: SkillInstance):
    t = yield from ask_unrepeated(g, me, inst, "favour", g.living(but=me))
    if t is not None:
        g.add_status(t, "favoured", me, until="night_end")  # 被寵幸者當晚免疫狼刀


def lovesick_link(g: Game, went_out: set[int]) -> list[int]:
    """若當晚名媛死亡，則被寵幸者殉情: tonight's favourite of a socialite that went out tonight."""
    if not g.phase.startswith("night"):
        return []
    out = []
    for s in sorted(went_out):
        inst = g.seats[s].skill(FAVOUR.id)
        if inst is not None:
            night, chosen = inst.data.get("last_night", (0, ()))
            if night == g.night and chosen:
                out.append(chosen[0])
    return out
