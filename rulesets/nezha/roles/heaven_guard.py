"""九天圣人⑥ (line 226) and 帝尊魔皇⑧ (line 552) share their three skills.

有九天圣人必有帝尊魔皇 / 有帝尊魔皇必有九天圣人
黑暗守护[午夜][指定]——选择范围：任意1名角色，每晚只能发动一个守护，且不能连续选择一个角色，也不能连续选择
同一个守护。  结算效果：结算目标当晚获得[坚韧]状态。
光明守护[午夜][指定]——选择范围：任意1名角色，每晚只能发动一个守护，且不能连续选择一个角色，也不能连续选择
同一个守护。  结算效果：结算目标在下一个白天获得[不死]状态。
日月合击[凌晨][强制]——游戏日夜晚，若有角色当晚获得过不止一次[黑暗守护][光明守护]效果，所有持有该技能的角色对
目标角色造成一次[致死伤害]。

One guard a night: the holder picks which (``guard_choice``), then its target.  A guard counts
for 日月合击 when it resolves; each living holder of 日月合击 deals one [致死伤害] (ruling N27).
"""

from rulesets.engine import Game, SkillInstance, SkillSpec, ask_option

from .. import compel
from ..common import pool, table
from ..damage import hurt
from ..skills import choose, not_twice
from ..statuses import give
from ..targeting import aim

DARK = SkillSpec("dark_guard", "黑暗守护", "黑暗守護", "Dark guard", "午夜",
                 "A role is [坚韧] tonight (one guard a night, not the same role or the same guard "
                 "two nights running).", ("指定",))
LIGHT = SkillSpec("light_guard", "光明守护", "光明守護", "Light guard", "午夜",
                  "A role is [不死] the next day (one guard a night, not the same role or the same "
                  "guard two nights running).", ("指定",))
SUN_MOON = SkillSpec("sun_moon", "日月合击", "日月合擊", "Sun and moon strike", "凌晨",
                     "A role guarded more than once tonight takes [致死伤害] from every holder.",
                     ("强制", "伤害"))
CHOICE = SkillSpec("guard_choice", "选择守护", "選擇守護", "Which guard", "午夜",
                   "Tonight's guard: 黑暗守护 or 光明守护.")
SKILLS = (DARK, LIGHT, SUN_MOON)
#: 光明守护 is asked at 黑暗守护's step (one guard a night): a steered use of either runs there
ASKED_WITH = {LIGHT.id: DARK.id}


def guard(g: Game, me: int, inst: SkillInstance):
    """The 午夜 step (for the 黑暗守护 instance; 光明守护 rides on it).  A use steered by 混乱2 is
    the guard the steer names, asked of nobody (ruling N350)."""
    seat = g.seats[me]
    last = inst.data.get("last")          # (night, guard kind) of the last guard
    steer = compel.driving(g, me)
    if steer is not None and steer.skill in (DARK.id, LIGHT.id):
        kind: object = steer.skill
    else:
        kinds = [k.id for k in (DARK, LIGHT)
                 if seat.skill(k.id) is not None and g.can_use(me, k.id)]
        if last and last[0] == g.night - 1:
            kinds = [k for k in kinds if k != last[1]]
        kind = yield from ask_option(g, me, CHOICE.id, kinds)
    if kind is None:
        inst.chose(g.night, [])
        return
    t = yield from choose(g, me, inst, kind, not_twice(inst, g.night, pool(g)))
    inst.chose(g.night, [] if t is None else [t])
    if t is None:
        return
    inst.data["last"] = (g.night, kind)
    for final in aim(g, me, kind, t):
        table(g).night.guards.setdefault(final, []).append((me, kind))
        if kind == DARK.id:
            give(g, final, "tough", me, until="night_end")
        else:
            table(g).at_dawn.append((final, "undying", me, "night_start"))


def sun_moon(g: Game):
    """日月合击 (凌晨1): every role guarded twice tonight takes one [致死伤害] per holder."""
    holders = [s for s, _ in g.holders(SUN_MOON.id) if g.can_use(s, SUN_MOON.id)]
    for target, guards in table(g).night.guards.items():
        if len(guards) > 1:
            for s in holders:
                hurt(g, s, target, "lethal", "sun_moon")
