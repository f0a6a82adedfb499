"""其他身份 23，特工⑧ (line 335)

潜藏[强制]——游戏日夜晚，特工获得仅针对[狼人阵营]的[不死]状态。
伏击[深夜][指定][限定]—— 选择范围：任意一名角色，发动后失去[潜藏]技能。
结算效果：若结算目标的[实际阵营]是狼人阵营，目标角色受到[穿透]，否则无效果。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import WOLF, actual_camp, pool
from ..damage import hurt
from ..passives import Passive, at_night, sync
from ..skills import single

LURK = SkillSpec("lurk", "潜藏", "潛藏", "Lurk", "夜晚",
                 "At night, [不死] against wolf-camp sources.", ("强制",))
AMBUSH = SkillSpec("ambush", "伏击", "伏擊", "Ambush", "深夜",
                   "A wolf-camp role takes [穿透]; 潜藏 is lost.", ("指定", "限定", "伤害"))
ROLE = RoleSpec("agent", "特工", "特工", "Agent", camp="village", skills=(LURK, AMBUSH),
                line=335, strength=8)
PASSIVE = Passive(LURK.id, (("undying", (WOLF,)),), at_night)


def ambush(g: Game, me: int, inst: SkillInstance):
    def strike(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) == WOLF:
            hurt(g, me, final, "pierce", "ambush")
    if (yield from single(g, me, inst, AMBUSH, pool(g), strike)):
        seat = g.seats[me]
        seat.skills = [k for k in seat.skills if k.id != LURK.id]   # 发动后失去[潜藏]技能
        sync(g, me)
