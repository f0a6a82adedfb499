"""恶魔 8. 涡流 (line 571)

迷乱<被动>：使所有镇民获得[迷乱]状态。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。
[迷乱]：在该状态下，角色产生的信息一定是错误的，该状态的效果优先于其他状态。
注：删除了如果白天没人被处决，邪恶阵营获胜这一技能。

Kept on every townsfolk while the 涡流's ability works.  寻回记忆 / 旁敲侧击 are rules of the variant,
not abilities: never confounded (ruling C46).  [迷乱] is a negative effect of a demon's ability, so a
townsfolk in [庇护] is not confounded while the [庇护] lasts (ruling CT-sanctuary).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import afflict, real
from ..statuses import placed
from .kill import kill_ability, kill_step

CONFOUND = ability("vortox_confound", "迷乱", "Confound", "",
                   "Every townsfolk's information is false.", (PASSIVE,), does="other")
KILL = kill_ability("vortox")
ROLE = character("vortox", "涡流", "Vortox", "demon", (CONFOUND, KILL), line=571, number=8)


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """迷乱: [迷乱] on every townsfolk not in [庇护] while the 涡流's ability works."""
    mine = {s for s, _ in placed(g, "confounded", me, held=True)}
    for s in g.seats:
        want = real(inst) and s.side == "townsfolk" and g.seats[me].alive \
            and "sanctuary" not in s.statuses
        if want and s.index not in mine:
            afflict(g, s.index, "confounded", me, CONFOUND.id, demon=True)
        elif not want and s.index in mine:
            g.remove_status(s.index, "confounded", me)


NIGHT = {KILL.id: kill_step(KILL.id)}
UPKEEP = {CONFOUND.id: keep}
