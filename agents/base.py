"""The agent interface every player shares: look at what your seat has seen, answer a decision."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Protocol, Sequence, Union, runtime_checkable

from rulesets.engine import ChoiceTable, Decision, Event, Ruleset


def as_seen(d: Decision) -> Decision:
    """The decision as its seat is asked it: ``kind`` is ``asked_as`` (the skill id the referee
    records stays with the referee when the seat is told something else)."""
    return d if not d.shown else replace(d, kind=d.shown, shown="")


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may use to decide: its own inbox of events (only those addressed to
    it or public), the pending decision as the seat is asked it (:func:`as_seen`: read
    ``decision.asked_as``) with its legal answers, and the public rules."""

    seat: int
    n_seats: int
    decision: Decision
    events: Sequence[Event]
    choices: ChoiceTable
    ruleset: Ruleset

    @classmethod
    def of(cls, d: Decision, n_seats: int, events: Sequence[Event], choices: ChoiceTable,
           ruleset: Ruleset) -> "SeatView":
        """The view of the seat ``d`` asks, built by the referee (match runner, RL adapter)."""
        return cls(d.seat, n_seats, as_seen(d), events, choices, ruleset)

    @property
    def legal(self) -> list[int]:
        return self.decision.legal

    @property
    def asked(self) -> str:
        """What the seat is asked (``decision.asked_as``)."""
        return self.decision.asked_as


@dataclass(frozen=True)
class Answer:
    """An answer with extras: free ``text`` for a speech (shown to the speech's audience) and
    private ``reasoning`` (kept in the record, never shown to any seat)."""

    choice: int
    text: Optional[str] = None
    reasoning: Optional[str] = None


def split_answer(answer: Union[int, "Answer"]) -> tuple[int, Optional[str], Optional[str]]:
    """``(choice, text, reasoning)`` from an int or an :class:`Answer`."""
    if isinstance(answer, Answer):
        return int(answer.choice), answer.text, answer.reasoning
    return int(answer), None, None


@runtime_checkable
class Agent(Protocol):
    """A player.  ``reset`` at the start of each game, ``act`` for each decision (an int from
    the legal list, or an :class:`Answer`).  Agents that wait on I/O may also define
    ``async def act_async(view)``; runners use it when present."""

    name: str

    def reset(self, seat: int, seed: int) -> None: ...

    def act(self, view: SeatView) -> Union[int, Answer]: ...


@runtime_checkable
class CallLogging(Protocol):
    """Optional: an agent that calls models (an LLM agent) hands over its call log.

    The match runner calls ``drain_calls()`` after every ``act`` and stores each returned dict
    as one row of the tournament's ``llm_calls`` table, tagged with the game, seat and decision
    index.  Known keys (all optional): ``model``, ``endpoint``, ``prompt_tokens``,
    ``completion_tokens``, ``cached_tokens``, ``latency_s``, ``retries``, ``fallback`` (bool),
    ``cost_usd``, ``error``.  Return each call once (drain = return and forget).
    """

    def drain_calls(self) -> list[dict]: ...


@runtime_checkable
class BeliefProbing(Protocol):
    """Optional: an agent that states beliefs ("how likely is seat t an opponent?").

    ``drain_beliefs()`` is called after every ``act``; each dict has ``target`` (0-based seat)
    and ``p_wolf`` (probability that the target is not in the believer's camp), optionally
    ``kind`` (e.g. ``"probe"``).  The runner adds game, seat, day and decision index; the
    metrics compute Brier scores from them (``docs/metrics.md``).
    """

    def drain_beliefs(self) -> list[dict]: ...


#: Optional attributes the tournament scheduler reads from an agent instance:
#: ``io_bound = True`` (waits on a remote endpoint: games run on async actors, many at once;
#: an agent with ``act_async`` counts as io_bound) and ``endpoint = "..."`` (the name used for
#: the global per-endpoint concurrency limit; the agent wraps each call in
#: ``agents.limits.endpoint_slot(endpoint)`` or ``endpoint_slot_async``).
OPTIONAL_ATTRIBUTES = ("io_bound", "endpoint")
