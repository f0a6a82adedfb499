"""【狼人阵营】23，血魔[群内]⑨ (line 589)

血咒[午夜][指定]—选择范围：任意一名角色。
结算效果：结算目标获得[血咒]状态。
割裂[深夜][指定]—选择范围：任意一名角色。
结算效果：若结算目标有[血咒]状态，其计数+1。
[血咒]：负面状态，不予通知，持有者在以下情况下计数+1，每获得3个计数，就会获得来自状态赋予者的[流血]状态。
计数情况：投弃票以外的有效放逐票且结算，发动非强制技能，被[割裂]。

[血咒] is a status of its own (one per role; the count on it).  A count comes with every use of
a non-forced skill (each activation once, any phase; a pack kill is its source's use), with
each exile ballot that is not 弃权, tallied at 黄昏1 after 轰雷斩 in voter seat order, and with
割裂 (ruling N104).  割裂 runs at 深夜2 after 狙击手 (its place in the order).
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec
from rulesets.engine.statuses import Status

from ..common import FORCED, pool
from ..skills import single
from ..statuses import give

CURSE = SkillSpec("curse", "血咒", "血咒", "Blood curse", "午夜",
                  "A role gets [血咒] (secret): every third count (non-forced skill used, exile "
                  "ballot, 割裂) it bleeds.", ("指定",))
REND = SkillSpec("rend", "割裂", "割裂", "Rend", "深夜",
                 "A role under [血咒] counts once more.", ("指定",))
ROLE = RoleSpec("blood_demon", "血魔", "血魔", "Blood Demon", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(CURSE, REND), line=589, strength=9, tags=("群内",))
#: a [流血] every this many counts
EVERY = 3


def curse(g: Game, me: int, inst: SkillInstance):
    """血咒 (午夜)."""
    yield from single(g, me, inst, CURSE, pool(g),
                      lambda final, _: give(g, final, "blood_curse", me, data={"count": 0}))


def rend(g: Game, me: int, inst: SkillInstance):
    """割裂 (深夜2)."""
    yield from single(g, me, inst, REND, pool(g), lambda final, _: count(g, final))


def _curse_on(g: Game, seat: int) -> Optional[Status]:
    return next((st for st in g.seats[seat].statuses if st.name == "blood_curse"), None)


def count(g: Game, seat: int) -> None:
    """计数+1; every third, [流血] from the one who cursed."""
    st = _curse_on(g, seat)
    if st is None or not g.seats[seat].alive:
        return
    st.data["count"] += 1
    if st.data["count"] % EVERY == 0:
        give(g, seat, "bleed", st.source)


def on_used(g: Game, seat: int, skill: str) -> None:
    """发动非强制技能."""
    if FORCED not in g.ruleset.skill_flags(skill):
        count(g, seat)


def after_vote(g: Game, ballots: dict[int, Optional[int]]) -> None:
    """投弃票以外的有效放逐票且结算 (黄昏1, voters in seat order)."""
    for voter in sorted(ballots):
        if ballots[voter] is not None:
            count(g, voter)
