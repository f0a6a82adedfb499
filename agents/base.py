"""The agent interface every player shares: look at what your seat has seen, answer a decision."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence, runtime_checkable

from rulesets.engine import ChoiceTable, Decision, Event, Ruleset


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may use to decide: its own inbox of events (only those addressed to
    it or public), the pending decision with its legal answers, and the public rules."""

    seat: int
    n_seats: int
    decision: Decision
    events: Sequence[Event]
    choices: ChoiceTable
    ruleset: Ruleset

    @property
    def legal(self) -> list[int]:
        return self.decision.legal


@runtime_checkable
class Agent(Protocol):
    """A player.  ``reset`` at the start of each game, ``act`` for each decision."""

    name: str

    def reset(self, seat: int, seed: int) -> None: ...

    def act(self, view: SeatView) -> int: ...
