"""恶魔 11. 痢蛭 (line 586)

寄生[首夜]<指定>：选择目标：一名存活角色；结算效果：使该角色获得[中毒]状态，并获得[被寄生]标记。
寄宿<被动>：如果拥有[被寄生]标记的角色存活，则痢蛭获得[不死]状态；如果拥有该标记的角色死亡，痢蛭死亡。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对其造成一次死亡判定。

相克 (主谋, line 451): 如果具有[宿主]标记的角色被处决并因此触发[谋划]，不会触发痢蛭的[寄宿]并使得痢蛭死亡，
改为使得痢蛭失去技能。
相克 (入殓师, line 408): the 入殓师 who nominated and executed the host becomes an evil 痢蛭; this one
does not die of 寄宿 but that night (``mortician``).

The poison and the marker last while the ability does (ruling C56); 寄宿 keeps [不死] on the 痢蛭
while its host lives, and the 痢蛭 dies when the host dies, if 寄宿 works then (a drunk or poisoned
痢蛭 does not: ruling CT-lleech).  Jinx: the host executed while a working 主谋 lives and the
痢蛭's death would end the game: the 主谋's 谋划 starts and the 痢蛭 loses its abilities instead.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, PASSIVE, ability, character
from ..common import afflict, demons, real, table, works
from ..deaths import EXECUTION, die
from ..statuses import marker, placed
from . import mastermind, scarlet_woman
from .kill import kill_ability, kill_step

HOST = ability("lleech_host", "寄生", "Parasite", "首夜",
               "Choose a living player: it is poisoned and your host.", (CHOOSES,), aim="player",
               does="drunk_or_poison")
LODGE = ability("lleech_lodge", "寄宿", "Lodge", "",
                "While your host lives you do not die; when it dies, you die.", (PASSIVE,),
                does="protect")
KILL = kill_ability("lleech")
#: ``table(g).pending`` key: 痢蛭 seats 寄宿 spares (入殓师 相克3, line 408: they die that night)
SPARED = "mortician_old_lleech"
ROLE = character("lleech", "痢蛭", "Lleech", "demon", (HOST, LODGE, KILL), line=586, number=11)


def hosts(g: Game, me: int) -> list[int]:
    """The seats carrying this 痢蛭's [被寄生] marker."""
    return [s for s, _ in placed(g, "lleech_host", me)]


def parasite(g: Game, me: int, inst: SkillInstance):
    """寄生: a living player is the host (a marker) and poisoned."""
    t = yield from ask.player(g, me, HOST.id, g.living(), inst=inst)
    if t is None or not real(inst):
        return
    marker(g, t, "lleech_host", me, HOST.id)
    if works(g, me, inst):
        afflict(g, t, "poisoned", me, HOST.id, demon=True)


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """寄宿: [不死] while a host lives."""
    alive_host = any(g.seats[h].alive for h in hosts(g, me))
    mine = [st for s, st in placed(g, "undying", me, held=True) if s == me]
    if real(inst) and alive_host and not mine:
        afflict(g, me, "undying", me, LODGE.id)
    elif not alive_host and mine:
        g.remove_status(me, "undying", me)


def host_died(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """寄宿: the host died, the 痢蛭 dies (if 寄宿 works); the 主谋 jinx: an executed host that
    starts 谋划 costs the 痢蛭 its abilities instead."""
    if dead not in hosts(g, me) or not works(g, me, inst) or not g.seats[me].alive:
        return
    if me in table(g).pending.get(SPARED, ()):  # 入殓师 相克3: not of 寄宿; it dies that night
        return
    if cause == EXECUTION and _game_would_end(g, me) and mastermind.plots(g):
        mastermind.start(g)
        s = g.seats[me]
        s.skills = [k for k in s.skills if not k.identity]
        return
    g.remove_status(me, "undying", me)
    die(g, me, "lleech_host", me)


def _game_would_end(g: Game, me: int) -> bool:
    """Would the 痢蛭's death now end the game: no other living demon and no 红唇女郎 to inherit?"""
    if any(d != me for d in demons(g)):
        return False
    return not scarlet_woman.takes_over(g, len(g.living()))


NIGHT = {HOST.id: parasite, KILL.id: kill_step(KILL.id)}
UPKEEP = {LODGE.id: keep}
ON_DEATH = {LODGE.id: host_died}
