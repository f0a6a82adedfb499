"""其他身份 22，流光伯爵⑧ (line 330)

神恩[强制]——流光伯爵永久获得[秩序]状态。
流光庇护[早夜][指定]——选择范围：任意一个其他角色，不能连续两晚选择同一个角色。
结算效果：结算目标当晚获得[不死][秩序]状态。

流光庇护 is also the 守护 gift of 奇迹商人 (a one-use copy).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool
from ..passives import Passive
from ..skills import choose, not_twice, used_up
from ..statuses import give
from ..targeting import aim
from .priest import GRACE

SHELTER = SkillSpec("shelter", "流光庇护", "流光庇護", "Streamlight shelter", "早夜",
                    "Another role is [不死] and [秩序] tonight; not the same role two nights "
                    "running.", ("指定",))
ROLE = RoleSpec("streamlight_count", "流光伯爵", "流光伯爵", "Streamlight Count", camp="village",
                skills=(GRACE, SHELTER), line=330, strength=8)
PASSIVE = Passive(GRACE.id, (("order", None),))


def shelter(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, SHELTER.id, not_twice(inst, g.night, pool(g, but=me)))
    inst.chose(g.night, [] if t is None else [t])
    if t is None:
        return
    used_up(g, me, inst)
    for final in aim(g, me, SHELTER.id, t):
        give(g, final, "undying", me, until="night_end")
        give(g, final, "order", me, until="night_end")
