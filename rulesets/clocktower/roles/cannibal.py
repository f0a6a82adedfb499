"""镇民 54. 食人族 (line 234)

食人<被动><持续>：食人族拥有上一名因处决造成的死亡判定而死亡的角色的技能。
一名邪恶角色因处决造成的死亡判定而死亡时：
中毒<被动>：使食人族获得[中毒]状态，持续至一名善良角色因处决造成的死亡判定而死亡。
相克：如果食人族获得了罂粟种植者的技能，则在食人族获得下一个技能时也会发动[迷失]技能，使恶魔爪牙互认。

Ruling CT-cannibal.  食人: whenever a player dies of an execution's death judgement (因处决造成的死亡
判定: not a 刺客's or the demon's kill of an executed-and-spared player), the 食人族 (alive: a dead
one has lost its abilities) loses the abilities it ate before and gains, fresh, every ability of
that player's character (在获得时均刷新至初始, line 9), without being told which (在获得技能时，不会知道
获得的是什么技能); its [首夜] ones run as C67 says.  It eats drunk or poisoned too (<被动>, and
holding an ability is no effect of the ability); the eaten abilities fail while it is drunk or
poisoned.  中毒: when the executed player registers evil to the 食人族 (C10, as the 吟游诗人 reads its
minion), the 食人族 is poisoned from its own ability (the newer status holds: C70) until a player who
registers good to it dies of an execution's judgement; that ends the poison, and the 食人族 eats
that player.  A 食人族 already drunk or poisoned by something else is poisoned all the same (the
status is tied to its own ability and judged with the others as C70 says).  相克 (line 238): a
食人族 that holds the 罂粟种植者's abilities (it ate one) fires their 迷失 as it eats the next
player — the demons learn the minions and the minions the team, at once — if that 迷失 works
then: 中毒 answers the death first, so a 食人族 that next eats an evil player is poisoned and its
迷失 fails (as one already drunk or poisoned).
"""

from rulesets.engine import Game, SkillInstance

from ..changes import gained
from ..characters import KEEPS, PASSIVE, ability, character
from ..common import afflict, works
from ..deaths import EXECUTION
from ..info import reads_evil
from ..statuses import placed
from . import poppy_grower

#: the origin of the abilities the 食人族 ate
EATEN = "cannibal"

EAT = ability("cannibal_eat", "食人", "Eat", "",
              "You have the ability of the last player to die by execution.", (PASSIVE, KEEPS),
              does="other")
SICK = ability("cannibal_poison", "中毒", "Poisoned", "",
               "When an evil player dies by execution, you are poisoned until a good player "
               "dies by execution.", (PASSIVE,), does="drunk_or_poison")
ROLE = character("cannibal", "食人族", "Cannibal", "townsfolk", (EAT, SICK), line=234, number=54)


def eat(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """食人: a player died of an execution's judgement: the 食人族 holds its abilities now."""
    if cause != EXECUTION or inst.origin == "cover" or not g.seats[me].alive:
        return
    s = g.seats[me]
    lost = next((k for k in s.skills if k.origin == EATEN and k.id == poppy_grower.LOST.id), None)
    fires = lost is not None and works(g, me, lost)  # 相克 (line 238), judged as it is lost
    s.skills = [k for k in s.skills if k.origin != EATEN]
    insts = [SkillInstance(a.id, EATEN) for a in g.seats[dead].role.skills]
    g.grant(me, insts, EATEN, notify=False)
    gained(g, me, insts)  # its [首夜] ones run later (line 7; ruling C67)
    if fires:
        poppy_grower.team_learns_now(g, lost)


def sicken(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """中毒: an evil player executed: poisoned; a good player executed: the poison ends."""
    if cause != EXECUTION or inst.origin == "cover" or not g.seats[me].alive:
        return
    mine = [st for _s, st in placed(g, "poisoned", me, held=True) if st.skill == SICK.id]
    if reads_evil(g, dead, me):
        if not mine:
            afflict(g, me, "poisoned", me, SICK.id)
    else:
        for st in mine:
            g.seats[me].statuses.discard(st)


ON_DEATH = {SICK.id: sicken, EAT.id: eat}
