"""密探 (Informant)

首夜，上帝隨機告知密探一名狼人陣營玩家的座位號（不告知其身份）。密探沒有其他技能。

On the first night the storyteller tells the informant the seat of one random player of the
wolf camp (not the card).  The pick is the storyteller's, so it is recorded and replays
exactly.  A Python role: the effect vocabulary has no "learn a random wolf", so the role writes
its step against the kernel (docs/playtest.md, "a role in Python").
"""

from rulesets.engine import RoleSpec, SkillSpec, Step
from rulesets.engine.roles import INFORMATION

#: tunable with --tune informant.nights=1..3: on how many nights the informant learns a seat
PARAMS = {"nights": 1}

TIP = SkillSpec("tip", "密报", "密報", "Tip-off", "夜晚",
                "The storyteller names a random player of the wolf camp (a wolf: reads true).",
                ("被动",), intent=INFORMATION)
ROLE = RoleSpec("informant", "密探", "密探", "Informant", camp="good", side="god", skills=(TIP,))


def tip(g, me, inst):
    """Passive: nothing is asked; the informant is told a seat (as a check result "wolf")."""
    if inst.used >= PARAMS["nights"]:
        return
    wolves = [s.index for s in g.seats if s.alive and s.camp == "wolf" and s.index != me]
    if not wolves:
        return
    inst.used += 1
    t = g.story.pick_seat(wolves, "informant tip")
    g.result(me, TIP.id, t, True, (True, False))


#: the step runs for every living holder of the skill, right after the wolves meet (首夜)
NIGHT = [(Step("密探<密报>", tip, skill=TIP.id, procedure=True), "after:2 狼人互認（首夜）")]
