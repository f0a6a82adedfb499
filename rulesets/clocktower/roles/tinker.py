"""外来者 3. 修补匠 (line 325)

修补<被动>：修补匠随时可能死亡。

The storyteller decides once a night, after the demons (ruling C2; the step has no slot: it is
inserted there), and once a day, at the day's end after the vote (随时: ruling CT-tinker-day; a
death by day, announced at once): the 修补匠 dies or not.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import works
from ..deaths import die

TINKER = ability("tinker_death", "修补", "Tinker", "", "You might die at any time.", (PASSIVE,),
                 does="kill")
ROLE = character("tinker", "修补匠", "Tinker", "outsider", (TINKER,), line=325, number=3)


def tinker(g: Game, me: int, inst: SkillInstance):
    """修补: the storyteller decides whether the 修补匠 dies now (tonight, or at the day's end)."""
    if g.seats[me].alive and works(g, me, inst) and g.story.decide("tinker dies", [False, True],
                                                                   {"seat": me}):
        die(g, me, "tinker", me)
    return
    yield


NIGHT = {TINKER.id: tinker}
DAY = {"day_end": {TINKER.id: tinker}}
