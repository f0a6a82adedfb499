"""镇民 9. 守鸦人 (line 46)

夜晚守鸦人死亡时：
飞鸦[夜晚]<指定>：选择目标：一名角色；结算效果：获得信息：该角色的身份。（身份）

The step has no slot in the orders: it comes at the end of the night, after every kill (ruling
C44).  The 守鸦人 is woken if it died tonight, though dead.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import everyone, table
from ..info import learn, look

RAVEN = ability("ravenkeeper_info", "飞鸦", "Raven", "夜晚",
                "If you die at night, choose a player: learn its character.", (CHOOSES,),
                aim="player", does="learn_character")
ROLE = character("ravenkeeper", "守鸦人", "Ravenkeeper", "townsfolk", (RAVEN,), line=46, number=9)


def died(g: Game, me: int, cause: str) -> None:
    """Dying at night: woken at the night's end."""
    if g.phase.startswith("night"):
        table(g).pending.setdefault(RAVEN.id, []).append((me, g.seats[me].skill(RAVEN.id).origin))


def woken(g: Game):
    """Every 守鸦人 that died tonight chooses a player and learns its character."""
    for me, origin in table(g).pending.pop(RAVEN.id, []):
        t = yield from ask.player(g, me, RAVEN.id, everyone(g), inst=SkillInstance(RAVEN.id, origin))
        if t is None:
            continue
        learn(g, me, RAVEN.id, "character", [look(g, t, me).role],
              [r.id for r in g.ruleset.roles], target=t)


ON_OUT = {RAVEN.id: died}
GROUP = {RAVEN.id: woken}
