"""Small rulesets assembled in a test, OpenSpiel style: each kernel mechanism is checked on a toy
game that uses only that mechanism."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Mapping, Optional

from rulesets.engine import Game, RoleSpec, Ruleset, SkillSpec, Storyteller

ACT = SkillSpec("act", "行动", "行動", "Act", "夜晚", "A toy skill.")
FORCED = SkillSpec("forced", "强制", "強制", "Forced", "夜晚", "A toy forced skill.", ("强制",))
A = RoleSpec("a", "甲", "甲", "A", camp="red", side="god", skills=(ACT,))
B = RoleSpec("b", "乙", "乙", "B", camp="blue", side="wolf", checks_as_wolf=True, knife=True,
             skills=(ACT, FORCED))
C = RoleSpec("c", "丙", "丙", "C", camp="red", side="villager", immune=frozenset({"poison"}))


class Toy(Ruleset):
    """A ruleset built from parts: ``flow(game)`` is the game generator; any Ruleset attribute
    (statuses, defence, chains, on_out, win_model, channels...) may be given as a keyword."""

    def __init__(self, flow: Callable[[Game], Any], cards: Iterable[str] = ("a", "b", "c", "a"),
                 roles: Iterable[RoleSpec] = (A, B, C), extra: int = 0, **attrs: Any) -> None:
        self.id = attrs.pop("id", "toy")
        self.roles = tuple(roles)
        self.options = attrs.pop("options", ("go", "stay"))
        self.camp_names = attrs.pop("camp_names", {"red": ("红", "red"), "blue": ("蓝", "blue")})
        self.board_defaults = {}
        for k, v in attrs.items():
            setattr(self, k, v)
        self._cards = list(cards)
        self._flow = flow
        self._extra = extra
        super().__init__()

    def n_seats(self, board: Mapping[str, Any]) -> int:
        return len(self._cards)

    def max_seats(self, board: Mapping[str, Any]) -> int:
        return len(self._cards) + self._extra

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        return list(self._cards)  # in seat order: tests name seats by card

    def flow(self, game: Game):
        return self._flow(game)


def play_out(g: Game, choose: Optional[Callable[[Any], int]] = None, seed: int = 0) -> Game:
    """Answer every decision (``choose(decision)``, or a seeded random legal answer)."""
    rng = random.Random(seed)
    while not g.over:
        d = g.pending
        g.answer(choose(d) if choose else d.legal[rng.randrange(len(d.legal))])
    return g
