"""The game driver: seats, events, statuses and the generator that asks for decisions.

A ruleset writes its flow as a generator that ``yield``s :class:`Decision` requests and receives
the chosen integer back, so its code reads like the rulebook.  :class:`Game` drives it: it holds
the pending decision, validates answers, records every decision and every event (with its
audience) and knows how to replay a record into the identical game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generator, Iterable, Optional, Sequence, TypeVar, Union

from . import phases
from . import sources
from .abilities import Appearance, appearance, can_use, healthy, holders, inform
from .decisions import Decision, IllegalChoice
from .events import Event, Inboxes
from .outcome import GameOver
from .outs import Outs, Triggers
from .roles import RoleSpec
from .skills import SkillInstance, SkillList
from .statuses import PUBLISHED, SECRET, Status, Statuses
from .storyteller import DEAL_CALLS, RandomPolicy, Storyteller, StorytellerPolicy

T = TypeVar("T")

if TYPE_CHECKING:  # pragma: no cover
    from .ruleset import Ruleset

Flow = Generator[Decision, int, None]

RECORD_FORMAT = 2
#: free text an agent may attach to a speech decision is cut to this many characters
MAX_SPEECH_CHARS = 600
#: decision kinds whose answer may carry free text shown to the audience of the speech
SPEECH_KINDS = frozenset({"speech", "last_words"})


@dataclass(slots=True)
class Seat:
    """One player's hidden state.

    ``camp`` is the seat's current camp (camps change: infection, 狩猎, 勾魂...), ``win_camp``
    the camp whose victory it shares (seal's 混血兒 follows its choice), ``side`` the card's
    identity category (神/民, 狼人/神职/村民).  ``death_public`` is false while a death has
    happened but not been announced yet.  ``skills`` holds the seat's skill instances (dealt
    from its card by the ruleset's ``identity_skills``), ``statuses`` its statuses, ``apparent``
    the fields of its apparent identity set by disguises (表面身份), ``follows`` the seat whose
    camp changes it follows silently (幽灵, 混血儿), ``camp_locked`` freezes its camp (磐石),
    and ``controller`` is the seat whose player plays it (an account added mid-game).
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
    death_source: Optional[int] = None
    statuses: Statuses = field(default_factory=Statuses)
    _skills: SkillList = field(default_factory=SkillList)
    apparent: dict[str, Any] = field(default_factory=dict)
    follows: Optional[int] = None
    camp_locked: bool = False
    controller: Optional[int] = None

    @property
    def skills(self) -> SkillList:
        """The seat's skill instances (assign any list: it is kept as the game's tracked list)."""
        return self._skills

    @skills.setter
    def skills(self, items: "list[SkillInstance]") -> None:
        clock = self._skills.clock
        self._skills = SkillList(items, clock)
        if clock is not None:
            clock[0] += 1

    def has(self, status: str) -> bool:
        return status in self.statuses

    def skill(self, skill_id: str) -> Optional[SkillInstance]:
        """The first instance of ``skill_id`` this seat holds, if any."""
        for inst in self._skills:
            if inst.id == skill_id:
                return inst
        return None

    @property
    def present(self) -> bool:
        """Alive as far as the table knows (dead but not yet announced counts)."""
        return self.alive or not self.death_public


class Game:
    """One game of a ruleset: deal, flow, events, decisions, record.

    ``storyteller`` is a :class:`Storyteller`, a :class:`StorytellerPolicy` (wrapped in a
    recording storyteller), or ``None`` for the seeded default."""

    def __init__(self, ruleset: "Ruleset", seed: int, board: Optional[dict[str, Any]] = None,
                 deal: Optional[list[str]] = None,
                 storyteller: Union[Storyteller, StorytellerPolicy, None] = None) -> None:
        self.ruleset = ruleset
        self.seed = int(seed)
        self.board = ruleset.board(board)
        self.n = ruleset.n_seats(self.board)
        if isinstance(storyteller, Storyteller):
            self.story = storyteller
        else:
            self.story = Storyteller(self.seed, storyteller)
        self.story.start(self)
        role_ids = list(deal) if deal is not None else ruleset.deal(self.board, self.story)
        if len(role_ids) != self.n:
            raise ValueError(f"{ruleset.id}: a deal needs {self.n} roles, got {len(role_ids)}")
        #: ticks whenever any seat's skills change (``holders`` caches between ticks)
        self._skill_clock = [0]
        self._holders: dict[str, list[tuple[int, SkillInstance]]] = {}  # skill -> holders
        self._holders_at = -1  # the clock reading ``_holders`` was built at
        self.seats: list[Seat] = []
        #: the deal as played: role ids, with ``@camp`` where a card was dealt into another camp
        self.deal: list[str] = []
        for entry in role_ids:
            seat = self._seat(str(entry))
            self.deal.append(seat.role.id if seat.camp == seat.role.camp
                             else f"{seat.role.id}@{seat.camp}")
        ruleset.check_deal(self.board, self.deal)
        self.max_seats = max(self.n, ruleset.max_seats(self.board))
        self.stage: Optional[str] = None  # the sub-phase, where a ruleset has them
        self.choices = ruleset.choice_table(self.max_seats)
        self.events: list[Event] = []
        self.story.watch(self.events)
        self.inbox = Inboxes(self.events, self.n)
        self.decisions: list[tuple[int, str, int]] = []
        self.fallbacks: list[dict[str, Any]] = []
        #: per decision, ``(events before its answer, phase)``; per out, ``(events before it,
        #: seat, cause, source)``: where a god view places them (referee-side, never shown to a
        #: seat; not in the record, which a replay turns back into both)
        self._answered_at: list[int] = []  # per decision, the events before its answer
        self._phase_marks: list[tuple[int, str]] = []  # (decisions so far, phase) at each begin
        self.outs_log: list[tuple[int, int, str, Optional[int]]] = []
        self.notes: dict[int, dict[str, str]] = {}  # decision index -> free text / reasoning
        self.extras: dict[str, Any] = {}  # runner data kept in the record (LLM calls, beliefs)
        self._text: Optional[str] = None
        self.controllers: dict[int, int] = {}  # seat added mid-game -> the seat playing it
        #: seat -> the seat that receives its private notices instead, while set (a skill's
        #: feedback going to another player: 哪吒's 堕落); group chats are not diverted
        self.diverted: dict[int, int] = {}
        self.table_statuses = Statuses()  # statuses on the whole table (seal's 恐慌 night)
        self._status_seq = 0  # statuses gained so far (``Status.seq``: the order of gains)
        #: decision kinds whose answer may carry free text (speech, last words, the ruleset's)
        self.speech_kinds = SPEECH_KINDS | frozenset(ruleset.speech_kinds)
        self.outs = Outs(self, ruleset.on_out, ruleset.out_hooks, ruleset.chains,
                         ruleset.out_guards)
        self._held: Optional[list[Event]] = None  # private notices held until a block ends
        #: the number of the simultaneous (互不影响) block being run, ``None`` outside one:
        #: decisions asked under one number do not depend on each other's answers, so a
        #: runner may ask them at the same time (``arena.play.ahead``)
        self.simultaneous: Optional[int] = None
        self.blocks_run = 0  # simultaneous blocks started so far
        self.triggers = Triggers()
        self.lost: set[str] = set()  # camps judged lost (优先判负)
        self.phase = phases.SETUP
        self.day = 0
        self.night = 0
        self.winner: Optional[str] = None
        self.end_reason = ""
        self.over = False
        self.pending: Optional[Decision] = None
        self.state = ruleset.new_state(self)
        self._flow: Flow = ruleset.flow(self)
        self._advance(None)

    def _seat(self, entry: str, controller: Optional[int] = None) -> Seat:
        """Seat the card ``entry`` (``role`` or ``role@camp``) at the next index."""
        ruleset = self.ruleset
        i = len(self.seats)
        rid, _, camp = entry.partition("@")
        role = ruleset.names.roles.get(rid) or ruleset.names.role(rid)  # ids first: no folding
        camp = camp or role.camp
        if camp != role.camp and camp not in ruleset.camps:
            raise ValueError(f"{ruleset.id}: seat {i + 1}: unknown camp {camp!r} "
                             f"(known: {', '.join(ruleset.camps) or 'none'})")
        seat = Seat(i, role, camp, camp, role.side, role, controller=controller,
                    _skills=SkillList(ruleset.identity_skills(role, camp), self._skill_clock))
        self.seats.append(seat)
        return seat

    # -- events -------------------------------------------------------------------------------
    def emit(self, kind: str, audience: Optional[Iterable[int]] = None, channel: Optional[str] = None,
             **data: Any) -> Event:
        """Record an event and deliver it to its audience (``None`` = everyone).  An event for a
        seat added mid-game reaches the player who controls it too; a private event for a
        seat in ``diverted`` reaches the seat it is diverted to instead."""
        events = self.events
        if audience is None:  # public: the common case, first
            ev = Event(len(events), self.phase, kind, None, data, channel, self.stage)
            events.append(ev)  # seats' inboxes pick it up when read (``Inboxes``)
            return ev
        aud = frozenset(audience)
        if self.diverted and aud and channel is None:
            aud = frozenset(self.diverted.get(s, s) for s in aud)
        if self.controllers and aud:
            aud = aud | {self.controllers[s] for s in aud if s in self.controllers}
        ev = Event(len(events), self.phase, kind, aud, data, channel, self.stage)
        if self._held is not None and channel is None and kind in self.ruleset.held_kinds:
            self._held.append(ev)  # delivered when the block ends (``release``)
            return ev
        events.append(ev)
        return ev

    def hold(self) -> None:
        """From now on, private events of the ruleset's ``held_kinds`` wait for :meth:`release`
        (夜晚阶段，则需要等待当前行动时间段结束之后再通知)."""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        """Deliver the held private events, in the order they happened."""
        held, self._held = self._held, None
        for ev in held or ():
            ev.index = len(self.events)
            self.events.append(ev)

    def tell(self, seat: int, kind: str, **data: Any) -> Event:
        """A private event for one seat."""
        return self.emit(kind, (seat,), **data)

    def begin(self, kind: str, number: Optional[int] = None) -> str:
        """Enter the next phase of ``kind`` (``"night"`` / ``"day"``): its counter goes up (or is
        set to ``number``: 暗月's night N follows day N) and ``phase`` becomes its label."""
        if kind in ("night", "day"):
            value = getattr(self, kind) + 1 if number is None else number
            setattr(self, kind, value)
        else:
            value = 1 if number is None else number
        self.phase = phases.label(kind, value)
        self._phase_marks.append((len(self.decisions), self.phase))
        self.snapshot()
        return self.phase

    def snapshot(self) -> None:
        """Keep the ruleset's grimoire (the storyteller's god view) as the phase begins, with
        how many storyteller calls after the deal were made so far (``story_at``; a replay, whose
        deal is given, asks the same ones) and how many events (``at``): the record's
        ``grimoire`` (a viewer shows it).  Only rulesets that define ``Ruleset.grimoire`` keep
        one."""
        view = self.ruleset.grimoire(self)
        if view is not None:
            at = sum(1 for c in self.story.log if c[0] not in DEAL_CALLS)
            self.extras.setdefault("grimoire", []).append(
                {"phase": self.phase, "story_at": at, "at": len(self.events), **view})

    def set_stage(self, stage: Optional[str]) -> None:
        """Enter a sub-phase: later events carry it as ``Event.stage``; the table is told when
        the ruleset announces that stage (暗月: 晨曦 / 正午 / 黄昏)."""
        if self.stage != stage:
            self.stage = stage
            if stage in self.ruleset.announced_stages:
                self.emit("stage", stage=stage)

    # -- statuses -----------------------------------------------------------------------------
    def add_status(self, seat: Optional[int], name: str, source: Optional[int] = None,
                   until: Optional[str] = None, data: Any = None, count: Optional[int] = None,
                   against: Optional[Iterable[str]] = None, skill: Optional[str] = None) -> bool:
        """Give ``seat`` (``None``: the whole table) a status, stacking as its kind says; the
        holder is told when the kind is ``notified``, everyone when ``published``.  ``skill``
        ties the status to its source's ability (:mod:`.sources`).  Returns whether the status
        was added."""
        kind = self.ruleset.statuses.kind(name)
        self._status_seq += 1
        st = Status(name, source, until, data, count, None if against is None else frozenset(against),
                    skill, self._status_seq)
        holder = self.table_statuses if seat is None else self.seats[seat].statuses
        added = holder.add(st, kind.stacking)
        if added and seat is not None and kind.visibility != SECRET and \
                (kind.told_if is None or kind.told_if(self, seat)):
            audience = None if kind.visibility == PUBLISHED else (seat,)
            self.emit("status", audience, seat=seat, status=name, until=until, count=count)
        return added

    def remove_status(self, seat: Optional[int], name: str, source: Optional[int] = None) -> int:
        holder = self.table_statuses if seat is None else self.seats[seat].statuses
        return holder.remove(name, source)

    def refresh_sources(self) -> list[Status]:
        """Suspend or restore the statuses tied to their source's ability (:mod:`.sources`)."""
        return sources.refresh(self)

    def expire(self, moment: str) -> None:
        """Remove every status and skill instance that lapses at ``moment``."""
        if self.table_statuses.items or self.table_statuses.held:
            self.table_statuses.expire(moment)
        for seat in self.seats:
            if seat.statuses.items or seat.statuses.held:
                seat.statuses.expire(moment)
            for k in seat._skills:
                if k.until == moment:
                    seat.skills = [k for k in seat._skills if k.until != moment]
                    break

    # -- abilities (the three gates) ---------------------------------------------------------------
    def holders(self, skill: str, living: bool = True) -> list[tuple[int, SkillInstance]]:
        """Every ``(seat, instance)`` holding ``skill``, in seat order."""
        return holders(self, skill, living)

    def can_use(self, seat: int, skill: str) -> bool:
        """No status on the seat or the table disables ``skill`` for it now."""
        return can_use(self, seat, skill)

    def healthy(self, seat: int) -> bool:
        """No status makes the seat's abilities fail (醉酒 / 中毒): their effects happen."""
        return healthy(self, seat)

    def appearance(self, seat: int, asker: Optional[int] = None, why: str = "register") -> Appearance:
        """How ``seat`` reads to ``asker``'s check (apparent identity, registration)."""
        return appearance(self, seat, asker, why)

    def inform(self, seat: int, truth: T, options: Sequence[T], why: str = "inform",
               context: Optional[dict[str, Any]] = None, seats: bool = False) -> T:
        """What ``seat`` is told: the truth unless it is misinformed (醉酒 / 中毒); ``seats``:
        the options are seat numbers (recorded as seats)."""
        return inform(self, seat, truth, options, why, context, seats)

    def grant(self, seat: int, insts: Sequence[SkillInstance], origin: str,
              notify: bool = True) -> None:
        """Give ``seat`` skill instances, telling it which (获得技能会得到通知)."""
        if not insts:
            return
        self.seats[seat].skills.extend(insts)
        if notify:
            self.tell(seat, "skills", skills=[k.id for k in insts], origin=origin)

    def change_role(self, seat: int, role: Union[str, RoleSpec], notify: Optional[str] = "role",
                    keep_granted: bool = True) -> RoleSpec:
        """身份转变: the seat's card becomes ``role``; it loses every skill of its old card and holds
        the new card's identity skills, fresh (the new card joins the game now).  Skills it
        gained from elsewhere stay unless ``keep_granted`` is false.  The camp does not change
        (``change_camp`` does that).  ``notify`` names the private event that tells the seat
        its new card (``None``: not told).  Returns the new card."""
        s = self.seats[seat]
        spec = role if isinstance(role, RoleSpec) else self.ruleset.names.role(role)
        kept = [k for k in s.skills if keep_granted and not k.identity]
        s.role = spec
        s.side = spec.side
        s.skills = [*self.ruleset.identity_skills(spec, s.camp), *kept]
        if notify:
            self.tell(seat, notify, role=spec.id)
        return spec

    # -- camps -------------------------------------------------------------------------------------
    def change_camp(self, seat: int, camp: str, notify: Optional[str] = "camp",
                    win_too: bool = True) -> bool:
        """Move ``seat`` into ``camp`` unless its camp is locked (磐石); seats that follow it
        (幽灵, 混血儿...) move too, silently, unless locked.  ``notify`` names the private event
        that tells the seat (你的阵营转变为xx阵营; ``None``: not told).  Returns whether it moved."""
        s = self.seats[seat]
        if s.camp_locked or (s.camp == camp and (not win_too or s.win_camp == camp)):
            return False
        before = s.camp
        s.camp = camp
        if win_too:
            s.win_camp = camp
        if notify:
            self.tell(seat, notify, camp=camp)
        for other in self.seats:
            if other.follows == seat and other.index != seat:
                self.change_camp(other.index, camp, None, win_too)
        if before != camp:
            self.ruleset.camp_changed(self, seat, before)
        return True

    def judge(self, instant_only: bool = True) -> None:
        """Judge wins by the ruleset's win model (raises :class:`GameOver` when decided);
        ``instant_only``: only conditions checked at once (屠城), as after an out."""
        model = self.ruleset.win_model
        if model is not None:
            model.judge(self, instant_only)

    # -- seats -------------------------------------------------------------------------------------
    def add_seat(self, entry: str, controller: int) -> int:
        """A seat added mid-game (an extra account, a puppet) holding the card ``entry``,
        played by ``controller``'s player: its decisions go to that player and its events
        reach it.  Returns the new seat index."""
        if len(self.seats) >= self.max_seats:
            raise ValueError(f"{self.ruleset.id}: no room for another seat "
                             f"(max_seats = {self.max_seats})")
        seat = self._seat(entry, controller)
        self.controllers[seat.index] = self.actor(controller)
        self.inbox.grow(len(self.seats))
        return seat.index

    def actor(self, seat: int) -> int:
        """The seat whose player answers for ``seat`` (itself, or its controller)."""
        return self.controllers.get(seat, seat)

    def go_out(self, seat: int, cause: str, public: bool, source: Optional[int] = None) -> bool:
        """Take ``seat`` out for ``cause`` (see :class:`Outs`)."""
        return self.outs.go_out(seat, cause, public, source)

    # -- helpers ------------------------------------------------------------------------------
    def living(self, but: Optional[int] = None) -> list[int]:
        """Living seats in seat order, leaving out ``but``."""
        return [s.index for s in self.seats if s.alive and s.index != but]

    def chat(self, channel: str, kind: str, **data: Any) -> Event:
        """An event in a group chat: the audience is the channel's members right now (the
        ruleset's ``channels``: 狼队 = the living wolf camp...)."""
        return self.emit(kind, self.ruleset.channels[channel](self), channel=channel, **data)

    def result(self, seat: int, skill: str, target: Optional[int], truth: Any,
               options: Sequence[Any] = (), shown: str = "", **extra: Any) -> Event:
        """Tell ``seat`` the result of its ``skill`` on ``target``: the truth, or, when the seat
        is misinformed (醉酒 / 中毒) and ``options`` lists the possible answers, what the
        storyteller picks (the ``inform`` gate).  Scenarios check these as ``results``.
        ``shown`` is what the seat is told it learns when that must not name the skill (an
        amnesiac seat learns "a number"); the event carries it instead of ``skill``."""
        value = self.inform(seat, truth, options, f"result {skill}") if options else truth
        return self.emit("result", (seat,), skill=shown or skill, target=target, value=value,
                         **extra)

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
        if self._held:
            self.release()  # notices held in a block the win cut short
        self.winner = winner  # the hook may read who won (a seat that switches to the winner)
        self.ruleset.before_game_over(self)
        self.pending = None
        self.over = True
        self.end_reason = reason
        self.emit("game_over", winner=winner, reason=reason,
                  roles=[s.role.id for s in self.seats])
        self.snapshot()

    def answer(self, choice: int, text: Optional[str] = None,
               reasoning: Optional[str] = None) -> None:
        """Answer the pending decision; raises :class:`IllegalChoice` for an illegal answer.

        ``text`` is free speech attached to a speech decision (cut to ``MAX_SPEECH_CHARS``,
        shown to the speech's audience), or a message on a decision the ruleset's ``text_rules``
        bound (trimmed by its rule); it is ignored for other decisions.  ``reasoning`` is
        private: kept in the record, never shown to any seat."""
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
            if text and d.kind in self.speech_kinds:
                limit = d.info.get("max_chars", MAX_SPEECH_CHARS)  # 寡言: five characters
                note["text"] = self._text = str(text)[:limit]
            elif text and d.kind in self.ruleset.text_rules:  # a bounded message (星汉 <传音>)
                trimmed = self.ruleset.text_rules[d.kind](str(text))
                if trimmed:
                    note["text"] = self._text = trimmed
            if reasoning:
                note["reasoning"] = str(reasoning)
            if note:
                self.notes[len(self.decisions)] = note
        self.decisions.append((d.seat, d.kind, choice))
        self._answered_at.append(len(self.events))
        try:  # ``_advance``, inlined: it runs once per answer
            self.pending = self._flow.send(choice)
        except StopIteration:
            self._finish(None, "flow ended")
        except GameOver as over:
            self._finish(over.winner, over.reason)
        self._text = None

    def take_text(self) -> Optional[str]:
        """The free text of the answer being processed (for the flow's speech event)."""
        text, self._text = self._text, None
        return text

    def speak(self, seat: int, act: int, segment: str) -> None:
        """Publish ``seat``'s speech act as a public ``speech`` event, with the free text of
        the answer being processed when it has one."""
        text = self._text  # ``take_text`` and a public ``emit``, inlined: most answers speak
        if text:
            self._text = None
            data = {"seat": seat, "act": act, "segment": segment, "text": text}
        else:
            data = {"seat": seat, "act": act, "segment": segment}
        events = self.events
        events.append(Event(len(events), self.phase, "speech", None, data, None, self.stage))

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

    @property
    def answered(self) -> list[tuple[int, str]]:
        """Per decision, ``(events before its answer, phase)``: where a god view places it
        (built when asked from where each answer came and where each phase began)."""
        out: list[tuple[int, str]] = []
        marks, k, phase = self._phase_marks, 0, phases.SETUP
        for i, at in enumerate(self._answered_at):
            while k < len(marks) and marks[k][0] <= i:
                phase = marks[k][1]
                k += 1
            out.append((at, phase))
        return out

    # -- records ------------------------------------------------------------------------------
    @staticmethod
    def _seat_record(s: Seat) -> dict[str, Any]:
        out = {"seat": s.index + 1, "role": s.original_role.id, "final_role": s.role.id,
               "camp": s.camp, "win_camp": s.win_camp, "alive": s.alive,
               "death_cause": s.death_cause}
        if s.controller is not None:  # an account added mid-game, and who played it
            out["controller"] = s.controller + 1
        return out

    def fork(self) -> "Game":
        """A separate copy of this game as it stands: rebuilt from its deal by replaying its
        decisions (with their texts and fallbacks) and its storyteller's answers; the copy's
        storyteller calls past those are the seeded default's.  What the copy does never
        touches this game (a runner looks ahead on it; a search agent could too)."""
        record = {"ruleset": self.ruleset.id, "seed": self.seed, "board": self.board,
                  "deal": list(self.deal), "story": self.story.log,
                  "decisions": self.decisions, "fallbacks": self.fallbacks,
                  "notes": {str(k): v for k, v in self.notes.items()}}
        return self.ruleset.replay(record, then=RandomPolicy(self.seed))

    def record(self) -> dict[str, Any]:
        """The game record: enough to replay the identical game, plus everything that happened."""
        return {
            "format": RECORD_FORMAT,
            "ruleset": self.ruleset.id,
            "ruleset_version": self.ruleset.version,
            "seed": self.seed,
            "board": self.board,
            "deal": list(self.deal),
            "seats": [self._seat_record(s) for s in self.seats],
            "decisions": [list(d) for d in self.decisions],
            "fallbacks": self.fallbacks,
            "notes": {str(k): v for k, v in sorted(self.notes.items())},
            "events": [e.to_json() for e in self.events],
            "storyteller": self.story.name,
            "story": self.story.log,
            "winner": self.winner,
            "end_phase": self.phase,
            "end_reason": self.end_reason,
            **self.extras,
        }
