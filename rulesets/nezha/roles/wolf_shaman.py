"""【狼人阵营】20，狼巫[群内]⑨ (line 572)

本局存在2个及以上的验人系时，必有该身份。
黑暗侦测[深夜][指定]——选择范围：任意1名角色
结算效果：反馈结算目标的[表面身份]，反馈格式为[选择目标是XX身份]，有多次结算效果，则按顺序多次反馈。
光明湮灭[深夜][指定]——选择范围：第二个游戏日夜晚开始后，可以选择自己当晚发动的[黑暗侦测]反馈为[验人系身份]的[选择目标]
结算效果：对结算目标进行一次[穿透]。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import SEER, pool, surface
from ..damage import hurt
from ..skills import choose, single
from ..targeting import aim

DETECT = SkillSpec("dark_detect", "黑暗侦测", "黑暗偵測", "Dark detection", "深夜",
                   "Learn a role's surface identity.", ("指定",))
ANNIHILATE = SkillSpec("annihilate", "光明湮灭", "光明湮滅", "Annihilation", "深夜",
                       "From night 2: a role tonight's 黑暗侦测 read as the seer family takes "
                       "[穿透].", ("指定", "伤害"))
ROLE = RoleSpec("wolf_shaman", "狼巫", "狼巫", "Wolf Shaman", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(DETECT, ANNIHILATE), line=572, strength=9, tags=("群内",))


def dark_detect(g: Game, me: int, inst: SkillInstance):
    seers: list[int] = []

    def told(final: int, chosen: int) -> None:
        role = surface(g, final, me).role
        g.result(me, DETECT.id, chosen, role)
        if SEER in g.ruleset.names.role(role).tags:
            seers.append(chosen)
    yield from single(g, me, inst, DETECT, pool(g), told)
    inst.data["seers"] = (g.night, seers)


def annihilate(g: Game, me: int, inst: SkillInstance):
    if g.night < 2:
        return
    detect = g.seats[me].skill(DETECT.id)
    night, seers = (detect.data.get("seers") or (0, [])) if detect else (0, [])
    if night != g.night or not seers:
        return
    t = yield from choose(g, me, inst, ANNIHILATE.id, seers)
    if t is None:
        return
    for final in aim(g, me, ANNIHILATE.id, t):
        hurt(g, me, final, "pierce", "annihilate")
