"""外来者 4. 莽夫 (line 328)

当莽夫在每个夜晚第一次成为<指定>技能的目标：
雇佣[夜晚]<被动>：使技能的来源获得[醉酒]状态，持续至下一个黄昏；如果技能的来源与莽夫阵营不同，莽夫转变阵营。
注：如果刺客[刺杀]了莽夫，莽夫死亡，并转变为邪恶阵营。

A targeting stage notices the first real <指定> ability to choose the 莽夫 each night (an ability a
seat only believes it holds is none: ruling C68).  As the note says, that ability still resolves;
its source is drunk from then on, and the 莽夫 takes its alignment (圣洁之魂 permitting).
"""

from rulesets.engine import Game

from ..alignment import turn
from ..characters import CHOOSES, PASSIVE, ability, character
from ..common import afflict, table, works
from ..statuses import next_dusk

HIRE = ability("goon_hire", "雇佣", "Hired", "夜晚",
               "The first player to choose you each night is drunk until dusk; you take its "
               "alignment.", (PASSIVE,), does="drunk_or_poison")
ROLE = character("goon", "莽夫", "Goon", "outsider", (HIRE,), line=328, number=4)


def noticed(g: Game, skill: str, source: int, target: int) -> int:
    """The targeting stage: remember the first chooser of a working 莽夫 tonight."""
    if not g.phase.startswith("night") or CHOOSES not in g.ruleset.skill_flags(skill):
        return target
    inst = g.seats[target].skill(HIRE.id)
    if inst is None or not works(g, target, inst) or inst.data.get("night") == g.night:
        return target
    inst.data["night"] = g.night
    table(g).pending.setdefault(HIRE.id, []).append((target, source))
    return target


def hired(g: Game) -> None:
    """After the step that chose it: the source is drunk, the 莽夫 takes its alignment."""
    for goon, source in table(g).pending.pop(HIRE.id, []):
        afflict(g, source, "drunk", goon, HIRE.id, until=next_dusk(g))
        if g.seats[source].camp != g.seats[goon].camp:
            turn(g, goon, g.seats[source].camp, "莽夫[雇佣]")


STAGES = (("莽夫[雇佣]", noticed),)
AFTER_STEP = (hired,)
