"""【狼人阵营】25，食尸鬼⑨ (line 604)

食尸[早夜][指定] —— 选择范围：任意尸体尚在的已出局角色。
结算效果：毁灭结算目标的尸体，并获得结算目标的身份技能（机械狼版本）且刷新至初始，持续至下一个[夜晚]开始前。
如果吞食的尸体是机械狼可获其表面身份技能（效果同机械狼），吞食隐狼获得的技能永久有效；吞火狼，当夜可业炎一名玩家。如吞食[实际阵营]为[非狼人阵营]的角色，不会获得技能，且食尸鬼将承受[致死伤害]，并公示[发动者吃多了不消化撑死了]。如食尸鬼吞食了两个狼人阵营角色之后，再吞食非狼人阵营角色，将不再自杀，并可正常获得该身份技能

The skills are the dead card's own, refreshed (机械狼, the 机械狼 version and 火狼 are not in this
edition); they last until the next night starts, for a 隐狼 for good.  A wolf eaten counts if its
actual camp was the wolves' when eaten; an eaten corpse cannot come back (ruling N107).  The
dead role is not redirected (no chain stage reaches the dead); 食尸 runs first in 早夜1.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import WOLF, actual_camp, corpses, table
from ..damage import hurt
from ..skills import choose
from . import dreamer

EAT = SkillSpec("eat_corpse", "食尸", "食屍", "Eat a corpse", "早夜",
                "A dead role's corpse is destroyed and the ghoul holds its skills until the next "
                "night; a non-wolf's kills it, unless it ate two wolves before.", ("指定",))
ROLE = RoleSpec("ghoul", "食尸鬼", "食屍鬼", "Ghoul", camp="wolf", checks_as_wolf=True,
                skills=(EAT,), line=604, strength=9)
#: cards whose skills the ghoul keeps for good (吞食隐狼获得的技能永久有效)
FOR_GOOD = ("hidden_wolf",)
#: wolves eaten before a non-wolf no longer kills it
WOLVES_ENOUGH = 2


def eat(g: Game, me: int, inst: SkillInstance):
    """食尸 (早夜1)."""
    state = table(g)
    t = yield from choose(g, me, inst, EAT.id, corpses(g))
    if t is None:
        return
    state.eaten.add(t)
    if actual_camp(g, t, me) == WOLF:                # 愚面 inverts it (ruling N116)
        inst.data["wolves"] = inst.data.get("wolves", 0) + 1
    elif inst.data.get("wolves", 0) < WOLVES_ENOUGH:
        hurt(g, me, me, "lethal", "ghoul_fail")
        state.notices.append({"kind": "overate"})
        return
    card = g.seats[t].original_role
    until = None if card.id in FOR_GOOD else "night_start"
    yield from dreamer.take(g, me, t, "eat", until)
