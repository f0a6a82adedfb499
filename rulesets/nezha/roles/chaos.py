"""【狼人阵营】32，混沌[群内]⑩ (line 651)

混沌[午夜][指定]——选择范围：任意2个角色，每个角色只能被选择一次。
结算效果：结算目标获得[混沌]状态，持续至下一个夜晚开始。
[混沌]：非负面状态，不予通知，持有该状态的角色出局时，若还有其他持有[混沌]状态的角色，则自己不出局，其他[混沌]状态的
角色承受致死伤害，来源为状态赋予者，触发效果之后赋予者失去混沌技能。

[混沌] is an out guard (any out but a red card): the holder stays, every [混沌] status goes, and
the other holders take [致死伤害] at once; it is the last of the 连带 (ruling N51).
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool
from ..damage import strike
from ..skills import choose_many, mark_chosen, once_each
from ..statuses import give
from ..targeting import aim

CHAOS = SkillSpec("chaos", "混沌", "混沌", "Chaos", "午夜",
                  "Two roles (each once ever) hold [混沌] until the next night.", ("指定",))
ROLE = RoleSpec("chaos", "混沌", "混沌", "Chaos", camp="wolf", checks_as_wolf=True, knife=True,
                skills=(CHAOS,), line=651, strength=10, tags=("群内",))


def chaos(g: Game, me: int, inst: SkillInstance):
    picked = yield from choose_many(g, me, inst, CHAOS.id, once_each(inst, pool(g)), 2)
    if len(picked) < 2:
        return
    mark_chosen(inst, picked)
    for t in picked:
        for final in aim(g, me, CHAOS.id, t):
            give(g, final, "chaos", me, until="night_start")


def guard(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    st = g.seats[seat].statuses.get("chaos")
    if st is None or cause == "red_card":
        return False
    others = [(s.index, o) for s in g.seats if s.alive and s.index != seat
              for o in s.statuses.all("chaos")]
    if not others:
        return False
    for s in g.seats:
        s.statuses.remove("chaos")
    giver = g.seats[st.source] if st.source is not None else None
    if giver is not None:
        giver.skills = [k for k in giver.skills if k.id != CHAOS.id]   # 赋予者失去混沌技能
    for t, o in others:
        strike(g, o.source, t, "lethal", "chaos")
    return True
