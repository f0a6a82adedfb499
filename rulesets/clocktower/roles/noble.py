"""镇民 45. 贵族 (line 190)

高贵[首夜]：获得信息：三名不同角色，这三名角色中有且仅有一名邪恶角色。（角色*3）

Three players other than the 贵族 (ruling CT-noble, like CT-self), exactly one of whom registers
as evil to it (C10); the storyteller picks which three.  Drunk or poisoned, any three others.
"""

from itertools import combinations

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import others
from ..info import learn, reads_evil

NOBLE = ability("noble_info", "高贵", "Nobility", "首夜",
                "Learn three players: exactly one of them is evil.", does="learn_players")
ROLE = character("noble", "贵族", "Noble", "townsfolk", (NOBLE,), line=190, number=45)


def nobility(g: Game, me: int, inst: SkillInstance):
    """高贵: three other players, exactly one registering as evil."""
    triples = list(combinations(others(g, me), 3))
    evil = {s: reads_evil(g, s, me) for s in others(g, me)}
    valid = [t for t in triples if sum(evil[s] for s in t) == 1]
    # CT-noble: no three fit (every other player registers evil or none does) -> any three
    learn(g, me, NOBLE.id, "players", valid or triples, triples)
    return
    yield


NIGHT = {NOBLE.id: nobility}
