"""爪牙 11. 洗脑师 (line 462)

洗脑[夜晚]<指定>：选择目标：一名角色和一个善良身份；结算效果：如果该角色下一个白天不疯狂地证明自己是该身份，
该角色可能会被处决，并使该角色得知这一点。

The player is told the character (a private ``brainwashed`` event).  At the end of the next day
it is judged from its speech acts (:mod:`..madness`): not mad, the storyteller may execute it,
even after that day's execution (line 341: 被洗脑的角色也是如此), and even when it is dead (一名角色:
the dead may be chosen, nominated and executed; ruling CT-cerenovus-dead).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import afflict, everyone, table, works
from ..executions import execute
from ..madness import mad_as
from ..statuses import next_dusk, placed

WASH = ability("cerenovus_wash", "洗脑", "Brainwash", "夜晚",
               "Each night choose a player and a good character: it must be mad about being it "
               "tomorrow or might be executed.", (CHOOSES,), aim="player_and_character",
               does="kill")
ROLE = character("cerenovus", "洗脑师", "Cerenovus", "minion", (WASH,), line=462, number=11)
#: the character half of the choice (a decision of its own)
PROCEDURES = (ability("cerenovus_character", "洗脑：身份", "Brainwash: character", "夜晚",
                      "The good character the player must be mad about being."),)


def wash(g: Game, me: int, inst: SkillInstance):
    """洗脑: a player and a good character; the player is told what to be mad about."""
    t = yield from ask.player(g, me, WASH.id, everyone(g), inst=inst)
    good = [r.id for r in g.ruleset.roles if r.camp == "good"]
    role = yield from ask.role(g, me, PROCEDURES[0].id, good, may_pass=False)
    if t is None or role is None or not works(g, me, inst):
        return
    afflict(g, t, "brainwashed", me, WASH.id, until=next_dusk(g), data=role)
    g.tell(t, "brainwashed", role=role)


def day_end(g: Game, me: int, inst: SkillInstance):
    """At the day's end: not mad about the character, the storyteller may execute — a dead
    player too (该角色可能会被处决; line 11: 所有角色均可作为提名对象，包括死亡角色; ruling
    CT-cerenovus-dead), but not one already executed today."""
    day = table(g).day
    for s, st in placed(g, "brainwashed", me):
        if s not in day.executions and not mad_as(day, s, st.data) and g.story.decide(
                "cerenovus execute", [False, True], {"seat": s, "role": st.data}):
            yield from execute(g, s, "madness")


NIGHT = {WASH.id: wash}
DAY = {"day_end": {WASH.id: day_end}}
