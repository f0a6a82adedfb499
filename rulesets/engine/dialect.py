"""A ruleset's scenario vocabulary: how the names a rules-adjudication scenario file uses map
onto the ruleset's decisions, and which parts of its state a scenario may expect.

``arena/scenarios`` reads scenario files for any ruleset through its :class:`Dialect` (the file
format is documented in ``docs/scenarios.md``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


@dataclass(frozen=True)
class StateView:
    """A piece of a ruleset's state a scenario may expect: a ``"seat"`` (or nobody) or a list of
    ``"seats"``, read from the game where the scenario paused."""

    kind: str
    read: Callable[["Game"], Any]


@dataclass(frozen=True)
class Dialect:
    """How scenario names map onto one ruleset's decisions.

    ``leads``: skills scripted through another decision (skill id -> (decision kind, option
    answered there)); ``follows``: the target decision asked right after an option ((kind,
    option) -> kind; the ruleset's ``follow_ups`` complete it); ``kinds``: skill ids whose
    decision has another kind; ``extra_skills``: skill names the role table does not carry;
    ``options``: option aliases (a rulebook word -> option id); ``knife``: the decision kind the
    ``[knife]`` shorthand answers; ``state``: expectation keys read from the ruleset's state
    (``sheriff = 3``)."""

    leads: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    follows: Mapping[tuple[str, str], str] = field(default_factory=dict)
    kinds: Mapping[str, str] = field(default_factory=dict)
    extra_skills: Mapping[str, str] = field(default_factory=dict)
    options: Mapping[str, str] = field(default_factory=dict)
    knife: str = "knife"
    state: Mapping[str, StateView] = field(default_factory=dict)
