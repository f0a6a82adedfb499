"""恶魔 5. 方古 (line 555)

游魂[配板]：本局游戏外来者数量+1，镇民数量-1。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。
侵染<被动><单局限定>：如果方古[杀害]的目标角色的身份是外来者且该死亡判定能让该角色死亡，死亡判定也能使得方古死亡，则
目标角色不死亡，并使该角色阵营转变为邪恶阵营，身份转变为方古，原本的方古死亡。

<单局限定>: once a game for everyone.  The jump is judged before the death judgement: both must be
able to die of it (neither protected).  The target turns evil (圣洁之魂 permitting: otherwise no
jump, it is simply judged) and becomes the 方古; the old 方古 dies (cause ``fang_gu_jump``: 红唇女郎
does not inherit, line 429).
"""

from rulesets.engine import Game, SkillInstance

from ..alignment import room_for_evil, turn
from ..changes import become
from ..characters import ONCE_PER_GAME, PASSIVE, ability, character
from ..common import table
from ..deaths import die, stopped
from .kill import kill_ability, kill_step

WANDER = ability("fang_gu_setup", "游魂", "Wander", "配板", "Setup: one more outsider.",
                does="setup")
KILL = kill_ability("fang_gu")
JUMP = ability("fang_gu_jump", "侵染", "Infect", "",
               "Once a game: killing an outsider makes it the evil Fang Gu instead, and you die.",
               (PASSIVE, ONCE_PER_GAME), does="change_character")
ROLE = character("fang_gu", "方古", "Fang Gu", "demon", (WANDER, KILL, JUMP), line=555, number=5)


def jump(g: Game, me: int, inst: SkillInstance, t: int) -> bool:
    """Before the judgement: jump into an outsider instead (returns True: no judgement)."""
    state = table(g)
    if "fang_gu_jump" in state.once or g.seats[me].skill(JUMP.id) is None:
        return False
    if g.seats[t].side != "outsider" or t == me or not g.seats[t].alive:
        return False
    if stopped(g, t, me, True, False) or stopped(g, me, me, True, False) or not room_for_evil(g):
        return False
    state.once.add("fang_gu_jump")
    turn(g, t, "evil", "方古[侵染]")
    become(g, t, ROLE.id, "方古[侵染]")
    die(g, me, "fang_gu_jump", me)
    return True


NIGHT = {KILL.id: kill_step(KILL.id, before=jump)}
