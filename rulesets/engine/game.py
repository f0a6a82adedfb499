"""The game driver: seats, events, statuses and the generator that asks for decisions.

A ruleset writes its flow as a generator that ``yield``s :class:`Decision` requests and receives
the chosen integer back, so its code reads like the rulebook.  :class:`Game` drives it: it holds
the pending decision, validates answers, records every decision and every event (with its
audience) and knows how to replay a record into the identical game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generator, Iterable, Optional

from .decisions import Decision, IllegalChoice
from .events import Event, Inboxes
from .outcome import GameOver
from .roles import RoleSpec
from .skills import SkillInstance
from .storyteller import Storyteller

if TYPE_CHECKING:  # pragma: no cover
    from .ruleset import Ruleset

Flow = Generator[Decision, int, None]

RECORD_FORMAT = 1
#: free text an agent may attach to a speech decision is cut to this many characters
MAX_SPEECH_CHARS = 600
#: decision kinds whose answer may carry free text shown to the audience of the speech
SPEECH_KINDS = frozenset({"speech", "last_words"})


@dataclass(slots=True)
class Status:
    """A status on a seat: who put it there and when it lapses (a moment name such as
    ``"night_end"`` or ``"day_end"``; ``None`` = permanent)."""

    name: str
    source: Optional[int] = None
    until: Optional[str] = None
    data: Any = None


@dataclass(slots=True)
class Seat:
    """One player's hidden state.

    ``camp`` is the card's current camp (camps change: infection), ``win_camp`` the camp whose
    victory this seat shares (混血兒 follows its choice), ``side`` 神/民 for good-camp cards.
    ``death_public`` is false while a death has happened but not been announced yet.
    ``skills`` holds skill instances for rulesets whose skills move between seats (暗月); a
    ruleset whose skills stay on their cards may leave it empty.
    """

    index: int
    role: RoleSpec
    camp: str
    win_camp: str
    side: str
    original_role: RoleSpec
    alive: bool = True
    death_public: bool = True
    death_cause: Optional[str] = None
    statuses: dict[str, Status] = field(default_factory=dict)
    memory: dict[str, Any] = field(default_factory=dict)
    skills: list[SkillInstance] = field(default_factory=list)

    def has(self, status: str) -> bool:
        return status in self.statuses

    def skill(self, skill_id: str) -> Optional[SkillInstance]:
        """The first instance of ``skill_id`` this seat holds, if any."""
        for inst in self.skills:
            if inst.id == skill_id:
                return inst
        return None

    @property
    def present(self) -> bool:
        """Alive as far as the table knows (dead but not yet announced counts)."""
        return self.alive or not self.death_public


class Game:
    """One game of a ruleset: deal, flow, events, decisions, record."""

    def __init__(self, ruleset: "Ruleset", seed: int, board: Optional[dict[str, Any]] = None,
                 deal: Optional[list[str]] = None, storyteller: Optional[Storyteller] = None) -> None:
        self.ruleset = ruleset
        self.seed = int(seed)
        self.board = ruleset.board(board)
        self.n = ruleset.n_seats(self.board)
        self.story = storyteller or Storyteller(self.seed)
        role_ids = list(deal) if deal is not None else ruleset.deal(self.board, self.story)
        if len(role_ids) != self.n:
            raise ValueError(f"{ruleset.id}: a deal needs {self.n} roles, got {len(role_ids)}")
        self.seats: list[Seat] = []
        #: the deal as played: role ids, with ``@camp`` where a card was dealt into another camp
        self.deal: list[str] = []
        for i, entry in enumerate(role_ids):
            rid, _, camp = str(entry).partition("@")
            role = ruleset.names.role(rid)
            camp = camp or role.camp
            if camp != role.camp and camp not in ruleset.camps:
                raise ValueError(f"{ruleset.id}: seat {i + 1}: unknown camp {camp!r} "
                                 f"(known: {', '.join(ruleset.camps) or 'none'})")
            self.seats.append(Seat(i, role, camp, camp, role.side, role))
            self.deal.append(role.id if camp == role.camp else f"{role.id}@{camp}")
        ruleset.check_deal(self.board, self.deal)
        self.stage: Optional[str] = None  # the sub-phase, where a ruleset has them
        self.choices = ruleset.choice_table(self.n)
        self.events: list[Event] = []
        self.inbox = Inboxes(self.events, self.n)
        self.decisions: list[tuple[int, str, int]] = []
        self.fallbacks: list[dict[str, Any]] = []
        self.notes: dict[int, dict[str, str]] = {}  # decision index -> free text / reasoning
        self.extras: dict[str, Any] = {}  # runner data kept in the record (LLM calls, beliefs)
        self._text: Optional[str] = None
        self.phase = "setup"
        self.day = 0
        self.night = 0
        self.winner: Optional[str] = None
        self.end_reason = ""
        self.over = False
        self.pending: Optional[Decision] = None
        self.state = ruleset.new_state(self)
        self._flow: Flow = ruleset.flow(self)
        self._advance(None)

    # -- events -------------------------------------------------------------------------------
    def emit(self, kind: str, audience: Optional[Iterable[int]] = None, channel: Optional[str] = None,
             **data: Any) -> Event:
        """Record an event and deliver it to its audience (``None`` = everyone)."""
        aud = None if audience is None else frozenset(audience)
        ev = Event(len(self.events), self.phase, kind, aud, data, channel, self.stage)
        self.events.append(ev)  # seats' inboxes pick it up when read (``Inboxes``)
        return ev

    def tell(self, seat: int, kind: str, **data: Any) -> Event:
        """A private event for one seat."""
        return self.emit(kind, (seat,), **data)

    # -- statuses -----------------------------------------------------------------------------
    def add_status(self, seat: int, name: str, source: Optional[int] = None,
                   until: Optional[str] = None, data: Any = None) -> None:
        self.seats[seat].statuses[name] = Status(name, source, until, data)

    def expire(self, moment: str) -> None:
        """Remove every status and skill instance that lapses at ``moment``."""
        for seat in self.seats:
            if seat.statuses:
                for name in [k for k, st in seat.statuses.items() if st.until == moment]:
                    del seat.statuses[name]
            if seat.skills:
                seat.skills = [k for k in seat.skills if k.until != moment]

    # -- helpers ------------------------------------------------------------------------------
    def living(self) -> list[int]:
        return [s.index for s in self.seats if s.alive]

    def present(self, but: Optional[int] = None) -> list[int]:
        """Seats the table still sees in play (alive, or dead but not announced yet), in seat
        order, leaving out ``but``."""
        return [s.index for s in self.seats if (s.alive or not s.death_public) and s.index != but]

    def camp_members(self, camp: str, living: bool = True) -> list[int]:
        return [s.index for s in self.seats if s.camp == camp and (s.alive or not living)]

    # -- driving ------------------------------------------------------------------------------
    def _advance(self, value: Optional[int]) -> None:
        try:
            self.pending = self._flow.send(value)  # type: ignore[arg-type]
        except StopIteration:
            self._finish(None, "flow ended")
        except GameOver as over:
            self._finish(over.winner, over.reason)

    def _finish(self, winner: Optional[str], reason: str) -> None:
        self.pending = None
        self.over = True
        self.winner = winner
        self.end_reason = reason
        self.emit("game_over", winner=winner, reason=reason,
                  roles=[s.role.id for s in self.seats])

    def answer(self, choice: int, text: Optional[str] = None,
               reasoning: Optional[str] = None) -> None:
        """Answer the pending decision; raises :class:`IllegalChoice` for an illegal answer.

        ``text`` is free speech attached to a speech decision (cut to ``MAX_SPEECH_CHARS``,
        shown to the speech's audience, ignored for other decisions); ``reasoning`` is private:
        kept in the record, never shown to any seat."""
        d = self.pending
        if d is None:
            raise IllegalChoice("the game is over; no decision is pending")
        if choice not in d.legal:
            raise IllegalChoice(f"{choice} is not legal for seat {d.seat + 1}'s {d.kind!r} "
                                f"decision (legal: {d.legal[:12]}{'...' if len(d.legal) > 12 else ''})")
        self._apply(d, choice, text, reasoning)

    def _apply(self, d: Decision, choice: int, text: Optional[str],
               reasoning: Optional[str]) -> None:
        """Record the legal answer ``choice`` to ``d`` (with its notes) and run the flow on."""
        if text or reasoning:
            note: dict[str, str] = {}
            if text and d.kind in SPEECH_KINDS:
                note["text"] = self._text = str(text)[:MAX_SPEECH_CHARS]
            if reasoning:
                note["reasoning"] = str(reasoning)
            if note:
                self.notes[len(self.decisions)] = note
        self.decisions.append((d.seat, d.kind, choice))
        self._advance(choice)
        self._text = None

    def take_text(self) -> Optional[str]:
        """The free text of the answer being processed (for the flow's speech event)."""
        text, self._text = self._text, None
        return text

    def speak(self, seat: int, act: int, segment: str) -> None:
        """Publish ``seat``'s speech act as a public ``speech`` event, with the free text of
        the answer being processed when it has one."""
        text = self.take_text()
        if text:
            self.emit("speech", seat=seat, act=act, segment=segment, text=text)
        else:
            self.emit("speech", seat=seat, act=act, segment=segment)

    def answer_or_default(self, choice: Optional[int], reason: str = "illegal",
                          text: Optional[str] = None, reasoning: Optional[str] = None,
                          legal: Optional[bool] = None) -> bool:
        """Answer with ``choice`` if legal, otherwise with the decision's default, recording the
        fallback.  Returns whether the fallback was used.

        ``legal`` is the caller's own verdict on ``choice`` for the pending decision, when it
        has one (the env reads it off the action mask it built from the decision's legal
        answers); it spares searching the list.  ``None``: the list is searched."""
        d = self.pending
        if d is None:
            raise IllegalChoice("the game is over; no decision is pending")
        if legal is None:
            legal = choice is not None and choice in d.legal
        if legal:
            self._apply(d, choice, text, reasoning)
            return False
        self.fallbacks.append({"decision": len(self.decisions), "seat": d.seat, "kind": d.kind,
                               "given": choice, "used": d.default, "reason": reason})
        self.answer(d.default, None, reasoning)
        return True

    @property
    def phase_label(self) -> str:
        return self.phase

    # -- records ------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game record: enough to replay the identical game, plus everything that happened."""
        return {
            "format": RECORD_FORMAT,
            "ruleset": self.ruleset.id,
            "ruleset_version": self.ruleset.version,
            "seed": self.seed,
            "board": self.board,
            "deal": list(self.deal),
            "seats": [{"seat": s.index + 1, "role": s.original_role.id, "final_role": s.role.id,
                       "camp": s.camp, "win_camp": s.win_camp, "alive": s.alive,
                       "death_cause": s.death_cause} for s in self.seats],
            "decisions": [list(d) for d in self.decisions],
            "fallbacks": self.fallbacks,
            "notes": {str(k): v for k, v in sorted(self.notes.items())},
            "events": [e.to_json() for e in self.events],
            "winner": self.winner,
            "end_phase": self.phase,
            "end_reason": self.end_reason,
            **self.extras,
        }
