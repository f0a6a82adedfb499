"""【村民阵营】1. 占卜师 (line 112)

占卜[深夜][指定] —— 选择范围：除自己外任意一名角色，并选择一种身份类别。
结算效果：若结算目标为所选择的身份类别，反馈[选择目标为所选择的身份类别]；若结算目标不为所选择的身份类别，
反馈[选择目标不为所选择的身份类别]。
暗月强化[深夜][指定] —— 选择范围：<占卜>选择的身份类别为神职且反馈[选择目标为神职]时，<占卜>的选择目标。
结算效果：发动者获得[结算目标]的身份技能，额外单独计算，下一个游戏日夜晚开始时失效；直到游戏结束，<占卜>不能再次
指定相同的选择目标。

The category is read on the final target and reported about the chosen one (ruling D9).  The
result comes at once so that the dark-moon diviner can use its boost and the borrowed [深夜]
skills in the same 深夜 (ruling D6: equivalent to conditional orders).  占卜 runs first in 深夜
for that reason.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_option, ask_target, ask_yes

from ..common import CATEGORIES, category, final

DIVINE = SkillSpec("divine", "占卜", "占卜", "Divine", "深夜",
                   "Pick another role and a category (狼人 / 神职 / 村民): told whether it is of "
                   "that category.", ("指定",))
BOOST = SkillSpec("diviner_boost", "暗月强化", "暗月強化", "Dark-moon boost (Diviner)", "深夜",
                  "After a 神职 'yes': borrow the target's identity skills (refreshed) until the next "
                  "night starts; 占卜 may never choose that target again.", ("指定", "暗月强化"))
ROLE = RoleSpec("diviner", "占卜师", "占卜師", "Diviner", camp="village", side="god",
                skills=(DIVINE, BOOST), line=112)

OPTIONS = {c: f"cat_{c}" for c in CATEGORIES}
CATEGORY_OF = {o: c for c, o in OPTIONS.items()}


def divine(g: Game):
    """Every 占卜 held (the card's own, a gift: 额外单独计算), then the boost once a night."""
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
        g.result(me, "divine", t, yes, category=cat)
        if (cat == "god" and yes and me not in boosted and target != me
                and g.seats[me].skill(BOOST.id) is not None):
            use = yield from ask_yes(g, me, BOOST.id, target=t)
            if use:
                boosted.add(me)
                locked.add(t)  # 直到游戏结束，<占卜>不能再次指定相同的选择目标
                borrow(g, me, target)


def borrow(g: Game, me: int, target: int) -> None:
    """获得[结算目标]的身份技能 (refreshed), lapsing when the next night starts."""
    insts = [k.fresh("borrowed", "night_start") for k in g.seats[target].skills if k.identity]
    g.grant(me, insts, "borrowed")
