"""Outs (出局): the damage / defence lattice (line 65) and the night settlement of step 5
(line 238), in the rulebook's order (``state.SETTLEMENT``), on the engine's tally.

A damage takes its target out unless the target holds a defence status ranked strictly above
it (ruling D8); "立即出局" effects (vote, 决斗, 最后一枪, 报复) are not damage and ignore
statuses.  Every out is checked for a win at once (line 205: a win stops all settlement).
"""

from __future__ import annotations

from rulesets.engine import Game, Hit, Lattice

from .common import table
from .state import SETTLEMENT  # noqa: F401  (the tally order, next to the lattice)

#: 伤害强度与防御状态的比较：[不死]>[致死伤害]>[坚韧]>[穿透]>[守护]>[指杀]
LATTICE = Lattice(("undying", "lethal", "tough", "pierce", "guard", "kill"))
LATTICE_ZH = {"undying": "不死", "lethal": "致死伤害", "tough": "坚韧", "pierce": "穿透",
              "guard": "守护", "kill": "指杀"}


def into_window(g: Game, seat: int, cause: str) -> None:
    """Every out waits for the next 晨曦 / 黄昏 window (guns, notices, last words, 殉职)."""
    table(g).window.append(seat)


def dream_chain(g: Game, hit: Hit) -> list[Hit]:
    """摄梦 (2): the dreamers' targets take [致死伤害] right after their dreamer's out."""
    return [Hit(d.slot, 0, d.source, d.target, "lethal")
            for d in table(g).night.dreams if d.source == hit.target]


def settle(g: Game) -> list[int]:
    """Step 5: every out-effect in slot order; 摄梦 (2) victims right after their source."""
    return table(g).night.tally.settle(g, after_out=dream_chain, judge_each=True)
