"""外来者 19. 入殓师 (line 403)

无力<被动><持续>：如果存活角色数量小于等于四，入殓师失去技能。
入殓<被动>：如果入殓师提名了恶魔，且该恶魔因为这次处决造成的死亡判定而死亡，入殓师的身份变为该恶魔的身份，阵营转变为邪恶阵营。
相克1：入殓师的[入殓]成功发动时，红唇女郎的[继承]不发动。
相克2：入殓师的[入殓]成功发动时，如果被处决的角色是携带了小怪宝的角色，入殓师的身份变为该角色的身份，且后续入殓师必须一直照看小怪宝。
相克3：如果入殓师提名并处决了痢蛭的拥有[宿主]标记的角色，且[入殓]能成功发动，入殓师变为邪恶的痢蛭，原本的痢蛭不会因为[寄宿]而死亡。当晚原本的痢蛭会死亡，且新痢蛭在当晚失去[杀害]技能。

入殓 answers a death of an execution's death judgement (the execution of the nomination the
living 入殓师 made that day) of a demon — the demon character as it is (an effect: no
registration), 小怪宝's babysitter (jinx 2) or the 痢蛭's host (jinx 3) — while 入殓 works and
无力 has not taken it: more than four players alive as the demon dies, the dead one included (as
CT-scarlet-count counts; ruling CT-mortician).  It needs room for one more evil player (圣洁之魂,
C55): without it nothing happens (as the 方古's jump, CT40).  It runs before the 红唇女郎's
继承 (a demon is in play again, so she does not inherit: jinx 1) and the 痢蛭's 寄宿.
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from ..alignment import room_for_evil, turn
from ..changes import become
from ..characters import KEEPS, PASSIVE, ability, character
from ..common import table, works
from ..deaths import EXECUTION, die
from .lil_monsta import new_babysitter
from .lleech import KILL as LLEECH_KILL, SPARED, hosts

WEAK = ability("mortician_weak", "无力", "Frailty", "",
               "If four or fewer players are alive, you lose your abilities.", (PASSIVE, KEEPS),
               does="other")
ENTOMB = ability("mortician_entomb", "入殓", "Entomb", "",
                 "If the demon you nominated dies of that execution, you become that demon, "
                 "evil.", (PASSIVE,), does="change_character")
ROLE = character("mortician", "入殓师", "Mortician", "outsider", (WEAK, ENTOMB), line=403,
                 number=19)

#: 存活角色数量小于等于四: 入殓 needs more (the living as the demon dies, it included)
MAX_WEAK = 4
#: ``table(g).pending`` keys of jinx 3: the old 痢蛭 to die tonight (spared by 寄宿 till then),
#: the new one's 杀害 to return at the next dawn
OLD_LLEECH, IDLE_KILL = SPARED, "mortician_idle_kill"


def entomb(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """入殓 (and jinxes 2 and 3): the executed demon, babysitter or 痢蛭 host was nominated by the
    入殓师 today."""
    s = g.seats[dead]
    state = table(g)
    day = state.days[-1] if state.days else None
    if cause != EXECUTION or day is None or not g.seats[me].alive or me == dead:
        return
    if not any(n.nominator == me and n.nominee == dead for n in day.nominations):
        return
    lleeches = [x.index for x in g.seats if x.role.id == "lleech" and x.alive and dead in hosts(g, x.index)]
    if s.side != "demon" and "babysitter" not in s.statuses and not lleeches:
        return
    if len(g.living()) + 1 <= MAX_WEAK or not room_for_evil(g) or not works(g, me, inst):
        return
    why = "入殓师[入殓]"
    if "babysitter" in s.statuses and s.side != "demon":   # jinx 2: the babysitter's character
        become(g, me, s.role.id, why)
        turn(g, me, "evil", why)
        new_babysitter(g, me)
        state.bound_sitter = me
    elif lleeches and s.side != "demon":                     # jinx 3: an evil 痢蛭
        become(g, me, "lleech", why)
        turn(g, me, "evil", why)
        state.pending.setdefault(OLD_LLEECH, []).extend(lleeches)
        new = g.seats[me]
        idle = [k for k in new.skills if k.id == LLEECH_KILL.id]
        new.skills = [k for k in new.skills if k.id != LLEECH_KILL.id]
        state.pending.setdefault(IDLE_KILL, []).extend((me, k, g.day + 1) for k in idle)
    else:
        become(g, me, s.role.id, why)
        turn(g, me, "evil", why)


def jinx_three(g: Game) -> None:
    """相克3: the old 痢蛭 dies as the night falls (当晚); the new one has 杀害 again at dawn."""
    state = table(g)
    if g.phase.startswith("night") and state.pending.get(OLD_LLEECH):
        for old in state.pending.pop(OLD_LLEECH):
            die(g, old, "mortician_lleech", None)
    if g.phase.startswith("day") and state.pending.get(IDLE_KILL):
        waiting = []
        for seat, k, day in state.pending.pop(IDLE_KILL):
            s = g.seats[seat]
            if g.day < day:
                waiting.append((seat, k, day))
            elif s.alive and s.role.id == "lleech" and all(x.id != k.id for x in s.skills):
                s.skills = [*s.skills, k]
        if waiting:
            state.pending[IDLE_KILL] = waiting


ON_DEATH = {ENTOMB.id: entomb}
TABLE_UPKEEP = (jinx_three,)
