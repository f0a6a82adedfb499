"""镇民 24. 茶艺师 (line 105)

茶艺<被动>：如果距离茶艺师上下分别最近的两名存活角色都是善良阵营的，则使这两名角色获得[不死]状态。

Kept true like a <持续> ability (ruling CT-tea-lady): re-judged after every night step, at dawn and
dusk and at every death (a neighbour's death brings the next living player in).  "善良阵营的" is
read as each neighbour registers to the 茶艺师 (C10: a 间谍 may register good, a 陌客 evil).  The
[不死] lapses while the 茶艺师 is drunk or poisoned and with its death (line 9); it is given
again as soon as both nearest living neighbours register good.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import afflict, living_neighbours, real
from ..info import reads_evil
from ..statuses import placed

TEA = ability("tea_lady_undying", "茶艺", "Tea", "",
              "If both your nearest living neighbours are good, they are undying.", (PASSIVE,),
              does="protect")
ROLE = character("tea_lady", "茶艺师", "Tea Lady", "townsfolk", (TEA,), line=105, number=24)


def sheltered(g: Game, me: int) -> list[int]:
    """The two nearest living neighbours if both register good to the 茶艺师, else none."""
    near = living_neighbours(g, me)
    if len(near) != 2 or any(reads_evil(g, s, me) for s in near):
        return []
    return near


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """茶艺: [不死] on exactly the two good nearest living neighbours."""
    want = set(sheltered(g, me)) if real(inst) and g.seats[me].alive else set()
    have = {}
    for seat, st in placed(g, "undying", me, held=True):
        if st.skill == TEA.id:
            have[seat] = st
    for seat, st in have.items():
        if seat not in want:
            g.seats[seat].statuses.discard(st)
    for seat in sorted(want - set(have)):
        afflict(g, seat, "undying", me, TEA.id)


def death(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """Someone died: the nearest living neighbours may have changed."""
    keep(g, me, inst)


UPKEEP = {TEA.id: keep}
ON_DEATH = {TEA.id: death}
