"""爪牙 2. 间谍 (line 420)

谍报[夜晚]：获得信息：魔典。
潜入<被动><无视死亡>：间谍的阵营可能被视为善良阵营，身份可能被视为镇民或外来者。
注：魔典包括场上所有角色的身份、阵营，和其所带有的状态、标记等。
"""

from rulesets.engine import Appearance, Game, SkillInstance

from ..characters import DEATHLESS, PASSIVE, ability, character, implemented
from ..info import learn_grimoire
from .poppy_grower import withholds_grimoire

SPY = ability("spy_grimoire", "谍报", "Espionage", "夜晚", "Each night, see the grimoire.",
              does="learn_grimoire")
SNEAK = ability("spy_register", "潜入", "Infiltrate", "",
                "You may register as good, and as a townsfolk or outsider.", (PASSIVE, DEATHLESS),
                does="other")
ROLE = character("spy", "间谍", "Spy", "minion", (SPY, SNEAK), line=420, number=2)


def espionage(g: Game, me: int, inst: SkillInstance):
    """谍报: the grimoire (none while a 罂粟种植者 has its ability: 相克1, line 261)."""
    if withholds_grimoire(g):
        return
    learn_grimoire(g, me, SPY.id)
    return
    yield


def registers(g: Game, me: int, look: Appearance) -> list[Appearance]:
    """How the 间谍 may register: as any townsfolk or outsider of the script, good."""
    return [look._replace(role=r.id, camp="good", side=r.side) for r in g.ruleset.roles
            if r.side in ("townsfolk", "outsider") and implemented(r)]


NIGHT = {SPY.id: espionage}
REGISTERS = {SNEAK.id: registers}
