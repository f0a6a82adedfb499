"""其他身份 21，范海辛⑧ (line 323)

寻踪[早夜]——若没有寻踪目标或寻踪反馈为[存活]的身份已出局，范海辛会得知可以发动此技能，可以询问一个[狼人阵营]的
身份是否存活，并反馈[该身份存活情况]，如果这个反馈为[没有存活]，范海辛可以立刻再次发动此技能。
PS:不存在的身份也会反馈[没有存活]
追猎[深夜][指定]——选择范围：任意一名角色。
结算效果：若结算目标的[实际身份]是[寻踪]得知的身份，则范海辛对其造成[穿透]，同时范海辛获得反馈[追猎成功]。若结算
目标距离你所锁定的身份在电梯楼上下各四楼（即9个人）之内（不包括直接命中，以当天入夜之后的电梯楼结算）则获得反馈
[追猎目标就在附近]。其余情况无反馈。
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import WOLF, pool, ring
from ..damage import hurt
from ..pack import cards
from ..skills import choose, used
from ..targeting import aim

TRACE = SkillSpec("trace", "寻踪", "尋蹤", "Trace", "早夜",
                  "Ask whether a wolf-camp identity is alive; ask again after 'not alive'. Only "
                  "with no locked identity, or once the locked one is out.")
CHASE = SkillSpec("chase", "追猎", "追獵", "Chase", "深夜",
                  "A role of the locked identity takes [穿透] (told 追猎成功); within four seats "
                  "of it: told 追猎目标就在附近.", ("指定", "伤害"))
ROLE = RoleSpec("van_helsing", "范海辛", "范海辛", "Van Helsing", camp="village",
                skills=(TRACE, CHASE), line=323, strength=8)


def holder_of(g: Game, role: str) -> Optional[int]:
    return next((s.index for s in g.seats if s.alive and s.original_role.id == role), None)


def trace(g: Game, me: int, inst: SkillInstance):
    locked = inst.data.get("locked")
    if locked is not None and holder_of(g, locked) is not None:
        return                                       # the locked identity still lives
    asked: list[str] = []
    while True:
        card = yield from ask_option(g, me, TRACE.id,
                                     [c for c in cards(g, WOLF) if c not in asked])
        if card is None:
            return
        if not asked:
            used(g, me, TRACE.id)
        asked.append(card)
        role = card.partition(":")[2]
        alive = holder_of(g, role) is not None
        g.result(me, TRACE.id, None, alive, role=role)
        if alive:
            inst.data["locked"] = role
            return


def chase(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, CHASE.id, pool(g))
    if t is None:
        return
    locked = g.seats[me].skill(TRACE.id)
    role = locked.data.get("locked") if locked is not None else None
    for final in aim(g, me, CHASE.id, t):
        if role is not None and g.seats[final].original_role.id == role:
            hurt(g, me, final, "pierce", "chase")
            g.result(me, CHASE.id, t, True)                  # 追猎成功
        elif role is not None and near(g, final, holder_of(g, role)):
            g.result(me, CHASE.id, t, None, near=True)       # 追猎目标就在附近


def near(g: Game, seat: int, other: Optional[int]) -> bool:
    """电梯楼上下各四楼之内 (tonight's living ring)."""
    living = ring(g)
    if other is None or seat not in living or other not in living:
        return False
    i, j = living.index(seat), living.index(other)
    d = abs(i - j)
    return 0 < min(d, len(living) - d) <= 4
