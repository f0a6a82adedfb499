"""镇民 4. 厨师 (line 28)

款待[首夜]：获得信息：所有邪恶角色相邻的情况数量。（数字）

The number of neighbouring pairs of players who both register as evil to the 厨师 (the ring:
12 and 1 are neighbours).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..info import learn, reads_evil

HOST = ability("chef_info", "款待", "Host", "首夜",
               "Learn how many pairs of evil players sit next to each other.", does="learn_number")
ROLE = character("chef", "厨师", "Chef", "townsfolk", (HOST,), line=28, number=4)


def host(g: Game, me: int, inst: SkillInstance):
    """款待: the number of neighbouring pairs that register as evil."""
    evil = [reads_evil(g, s, me) for s in range(g.n)]
    pairs = sum(evil[s] and evil[(s + 1) % g.n] for s in range(g.n))
    learn(g, me, HOST.id, "number", [pairs], list(range(5)))
    return
    yield


NIGHT = {HOST.id: host}
