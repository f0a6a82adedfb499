"""The agent interface every player shares: look at what your seat has seen, answer a decision.

What an agent is handed reveals nothing of the referee and cannot change it: its seed is drawn
per seat from a key the agent never sees (:func:`seat_seed`), its events are sealed copies
numbered in its own inbox and its decision a copy with a tuple of legal answers
(:mod:`agents.seen`); the referee checks every answer against the engine's own list.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from functools import cached_property
from typing import Optional, Protocol, Sequence, Union, runtime_checkable

from rulesets.engine import Choice, ChoiceTable, Decision, Event, Ruleset

from . import knowledge
from .knowledge import Said
from .seen import SeatViews, SeenEvent, seal_events, seen_decision


def as_seen(d: Decision) -> Decision:
    """The decision as its seat is asked it (a sealed copy, :func:`agents.seen.seen_decision`)."""
    return seen_decision(d)


def seat_seed(seed: int, seat: int, key: str = "") -> int:
    """The seed an agent gets in ``reset`` for ``seat`` of the game seeded ``seed``: a keyed
    hash (HMAC-SHA256) of both, 63 bits.  With a secret ``key`` it tells the agent nothing of
    the game seed, hence nothing of the deal; with the empty key (library default) it is
    reproducible from the seed alone, so a determined agent could search small seeds — the
    arena's commands pass a secret key."""
    digest = hmac.new(key.encode("utf-8"), f"{int(seed)}/{int(seat)}".encode(), hashlib.sha256)
    return int.from_bytes(digest.digest()[:8], "big") >> 1


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may use to decide: its own inbox of events (only those addressed to
    it or public; sealed, numbered 0, 1, 2... in this inbox), the pending decision as the seat
    is asked it (a copy: read ``decision.asked_as``; ``legal`` is a tuple) and the public
    rules."""

    seat: int
    n_seats: int
    decision: Decision
    events: Sequence[SeenEvent]
    choices: ChoiceTable
    ruleset: Ruleset

    @classmethod
    def of(cls, d: Decision, n_seats: int, events: Sequence[Event], choices: ChoiceTable,
           ruleset: Ruleset, views: Optional[SeatViews] = None,
           inbox_of: Optional[int] = None) -> "SeatView":
        """The view of the seat ``d`` asks, built by the referee (match runner, RL adapter)
        from the engine's inbox ``events`` of seat ``inbox_of`` (default ``d.seat``).  Pass the
        game's ``views`` so each seat's events are sealed once."""
        seat = d.seat if inbox_of is None else inbox_of
        seen = views.events(seat, events) if views is not None else seal_events(events)
        return cls(d.seat, n_seats, seen_decision(d), seen, choices, ruleset)

    @property
    def legal(self) -> Sequence[int]:
        return self.decision.legal

    @property
    def asked(self) -> str:
        """What the seat is asked (``decision.asked_as``)."""
        return self.decision.asked_as

    # -- what the seat knows (read from its own events only: :mod:`agents.knowledge`) ---------
    @cached_property
    def my_card(self) -> Optional[str]:
        """The role id of the card this seat was told it holds (as it believes it)."""
        return knowledge.my_card(self.events, self.ruleset)

    @property
    def my_camp(self) -> Optional[str]:
        """The camp printed on :attr:`my_card` (``None`` before the seat is told its card)."""
        return knowledge.camp_of(self.ruleset, self.my_card)

    @property
    def my_skills(self) -> tuple[str, ...]:
        """The skill ids printed on :attr:`my_card` (empty before the seat is told its card)."""
        if self.my_card is None:
            return ()
        return tuple(s.id for s in self.ruleset.names.role(self.my_card).skills)

    @property
    def phase(self) -> str:
        """The phase label the seat is in: ``"day 2"``, ``"night 1"`` (``"setup"`` before)."""
        return knowledge.current_phase(self.events, self.decision.info)

    @property
    def day(self) -> int:
        """The number of the current phase (night 2 and day 2 are both 2)."""
        return knowledge.day_number(self.phase)

    @cached_property
    def living(self) -> tuple[int, ...]:
        """The seats (0-based) not announced dead to this seat."""
        return tuple(knowledge.living(self.events, self.ruleset, self.n_seats))

    @cached_property
    def sheriff(self) -> Optional[int]:
        """The seat holding the sheriff's badge as this seat has seen (``None``: none)."""
        return knowledge.sheriff(self.events, self.ruleset)

    @cached_property
    def speeches(self) -> tuple[Said, ...]:
        """Every speech act heard so far, decoded (:class:`agents.knowledge.Said`)."""
        return tuple(knowledge.speech_acts(self.events, self.choices))

    @property
    def said_today(self) -> tuple[Said, ...]:
        """This seat's own speech acts in the current phase."""
        phase = self.phase
        return tuple(s for s in self.speeches if s.seat == self.seat and s.phase == phase)

    @cached_property
    def private(self) -> tuple[SeenEvent, ...]:
        """Events addressed to this seat alone: its card, its checks' results, what its skills
        told it."""
        return tuple(knowledge.private(self.events, self.seat))

    def choice(self, code: int) -> "Choice":
        """A legal answer (an int of the action codec) decoded: ``Choice(kind, arg, wolf)``."""
        return self.choices.decode(code)

    def target_seats(self) -> list[int]:
        """The seats (0-based) this decision lets the seat name, in legal order."""
        return [self.choices.seat_of(c) for c in self.legal if self.choices.is_target(c)]


