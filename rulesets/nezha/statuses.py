"""常见负面状态特效 / 非负面状态特效 (lines 92-112) and the special statuses, as data, and the one
way every status is given (:func:`give`).

Negative statuses are told to their holder (附加这些状态特效时，角色会得知被附加的效果), except
[流血] (不予通知); [遗忘] only to a holder of a <强制> skill, [超度] only to one that 带刀.
Non-negative ones are not told (除非特殊说明否则不会得知).  [秩序] clears and blocks every
negative status; [漏洞] clears and blocks every non-negative one except [情侣] (ruling N43); of the
two, the one given later is void.  A second [流血] deals [致死伤害] instead (line 100).
Statuses of the same name are kept apart, each with its own end (即使状态名字相同，也会分别得知并
分别计算结束时间).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

from rulesets.engine import KEEP, NOTIFIED, SECRET, STACK, Game, StatusKind, StatusTable

from .common import bears_knife, holds_forced

ALL_BUT_FORCED = "-强制"
FORCED = "强制"
KILL = "kill"  # every [杀人] skill has this id

#: (id, 中文, English, visibility, disables, parts, stacking, told_if)
_KINDS: tuple[StatusKind, ...] = (
    StatusKind("silence", "沉默", "silenced", STACK, NOTIFIED, frozenset({ALL_BUT_FORCED})),
    StatusKind("disarm", "缴械", "disarmed", STACK, NOTIFIED, frozenset({KILL})),
    StatusKind("forget", "遗忘", "forgetful", STACK, NOTIFIED, frozenset({FORCED}),
               told_if=holds_forced),
    StatusKind("exorcised", "超度", "exorcised", STACK, NOTIFIED, frozenset({KILL}),
               told_if=bears_knife),
    StatusKind("bewitched", "迷魂", "bewitched", STACK, NOTIFIED),
    StatusKind("taciturn", "寡言", "taciturn", STACK, NOTIFIED),
    StatusKind("bleed", "流血", "bleeding", KEEP, SECRET),
    StatusKind("exploit", "漏洞", "exploited", STACK, NOTIFIED),
    StatusKind("karmic", "业炎", "karmic fire", STACK, NOTIFIED,
               parts=("silence", "exorcised", "forget")),
    StatusKind("purify", "净化", "purified", STACK, NOTIFIED,
               parts=("silence", "exorcised", "forget")),
    StatusKind("freeze", "冰冻", "frozen", STACK, NOTIFIED, parts=("silence", "disarm")),
    StatusKind("fear", "恐惧", "afraid", STACK, NOTIFIED, parts=("silence", "disarm")),
    StatusKind("invisible", "隐身", "invisible", STACK, SECRET),
    StatusKind("guard", "守护", "guarded", STACK, SECRET),
    StatusKind("tough", "坚韧", "tough", STACK, SECRET),
    StatusKind("domineering", "霸道", "domineering", STACK, SECRET),
    StatusKind("undying", "不死", "undying", STACK, SECRET),
    StatusKind("freedom", "自由", "freedom", STACK, SECRET),
    StatusKind("dictator", "独裁", "dictator", STACK, SECRET),
    StatusKind("order", "秩序", "order", STACK, SECRET),
    StatusKind("lovers", "情侣", "lovers", STACK, NOTIFIED),
    StatusKind("chaos", "混沌", "chaos", STACK, SECRET),
    StatusKind("inverted", "愚面", "inverted camp", STACK, SECRET),
    StatusKind("blood_curse", "血咒", "blood curse", KEEP, SECRET),
    StatusKind("link", "链接", "linked", STACK, NOTIFIED),
    StatusKind("fox_minion", "妖狐小弟", "fox's minion", KEEP, NOTIFIED),
    StatusKind("phylactery", "同命", "bound to a phylactery", KEEP, SECRET),
    StatusKind("fan_bond", "追随", "a fan of an idol", KEEP, SECRET),
    StatusKind("disguise", "表面伪装", "disguised", STACK, SECRET, disguise=True),
)
STATUSES = StatusTable.of(*_KINDS)
NAMES = {k.id: (k.zh, k.en) for k in _KINDS}

#: 负面状态 (the combined ones and 血咒 too)
NEGATIVE = frozenset({"silence", "disarm", "forget", "exorcised", "bewitched", "taciturn", "bleed",
                      "exploit", "karmic", "purify", "freeze", "fear", "blood_curse"})
#: non-negative statuses 漏洞 leaves alone ([情侣] 无法消除, ruling N43) and designations
LASTING = frozenset({"lovers", "link", "fox_minion", "phylactery", "fan_bond", "inverted",
                     "disguise"})


def has(g: Game, seat: int, name: str) -> bool:
    """Does ``seat`` hold ``name``, on its own or as part of a combined status (业炎 -> 沉默)?"""
    statuses = g.seats[seat].statuses
    if not statuses.items:
        return False
    table = g.ruleset.statuses
    return any(name == st.name or name in table.expand(st.name) for st in statuses)


def permanent(g: Game, seat: int, name: str) -> bool:
    """Does ``seat`` hold ``name`` with no end (永久的[寡言], 永久的[超度])?"""
    table = g.ruleset.statuses
    return any(st.until is None and (st.name == name or name in table.expand(st.name))
               for st in g.seats[seat].statuses)


def give(g: Game, seat: int, name: str, source: Optional[int] = None,
         until: Optional[str] = None, count: Optional[int] = None,
         against: Optional[Iterable[str]] = None, data: Any = None,
         bleed_slot: str = "second_bleed", raw: bool = False) -> bool:
    """Give ``seat`` the status ``name`` by the rules of line 92-112; returns whether it holds it
    now.  A second [流血] deals [致死伤害] from ``source`` instead (filed in ``bleed_slot`` at
    night, at once by day)."""
    from . import damage, passives, rewrite  # the status rules use damage; damage uses statuses
    if not raw:
        new = rewrite.word(g, source, name)
        if new != name:       # 以太编程: the new status alone (守护：∞ has no count, N333)
            name, count, data, against = new, None, None, None
    if name in NEGATIVE:
        if has(g, seat, "order"):
            return False                                  # 秩序：免疫所有负面状态
        from .roles import SHUNS_NEGATIVE
        if any(shuns(g, seat) for shuns in SHUNS_NEGATIVE):
            return False                                  # 蛊惑师首夜不会获得任何负面状态
        if name == "bleed" and has(g, seat, "bleed"):
            damage.hurt(g, source, seat, "lethal", bleed_slot, cause="bleed", raw=True)
            return True
    elif name not in LASTING and has(g, seat, "exploit"):
        return False                                      # 漏洞：免疫非负面状态
    if name == "exploit":                                 # 漏洞：清除非负面状态
        _strip(g, seat, lambda st: st.name in NEGATIVE or st.name in LASTING)
    elif name == "order":                                 # 秩序：立刻清除所有负面状态
        _strip(g, seat, lambda st: st.name not in NEGATIVE)
    g.add_status(seat, name, source, until, data, count, against)
    if "forget" in g.ruleset.statuses.expand(name):
        passives.sync(g, seat)                            # 遗忘: forced skills' statuses go
    return True


def lapse(g: Game, moment: str) -> None:
    """Statuses and skills lapsing at ``moment`` go; a holder told of a status is told it ended
    (该角色会得知此状态的结束时间，也会随时得知这些状态是否还存在, line 150)."""
    for seat in g.seats:
        for st in seat.statuses:
            if st.until == moment:
                _tell_end(g, seat.index, st.name)
    g.expire(moment)


def _tell_end(g: Game, seat: int, name: str) -> None:
    """A status its holder was told of is gone: the holder is told (也会随时得知这些状态是否还存在,
    line 150), by night when the block ends (line 144: ``status_end`` is a held kind)."""
    kind = g.ruleset.statuses.kind(name)
    if kind.visibility == NOTIFIED and (kind.told_if is None or kind.told_if(g, seat)):
        g.tell(seat, "status_end", status=name)


def _strip(g: Game, seat: int, keep: Callable[[Any], bool]) -> None:
    """Take off ``seat``'s statuses that ``keep`` rejects (a clearing effect: 祝福, 涅槃重生,
    [秩序], [漏洞]), telling the holder of each told one that it no longer holds it."""
    holder = g.seats[seat].statuses
    gone = [st for st in holder if not keep(st)]
    if not gone:
        return
    holder.items = [st for st in holder if keep(st)]
    for st in gone:
        _tell_end(g, seat, st.name)


def lift(g: Game, seat: int, name: str) -> None:
    """Take every permanent ``name`` off ``seat`` (永久的[寡言]: those with no end), telling the
    holder of each told one that it no longer holds it."""
    _strip(g, seat, lambda st: not (st.name == name and st.until is None))


def clear_negative(g: Game, seat: int) -> None:
    """清除所有负面状态 (each told one's holder learns it is gone)."""
    _strip(g, seat, lambda st: st.name not in NEGATIVE)
    from . import passives
    passives.sync(g, seat)


def drop(g: Game, seat: int, name: str, source: Optional[int] = None) -> None:
    """Take ``name`` off ``seat`` (from ``source`` only, if given)."""
    g.remove_status(seat, name, source)
