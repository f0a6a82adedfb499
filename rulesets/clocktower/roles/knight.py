"""镇民 51. 骑士 (line 218)

忠诚[首夜]：获得信息：两名角色，这两名角色不是恶魔。（角色*2）

Two players other than the 骑士 (CT-self), neither of whom registers as a demon to it (C10: a
陌客 may register as one, an 小怪宝's babysitter always does); the storyteller picks which two.
Drunk or poisoned, any two others (the demon among them, perhaps).
"""

from itertools import combinations

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import others
from ..info import learn, reads_as

LOYALTY = ability("knight_info", "忠诚", "Loyalty", "首夜",
                  "Learn two players who are not the demon.", does="learn_players")
ROLE = character("knight", "骑士", "Knight", "townsfolk", (LOYALTY,), line=218, number=51)


def loyalty(g: Game, me: int, inst: SkillInstance):
    """忠诚: two other players, neither registering as a demon."""
    pairs = list(combinations(others(g, me), 2))
    demon = {s: reads_as(g, s, me, "demon") for s in others(g, me)}
    valid = [p for p in pairs if not demon[p[0]] and not demon[p[1]]]
    learn(g, me, LOYALTY.id, "players", valid or pairs, pairs)
    return
    yield


NIGHT = {LOYALTY.id: loyalty}
