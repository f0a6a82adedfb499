"""外来者 13. 食人魔 (line 373)

跟随[首夜]<指定>：选择目标：一名其他角色：结算效果：如果该角色与食人魔阵营不同，则食人魔转变阵营，但此次阵营转变不会告知食人魔。
相克1：如果食人魔因为选择了陌客变为邪恶阵营，食人魔会得知。
相克2：如果食人魔选择了间谍，必定会变为邪恶阵营。

The step is 食人魔[跟随] (line 678, after 间谍[谍报]); gained after the first night it runs at once
(not an information ability: line 7, C67).  The chosen player's alignment is read as it registers
to the 食人魔 (C10): a 陌客 may register evil, a 间谍 good.  The two jinxes (ruling CT-ogre-jinx):
a 间谍 chosen always reads evil (its 潜入 does not apply to the 食人魔); a 陌客 read as evil turns
the 食人魔 evil *and tells it*.  Any other change is silent: the 食人魔 is not told (its alignment
changes all the same; 圣洁之魂 still caps a turn to evil, C55).  Drunk or poisoned, the choice is
made and nothing changes (CT-ogre-drunk).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..alignment import turn
from ..characters import CHOOSES, ability, character
from ..common import others, works
from ..info import look

FOLLOW = ability("ogre_follow", "跟随", "Follow", "首夜",
                 "First night: choose another player; if its alignment differs from yours, you "
                 "switch alignment (you are not told).", (CHOOSES,), aim="player",
                 does="change_alignment")
ROLE = character("ogre", "食人魔", "Ogre", "outsider", (FOLLOW,), line=373, number=13)


def follow(g: Game, me: int, inst: SkillInstance):
    """跟随: another player; the 食人魔 takes its (registered) alignment if it differs."""
    t = yield from ask.player(g, me, FOLLOW.id, others(g, me), may_pass=False, inst=inst)
    if t is None or not works(g, me, inst):
        return
    role = g.seats[t].role.id
    camp = "evil" if role == "spy" else look(g, t, me).camp  # 相克2: the 间谍, always evil
    if camp == g.seats[me].camp:
        return
    told = role == "recluse" and camp == "evil"  # 相克1: turned evil by the 陌客, it learns
    turn(g, me, camp, "食人魔[跟随]", told=told)


NIGHT = {FOLLOW.id: follow}
