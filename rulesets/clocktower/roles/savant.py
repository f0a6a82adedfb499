"""镇民 34. 博学者 (line 138)

博学[白天]<拜访>：获得信息：两条信息，其中一条是正确的，一条是错误的。（信息*2）
注：由于是获得信息的技能，如果博学者拥有[迷乱]状态，两条信息都是错误的。

"信息" is open; the storyteller composes it from a menu of statements about the table (ruling
CT-savant), each true or false as the players register to the 博学者 (it is never told about
itself: ruling CT-self):

* ``evil``: player X is on the evil team;
* ``kind``: player X is a townsfolk / outsider / minion / demon;
* ``character``: player X is character C (any character of the script);
* ``same_team``: players X and Y are on the same team;
* ``count``: exactly N players are of type T (among the others).

For each of the two statements the storyteller picks a kind, then a statement of that kind: one
true and one false when the ability works; both false under [迷乱]; any two when the 博学者 is
drunk, poisoned or only believes it is one (合理欺骗, line 7).  The two are shown in a fixed
order (by kind), so the order tells nothing.  [白天] with no <限定>: once a day (like 精神病患者's
砍杀, ruling C50), and not after the day's execution (line 12: the visit is closed then).
"""

from __future__ import annotations

from typing import Any, Optional

from rulesets.engine import Game, SkillInstance
from rulesets.engine.abilities import falsified

from ..characters import TYPES, VISIT, ability, character
from ..info import deceived, look

KNOW = ability("savant_info", "博学", "Savant", "白天",
               "Visit the storyteller by day: learn two statements, one true and one false.",
               (VISIT,), does="other")
ROLE = character("savant", "博学者", "Savant", "townsfolk", (KNOW,), line=138, number=34)

#: the kinds of statement, in the order they are shown
KINDS = ("evil", "kind", "character", "same_team", "count")

Statement = dict[str, Any]


def statements(g: Game, me: int, kind: str) -> list[Statement]:
    """Every statement of ``kind`` about the players other than ``me``."""
    others = [s for s in range(g.n) if s != me]
    if kind == "evil":
        return [{"about": kind, "seats": [s]} for s in others]
    if kind == "kind":
        return [{"about": kind, "seats": [s], "kind": t} for s in others for t in TYPES]
    if kind == "character":
        return [{"about": kind, "seats": [s], "role": r.id} for s in others for r in g.ruleset.roles]
    if kind == "same_team":
        return [{"about": kind, "seats": [a, b]} for i, a in enumerate(others) for b in others[i + 1:]]
    if kind == "count":
        return [{"about": kind, "kind": t, "value": n} for t in TYPES for n in range(len(others) + 1)]
    raise ValueError(f"unknown statement kind {kind!r}; expected one of {KINDS}")


def holds(g: Game, me: int, st: Statement) -> bool:
    """Is ``st`` true, the players as they register to ``me``?"""
    kind = st["about"]
    if kind == "evil":
        return look(g, st["seats"][0], me).camp == "evil"
    if kind == "kind":
        return look(g, st["seats"][0], me).side == st["kind"]
    if kind == "character":
        return look(g, st["seats"][0], me).role == st["role"]
    if kind == "same_team":
        a, b = st["seats"]
        return look(g, a, me).camp == look(g, b, me).camp
    if kind == "count":
        return sum(look(g, s, me).side == st["kind"] for s in range(g.n) if s != me) == st["value"]
    raise ValueError(f"unknown statement kind {kind!r}; expected one of {KINDS}")


def pick_statement(g: Game, me: int, want: Optional[bool], why: str) -> Statement:
    """One statement told to ``me``: true (``want``), false, or any (``None``: a deceived seat,
    through the storyteller's ``inform``); the storyteller picks the kind (``"<why> kind"``),
    then the statement (``why``).  Shared with the 渔夫's advice."""
    pools = {k: [st for st in statements(g, me, k) if want is None or holds(g, me, st) == want]
             for k in KINDS}
    kinds = [k for k in KINDS if pools[k]]
    kind = g.story.decide(f"{why} kind", kinds, {"seat": me})
    if want is None:
        return g.story.inform(me, None, pools[kind], why, {"seat": me})
    return g.story.decide(why, pools[kind], {"seat": me})


def _pick(g: Game, me: int, want: Optional[bool], which: str) -> Statement:
    """One of the 博学者's statements (``which``: true, false, first, second)."""
    return pick_statement(g, me, want, f"{KNOW.id} {which}")


def visit(g: Game, me: int, inst: SkillInstance):
    """博学: once a day, two statements (one true, one false when the ability works)."""
    if inst.data.get("day") == g.day:
        g.tell(me, "visit", nothing=True)
        return
    inst.data["day"] = g.day
    if falsified(g, me):
        told = [_pick(g, me, False, "first"), _pick(g, me, False, "second")]
    elif deceived(g, me):
        told = [_pick(g, me, None, "first"), _pick(g, me, None, "second")]
    else:
        told = [_pick(g, me, True, "true"), _pick(g, me, False, "false")]
    told.sort(key=lambda st: (KINDS.index(st["about"]), str(sorted(st.items()))))
    g.emit("result", (me,), skill="statements", target=None, statements=told)
    return
    yield


VISITS = {KNOW.id: visit}
