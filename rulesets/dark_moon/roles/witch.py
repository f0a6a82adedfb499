"""【村民阵营】2. 女巫 (line 118)

通灵[凌晨]<强制> —— 若<救药>未发动过，反馈所有[指杀]技能的[选择目标]。反馈没有次数和先后顺序，按照电梯楼顺序排列名单。
救药[凌晨][指定]<限定> —— 选择范围：任意一名角色，当晚发动了<毒药>或<暗月强化>时，不可选择。
结算效果：令结算目标获得状态[守护]，持续至夜晚结束。
毒药[凌晨][指定]<限定> —— 选择范围：任意一名角色，当晚发动了<救药>或<暗月强化>时，不可选择。
结算效果：结算目标承受[穿透]。
暗月强化[深夜] —— 选择<救药><毒药>其中之一，发动者持有的该技能视为未发动过。

(line 146) 本规则中礼物毒药也不能与救药共同发动。

Rulings D14/D15: 通灵 comes at the start of 凌晨 and lists every [指杀] 选择目标 tonight in seat
order; a seat that uses 救药 or 暗月强化 uses no 毒药 that night; each 毒药 it holds (its own, a
gift, a borrowed one: 额外单独计算) is asked once a night, the one that lapses soonest first.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option, ask_target

from ..common import final, slot, table

MEDIUMSHIP = SkillSpec("mediumship", "通灵", "通靈", "Mediumship", "凌晨",
                       "While 救药 is unused: told every [指杀] chosen target tonight, in seat order.",
                       ("强制",))
ANTIDOTE = SkillSpec("antidote", "救药", "救藥", "Antidote", "凌晨",
                     "Once: any role gains [守护] until the night ends. Not with 毒药 or the boost.",
                     ("指定", "限定"))
POISON = SkillSpec("poison", "毒药", "毒藥", "Poison", "凌晨",
                   "Once: any role takes [穿透]. Not with 救药 or the boost.", ("指定", "限定"))
BOOST = SkillSpec("witch_boost", "暗月强化", "暗月強化", "Dark-moon boost (Witch)", "深夜",
                  "Restore a used 救药 or 毒药 (it counts as never used); no potion that night.",
                  ("暗月强化",))
ROLE = RoleSpec("witch", "女巫", "女巫", "Witch", camp="village", side="god",
                skills=(MEDIUMSHIP, ANTIDOTE, POISON, BOOST), line=118)

#: which 毒药 instance a seat spends first: the one that lapses soonest
SPEND_FIRST = {"gift": 0, "borrowed": 1, "identity": 2}


def used_tonight(g: Game, seat: int) -> set[str]:
    return table(g).night.potions.setdefault(seat, set())


def boost(g: Game, me: int, inst: SkillInstance):
    """暗月强化: pick a spent potion; it is unused again (and tonight brews nothing)."""
    seat = g.seats[me]
    spent = [k.id for k in seat.skills if k.id in ("antidote", "poison") and k.identity and k.used]
    choice = yield from ask_option(g, me, BOOST.id, sorted(set(spent)))
    if choice is None:
        return
    potion = next(k for k in seat.skills if k.id == choice and k.identity and k.used)
    potion.used = 0
    used_tonight(g, me).add("boost")


def mediumship(g: Game) -> None:
    """通灵 at the start of 凌晨, for every holder whose own 救药 is unused."""
    chosen = sorted(set(table(g).night.kill_choices))
    for me, inst in g.holders(MEDIUMSHIP.id):
        antidote = next((k for k in g.seats[me].skills
                         if k.id == "antidote" and k.origin == inst.origin), None)
        if antidote is not None and not antidote.used:
            g.result(me, MEDIUMSHIP.id, None, None, seats=chosen)


def potions(g: Game):
    """救药 then 毒药, per seat, with the exclusions of lines 120-124 and 146."""
    night = table(g).night
    seats = sorted({me for me, _ in g.holders("antidote")} | {me for me, _ in g.holders("poison")})
    for me in seats:
        done = used_tonight(g, me)
        mine = g.seats[me].skills
        antidote = next((k for k in mine if k.id == "antidote" and not k.used), None)
        if antidote is not None and not done:
            t = yield from ask_target(g, me, ANTIDOTE.id, g.living())
            if t is not None:
                antidote.used += 1
                done.add("antidote")
                g.add_status(final(g, ANTIDOTE.id, me, t), "guard", me, until="night_end")
        if done:
            continue
        vials = sorted((k for k in mine if k.id == "poison" and not k.used),
                       key=lambda k: SPEND_FIRST.get(k.origin, 1))
        for vial in vials:   # each 毒药 held is its own skill (额外单独计算, line 145)
            t = yield from ask_target(g, me, POISON.id, g.living())
            if t is None:
                continue
            vial.used += 1
            done.add("poison")
            night.tally.file(slot("poison", vial), me, final(g, POISON.id, me, t), "pierce")
