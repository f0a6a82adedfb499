"""疯狂 (line 10): 当一名角色极力地证明一件事是真的，则视为该角色对这件事疯狂.

Judged from the day's speech acts (ruling C32, made structured): a player is mad *about being X*
when it claimed X in the public thread today and claimed no other character anywhere today (a
private claim of another character is a breach); it is mad *that Y is evil* when it accused Y in
the public thread today and never vouched for Y.  Used by 洗脑师, 鹰身女妖 and 畸形秀演员.
"""

from __future__ import annotations

from rulesets.engine import Game

from .state import DayState


def mad_as(day: DayState, seat: int, role: str) -> bool:
    """Was ``seat`` mad today about being ``role``?"""
    said = day.claims.get(seat, [])
    others = [r for r in (*said, *day.whispered_claims.get(seat, [])) if r != role]
    return role in said and not others


def mad_evil(day: DayState, seat: int, target: int) -> bool:
    """Was ``seat`` mad today that ``target`` is evil?"""
    return target in day.accusations.get(seat, []) and target not in day.vouches.get(seat, [])


def claims_kind(g: Game, day: DayState, seat: int, kind: str) -> bool:
    """Did ``seat`` claim, in public today, a character of type ``kind`` (畸形秀演员)?"""
    return any(g.ruleset.names.role(r).side == kind for r in day.claims.get(seat, []))
