"""【村民阵营】1. 占卜师 (line 112)

占卜[深夜][指定] —— 选择范围：除自己外任意一名角色，并选择一种身份类别。
结算效果：若结算目标为所选择的身份类别，反馈[选择目标为所选择的身份类别]；若结算目标不为所选择的身份类别，
反馈[选择目标不为所选择的身份类别]。
暗月强化[深夜][指定] —— 选择范围：<占卜>选择的身份类别为神职且反馈[选择目标为神职]时，<占卜>的选择目标。
结算效果：发动者获得[结算目标]的身份技能，额外单独计算，下一个游戏日夜晚开始时失效；直到游戏结束，<占卜>不能再次
指定相同的选择目标。

The category is read on the final target and reported about the chosen one (ruling D9).  The
answer, like every private notice at night, waits until the segment is over (line 74: 夜晚阶段需要
等待当前行动时间段结束之后再通知): it is told when 凌晨 starts (ruling D6).  The boost, a [深夜]
skill whose range depends on that answer, is therefore given as a conditional order with a 神职
divination, before the answer: it takes effect only on a yes.  The borrowed [深夜] skills are used
in the same 深夜 (the settlement list names 暗月占卜师<潜行>, 暗月占卜师馈赠失败, line 238), so 占卜
runs first in 深夜.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_option, ask_target, ask_yes

from ..common import CATEGORIES, category, final, table

DIVINE = SkillSpec("divine", "占卜", "占卜", "Divine", "深夜",
                   "Pick another role and a category (狼人 / 神职 / 村民): told whether it is of "
                   "that category.", ("指定",))
BOOST = SkillSpec("diviner_boost", "暗月强化", "暗月強化", "Dark-moon boost (Diviner)", "深夜",
                  "Ordered with a 神职 divination, before its answer: on a yes, borrow the final "
                  "target's identity skills (refreshed) until the next night starts; 占卜 may never "
                  "choose that target again.", ("指定", "暗月强化"))
ROLE = RoleSpec("diviner", "占卜师", "占卜師", "Diviner", camp="village", side="god",
                skills=(DIVINE, BOOST), line=112)

OPTIONS = {c: f"cat_{c}" for c in CATEGORIES}
CATEGORY_OF = {o: c for c, o in OPTIONS.items()}


def divine(g: Game):
    """Every 占卜 held (the card's own, a gift: 额外单独计算), each with the boost as a conditional
    order (used at most once a night); the answers wait for 凌晨 (``tell``)."""
    night = table(g).night
    boosted = set()
    for me, inst in g.holders("divine"):
        opt = yield from ask_option(g, me, "divine", OPTIONS.values())
        if opt is None:
            continue
        locked = inst.data.setdefault("locked", set())
        pool = [s.index for s in g.seats if s.alive and s.index != me and s.index not in locked]
        t = yield from ask_target(g, me, "divine_target", pool, optional=False)
        if t is None:
            continue
        cat = CATEGORY_OF[opt]
        target = final(g, "divine", me, t)
        yes = category(g, target, me) == cat
        night.answers.append((me, t, yes, cat))
        if cat == "god" and me not in boosted and g.seats[me].skill(BOOST.id) is not None:
            use = yield from ask_yes(g, me, BOOST.id, target=t)   # before the answer (D6)
            if use and yes:
                boosted.add(me)
                locked.add(t)  # 直到游戏结束，<占卜>不能再次指定相同的选择目标
                borrow(g, me, target)


def borrow(g: Game, me: int, target: int) -> None:
    """获得[结算目标]的身份技能 (refreshed), lapsing when the next night starts; the final target
    may be the diviner itself (a 交换 partner: ruling D9), which then gains copies of its own.
    The notice of the gained skills waits for 凌晨 with the answer (line 74)."""
    insts = [k.fresh("borrowed", "night_start") for k in g.seats[target].skills if k.identity]
    g.grant(me, insts, "borrowed", notify=False)
    table(g).night.borrowed.append((me, [k.id for k in insts]))


def tell(g: Game) -> None:
    """When 深夜 is over (the first step of 凌晨): each 占卜's answer, in the order asked, then
    the skills each boost gained (夜晚阶段需要等待当前行动时间段结束之后再通知, line 74)."""
    night = table(g).night
    for me, t, yes, cat in night.answers:
        g.result(me, "divine", t, yes, category=cat)
    for me, skills in night.borrowed:
        if skills:
            g.tell(me, "skills", skills=skills, origin="borrowed")
