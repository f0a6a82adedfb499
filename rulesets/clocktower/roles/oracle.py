"""镇民 33. 神谕者 (line 134)

如果夜晚存在死亡角色：
神谕[夜晚*]：获得信息：死亡角色中邪恶阵营角色的数量。（数字）

The condition is read at the 神谕者's step: with nobody dead it learns nothing that night.  Every
dead player counts, tonight's too (a kill earlier in the order), each as its alignment registers
to the 神谕者 (a 陌客 may read as evil, a 间谍 as good: ruling CT-oracle).  Deceived, it is told any
number from 0 to the number of the dead.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..info import learn, reads_evil

SEE = ability("oracle_info", "神谕", "Oracle", "夜晚*",
              "Each night*, if anyone is dead, learn how many of the dead are evil.",
              does="learn_number")
ROLE = character("oracle", "神谕者", "Oracle", "townsfolk", (SEE,), line=134, number=33)


def see(g: Game, me: int, inst: SkillInstance):
    """神谕: how many dead players register as evil (nothing while nobody is dead)."""
    dead = [s.index for s in g.seats if not s.alive]
    if not dead:
        return
    truth = sum(reads_evil(g, s, me) for s in dead)
    learn(g, me, SEE.id, "number", [truth], list(range(len(dead) + 1)))
    return
    yield


NIGHT = {SEE.id: see}
