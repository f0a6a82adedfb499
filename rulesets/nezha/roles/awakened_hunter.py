"""其他身份 3，觉醒猎人⑤ (line 223)

巡猎[晨曦][黄昏]——出局后下一个时点可发动，觉醒猎人可根据电梯楼顺序（排除当前已出局）向上或向下巡猎，第一个
与觉醒猎人[实际阵营]不同的角色获得[沉默][漏洞]状态并受到[致死伤害]，并且会立刻公告[目标被巡猎击杀]。

向上 is toward lower seat numbers (楼上), 向下 toward higher ones, wrapping (首尾相邻); the
statuses land first, then the damage (ruling N44), announced when the target goes out.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, Trigger, ask_option

from ..common import actual_camp, ring
from ..damage import strike
from ..skills import used
from ..statuses import give

PATROL = SkillSpec("patrol", "巡猎", "巡獵", "Patrol", "晨曦/黄昏",
                   "At the first 晨曦/黄昏 after going out: up or down the ring, the first living "
                   "role of another camp gets [沉默][漏洞] and takes [致死伤害].", ("伤害",))
ROLE = RoleSpec("awakened_hunter", "觉醒猎人", "覺醒獵人", "Awakened Hunter", camp="village",
                skills=(PATROL,), line=223, strength=5)
DIRECTIONS = ("up", "down")


def on_out(g: Game, seat: int, cause: str) -> None:
    """出局后下一个时点可发动."""
    g.triggers.push(PATROL.id, seat)


def patrol(g: Game, trigger: Trigger):
    me = trigger.seat
    way = yield from ask_option(g, me, PATROL.id, DIRECTIONS)
    if way is None:
        return
    used(g, me, PATROL.id)
    living = ring(g)
    order = sorted(living + [me]) if me not in living else living
    i = order.index(me)
    step = -1 if way == "up" else 1
    camp = g.seats[me].camp
    for k in range(1, len(order)):
        t = order[(i + step * k) % len(order)]
        if t != me and g.seats[t].alive and actual_camp(g, t, me) != camp:
            give(g, t, "silence", me)
            give(g, t, "exploit", me)
            if strike(g, me, t, "lethal", "patrol"):
                g.emit("patrolled", target=t)
            return
