"""【三方阵营】4，蛊惑师（35） (line 679)

身份属性（不是技能）：蛊惑师首夜不会获得任何负面状态。
蛊惑[午夜][指定] —— 选择范围：任意角色，连续两晚不能选择同一个角色。
结算效果：若结算成功，蛊惑师当晚结算出局，蛊惑师不会出局，取而代之的是，结算目标承受[致死伤害]，结算顺序和蛊惑师原本的出局顺序一致。
堕落[黄昏] —— 游戏日黄昏宣言一个技能，且宣言使用者初始身份，如果当夜被宣言的技能发动，技能发动者反馈空，由蛊惑师选择技能目标（但是不得知该身份原本的技能目标），若该技能有反馈，由蛊惑师获得反馈而非技能发动者获得，不能连续两夜宣言同一个技能，宣言狼群技能<杀人>无效，宣言其他人单独拥有的<杀人>，且宣言使用者身份正确，则有效。
胜利条件：蛊惑师通过[蛊惑]击杀的数量大于存活人数的一半。

The property refuses every negative status given to the card's holder during night 1 (ruling
N280).  蛊惑 runs in 午夜 after 混沌 (line 998), any other role, not last night's (N281); a 结算目标
other than the enchanter arms it for the night: the first time the enchanter would go out that
night (an out guard), it stays and every further out that night is stopped too, and the
结算目标 takes one [致死伤害] from the enchanter at that moment — its place in the tally (N282).
堕落 runs in 黄昏2 after 长老狼 归途 (line 966): a card, then one of that card's night skills that
acts at a step of its own, or 杀人 with any card (an own 杀人: the pack's is never steered, N341), not last
night's skill; that night each holder whose initial card is the declared one has its turn at the
skill's step steered by the enchanter (``steer``: the enchanter picks the roles, the feedback is
the enchanter's, the user is told nothing, N283).  A wrong card steers nothing and nobody is told
(N285).  The camp wins, judged when a phase ends, when twice the outs 蛊惑 caused exceed the
living roles (N286).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import SENT_OFF, answerer, half_of_living, pool
from ..damage import strike
from ..pack import KILL
from ..skills import choose, not_twice, used
from ..targeting import aim_one

ENCHANT = SkillSpec("enchant", "蛊惑", "蠱惑", "Enchant", "午夜",
                    "Any other role, not last night's. If it resolves and you would go out "
                    "tonight, you do not: the target takes [致死伤害] in your place in the out "
                    "order.", ("指定", "伤害"))
FALL = SkillSpec("fall", "堕落", "墮落", "Corruption", "黄昏",
                 "At 黄昏, declare a skill and its user's initial identity (not last night's "
                 "skill; 杀人 steers an own 杀人 only, never the pack's). If a role of that identity "
                 "uses it tonight, you pick its targets (not told its own) and get its feedback; "
                 "it gets none.")
#: the second half of the declaration: the skill of the declared card
FALL_SKILL = SkillSpec("fall_skill", "堕落技能", "墮落技能", "Corruption: the skill", "黄昏",
                       "The night skill of the declared identity you declare.")
ROLE = RoleSpec("enchanter", "蛊惑师", "蠱惑師", "Enchanter", camp="enchanter",
                skills=(ENCHANT, FALL), line=679, strength=35)
#: the out cause of the [致死伤害] 蛊惑 deals (never a tally slot: it lands in the enchanter's)
SLOT = "enchant"
#: the night's sub-phases, as skill timings name them
NIGHT_TIMINGS = ("早夜", "午夜", "深夜", "凌晨")


# -- 身份属性 ----------------------------------------------------------------------------------
def shuns_negative(g: Game, seat: int) -> bool:
    """首夜不会获得任何负面状态: the card's holder during night 1."""
    return g.seats[seat].role.id == ROLE.id and g.night == 1 and g.phase.startswith("night")


# -- 蛊惑 --------------------------------------------------------------------------------------
def enchant(g: Game, me: int, inst: SkillInstance):
    """蛊惑 (午夜): another role, not last night's; a 结算目标 other than the enchanter arms the
    substitution for tonight."""
    cands = not_twice(inst, g.night, pool(g, but=me))
    t = yield from choose(g, me, inst, ENCHANT.id, cands)
    inst.chose(g.night, [] if t is None else [t])
    if t is None:
        return
    final = aim_one(g, me, ENCHANT.id, t)
    if final is not None and final != me:
        inst.data["armed"] = (g.night, final, False)


