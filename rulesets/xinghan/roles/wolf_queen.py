"""【狼人阵营】1. 狼后 (line 84)

<杀人>：游戏日夜晚，可以指杀一名角色。
<传位>（强制）：狼后出局时，若狼后没有被幽灵附身，则随机指定除混血和人质之外（如果混血和人质属于狼人阵营）任一狼人
阵营的角色获得技能<传位><杀人>。

Rulings X5, X6: the heir is the storyteller's uniform pick among the living wolf-camp roles but
混血儿 and 人质 (converts, 幽灵, 打工人 and 女仆 included); it gets fresh <传位> and <杀人>, so the
line continues; with nobody eligible it lapses.  When a living 幽灵 possesses the holder, 附身
takes the skills (<传位> included) and <传位> does not fire; it fires when the 幽灵 goes out.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import FORCED, NIGHT, ON_OUT, card, holds
from ..kills import stab
from . import ghost

KILL = SkillSpec("kill", "杀人", "殺人", "Kill", NIGHT, "Each night may 指杀 one role (step 11).")
ABDICATE = SkillSpec("abdicate", "传位", "傳位", "Abdicate", ON_OUT,
                     "On going out (unless a 幽灵 possesses her): a random wolf-camp role but "
                     "混血儿 and 人质 gains <传位> and <杀人>.", (FORCED,))
ROLE = RoleSpec("wolf_queen", "狼后", "狼后", "Wolf Queen", camp="wolf",
                skills=(KILL, ABDICATE), line=84)
#: cards that never receive <传位>
NOT_HEIRS = ("half_blood", "hostage")


def kill(g: Game, me: int, inst: SkillInstance):
    """(11) 狼后：选择<杀人>的目标 (any holder of this 杀人: an heir, a 幽灵, a 女仆)."""
    yield from stab(g, me, inst)


def abdicate(g: Game, seat: int, cause: str) -> None:
    """<传位> on the holder's out (after 附身: line 190)."""
    if not holds(g, seat, ABDICATE.id) or ghost.possessed(g, seat):
        return
    heirs = [s.index for s in g.seats if s.alive and s.camp == "wolf"
             and card(g, s.index) not in NOT_HEIRS]
    if not heirs:
        return
    heir = g.story.pick_seat(heirs, "abdicate")
    g.grant(heir, [SkillInstance(ABDICATE.id, "abdicate"), SkillInstance(KILL.id, "abdicate")],
            "abdicate")
