"""The temporary skills 奇迹商人<馈赠> gives (line 316-322) where the rulebook names a skill of a
role not in this edition; defined by ruling N11:

验人：获得技能[通灵]  — 通灵[深夜][指定]: the 结算目标's surface identity (as 凭依灵's feedback);
毒药：获得技能[毒药]  — 毒药[凌晨][指定]: the 结算目标 takes [穿透] (settled as 其他身份毒药);
猎枪：获得技能[最后一枪] — 雷克萨's; 守护：获得技能[流光庇护] — 流光伯爵's;
控制：获得技能[冰冻]  — 冰冻[午夜][指定]: the 结算目标 is [冰冻] until the next 正午.
Each is used once, then lost (这些技能使用一次后就丢失).
"""

from rulesets.engine import Game, SkillInstance, SkillSpec

from ..common import pool, surface
from ..damage import hurt
from ..skills import single
from ..statuses import give

SPIRIT = SkillSpec("spirit_check", "通灵", "通靈", "Spirit check", "深夜",
                   "Learn a role's surface identity (a gift, used once).", ("指定",))
POISON = SkillSpec("poison", "毒药", "毒藥", "Poison", "凌晨",
                   "A role takes [穿透] (a gift, used once).", ("指定", "伤害"))
FREEZE = SkillSpec("freeze_skill", "冰冻", "冰凍", "Freeze", "午夜",
                   "A role is [冰冻] until the next 正午 (a gift, used once).", ("指定",))
SKILLS = (SPIRIT, POISON, FREEZE)


def spirit_check(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, SPIRIT, pool(g),
                      lambda t, chosen: g.result(me, SPIRIT.id, chosen, surface(g, t, me).role))


def poison(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, POISON, pool(g),
                      lambda t, _: hurt(g, me, t, "pierce", "other_poison"))


def freeze(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, FREEZE, pool(g),
                      lambda t, _: give(g, t, "freeze", me, until="noon"))
