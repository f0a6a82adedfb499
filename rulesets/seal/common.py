"""Helpers every seal role uses: who holds a role, whether its skill works tonight, asking."""

from __future__ import annotations

from typing import Generator, Iterable, Optional

from rulesets.engine import PASS, Decision, Game
from rulesets.engine import ask_target  # noqa: F401  (the roles ask through this module)

from .state import SealState


def st(g: Game) -> SealState:
    return g.state


def holders(g: Game, role_id: str) -> list[int]:
    """Living seats whose current card is ``role_id``."""
    return [s.index for s in g.seats if s.alive and s.role.id == role_id]


def disabled(g: Game, seat: int) -> bool:
    """特殊技能失效 tonight: sealed, feared, a panic night, or a good player after 血月使徒."""
    night = g.state.night
    return (night.panic or seat in night.sealed or seat in night.feared
            or (night.apostle and g.seats[seat].camp == "good"))


def looks_wolf(g: Game, seat: int) -> bool:
    """查驗是否為狼人: wolf cards read wolf, except 惡靈 in 隱狼 form; 吹笛者 / 混血兒 read good."""
    s = g.seats[seat]
    return s.role.checks_as_wolf and "hidden_wolf" not in s.statuses


def is_wolf(g: Game, seat: int) -> bool:
    """狼人陣營 by the card's current camp (infected players included)."""
    return g.seats[seat].camp == "wolf"


def living_others(g: Game, seat: int) -> list[int]:
    return [s.index for s in g.seats if s.alive and s.index != seat]


def not_again(g: Game, seat: int, skill: str, candidates: Iterable[int]) -> list[int]:
    """不能連續兩晚…同一名玩家: drop last night's targets of this skill."""
    last = g.seats[seat].memory.get(skill)
    if last is None or last[0] != g.night - 1:
        return list(candidates)
    return [c for c in candidates if c not in last[1]]


def remember(g: Game, seat: int, skill: str, targets: list[int]) -> None:
    g.seats[seat].memory[skill] = (g.night, tuple(targets))


def ask_option(g: Game, seat: int, kind: str, options: list[str], optional: bool = True,
               default: Optional[str] = None, **info) -> Generator[Decision, int, Optional[str]]:
    """Ask ``seat`` to pick a named option (or pass when optional)."""
    table = g.choices
    legal = [table.option(o) for o in options]
    if optional:
        legal.insert(0, PASS)
    d = table.option(default) if default else (PASS if optional else legal[0])
    c = yield Decision(seat, kind, legal, d, info)
    return None if c == PASS else table.decode(c).arg  # type: ignore[return-value]


def result(g: Game, seat: int, skill: str, target: Optional[int], value: object) -> None:
    """A private skill result (what scenarios check as ``results``)."""
    g.tell(seat, "result", skill=skill, target=target, value=value)


def wolves(g: Game) -> list[int]:
    return [s.index for s in g.seats if s.alive and s.camp == "wolf"]


def wolf_chat(g: Game, kind: str, **data) -> None:
    """An event in the wolves' group chat (audience: the living wolf camp right now)."""
    g.emit(kind, wolves(g), channel="wolves", **data)
