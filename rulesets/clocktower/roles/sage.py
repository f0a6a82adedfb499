"""镇民 39. 贤者 (line 159)

贤者因恶魔造成的死亡判定而死亡时：
注意<被动>：使贤者获得[笔记]标记，持续至下一个黎明。
夜晚贤者拥有[笔记]标记时：
贤能[夜晚]<无视死亡>：获得信息：两名不同角色，其中一名角色是造成贤者死亡的恶魔。（角色*2）
相克：陌客可能会被贤者当做造成贤者死亡的恶魔。

A death "of a demon's death judgement" is every kill a demon's ability makes (the cause the
demons' :func:`.kill.strike` gives, a 镇长's pass included), as for the 祖母's 悲痛.  The [笔记]
marker is made even while the 贤者 is drunk or poisoned (产生标记的效果不会受到[醉酒][中毒]等其他原因影响,
line 9) and is tied to 贤能, the ability that survives the death (<无视死亡>); it records the demon
whose judgement killed.  贤能 has no slot in the orders (ruling C44): it runs at the end of the
night, so a 贤者 killed tonight learns tonight.  The two players are two *other* players
(CT-self); one is the killing demon, or, by the jinx, a 陌客 that registers to the 贤者 as a demon
(the storyteller's registration pick).  Deceived: any two other players (ruling CT-sage).
"""

from typing import Optional

from rulesets.engine import Game, SkillInstance

from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import is_demon, real
from ..info import learn, look
from ..statuses import next_dawn, marker, placed
from .grandmother import DEMON_CAUSE

NOTE = ability("sage_note", "注意", "Note", "",
               "If a demon's death judgement kills you, you get a [笔记] marker until dawn.",
               (PASSIVE,), does="other")
WISDOM = ability("sage_info", "贤能", "Wisdom", "夜晚",
                 "While you hold [笔记] at night, learn two players: one is the demon that killed you.",
                 (DEATHLESS,), does="learn_players")
ROLE = character("sage", "贤者", "Sage", "townsfolk", (NOTE, WISDOM), line=159, number=39)

#: the [笔记] marker (statuses.MARKERS)
NOTE_MARKER = "sage_note"


def died(g: Game, me: int, cause: str) -> None:
    """注意: killed by a demon's death judgement: the [笔记] marker until the next dawn, naming the
    demon (a believed 贤者, the 酒鬼, keeps the note in its belief: it is woken all the same)."""
    if cause != DEMON_CAUSE:
        return
    killer = g.seats[me].death_source
    inst = g.seats[me].skill(WISDOM.id)
    if inst is None:
        return
    if real(inst):
        marker(g, me, NOTE_MARKER, me, WISDOM.id, until=next_dawn(g), data=killer)
    else:
        inst.data["noted"] = killer  # read (and dropped) at the coming 贤能 step


def noted(g: Game, me: int, inst: SkillInstance) -> tuple[bool, Optional[int]]:
    """Whether the 贤者 holds its [笔记] tonight, and the demon it names."""
    if real(inst):
        notes = placed(g, NOTE_MARKER, me)
        return (True, notes[0][1].data) if notes else (False, None)
    if "noted" not in inst.data:
        return False, None
    return True, inst.data["noted"]


def wisdom(g: Game, me: int, inst: SkillInstance):
    """贤能: two other players, one of them the demon that killed the 贤者 (or a 陌客 registering
    to it as a demon)."""
    has, killer = noted(g, me, inst)
    if not has:
        return
    inst.data.pop("noted", None)
    others = [x for x in range(g.n) if x != me]
    culprits = {killer} if killer is not None and killer != me else set()
    culprits |= {x for x in others if x not in culprits and not is_demon(g, x)
                 and look(g, x, me).side == "demon"}
    pairs = [(a, b) for i, a in enumerate(others) for b in others[i + 1:]]
    valid = [p for p in pairs if p[0] in culprits or p[1] in culprits]
    learn(g, me, WISDOM.id, "players", valid, pairs)
    return
    yield


ON_OUT = {NOTE.id: died}
NIGHT = {WISDOM.id: wisdom}
