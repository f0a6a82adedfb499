"""What every seal module shares: the table state, the wolf camp, the wolf chat."""

from __future__ import annotations

from rulesets.engine import Game

from .state import SealState

WOLF = "wolf"
GOOD = "good"
#: the wolves' group chat (狼隊): the living wolf camp right now
WOLF_CHAT = "wolves"
#: flag of a skill a card only gets while it plays an original role (演員's and 惡靈's forms)
FORM_SKILL = "原版身份"


def table(g: Game) -> SealState:
    """The seal table state of ``g``."""
    return g.state


def is_wolf(g: Game, seat: int) -> bool:
    """狼人陣營 by the seat's current camp (infected players included)."""
    return g.seats[seat].camp == WOLF


def wolves(g: Game) -> list[int]:
    """The living wolf camp."""
    return [s.index for s in g.seats if s.alive and s.camp == WOLF]


def looks_wolf(g: Game, seat: int, asker: int) -> bool:
    """查驗是否為狼人, as ``asker``'s check reads ``seat`` (the 隱狼 form reads good)."""
    return g.appearance(seat, asker).wolf
