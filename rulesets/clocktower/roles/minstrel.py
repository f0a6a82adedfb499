"""镇民 23. 吟游诗人 (line 101)

爪牙因处决造成的死亡判定而死亡时：
吟诗<被动>：使除吟游诗人外的所有角色获得[醉酒]状态，持续至下下个黄昏。

When a player who registers to the 吟游诗人 as a minion (C10: a 陌客 may) dies of an execution's
death judgement, while a living 吟游诗人's ability works: every other player, dead or alive, is
drunk until the dusk after next (from day N: dusk N+1).  The drunkenness is the 吟游诗人's ability's
and lapses while it is drunk or poisoned and with its death (line 9; ruling CT-minstrel).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import works
from ..deaths import EXECUTION
from ..info import look
from ..statuses import next_dusk

SONG = ability("minstrel_drunk", "吟诗", "Song", "",
               "When a minion dies by execution, everyone else is drunk until the dusk after next.",
               (PASSIVE,), does="drunk_or_poison")
ROLE = character("minstrel", "吟游诗人", "Minstrel", "townsfolk", (SONG,), line=101, number=23)


def died(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """吟诗: a minion executed to death makes everyone else drunk."""
    if cause != EXECUTION or not g.seats[me].alive or not works(g, me, inst):
        return
    if look(g, dead, me).side != "minion":
        return
    until = next_dusk(g, 2)
    for s in range(g.n):
        if s != me:
            g.add_status(s, "drunk", me, until=until, skill=SONG.id)


ON_DEATH = {SONG.id: died}
