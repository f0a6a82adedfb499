"""【狼人阵营】28，蚀日侍女[接刀]⑩ (line 621)

身份属性（不是技能）：开局阶段结束后，若蚀日侍女属于狼人阵营，蚀日侍女获得所有狼人[群内]的名单。
有蚀日侍女必有流光伯爵。
日光窃取[黄昏][指定]——选择范围：任意一名角色。
结算效果：得知该角色当晚可以发动的技能，当夜获得此玩家的操作权，被操纵的人将获得通知被蚀日侍女操纵的通知，并可获知
蚀日侍女当夜所有操作，若使用的技能有反馈，侍女和被操控者均可获得。窃取群内狼人可以改<杀人>的目标，但并不会多一刀。
若结算目标在被操控期间持有[秩序]状态或是秩序警长，则侍女当晚受到[致死伤害]。

日光窃取 is used in 黄昏2 (line 963, after 雷克萨's 咆哮判定).  The maid learns the skills its
结算目标 could use tonight (`stolen_skills`); the target is told it is controlled (`stolen`, not by
whom).  From the night's start to its end the target's account is played by the maid (the
engine's controller of a seat: its decisions go to the maid's player, its notices — the
feedback of the skills used — reach both); every answer the maid gives tonight is told to the
target (`maid_acted`).  A controlled [群内] wolf's 杀人 proposal is the maid's and decides the
pack's target (改<杀人>的目标), still one kill (ruling N143).  The 秩序 clause is checked when the
control starts and after each block of the night: the first time the target holds [秩序] (or is
the sheriff under 秩序), the maid takes [致死伤害], filed on the tally's 蚀日侍女偷秩序暴毙 entry.  A
maid out during the night lets go at once (N144).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, Decision, Game, RoleSpec, SkillInstance, SkillSpec

from ..common import is_night, pack_members, pool, table
from ..damage import hurt
from ..skills import choose, ready
from ..statuses import has
from ..targeting import aim_one

STEAL = SkillSpec("sun_steal", "日光窃取", "日光竊取", "Steal the daylight", "黄昏",
                  "At 黄昏, one role: learn the skills it can use tonight and play its account "
                  "tonight (it is told, and learns what you do; feedback reaches both; a [群内] "
                  "wolf's 杀人 target is yours to set, no extra kill). If it holds [秩序] or is a "
                  "秩序 sheriff meanwhile, you take [致死伤害] that night.", ("指定",))
ROLE = RoleSpec("eclipse_maid", "蚀日侍女", "蝕日侍女", "Eclipse Maid", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(STEAL,), line=621, strength=10,
                tags=("接刀",))
#: 有蚀日侍女必有流光伯爵 (line 623)
REQUIRES = ("streamlight_count",)
#: the night's sub-phases, as skill timings name them
NIGHT_TIMINGS = ("早夜", "午夜", "深夜", "凌晨")
#: the pack's shared kill (``pack.KILL``), named here to keep this module off ``pack``
KILL = "kill"


def night_skills(g: Game, seat: int) -> list[str]:
    """当晚可以发动的技能: the seat's skills timed in the night it can use now (charges left, no
    status stopping them), and the pack's 杀人 for a [群内] wolf or the 接刀 holder."""
    out = []
    for inst in g.seats[seat].skills:
        spec = g.ruleset.names.skill(inst.id)
        if any(t in spec.timing for t in NIGHT_TIMINGS) and ready(inst) \
                and g.can_use(seat, inst.id) and inst.id not in out:
            out.append(inst.id)
    if (seat in pack_members(g) or table(g).knife == seat) and g.can_use(seat, KILL) \
            and KILL not in out:
        out.append(KILL)
    return out


def steal(g: Game, me: int, inst: SkillInstance):
    """日光窃取 (黄昏2)."""
    t = yield from choose(g, me, inst, STEAL.id, pool(g, but=me))
    if t is None:
        return
    final = aim_one(g, me, STEAL.id, t)
    if final is None or final == me or not g.seats[final].alive:
        return
    table(g).steals[final] = me
    g.tell(me, "stolen_skills", target=final, skills=night_skills(g, final))
    g.tell(final, "stolen")


def ordered(g: Game, seat: int) -> bool:
    """持有[秩序]状态或是秩序警长 (the declaration is a status on the sheriff, N101)."""
    state = table(g)
    return has(g, seat, "order") or (state.sheriff == seat and state.declaration == "order")


def take_control(g: Game) -> None:
    """夜晚开始: each steal of this 黄昏 whose maid and target live takes effect."""
    state = table(g)
    steals, state.steals = state.steals, {}
    state.order_struck = set()
    for target, maid in steals.items():
        if not (g.seats[target].alive and g.seats[maid].alive):
            continue
        if target in g.controllers:
            state.kept_controllers[target] = g.controllers[target]
        g.controllers[target] = g.actor(maid)
        state.stolen[target] = maid
        state.steal_log.append((g.phase, target, maid))
    check_order(g)


def check_order(g: Game) -> None:
    """被操控期间持有[秩序]: the maid takes [致死伤害] that night (once)."""
    state = table(g)
    for target, maid in list(state.stolen.items()):
        if maid not in state.order_struck and g.seats[target].alive and ordered(g, target):
            state.order_struck.add(maid)
            hurt(g, maid, maid, "lethal", "maid_order")


def release(g: Game, maid: Optional[int] = None) -> None:
    """The control ends (夜晚结束, or its maid is out): each account goes back to its player."""
    state = table(g)
    for target, m in list(state.stolen.items()):
        if maid is not None and m != maid:
            continue
        del state.stolen[target]
        if target in state.kept_controllers:
            g.controllers[target] = state.kept_controllers.pop(target)
        else:
            g.controllers.pop(target, None)


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """A maid out lets go of what it controls (N144)."""
    if seat in table(g).stolen.values():
        release(g, seat)


def relay(g: Game, flow):
    """The game's flow, each answer a maid gives while it controls someone told to the
    controlled (可获知蚀日侍女当夜所有操作)."""
    try:
        d = next(flow)
        while True:
            c = yield d
            _tell_act(g, d, c)
            d = flow.send(c)
    except StopIteration as stop:
        return stop.value


def _tell_act(g: Game, d: object, c: Optional[int]) -> None:
    stolen = table(g).stolen
    if not stolen or not isinstance(d, Decision) or c is None or c == PASS or not is_night(g):
        return
    maids = set(stolen.values())
    who = g.actor(d.seat)
    if who not in maids:
        return
    choice = g.choices.decode(c)
    data = {"skill": d.kind}
    if choice.kind == "target":
        data["target"] = choice.arg
    elif choice.kind == "option":
        data["option"] = choice.arg
    for target, maid in stolen.items():
        if maid == who and target != who:
            g.tell(target, "maid_acted", **data)
