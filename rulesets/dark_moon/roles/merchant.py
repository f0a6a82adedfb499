"""【村民阵营】6. 黑商 (line 143)

馈赠[深夜][指定]<限定> —— 选择范围：除自己外任意一名角色，并决定赠送<占卜><毒药><最后一枪>其中之一。
结算效果：若发动者与结算目标属于不同阵营，发动者承受[致死伤害]；若发动者与结算目标属于相同阵营，结算目标在夜晚
结束时获得对应的临时技能，额外单独计算，除猎枪外的礼物将在下一个游戏日夜晚结束时失效。
补充说明：本规则中礼物毒药也不能与救药共同发动。
暗月强化<强制> —— 删去<馈赠>技能的<限定>标签，改为每个技能只能选择一次。

Ruling D21: camps compared on the final target; the gift arrives at the night's end even when the
target went out that night (the text sets no condition: a gifted gun then fires at 晨曦); a gifted
占卜 / 毒药 lapses when the next night ends, the gun never.  One gift a night.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option, ask_target

from ..common import final, slot, table

GIFT = SkillSpec("gift", "馈赠", "饋贈", "Gift", "深夜",
                 "Once: give another role 占卜, 毒药 or 最后一枪. Another camp: the merchant takes "
                 "[致死伤害]; the same camp: the target gains it at night end (占卜 / 毒药 until the "
                 "next night ends, the gun for good).", ("指定", "限定"))
BOOST = SkillSpec("merchant_boost", "暗月强化", "暗月強化", "Dark-moon boost (Black Merchant)",
                  "被动", "馈赠 loses <限定>: each gift can be given once instead.",
                  ("强制", "被动", "暗月强化"))
ROLE = RoleSpec("merchant", "黑商", "黑商", "Black Merchant", camp="village", side="god",
                skills=(GIFT, BOOST), line=143)

#: codec option -> the skill given
GIFTS = {"gift_divine": "divine", "gift_poison": "poison", "gift_gun": "last_shot"}


def gift(g: Game, me: int, inst: SkillInstance):
    night = table(g).night
    given = inst.data.setdefault("given", set())
    if g.seats[me].skill(BOOST.id) is not None:
        offer = [o for o in GIFTS if o not in given]   # 每个技能只能选择一次
    else:
        offer = [] if inst.used else list(GIFTS)        # <限定>
    choice = yield from ask_option(g, me, GIFT.id, offer)
    if choice is None:
        return
    t = yield from ask_target(g, me, "gift_target", g.living(but=me), optional=False)
    inst.used += 1
    given.add(choice)
    target = final(g, GIFT.id, me, t)
    if g.seats[me].camp != g.seats[target].camp:
        night.tally.file(slot("gift_fail", inst), me, me, "lethal")
    else:
        night.gifts.append((me, target, GIFTS[choice]))


def deliver(g: Game) -> None:
    """At the night's end every same-camp target gains its gift and is told (line 60), after the
    old gifts lapsed, whether or not it went out that night (ruling D21: line 145 sets no
    condition; a gun then fires at 晨曦, line 127)."""
    for _, target, skill in table(g).night.gifts:
        until = None if skill == "last_shot" else "night_end"
        g.grant(target, [SkillInstance(skill, "gift", until)], "gift")
