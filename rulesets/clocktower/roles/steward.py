"""镇民 55. 事务官 (line 240)

记录[首夜]：获得信息：一名善良角色。（角色）

A player other than the 事务官 (CT-self) who registers as good to it (C10: a 间谍 may, a 陌客
may not); the storyteller picks which.  Drunk or poisoned, any other player.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import others
from ..info import learn, reads_evil

RECORD = ability("steward_info", "记录", "Record", "首夜",
                 "Learn one good player.", does="learn_player")
ROLE = character("steward", "事务官", "Steward", "townsfolk", (RECORD,), line=240, number=55)


def record(g: Game, me: int, inst: SkillInstance):
    """记录: one other player registering as good."""
    pool = others(g, me)
    valid = [s for s in pool if not reads_evil(g, s, me)]
    learn(g, me, RECORD.id, "player", valid or pool, pool)
    return
    yield


NIGHT = {RECORD.id: record}
