"""恶魔 15. 姑获鸟 (line 613)

爪牙因为处决造成的死亡判定而死亡时：
噬魂[白天]<被动><单局限定>：姑获鸟可能获得该爪牙的技能。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对其造成一次死亡判定。

The storyteller decides (once a game); the abilities are the minion character's, fresh, and the
姑获鸟 is not told which (line 9: 在获得技能时，不会知道获得的是什么技能).  Only the execution that ends
the day triggers it (ruling CT-guhuoniao-day): the death is that execution's own judgement (line
12), while a minion executed after it (洗脑师, line 341) dies once [白天] abilities are over (line 7).
"""

from rulesets.engine import Game, SkillInstance

from ..changes import gained
from ..characters import ONCE_PER_GAME, PASSIVE, ability, character
from ..common import table, works
from ..deaths import EXECUTION
from .kill import kill_ability, kill_step

DEVOUR = ability("guhuoniao_devour", "噬魂", "Devour soul", "白天",
                 "Once a game, when a minion dies by execution, you might gain its ability.",
                 (PASSIVE, ONCE_PER_GAME), does="other")
KILL = kill_ability("guhuoniao")
ROLE = character("guhuoniao", "姑获鸟", "Guhuoniao", "demon", (DEVOUR, KILL), line=613, number=15)


def minion_died(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """噬魂: a minion died of the day's execution; the storyteller may give its abilities.  Not
    of a later execution that day (a 洗脑师's madness after the vote): 噬魂 is [白天], and a [白天]
    ability 不能在当天有角色被处决后发动 (line 7; ruling CT-guhuoniao-day)."""
    state = table(g)
    s = g.seats[dead]
    if cause != EXECUTION or s.side != "minion" or "guhuoniao" in state.once:
        return
    if state.day.executions != [dead]:  # the day had ended with an earlier execution
        return
    if not g.seats[me].alive or not works(g, me, inst):
        return
    if g.story.decide("guhuoniao devours", [False, True], {"seat": me, "minion": dead}):
        state.once.add("guhuoniao")
        insts = [SkillInstance(a.id, "guhuoniao") for a in s.role.skills]
        g.grant(me, insts, "guhuoniao", notify=False)
        gained(g, me, insts)  # its [首夜] ones run later (line 7; ruling C67)


NIGHT = {KILL.id: kill_step(KILL.id)}
ON_DEATH = {DEVOUR.id: minion_died}
