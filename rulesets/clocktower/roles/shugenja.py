"""镇民 58. 修行者 (line 252)

修行[首夜]：获得信息：距离修行者最近的邪恶角色位于修行者的顺时针方向或是逆时针方向；如果两侧的邪恶角色与修行者距离相等，
则由说书人决定。（顺时针/逆时针）

Ruling CT-shugenja: 顺时针 is the way the seat numbers go up (1号 → 2号 → … → 12号 → 1号), 逆时针 the way
they go down; every seat counts (the text says 角色, not 存活角色), and "evil" is what registers as
evil to the 修行者 (C10).  Equally near both ways, the storyteller picks (``decide("shugenja_info
truth")``).  Drunk or poisoned: either direction.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..info import learn, reads_evil

ASCETIC = ability("shugenja_info", "修行", "Asceticism", "首夜",
                  "Learn whether the nearest evil player is clockwise or anticlockwise of you.",
                  does="other")
ROLE = character("shugenja", "修行者", "Shugenja", "townsfolk", (ASCETIC,), line=252, number=58)

#: the two answers: clockwise (seat numbers going up), anticlockwise (going down)
DIRECTIONS = ("clockwise", "anticlockwise")


def steps_to_evil(g: Game, me: int, step: int) -> int:
    """Seats walked from ``me`` one way (``step`` = +1 clockwise, -1 anticlockwise) to the
    first player registering as evil to ``me``; ``g.n`` when there is none."""
    for k in range(1, g.n):
        if reads_evil(g, (me + step * k) % g.n, me):
            return k
    return g.n


def asceticism(g: Game, me: int, inst: SkillInstance):
    """修行: the direction of the nearest evil player (both when equally near)."""
    cw, acw = steps_to_evil(g, me, 1), steps_to_evil(g, me, -1)
    valid = [d for d, k in zip(DIRECTIONS, (cw, acw)) if k == min(cw, acw)]
    learn(g, me, ASCETIC.id, "direction", valid, list(DIRECTIONS))
    return
    yield


NIGHT = {ASCETIC.id: asceticism}
