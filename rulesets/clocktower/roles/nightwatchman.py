"""镇民 56. 守夜人 (line 243)

守夜[夜晚]<指定><限定>：选择目标：一名角色；结算效果：使该角色获得信息：守夜人的角色。（角色）

Once a game, on any night (the first included), the 守夜人 may choose another player, alive or
dead; that player learns which player is the 守夜人 (ruling CT-nightwatchman: shown as a player
and the character 守夜人, since the information *is* "this player is the 守夜人").  The information
comes from the 守夜人's ability, so the 守夜人's state decides it, not the chosen player's: drunk
or poisoned (or only believing it is the 守夜人), the chosen player is told any other player, the
storyteller's pick; the ability is spent either way (<限定>).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ONCE, ability, character
from ..common import others, spend
from ..info import fields

WATCH = ability("nightwatchman_info", "守夜", "Watch", "夜晚",
                "Once, at night, choose a player: it learns who the nightwatchman is.",
                (CHOOSES, ONCE), aim="player", does="other")
ROLE = character("nightwatchman", "守夜人", "Nightwatchman", "townsfolk", (WATCH,), line=243,
                 number=56)
SHOWN = "player_and_character"


def watch(g: Game, me: int, inst: SkillInstance):
    """守夜: optional, once; the chosen player learns the 守夜人 (the storyteller's pick when the
    守夜人's ability fails)."""
    t = yield from ask.player(g, me, WATCH.id, others(g, me), inst=inst)
    if t is None:
        return
    spend(g, me, inst)
    shown = g.inform(me, me, [s for s in range(g.n) if s != t], f"result {WATCH.id}",
                     {"seat": me, "told": t}, seats=True)
    g.emit("result", (t,), skill=SHOWN, target=None, **fields(SHOWN, (shown, ROLE.id)))


NIGHT = {WATCH.id: watch}