@dataclass(frozen=True)
class Answer:
    """An answer with extras: free ``text`` for a speech (shown to the speech's audience) and
    private ``reasoning`` (kept in the record, never shown to any seat).

    ``fallback``: the agent could not answer (its model was unreachable, its reply unreadable)
    and says why; the referee then answers with the decision's default and records a fallback
    exactly as for an illegal answer (``choice`` is ignored)."""

    choice: int
    text: Optional[str] = None
    reasoning: Optional[str] = None
    fallback: Optional[str] = None


def split_answer(answer: Union[int, "Answer"]) -> tuple[int, Optional[str], Optional[str]]:
    """``(choice, text, reasoning)`` from an int or an :class:`Answer`."""
    if isinstance(answer, Answer):
        return int(answer.choice), answer.text, answer.reasoning
    return int(answer), None, None


class AgentUnavailable(RuntimeError):
    """Raised by an agent's optional ``check()`` when it cannot play (e.g. its model endpoint
    does not answer); the message names what is wrong and what to do."""


@runtime_checkable
class Agent(Protocol):
    """A player.  ``reset`` at the start of each game with this seat's own seed (see
    :func:`seat_seed`: never the game's seed), ``act`` for each decision (an int from the legal
    list, or an :class:`Answer`).  Agents that wait on I/O may also define
    ``async def act_async(view)``; runners use it when present.  Agents that depend on a
    service may define ``check()`` (raise :class:`AgentUnavailable`), which the arena calls
    once before a game or tournament starts."""

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


def check_agents(agents: Sequence[object]) -> list[str]:
    """Call every agent's optional ``check()`` once per ``check_id`` (agents sharing an
    endpoint are checked once); the problems found, one message each (empty: all can play)."""
    problems: list[str] = []
    seen: set[object] = set()
    for agent in agents:
        check = getattr(agent, "check", None)
        if check is None:
            continue
        key = getattr(agent, "check_id", None) or id(agent)
        if key in seen:
            continue
        seen.add(key)
        try:
            check()
        except AgentUnavailable as exc:
            problems.append(str(exc))
    return problems


#: Optional attributes the tournament scheduler reads from an agent instance:
#: ``io_bound = True`` (waits on a remote endpoint: games run on async actors, many at once;
#: an agent with ``act_async`` counts as io_bound) and ``endpoint = "..."`` (the name used for
#: the global per-endpoint concurrency limit; the agent wraps each call in
#: ``agents.limits.endpoint_slot(endpoint)`` or ``endpoint_slot_async``).  The async match
#: runner reads ``asks_ahead = True``: the agent's answer depends only on its view, so a
#: decision of a simultaneous block may be asked before its turn (``arena.play.ahead``; the
#: early answer is used only if the view is still the same when the turn comes).
OPTIONAL_ATTRIBUTES = ("io_bound", "endpoint", "asks_ahead")
