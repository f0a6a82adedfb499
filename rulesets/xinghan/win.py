"""胜负判定 (lines 375-427) as data: each camp's lose and win conditions, "lost first, never
announced, members stay", one winner by the priority 镜 > 吹笛者 > 赌徒 > 毒士 > 宝藏 > 妖狐 > 狼人,
the last unlost camp wins.

某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。
某未判负阵营满足其胜利条件之一，或场上仅有一个阵营尚未被判负时，宣布此阵营胜利、游戏结束。
只有一个阵营能获得胜利。

Rulings X33, X36, X45-X50: camps are the seats' current camps (a 不定 role counts in the camp it
joined; 女仆 before <顺从> in none); "全部进入吹笛状态" needs a living member and every living
member piped; the piper's first win counts living roles outside its camp; lost camps' living
members still count as living members of their camp for the others' conditions.  Every
condition is checked after each out and at each checkpoint (vote, night's end, day start) but
two: 连续三个平安夜 (judged at a night's end) and 第六天白天开始 (from the start of day 6); and
存活人数为5 is read on a settled table only (a whole night, a day out with its chain deaths).
"""

from __future__ import annotations

from typing import Callable

from rulesets.engine import CampRule, Condition, Game, WinModel

from .common import CAMPS, table
from .roles import piper

Predicate = Callable[[Game], bool]


def _living(g: Game, camp: str) -> list[int]:
    return [s.index for s in g.seats if s.alive and s.camp == camp]


def all_out(camp: str) -> Predicate:
    return lambda g: not _living(g, camp)


def all_piped(camp: str) -> Predicate:
    def holds(g: Game) -> bool:
        living = _living(g, camp)
        piped = table(g).piped
        return bool(living) and all(s in piped for s in living)
    return holds


def none_of(*camps: str) -> Predicate:
    return lambda g: not any(s.alive and s.camp in camps for s in g.seats)


def lose(camp: str, zh: str, piped: bool = True) -> tuple[Condition, ...]:
    out = (Condition(f"{zh}的角色全部出局", all_out(camp)),)
    if piped:
        out += (Condition(f"{zh}的角色全部进入吹笛状态", all_piped(camp)),)
    return out


def everyone_else_piped(g: Game) -> bool:
    piped = table(g).piped
    return all(s.index in piped for s in g.seats if s.alive and s.camp != "piper")


def five_with_gamblers(g: Game) -> bool:
    """场上存活人数为5且存在赌徒阵营, read on a settled table only (ruling X47): not while a night
    is being settled (its outs are one result, published together at the next day's start,
    line 56), nor between a day out and the chain deaths it takes 立即 with it, nor among a
    day's red cards — an exact count is the one condition a further out can make false again."""
    return not table(g).settling and len(g.living()) == 5 and bool(_living(g, "gambler"))


def treasure_holds_day_six(g: Game) -> bool:
    return g.day >= 6 and not g.phase.startswith("night") and any(
        s.alive and s.camp == "treasure" and s.role.id in ("treasure", "treasure_keeper")
        for s in g.seats)


def mirror_score(g: Game) -> bool:
    return table(g).mirror_score >= 6


def on_lost(g: Game, camp: str, reason: str) -> None:
    """吹笛状态…当且仅当吹笛者阵营判负时才会解除，此事件发生时会进行公示."""
    if camp == "piper":
        piper.release_all(g)


WIN = WinModel(
    camps=(
        CampRule("wolf", lose=lose("wolf", "狼人阵营")),
        CampRule("piper", lose=lose("piper", "吹笛者阵营", piped=False), win=(
            Condition("所有吹笛者阵营外的角色均被吹笛", everyone_else_piped),
            Condition("场上不存在存活的狼人阵营、宝藏阵营、赌徒阵营角色",
                      none_of("wolf", "treasure", "gambler")))),
        CampRule("fox", lose=lose("fox", "妖狐阵营"), win=(
            Condition("场上不存在存活的狼人阵营、毒士阵营、赌徒阵营角色",
                      none_of("wolf", "poison_sage", "gambler")),)),
        CampRule("gambler", lose=lose("gambler", "赌徒阵营"), win=(
            Condition("场上存活人数为5且存在赌徒阵营", five_with_gamblers),)),
        CampRule("poison_sage", lose=lose("poison_sage", "毒士阵营"), win=(
            Condition("连续出现三个平安夜", lambda g: table(g).peaceful >= 3, instant=False),)),
        CampRule("treasure", lose=lose("treasure", "宝藏阵营"), win=(
            Condition("场上不存在存活的狼人阵营、赌徒阵营、吹笛者阵营角色",
                      none_of("wolf", "gambler", "piper")),
            Condition("第六天白天开始，宝藏或者守宝人仍然存活且属于宝藏阵营",
                      treasure_holds_day_six, instant=False))),
        CampRule("mirror", lose=lose("mirror", "镜阵营", piped=False), win=(
            Condition("镜反射来源与自己实际阵营不相同的技能数量+镜使用[晨曦]获得的技能亲手击杀的数量至少为6",
                      mirror_score),)),
    ),
    priority=CAMPS, last_unlost_wins=True, on_lost=on_lost)
