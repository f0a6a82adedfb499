"""恶魔 7. 诺-达鲺 (line 567)

腐化<被动><持续>：使距离诺-达鲺上下分别最近的两名镇民获得[中毒]状态。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。

The nearest townsfolk on each side, alive or dead (镇民, where the 共情者's line says 存活角色:
ruling CT-neighbours): a dead one keeps the poison, which does not pass to the next townsfolk
along; kept true after every change of character (<持续>); a demon's poison: [庇护] keeps it off.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import KEEPS, PASSIVE, ability, character
from ..common import afflict, nearest_townsfolk, real
from ..statuses import placed
from .kill import kill_ability, kill_step

ROT = ability("no_dashii_poison", "腐化", "Decay", "",
              "Your two nearest townsfolk are poisoned.", (PASSIVE, KEEPS), does="drunk_or_poison")
KILL = kill_ability("no_dashii")
ROLE = character("no_dashii", "诺-达鲺", "No Dashii", "demon", (ROT, KILL), line=567, number=7)


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """腐化<持续>: the two nearest townsfolk (alive or dead) are poisoned, the others not."""
    near = set(nearest_townsfolk(g, me)) if real(inst) and g.seats[me].alive else set()
    mine = {s for s, st in placed(g, "poisoned", me, held=True) if st.skill == ROT.id}
    for s in range(g.n):
        if s in near and s not in mine:
            afflict(g, s, "poisoned", me, ROT.id, demon=True)
        elif s in mine and (s not in near or "sanctuary" in g.seats[s].statuses):
            g.remove_status(s, "poisoned", me)


NIGHT = {KILL.id: kill_step(KILL.id)}
UPKEEP = {ROT.id: keep}
