"""镇民 22. 教授 (line 97)

如果夜晚存在死亡角色：
复活[夜晚*]<指定><限定>：选择目标：一名死亡角色；结算效果：如果该角色是镇民，则使该角色复活。

Woken only while a dead player exists; <限定>: it may pass (line 7), and a use spends it, drunk or
not.  "是镇民" is read as the dead player registers to the 教授 (C10).  The revived player joins
the game anew, its abilities fresh, and its revival is announced at dawn (复活会在第二天开门时公示,
line 13; ruling CT-professor).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ONCE, ability, character
from ..common import spend, works
from ..deaths import revive
from ..info import reads_as

REVIVE = ability("professor_revive", "复活", "Revive", "夜晚*",
                 "Once, at night, choose a dead player: a townsfolk comes back to life.",
                 (CHOOSES, ONCE), aim="player", does="other")
ROLE = character("professor", "教授", "Professor", "townsfolk", (REVIVE,), line=97, number=22)


def resurrect(g: Game, me: int, inst: SkillInstance):
    """复活: a dead player; a townsfolk comes back to life."""
    dead = [s.index for s in g.seats if not s.alive]
    if not dead:  # 如果夜晚存在死亡角色
        return
    t = yield from ask.player(g, me, REVIVE.id, dead, inst=inst)
    if t is None:
        return
    working = works(g, me, inst)
    spend(g, me, inst)  # a believed one too: the 酒鬼 thinks it has used it
    if working and reads_as(g, t, me, "townsfolk"):
        revive(g, t)


NIGHT = {REVIVE.id: resurrect}
