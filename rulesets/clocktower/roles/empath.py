"""镇民 5. 共情者 (line 31)

共情[夜晚]：获得信息：距离共情者上下分别最近的两个存活角色中，邪恶角色的数量。（数字）
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import living_neighbours
from ..info import learn, reads_evil

EMPATHY = ability("empath_info", "共情", "Empathy", "夜晚",
                  "Each night: learn how many of your two nearest living neighbours are evil.",
                  does="learn_number")
ROLE = character("empath", "共情者", "Empath", "townsfolk", (EMPATHY,), line=31, number=5)


def empathy(g: Game, me: int, inst: SkillInstance):
    """共情: how many of the two nearest living players register as evil."""
    near = living_neighbours(g, me)
    truth = sum(reads_evil(g, s, me) for s in near)
    learn(g, me, EMPATHY.id, "number", [truth], list(range(len(near) + 1)))
    return
    yield


NIGHT = {EMPATHY.id: empathy}
