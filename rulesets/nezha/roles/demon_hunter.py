"""其他身份 12，猎魔人⑦ (line 271)

猎杀 [深夜][指定][3] —— 选择范围：任意一名角色，每晚只能发动1次。
结算效果：根据结算目标的[实际阵营]结算效果，若该角色是狼人阵营，目标角色受到[穿透]，若该角色是三方或不定阵营，
该技能额外消耗1点次数，若该角色是村民阵营，该技能额外消耗2点次数。
无论是否存在结算目标，结算是否成功，若发动[猎杀]后次数为负数，猎魔人受到[致死伤害]。
宿命<强制> —— 游戏日夜晚，获得仅针对[实际阵营]为[村民阵营]的[坚韧]状态。

The hunter's own [致死伤害] settles right after 猎魔人猎杀 (``hunt:self``, ruling N83).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import VILLAGE, WOLF, actual_camp, pool
from ..damage import hurt
from ..passives import Passive, at_night
from ..skills import left, single

HUNT = SkillSpec("hunt", "猎杀", "獵殺", "Hunt", "深夜",
                 "Once a night: a wolf-camp role takes [穿透]; a third/undetermined one costs 1 "
                 "more charge, a village one 2 more; below zero the hunter takes [致死伤害].",
                 ("指定", "[3]", "伤害"))
DESTINY = SkillSpec("destiny", "宿命", "宿命", "Destiny", "夜晚",
                    "At night, [坚韧] against village-camp sources.", ("强制",))
ROLE = RoleSpec("demon_hunter", "猎魔人", "獵魔人", "Demon Hunter", camp="village",
                skills=(HUNT, DESTINY), line=271, strength=7)
PASSIVE = Passive(DESTINY.id, (("tough", (VILLAGE,)),), at_night)


def hunt(g: Game, me: int, inst: SkillInstance):
    def strike(final: int, chosen: int) -> None:
        camp = actual_camp(g, final, me)
        if camp == WOLF:
            hurt(g, me, final, "pierce", "hunt")
        else:
            inst.data["charges"] -= 2 if camp == VILLAGE else 1   # 额外消耗
    used = yield from single(g, me, inst, HUNT, pool(g), strike)
    if used and (left(inst) or 0) < 0:
        hurt(g, me, me, "lethal", "hunt:self")
