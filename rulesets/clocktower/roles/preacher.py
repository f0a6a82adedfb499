"""镇民 43. 传教士 (line 181)

传教[夜晚]<指定><持续>：选择目标：一名角色；结算效果：如果该角色是爪牙，则使该角色获得[超度]状态。
[超度]：在该状态下，角色会得知，失去所有技能。

Every night (first night included: its slot comes after the minions' 互认), a forced choice of any
player.  Whether the player is a minion is read as it registers to the 传教士 (C10: a 陌客 may read
as one, a 间谍 as a good character).  [超度] is told to its holder and takes every ability away
(the status disables them all: it is not woken, its abilities do nothing, a registration ability
stops, and what they made lapses, line 9); it has no duration (<持续>): it lasts while 传教 works,
so it is suspended while the 传教士 is drunk or poisoned and ends when the 传教士 dies (line 9,
C70).  A drunk or poisoned 传教士's choice releases nobody (ruling CT-preacher).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, KEEPS, ability, character
from ..common import afflict, everyone, works
from ..info import reads_as

PREACH = ability("preacher_preach", "传教", "Preach", "夜晚",
                 "Each night, choose a player: a minion is told and loses all its abilities.",
                 (CHOOSES, KEEPS), aim="player", does="other")
ROLE = character("preacher", "传教士", "Preacher", "townsfolk", (PREACH,), line=181, number=43)


def preach(g: Game, me: int, inst: SkillInstance):
    """传教: a chosen minion gets [超度] (tied to 传教)."""
    t = yield from ask.player(g, me, PREACH.id, everyone(g), inst=inst)
    if t is None or not works(g, me, inst):
        return
    if reads_as(g, t, me, "minion") and "released" not in g.seats[t].statuses:
        afflict(g, t, "released", me, PREACH.id)


NIGHT = {PREACH.id: preach}
