"""恶魔 1. 小恶魔 (line 535)

杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。
小恶魔因[杀害]的选择目标是小恶魔自己造成的死亡判定而死亡时：
薪火<被动>：一名爪牙的身份转变为小恶魔。

注 (line 428)：小恶魔对自己使用[杀害]，并成功发动[薪火]时，红唇女郎优先转变为小恶魔（而非其他爪牙）。
"""

from rulesets.engine import Game

from ..changes import become
from ..characters import PASSIVE, ability, character
from ..common import minions, table
from .kill import kill_ability, kill_step

KILL = kill_ability("imp")
STARPASS = ability("imp_starpass", "薪火", "Starpass", "",
                   "If you die by your own kill, a minion becomes the Imp.", (PASSIVE,),
                   does="change_character")
ROLE = character("imp", "小恶魔", "Imp", "demon", (KILL, STARPASS), line=535, number=1)


def starpass(g: Game, me: int, cause: str) -> None:
    """薪火: the Imp died of its own kill: a living minion becomes the Imp, the 红唇女郎 first
    (before the win is judged)."""
    if cause != "demon" or g.seats[me].death_source != me or table(g).kills.get(me) != me:
        return  # the kill chose another player (a 镇长's death passed to the 小恶魔: no 薪火)
    living = minions(g, living=True)
    if not living:
        return
    scarlet = [m for m in living if g.seats[m].role.id == "scarlet_woman"]
    heir = scarlet[0] if scarlet else g.story.decide("starpass", living, {"seat": me}, seats=True)
    become(g, heir, ROLE.id, "薪火")


NIGHT = {KILL.id: kill_step(KILL.id)}
ON_OUT = {STARPASS.id: starpass}
