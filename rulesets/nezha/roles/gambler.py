"""【三方阵营】8，赌徒（50） (line 715)

身份属性（不是技能）：赌博技能在任何状态下都不会丢失，都可以发动。
赌博[早夜] —— 游戏日夜晚，赌徒可以随机获得一个技能，获得的技能永久有效。
骰子1，获得迷魂药技能或迷魂药数量+1
骰子2，获得<杀人>，重复则获得骰子1的奖励。
骰子3，获得<通灵>，重复则获得骰子1的奖励。
骰子4，获得<法式守卫>，重复则获得骰子6的奖励。
骰子5，获得<沉默>，重复则获得骰子6的奖励。
骰子6，获得出人票加1票（此条可叠加，导演暗记）
多个能力可同时使用，获得的技能行动轮次在真身份牌之后。

胜利条件：屠城

赌博 runs in 早夜1 (the order lists 赌徒 赌博 there); each night the 赌徒 may roll (可以), and the die
is the storyteller's recorded draw (``赌博 die``); the 赌徒 is told the face and its gain (ruling
N187).  The skills are the gifted ones of ruling N11 / N132 (通灵, 法式守护 = 法式守卫, 沉默), the
role's own 杀人, and 迷魂药, defined here (ruling N188): [早夜][指定], one potion a use, its target
[迷魂] until the next night starts.  Gained skills are permanent (never used up) and act at their
skill's place in the order, after every role whose card holds that skill (the 赌徒's 杀人 after
the other roles' own 杀人; ruling N189).  A face-6 gain adds one vote to each of the 赌徒's exile
ballots, told to nobody else.  赌博 is never lost and no status stops it (its 身份属性).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_yes

from ..common import answerer, pool
from ..pack import KILL
from ..skills import gain, instance, single, used
from ..statuses import give
from .gifts import SILENCE, SPIRIT, WARD

GAMBLE = SkillSpec("gamble", "赌博", "賭博", "Gamble", "早夜",
                   "Each night: roll a die for a permanent gain (迷魂药, 杀人, 通灵, 法式守卫, 沉默 "
                   "or +1 exile vote). Never lost, never stopped.")
POTION = SkillSpec("bewitch_potion", "迷魂药", "迷魂藥", "Bewitching potion", "早夜",
                   "One potion a use: a role is [迷魂] until the next night.", ("指定",))
ROLE = RoleSpec("gambler", "赌徒", "賭徒", "Gambler", camp="gambler", skills=(GAMBLE,), line=715,
                strength=50)
#: the instances the die gives (permanent, acting after the card holders of their skill)
ORIGIN = "gamble"
#: each face: (the skill it gives, the face whose gain a duplicate gives instead)
FACES: dict[int, tuple[SkillSpec | None, int | None]] = {
    1: (POTION, None), 2: (KILL, 1), 3: (SPIRIT, 1), 4: (WARD, 6), 5: (SILENCE, 6), 6: (None, None)}
#: what a face gave, named for the 赌徒's notice (an option word of the presentation)
GAINS = {1: "gamble:potion", 2: "gamble:kill", 3: "gamble:spirit", 4: "gamble:ward",
         5: "gamble:silence", 6: "gamble:vote"}


def gamble(g: Game, me: int, inst: SkillInstance):
    """赌博 (早夜1): may roll; the face's gain, or its fallback when the skill is held already."""
    who = answerer(g, me)
    if who is None or not (yield from ask_yes(g, who, GAMBLE.id)):
        return
    used(g, me, GAMBLE.id)
    face = g.story.pick([1, 2, 3, 4, 5, 6], "赌博 die")
    gained = settle(g, me, face)
    g.tell(me, "gamble", die=face, option=GAINS[gained])


def settle(g: Game, me: int, face: int) -> int:
    """The gain of ``face`` for ``me``; returns the face whose gain it got (a duplicate's)."""
    seat = g.seats[me]
    spec, dup = FACES[face]
    if spec is None:                                   # 出人票加1票, 可叠加
        inst = seat.skill(GAMBLE.id)
        if inst is not None:
            inst.data["votes"] = inst.data.get("votes", 0) + 1
        return face
    held = seat.skill(spec.id)
    if held is None:
        g.grant(me, [instance(spec, ORIGIN, charges=1) if spec is POTION
                     else instance(spec, ORIGIN)], ORIGIN)
        return face
    if dup is None:                                    # 迷魂药数量+1
        gain(held)
        return face
    return settle(g, me, dup)


def votes(g: Game, voter: int) -> int:
    """The extra exile votes face 6 gave ``voter`` (导演暗记)."""
    inst = g.seats[voter].skill(GAMBLE.id)
    return inst.data.get("votes", 0) if inst is not None else 0


def potion(g: Game, me: int, inst: SkillInstance):
    """迷魂药 (早夜2): one potion, its target [迷魂] until the next night starts."""
    yield from single(g, me, inst, POTION, pool(g),
                      lambda t, _: give(g, t, "bewitched", me, until="night_start"))


def gained(inst: SkillInstance) -> bool:
    """An instance the die gave (acting after the card holders of its skill)."""
    return inst.origin == ORIGIN


def not_gained(inst: SkillInstance) -> bool:
    return inst.origin != ORIGIN


CAMP_WINS = {ROLE.camp: ()}                            # 胜利条件：屠城 (added by ``wins``)
