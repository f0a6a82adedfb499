"""The temporary skills 奇迹商人<馈赠> gives (line 316-322) where the rulebook names a skill of a
role not in this edition; defined by ruling N11:

验人：获得技能[通灵]  — 通灵[深夜][指定]: the 结算目标's surface identity (as 凭依灵's feedback);
毒药：获得技能[毒药]  — 毒药[凌晨][指定]: the 结算目标 takes [穿透] (settled as 其他身份毒药);
猎枪：获得技能[最后一枪] — 雷克萨's; 守护：获得技能[流光庇护] — 流光伯爵's;
控制：获得技能[冰冻]  — 冰冻[午夜][指定]: the 结算目标 is [冰冻] until the next 正午.
Each is used once, then lost (这些技能使用一次后就丢失).
"""

from rulesets.engine import Game, SkillInstance, SkillSpec

from ..common import WOLF, pool, surface
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


# -- the skills 圣诞老狼<礼物> gives (lines 483-488), defined by ruling N132 ----------------------

PROPHECY = SkillSpec("prophecy", "预言", "預言", "Prophecy", "深夜",
                     "Learn whether a role's surface camp is the wolves' (a present).", ("指定",))
INSPECT = SkillSpec("inspect", "查验", "查驗", "Inspect", "午夜",
                    "Learn a role's surface identity (石像鬼's check, a present).", ("指定",))
SILENCE = SkillSpec("silence_skill", "沉默", "沉默", "Silence", "早夜",
                    "A role is [沉默] until the next 正午 (沉默术士's, a present).", ("指定",))
WARD = SkillSpec("ward", "法式守护", "法式守護", "Ward", "午夜",
                 "A role is [守护] tonight (守卫's guard, a present).", ("指定",))
ABYSS = SkillSpec("abyss", "深渊", "深淵", "Abyss", "午夜",
                  "A role is [守护] tonight (渊狼's guard, a present).", ("指定",))
PRESENTS = (PROPHECY, INSPECT, SILENCE, WARD, ABYSS)
SKILLS = SKILLS + PRESENTS


def prophecy(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, PROPHECY, pool(g),
                      lambda t, chosen: g.result(me, PROPHECY.id, chosen,
                                                 surface(g, t, me).camp == WOLF))


def inspect(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, INSPECT, pool(g),
                      lambda t, chosen: g.result(me, INSPECT.id, chosen, surface(g, t, me).role))


def silence(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, SILENCE, pool(g),
                      lambda t, _: give(g, t, "silence", me, until="noon"))


def ward(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, WARD, pool(g),
                      lambda t, _: give(g, t, "guard", me, until="night_end"))


def abyss(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, ABYSS, pool(g),
                      lambda t, _: give(g, t, "guard", me, until="night_end"))
