"""爪牙 8. 主谋 (line 448)

恶魔因处决造成的死亡判定而死亡，并即将因此导致游戏结束时：
谋划[白天]<被动>：游戏不因此结束而再进行一个夜晚和一个白天；在下一个白天，如果有角色被处决，该角色所在的阵营落败。
相克：如果具有[宿主]标记的角色被处决并因此触发[谋划]，不会触发痢蛭的[寄宿]并使得痢蛭死亡，改为使得痢蛭失去技能。
(line 451: kept in :mod:`.lleech`.)

The 主谋 must be alive (or dead with its abilities kept by the 亡骨魔's [亡魂], which the 相克 of
line 565 keeps after the 亡骨魔's death) with its ability working when the demon dies.  During the extra night and
day the good team's win waits; on the extra day an execution makes the executed player's team
lose (the other wins).  If nobody is executed that day the text says nothing: the game is judged
as usual at dusk (no living demon: the good team wins; ruling CT-mastermind).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import demons, table, works
from ..deaths import EXECUTION, acts_dead
from ..win import ability_win

PLOT = ability("mastermind_plot", "谋划", "Plot", "白天",
               "If the demon dies by execution and the game would end, play one more night and "
               "day; then an executed player's team loses.", (PASSIVE,), does="other")
ROLE = character("mastermind", "主谋", "Mastermind", "minion", (PLOT,), line=448, number=8)


def demon_died(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """谋划: the demon died by execution and no demon is left: one more night and day."""
    if cause != EXECUTION or g.seats[dead].side != "demon" or demons(g):
        return
    # alive, or dead with its abilities kept (<无视死亡> through [亡魂]: the 亡骨魔 相克, line 565,
    # keeps a raised 主谋's 谋划 after the 亡骨魔's own death; ruling CT-audit-c-4)
    if acts_dead(g, me, PLOT.id) and works(g, me, inst):
        start(g)


def start(g: Game) -> None:
    """谋划 takes effect (once a game): the game goes on for one more night and day."""
    state = table(g)
    if state.mastermind is None:
        state.mastermind = g.day + 1
        g.emit("mastermind", (), day=state.mastermind)


def plots(g: Game) -> bool:
    """Is a 主谋 (alive, or dead under [亡魂]) with a working 谋划 ready to keep the game going (not used yet)?"""
    return table(g).mastermind is None and any(
        acts_dead(g, me, PLOT.id) and works(g, me, inst)
        for me, inst in g.holders(PLOT.id, living=False))


def extra_day(g: Game) -> bool:
    """The good team's win waits until the 主谋's day is over."""
    state = table(g)
    return state.mastermind is not None and not state.mastermind_done


def executed(g: Game, seat: int):
    """On the extra day, the executed player's team loses."""
    state = table(g)
    if state.mastermind == g.day and not state.mastermind_done:
        loser = g.seats[seat].camp
        state.mastermind_done = True
        ability_win(g, "evil" if loser == "good" else "good", "主谋[谋划]")
    return
    yield


def dusk(g: Game) -> None:
    """The extra day is over at its dusk: the game is judged as usual."""
    state = table(g)
    if state.mastermind is not None and g.day >= state.mastermind:
        state.mastermind_done = True


ON_DEATH = {PLOT.id: demon_died}
EXECUTED = (executed,)
DUSK = (dusk,)
BLOCKS_WIN = {"good": [extra_day]}
