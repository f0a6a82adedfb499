"""What a scenario file says, once read: the deal, the scripted acts, the expectation."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from rulesets.engine import StoryAnswer


class ScenarioError(ValueError):
    """A malformed scenario file (the message names the file and the problem)."""


class Problem(ValueError):
    """A problem inside a file, before the file name is prefixed."""


@dataclass
class Act:
    """One scripted answer (or several for ``targets``) for decisions matching these filters."""

    label: str
    phase: str
    seat: Optional[int]            # 0-based; None = whichever seat is asked first
    kind: str                      # the decision kind answered
    answers: list[tuple]           # ("target", seat0) | ("option", name) | ("yes",) | ("pass",)
    gate: Optional[str] = None     # speech option that must be legal for the act to apply
    follow: Optional[tuple[str, tuple]] = None  # (decision kind, answer) asked right after
    round: Optional[int] = None
    segment: Optional[str] = None
    illegal: bool = False          # the answer must be refused when asked
    used: int = 0

    @property
    def done(self) -> bool:
        return self.used >= len(self.answers)


@dataclass
class Scenario:
    path: str
    name: str
    rule: str
    ruleset: str
    seed: int
    board: dict[str, Any]
    deal: list[str]
    stop_after: Optional[str]
    acts: list[Act]
    expect: dict[str, Any] = field(default_factory=dict)
    story: list[StoryAnswer] = field(default_factory=list)  # scripted storyteller answers
