"""胜负判定 (lines 620-624).

善良阵营：胜 不存在存活的恶魔。
邪恶阵营：胜 仅存在两名存活角色，且存在存活的恶魔。
双方阵营胜利条件相互排斥，有些技能会改变胜利条件，以角色技能优先。

So each camp has the ability win first (镇长, 哥布林, 镜像双子, 主谋: an ability sets
``state.ability_win``, which takes precedence, 以角色技能优先), then its base condition, which
abilities may block (镜像双子: 善良阵营无法获胜 while both twins live, an ability win included; 主谋: the game goes on one
more night and day after the demon's execution; 小怪宝: the demon lives until the first 照看).
"""

from __future__ import annotations

from typing import Callable

from rulesets.engine import CampRule, Condition, Game, WinModel

from .common import demons, table

#: abilities that stop a camp's base win now: camp -> checks ``(game) -> bool`` (filled by the
#: ruleset from the roles' ``BLOCKS_WIN`` tables)
BLOCKERS: dict[str, list[Callable[[Game], bool]]] = {"good": [], "evil": []}
#: abilities under which a camp cannot win at all, by another ability either (镜像双子:
#: 善良阵营无法获胜 also stops the 镇长's 和平): filled from the roles' ``CANNOT_WIN`` tables (each
#: check is a base-win blocker too)
CANNOT: dict[str, list[Callable[[Game], bool]]] = {"good": [], "evil": []}


def _ability_win(camp: str):
    def holds(g: Game) -> bool:
        won = table(g).ability_win
        return won is not None and won[0] == camp
    return holds


def _why(g: Game) -> str:
    won = table(g).ability_win
    return f"以角色技能优先：{won[1]}" if won else "以角色技能优先"


def _no_demon(g: Game) -> bool:
    state = table(g)
    if state.ability_win is not None or any(b(g) for b in BLOCKERS["good"]):
        return False
    if demons(g):
        return False
    return not (state.lil_monsta and not state.babysat)


def _two_left(g: Game) -> bool:
    state = table(g)
    if state.ability_win is not None or any(b(g) for b in BLOCKERS["evil"]):
        return False
    return len(g.living()) <= 2 and bool(demons(g))


WIN = WinModel((
    CampRule("good", win=(Condition("以角色技能优先", _ability_win("good"), explain=_why),
                          Condition("不存在存活的恶魔", _no_demon))),
    CampRule("evil", win=(Condition("以角色技能优先", _ability_win("evil"), explain=_why),
                          Condition("仅存在两名存活角色，且存在存活的恶魔", _two_left))),
), priority=("good", "evil"))


def ability_win(g: Game, camp: str, why: str) -> None:
    """An ability decides the game for ``camp`` (以角色技能优先): judged at once; nothing
    happens while an ability says the camp cannot win (:data:`CANNOT`)."""
    if any(c(g) for c in CANNOT.get(camp, ())):
        return
    state = table(g)
    if state.ability_win is None:
        state.ability_win = (camp, why)
        g.emit("ability_win", (), camp=camp, why=why)
    g.judge(instant_only=False)
