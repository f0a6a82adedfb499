"""[错误] (数学家 计算, line 123-124): 如果一个角色的技能因为其他角色的技能没有发挥预定的效果，则使该角色获得[错误]标记，
持续至下一个黎明.

While a player holds 计算, the rules note every ability that fails because of another player's
ability (ruling CT-mathematician), at the points where it fails:

* an ability used (its effect checked, :func:`.common.works`) while its holder is drunk or
  poisoned by another player's ability;
* information told (:mod:`.info`) while its receiver is drunk, poisoned or confounded by another
  player's ability ([迷乱]: 产生的信息一定是错误的);
* an ability reading a player who registers as something it is not (间谍 潜入, 陌客 陌生, 小怪宝's
  babysitter): the reader's ability is misled by the registering player's;
* a death judgement of an ability stopped by another player's ([庇护], [不死], [无力], [霸道]) or
  passed on by the 镇长's 威权: the judging ability is marked.

A 酒鬼's believed ability and a seat that poisoned itself (巫师's cost) fail because of their own
character: not marked.  The marker is the 计算 holder's; it lasts until the next dawn.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, Status

from .statuses import marker, next_dawn, placed

#: origin of a believed ability (:data:`.common.COVER`; common imports this module)
COVER = "cover"
#: the id of 数学家's 计算 (the ability that makes the markers)
CALC = "mathematician_calc"
#: the statuses that make an ability fail or its information false
SPOILERS = frozenset({"drunk", "poisoned", "confounded"})


def spoiled(g: Game, seat: int) -> bool:
    """Is ``seat`` drunk, poisoned or confounded by another player's ability right now?  A
    status whose data names its ``cause`` (舞蛇人's poison, tied to the 舞蛇 the poisoned seat
    now holds) is that player's doing."""
    return any(st.name in SPOILERS and _cause(st) is not None and _cause(st) != seat
               for st in g.seats[seat].statuses.items)


def _cause(st: Status) -> Optional[int]:
    """The player whose ability gave the status (its source unless its data names a cause)."""
    if isinstance(st.data, dict) and "cause" in st.data:
        return st.data["cause"]
    return st.source


def note(g: Game, seat: Optional[int]) -> None:
    """``seat``'s ability did not have its intended effect because of another's: every holder
    of 计算 marks it (once) until the next dawn."""
    if seat is None:
        return
    for holder, inst in g.holders(CALC):
        if inst.origin == COVER:  # a believed 数学家 (酒鬼) has no 计算
            continue
        if not any(s == seat for s, _ in placed(g, "error", holder)):
            marker(g, seat, "error", holder, CALC, until=next_dawn(g))


def note_spoiled(g: Game, seat: int) -> None:
    """:func:`note` if ``seat`` is drunk, poisoned or confounded by another player's ability."""
    if spoiled(g, seat):
        note(g, seat)
