"""恶魔 2. 普卡 (line 540)

毒发[夜晚*]<被动>：对拥有[下毒]标记的角色造成一次死亡判定，并使其解除[散播]造成的[中毒]效果，解除[下毒]标记。
散播[夜晚]<指定>：选择目标：一名角色；结算效果：使该角色获得[中毒]状态；如果成功使该角色获得[中毒]状态，使该角色获得
[下毒]标记。

毒发 has no slot: just before 散播 (ruling C44), so last night's victim is judged and freed before
tonight's is poisoned.  The poison lasts until 毒发 (a demon's: [庇护] keeps it off).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, PASSIVE, ability, character
from ..common import afflict, everyone, real, works
from ..statuses import marker, placed
from .kill import strike

SPREAD = ability("pukka_poison", "散播", "Spread", "夜晚",
                 "Each night choose a player: poisoned; tomorrow night it is judged and freed.",
                 (CHOOSES,), aim="player", does="drunk_or_poison")
BLOOM = ability("pukka_kill", "毒发", "Bloom", "夜晚*",
                "Each night*, the player you poisoned gets a death judgement and is freed.",
                (PASSIVE,), does="kill")
ROLE = character("pukka", "普卡", "Pukka", "demon", (BLOOM, SPREAD), line=540, number=2)


def spread(g: Game, me: int, inst: SkillInstance):
    """散播: a player is poisoned and, if it was, marked."""
    t = yield from ask.player(g, me, SPREAD.id, everyone(g), inst=inst)
    if t is None or not works(g, me, inst):
        return
    if afflict(g, t, "poisoned", me, SPREAD.id, demon=True):
        marker(g, t, "pukka_dose", me, BLOOM.id)


def bloom(g: Game, me: int, inst: SkillInstance):
    """毒发: last night's marked player is judged and freed."""
    if not real(inst):
        return
    dosed = [s for s, _ in placed(g, "pukka_dose", me, held=True)]
    for t in dosed:
        if works(g, me, inst):
            strike(g, me, t)
        g.remove_status(t, "poisoned", me)
        g.remove_status(t, "pukka_dose", me)
    return
    yield


NIGHT = {SPREAD.id: spread, BLOOM.id: bloom}
