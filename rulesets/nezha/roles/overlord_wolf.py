"""【狼人阵营】17，霸王狼[群内]⑧ (line 561)

霸王[翻牌][强制]——开局阶段过后，霸王狼将翻牌，并永久获得[秩序][不死]状态，持续到除了持有[霸王]技能的角色，不存在其他
狼人阵营的角色为止。

The flip happens once 开局 is over (ruling N20); the two statuses last while any other living
wolf-camp role remains.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import WOLF, counted
from ..passives import Passive
from ..skills import flip

OVERLORD = SkillSpec("overlord", "霸王", "霸王", "Overlord", "开局",
                     "Flips after 开局; [秩序][不死] while another wolf-camp role lives.",
                     ("翻牌", "强制"))
ROLE = RoleSpec("overlord_wolf", "霸王狼", "霸王狼", "Overlord Wolf", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(OVERLORD,), line=561, strength=8,
                tags=("群内",))


def others_remain(g: Game, seat: int) -> bool:
    return any(s.alive and s.camp == WOLF and counted(g, s.index) and s.skill(OVERLORD.id) is None
               for s in g.seats)


PASSIVE = Passive(OVERLORD.id, (("order", None), ("undying", None)), others_remain)


def reveal(g: Game) -> None:
    """开局阶段过后，霸王狼将翻牌."""
    for s, _ in g.holders(OVERLORD.id):
        if g.can_use(s, OVERLORD.id):
            flip(g, s)