def guard(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    """蛊惑师当晚结算出局，蛊惑师不会出局: an armed enchanter stays in every out of tonight (not a
    red card); the first one deals the 结算目标 its [致死伤害] now, in the enchanter's place."""
    inst = g.seats[seat].skill(ENCHANT.id)
    armed = inst.data.get("armed") if inst is not None else None
    if armed is None or cause == SENT_OFF or not g.phase.startswith("night") \
            or armed[0] != g.night:
        return False
    night, target, done = armed
    if not done:
        inst.data["armed"] = (night, target, True)
        strike(g, seat, target, "lethal", SLOT)
    return True


def kills(g: Game, camp: str) -> int:
    """蛊惑师通过[蛊惑]击杀的数量: the outs 蛊惑 caused for a seat of ``camp``, each counted (a role
    revived and taken again counts again)."""
    return sum(1 for _, _, cause, src in g.outs_log
               if cause == SLOT and src is not None and g.seats[src].camp == camp)


def enchanter_wins(g: Game) -> bool:
    """蛊惑击杀的数量大于存活人数的一半, the half rounded half up (所有计算数量均四舍五入, line 877; ruling
    N431, as 锁链师's 一半)."""
    return kills(g, ROLE.camp) > half_of_living(g)


# -- 堕落 --------------------------------------------------------------------------------------
def declarable(g: Game, card: str) -> list[str]:
    """The skills 堕落 may name with ``card``: the card's night skills that act at a step of their
    own, and 杀人 (宣言其他人单独拥有的<杀人>，且宣言使用者身份正确，则有效: a role of any card may hold
    a 杀人 of its own — a present's, a copy — used at the 其他身份 杀人 step, never the pack's,
    ruling N341)."""
    from ..night import NIGHT
    steps = {s.skill for s in g.ruleset.scheduled(NIGHT).steps() if s.skill}
    role = g.ruleset.names.roles.get(card)
    if role is None:
        return []
    own = [s.id for s in role.skills if s.implemented and s.id in steps
           and any(t in s.timing for t in NIGHT_TIMINGS)]
    return own if KILL.id in own or KILL.id not in steps else [*own, KILL.id]


def cards(g: Game, barred: Optional[str] = None) -> list[str]:
    """Every card of the pool that runs, but the enchanter's own, with a skill 堕落 may name now
    (``barred``: last night's skill, 不能连续两夜宣言同一个技能)."""
    from . import IMPLEMENTED
    return [r.id for r in IMPLEMENTED if r.id != ROLE.id
            and any(s != barred for s in declarable(g, r.id))]


def fall(g: Game, me: int, inst: SkillInstance):
    """堕落 (黄昏2): a card, then one of its night skills; steers that card's users tonight."""
    who = answerer(g, me)
    if who is None:
        return
    last = inst.data.get("declared")
    barred = last[1] if last is not None and last[0] == g.day - 1 else None
    card = yield from ask_option(g, who, FALL.id, [f"card:{c}" for c in cards(g, barred)])
    if card is None:
        return
    card = card.removeprefix("card:")
    skills = [s for s in declarable(g, card) if s != barred]
    skill = yield from ask_option(g, who, FALL_SKILL.id, [f"skill:{s}" for s in skills],
                                  optional=False, declared_role=card)
    if skill is None:
        return
    used(g, me, FALL.id)
    inst.data["declared"] = (g.day, skill.removeprefix("skill:"), card)


def steers(g: Game, seat: int, skill: str) -> Optional[int]:
    """``roles.STEERS``: the enchanter whose 堕落 of this night declared ``skill`` with ``seat``'s
    initial card."""
    if not g.phase.startswith("night"):
        return None
    for s in g.seats:
        inst = s.skill(FALL.id)
        declared = inst.data.get("declared") if inst is not None else None
        if declared == (g.night, skill, g.seats[seat].original_role.id) and s.index != seat:
            return s.index
    return None


CAMP_WINS = {ROLE.camp: (Condition("蛊惑师通过[蛊惑]击杀的数量大于存活人数的一半",
                                   enchanter_wins, instant=False),)}
