"""其他身份 30，朱雀⑨ (line 389)

涅槃重生[强制]——朱雀出局时，免于此次出局并清除自己所有负面状态，然后自己的[业炎][天火]次数+1，村民阵营的判负所需
出局人数减少1。
业炎[午夜][0][指定] —— 选择目标：任意一名角色。  结算效果：结算目标永久获得[业炎]状态。
天火[深夜][指定][1]——选择范围：任意1名角色。  结算效果：若结算目标实际阵营为[非村民阵营]，对其造成[致死伤害]，
否则无效果。

涅槃重生 is an out guard: every out but a red card, as long as the skill can be used (ruling N54:
no limit; [遗忘] stops it).  业炎 is the same skill as 赤狼's.
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import VILLAGE, actual_camp, pool, table
from ..damage import hurt
from ..skills import gain, repeated
from ..statuses import clear_negative, give

REBIRTH = SkillSpec("rebirth", "涅槃重生", "涅槃重生", "Nirvana rebirth", "被动",
                    "The bird does not go out: negatives cleared, 业炎 and 天火 +1, the village "
                    "needs one out less to lose.", ("强制",))
KARMIC = SkillSpec("karmic_fire", "业炎", "業炎", "Karmic fire", "午夜",
                   "A role gains permanent [业炎].", ("指定", "[0]"))
FIRE = SkillSpec("vermilion_fire", "天火", "天火", "Heaven's fire", "深夜",
                 "A role not of the village camp takes [致死伤害].", ("指定", "[1]", "伤害"))
ROLE = RoleSpec("vermilion_bird", "朱雀", "朱雀", "Vermilion Bird", camp="village",
                skills=(REBIRTH, KARMIC, FIRE), line=389, strength=9)


def guard(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    if cause == "red_card" or g.seats[seat].skill(REBIRTH.id) is None \
            or not g.can_use(seat, REBIRTH.id):
        return False
    clear_negative(g, seat)
    for sid in (KARMIC.id, FIRE.id):
        inst = g.seats[seat].skill(sid)
        if inst is not None:
            gain(inst)
    table(g).rebirths += 1
    g.tell(seat, "reborn")
    return True


def karmic_fire(g: Game, me: int, inst: SkillInstance):
    """业炎[0] (朱雀's and 赤狼's): every charge may be used in the same 午夜 (line 89, ruling N390)."""
    yield from repeated(g, me, inst, KARMIC, lambda: pool(g), lambda t, _: give(g, t, "karmic", me))


def vermilion_fire(g: Game, me: int, inst: SkillInstance):
    """天火[1]: a second charge (涅槃重生, 谋策) may be used in the same 深夜 (line 89, ruling N430)."""
    def burn(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) != VILLAGE:
            hurt(g, me, final, "lethal", "vermilion_fire")
    yield from repeated(g, me, inst, FIRE, lambda: pool(g), burn)
