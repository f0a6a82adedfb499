"""【狼人阵营】18，赤狼[群内]⑨ (line 564)

业炎[午夜] [0][指定] —— 选择目标：任意一名角色，每有一只[群内]狼死亡，该技能次数+1。
结算效果：结算目标永久获得[业炎]状态。

The same 业炎 as 朱雀's (``vermilion_bird.KARMIC``), gaining charges from [群内] deaths.
"""

from rulesets.engine import Game, RoleSpec

from ..common import PACK, WOLF, tags
from ..skills import gain
from .vermilion_bird import KARMIC

ROLE = RoleSpec("red_wolf", "赤狼", "赤狼", "Red Wolf", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(KARMIC,), line=564, strength=9, tags=("群内",))


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """每有一只[群内]狼死亡，该技能次数+1.
    A wolf under [超度] holds no [群内] tag (会丢失…[群内]…标签, ruling N113)."""
    if g.seats[seat].camp != WOLF or PACK not in tags(g, seat):
        return
    for s in g.seats:
        if s.original_role.id == ROLE.id:
            inst = s.skill(KARMIC.id)
            if inst is not None:
                gain(inst)
