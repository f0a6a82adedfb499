"""【狼人阵营】26，磁狼[群内]⑨ (line 609)

主宰黑夜<强制> —— 游戏日夜晚，磁狼获得[不死]状态。
磁吸[早夜][限定]——游戏日夜晚可发动此技能，当晚村民阵营的角色发动的[指定]技能其结算目标改为你，且发动者会知晓结算目标被
改变为你。
PS：多个磁吸生效时，这些角色都会成为结算目标。

The redirection is the fifth stage of the chain (``targeting.magnet``), from 早夜1 on.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_yes

from ..common import table
from ..skills import ready, spend, used
from .dominate import DOMINATE

MAGNET = SkillSpec("magnet", "磁吸", "磁吸", "Magnetism", "早夜",
                   "Tonight every village role's [指定] skill lands on the magnet (its user is "
                   "told).", ("限定",))
ROLE = RoleSpec("magnetic_wolf", "磁狼", "磁狼", "Magnetic Wolf", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(DOMINATE, MAGNET), line=609, strength=9,
                tags=("群内",))


def magnet(g: Game, me: int, inst: SkillInstance):
    if not ready(inst):
        return
    use = yield from ask_yes(g, me, MAGNET.id)
    if not use:
        return
    spend(inst)
    used(g, me, MAGNET.id)
    table(g).night.magnets.append(me)
