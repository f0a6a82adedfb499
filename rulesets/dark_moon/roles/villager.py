"""【村民阵营】10. 村民 (line 167)

祝福[深夜][指定] —— 选择范围：任意一名角色。
结算效果：若同阵营超过半数的村民发动<祝福>的结算目标为同一角色，该角色获得状态[坚韧]，持续至夜晚结束；
同一角色不能连续两夜受到<祝福>效果影响。

Ruling D25: the majority is over the living holders of 祝福 in the camp (the dark-moon 村民 alone
always succeeds); a role blessed last night by either camp cannot be blessed tonight.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_target

from ..common import final, table

BLESS = SkillSpec("bless", "祝福", "祝福", "Bless", "深夜",
                  "If more than half of the camp's 村民 bless the same final target, it gains "
                  "[坚韧] tonight; no role is blessed two nights running.", ("指定",))
ROLE = RoleSpec("villager", "村民", "村民", "Villager", camp="village", side="villager",
                skills=(BLESS,), line=167)


def bless(g: Game):
    night = table(g).night
    sizes: dict[str, int] = {}
    for me, _ in g.holders(BLESS.id):
        camp = g.seats[me].camp
        sizes[camp] = sizes.get(camp, 0) + 1
        t = yield from ask_target(g, me, BLESS.id, g.living())
        if t is not None:
            night.blessings.setdefault(camp, {})[me] = final(g, BLESS.id, me, t)
    state = table(g)
    blessed: set[int] = set()
    for camp, chosen in night.blessings.items():
        counts: dict[int, int] = {}
        for t in chosen.values():
            counts[t] = counts.get(t, 0) + 1
        for t, c in counts.items():
            if 2 * c > sizes[camp] and t not in state.blessed_last:
                g.add_status(t, "tough", None, until="night_end")
                blessed.add(t)
    state.blessed_last = blessed
