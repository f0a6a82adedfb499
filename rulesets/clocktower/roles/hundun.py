"""恶魔 14. 混沌 (line 609)

杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对其造成一次死亡判定。
混乱[夜晚*]<被动>：如果混沌的[杀害]的目标是距离混沌上下分别最近的两名镇民之一且该死亡判定使得该角色死亡，则使所有善良
角色获得[中毒]状态，持续至下一个黄昏。

The two nearest townsfolk, alive or dead (ruling CT-neighbours), as the kill is made: a dead one
cannot die of the kill, so 混乱 answers only a kill on a living nearest townsfolk; the poison is the
demon's ([庇护] keeps it off).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import afflict, nearest_townsfolk, works
from ..statuses import next_dusk
from .kill import kill_ability, kill_step

KILL = kill_ability("hundun")
CHAOS = ability("hundun_chaos", "混乱", "Chaos", "夜晚*",
                "If you kill one of your two nearest townsfolk, every good player is poisoned "
                "until dusk.", (PASSIVE,), does="drunk_or_poison")
ROLE = character("hundun", "混沌", "Hundun", "demon", (KILL, CHAOS), line=609, number=14)


def _near(g: Game, me: int) -> list[int]:
    return nearest_townsfolk(g, me)


def aim(g: Game, me: int, inst: SkillInstance, t: int) -> bool:
    """Remember whether the kill aims at one of the two nearest townsfolk."""
    inst.data["near"] = (g.night, t in _near(g, me))
    return False


def chaos(g: Game, me: int, inst: SkillInstance, t: int, died: bool) -> None:
    """混乱: that townsfolk died, every good player is poisoned until dusk."""
    near = inst.data.pop("near", (None, False))
    chaos_inst = g.seats[me].skill(CHAOS.id)
    # 该死亡判定使得该角色死亡: the target itself (not a player the 镇长 passed the death to)
    if not (died and near == (g.night, True) and not g.seats[t].alive) \
            or not works(g, me, chaos_inst):
        return
    for s in g.seats:
        if s.camp == "good":
            afflict(g, s.index, "poisoned", me, CHAOS.id, until=next_dusk(g), demon=True)


NIGHT = {KILL.id: kill_step(KILL.id, after=chaos, before=aim)}
