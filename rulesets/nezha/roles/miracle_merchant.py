"""其他身份 20，奇迹商人⑧ (line 313)

馈赠[深夜][指定][0] —— 若技能可以发动，则该技能每个奇数日夜晚开始时次数+1。
选择范围：任意1名其他角色，每个角色只能被选择一次，并决定赠送验人，毒药，猎枪，守护，控制其中之一（每个礼物只能
赠送一次）。
结算效果：结算目标在夜晚结束时会得到通知，获得对应的临时技能，额外单独计算，这些技能使用一次后就丢失
验人：获得技能[通灵]  毒药：获得技能[毒药]  猎枪：获得技能[最后一枪]  守护：获得技能[流光庇护]  控制：获得技能[冰冻]

若技能可以发动: the merchant is alive, may use the skill and has a gift left (ruling N63).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import pool, table
from ..skills import again, choose, gain, instance, mark_chosen, once_each, spend
from ..targeting import aim
from . import gifts, rexxar, streamlight_count

GIFT = SkillSpec("gift", "馈赠", "饋贈", "Gift", "深夜",
                 "A charge every odd night: give another role (each once) one of five one-use "
                 "skills (each gift once), received when the night ends.", ("指定", "[0]"))
KIND = SkillSpec("gift_kind", "礼物", "禮物", "Gift kind", "深夜",
                 "Which gift: 验人 (通灵), 毒药, 猎枪 (最后一枪), 守护 (流光庇护), 控制 (冰冻).")
ROLE = RoleSpec("miracle_merchant", "奇迹商人", "奇蹟商人", "Miracle Merchant", camp="village",
                skills=(GIFT,), line=313, strength=8)
#: gift option -> the skill it gives
GIFTS = {"gift:check": gifts.SPIRIT, "gift:poison": gifts.POISON, "gift:gun": rexxar.LAST_SHOT,
         "gift:protect": streamlight_count.SHELTER, "gift:control": gifts.FREEZE}


def left_to_give(inst: SkillInstance) -> list[str]:
    return [k for k in GIFTS if k not in inst.data.get("given", ())]


def night_start(g: Game) -> None:
    """每个奇数日夜晚开始时次数+1."""
    if g.night % 2 != 1:
        return
    for me, inst in g.holders(GIFT.id):
        if g.can_use(me, GIFT.id) and left_to_give(inst):
            gain(inst)


def gift(g: Game, me: int, inst: SkillInstance):
    """馈赠[0]: every charge may be used in the same 深夜 while a gift and a role not chosen before
    are left (line 89, ruling N430)."""
    def once():
        if not left_to_give(inst):
            return False
        t = yield from choose(g, me, inst, GIFT.id, once_each(inst, pool(g, but=me)))
        if t is None:
            return False
        kind = yield from ask_option(g, me, KIND.id, left_to_give(inst), optional=False)
        spend(inst)
        mark_chosen(inst, [t])
        inst.data["given"] = tuple(inst.data.get("given", ())) + (kind,)
        for final in aim(g, me, GIFT.id, t):
            table(g).night.gifts.append((me, final, kind))
        return True
    yield from again(g, me, inst, once)


def deliver(g: Game) -> None:
    """夜晚结束时: each 结算目标 gets its one-use skill."""
    for me, t, kind in table(g).night.gifts:
        spec = GIFTS[kind]
        g.grant(t, [instance(spec, "gift", charges=1)], "gift")
    table(g).night.gifts = []
