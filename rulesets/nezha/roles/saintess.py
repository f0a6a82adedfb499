"""其他身份 25，圣女⑨ (line 350)

祝福[凌晨][指定][限定]——选择范围：任意1名角色。
结算效果：若结算目标的[实际阵营]是村民阵营，该玩家[实际身份]的对应技能刷新至初始并清除所有负面状态，否则无效果。
净化[凌晨][指定][限定]——选择范围：任意1名角色。
结算效果：若结算目标的[实际阵营]是非村民阵营，其永久获得[净化]状态，否则无效果。

The actual identity's printed skills are refreshed to their state as dealt, lost ones back
(ruling N71); acquired ones stay.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import VILLAGE, actual_camp, pool
from ..skills import single
from ..statuses import clear_negative, give

BLESS = SkillSpec("bless", "祝福", "祝福", "Blessing", "凌晨",
                  "A village-camp role's identity skills are refreshed and its negative statuses "
                  "cleared.", ("指定", "限定"))
CLEANSE = SkillSpec("cleanse", "净化", "淨化", "Purification", "凌晨",
                    "A role not of the village camp gains permanent [净化].", ("指定", "限定"))
ROLE = RoleSpec("saintess", "圣女", "聖女", "Saintess", camp="village", skills=(BLESS, CLEANSE),
                line=350, strength=9)


def bless(g: Game, me: int, inst: SkillInstance):
    def refresh(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) != VILLAGE:
            return
        seat = g.seats[final]
        # 刷新至初始: the card's skills as dealt, those it lost by their own rule too (特工's 潜藏
        # after 伏击, 剑士's 防反 once used); acquired and temporary skills are left as they are
        seat.skills = [*g.ruleset.identity_skills(seat.original_role, seat.camp),
                       *(k for k in seat.skills if not k.identity)]
        clear_negative(g, final)
    yield from single(g, me, inst, BLESS, pool(g), refresh)


def cleanse(g: Game, me: int, inst: SkillInstance):
    def purify(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) != VILLAGE:
            give(g, final, "purify", me)
    yield from single(g, me, inst, CLEANSE, pool(g), purify)
