"""镇民 12. 士兵 (line 56)

健硕[夜晚]<被动>：士兵拥有[庇护]状态。
[庇护]：在该状态下，角色不受到恶魔技能的负面影响。（包括但不限于死亡判定，[中毒]状态等）

[夜晚]: the 士兵 is in [庇护] at night only (ruling C66); a drunk or poisoned 士兵's status lapses.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import afflict, real
from ..statuses import next_dawn, placed

STURDY = ability("soldier_sanctuary", "健硕", "Sturdy", "夜晚",
                 "At night you are in sanctuary (safe from the demon).", (PASSIVE,),
                 does="protect")
ROLE = character("soldier", "士兵", "Soldier", "townsfolk", (STURDY,), line=56, number=12)


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """健硕: [庇护] at night while the ability works."""
    mine = any(st.skill == STURDY.id for _, st in placed(g, "sanctuary", me, held=True))
    if real(inst) and g.phase.startswith("night") and not mine:
        afflict(g, me, "sanctuary", me, STURDY.id, until=next_dawn(g))


UPKEEP = {STURDY.id: keep}
