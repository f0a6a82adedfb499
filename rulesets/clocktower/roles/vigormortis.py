"""恶魔 6. 亡骨魔 (line 560)

亡灵[配板]：如果本局游戏外来者数量≥1，则本局游戏外来者数量-1，镇民数量+1。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。
转化<被动><持续>：如果一名爪牙因为亡骨魔[杀害]而死亡，则该爪牙获得[亡魂]状态，并使距离该爪牙上下分别最近的两名镇民中
的一名获得[中毒]状态。
[亡魂]：在该状态下，角色会得知，自己的技能获得<无视死亡>。

The storyteller picks which of the two nearest townsfolk (alive or dead: ruling CT-neighbours) is
poisoned (ruling C28); both statuses last while the 亡骨魔's ability works.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import KEEPS, PASSIVE, ability, character
from ..common import afflict, nearest_townsfolk, works
from .kill import kill_ability, kill_step

UNDEAD = ability("vigormortis_setup", "亡灵", "Undead", "配板",
                "Setup: one fewer outsider (if any).", does="setup")
KILL = kill_ability("vigormortis")
RAISE = ability("vigormortis_raise", "转化", "Raise", "",
                "Minions you kill keep their abilities; one of their townsfolk neighbours is "
                "poisoned.", (PASSIVE, KEEPS), does="drunk_or_poison")
ROLE = character("vigormortis", "亡骨魔", "Vigormortis", "demon", (UNDEAD, KILL, RAISE), line=560,
                 number=6)


def died(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """A minion killed by this 亡骨魔's kill (before it loses its abilities)."""
    s = g.seats[dead]
    if s.side != "minion" or s.death_source != me or cause != "demon" or not works(g, me, inst):
        return
    # 相克 (line 565): 如果亡骨魔死亡，被亡骨魔[转化]的主谋依然不会失去技能 — not tied to the 亡骨魔
    afflict(g, dead, "undead", me, None if s.role.id == "mastermind" else RAISE.id)
    near = nearest_townsfolk(g, dead)
    if near:
        t = g.story.decide("vigormortis poison", near, {"seat": me, "minion": dead},
                           seats=True)
        afflict(g, t, "poisoned", me, RAISE.id, demon=True)


NIGHT = {KILL.id: kill_step(KILL.id)}
ON_DEATH = {RAISE.id: died}
