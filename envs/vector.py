"""Vector observations for RL: a float32 array built only from the events a seat has seen.

The array has two parts.  The *public* part is folded from public events only — which every
seat has seen — so one copy per game serves all seats.  The *private* part is folded, per
seat, from the events addressed to that seat (its card, check results, the wolf chat...).

Layout (``N`` seats, ``R`` cards, ``D`` decision kinds)::

    public:  [ phase (4) | per seat x N: public flags, shown card one-hot (R),
               claimed card one-hot (R) ]
    private: [ me one-hot (N) | my card one-hot (R) | decision kind one-hot (D) |
               per seat x N: private flags, known card one-hot (R) ]

The flags, and what each event does to them, are the ruleset's declaration
(``Ruleset.presentation.vector``, a :class:`~rulesets.engine.features.VectorSpec`): the
generic ones (alive, accused, vouched, reported wolf / good, votes received; known wolf /
good, my vote) in the places the ruleset puts them, then its own (the seal board's sheriff,
deputy, candidate, slandered, shown wolf and charmed; 暗月's ``ally``).  The decision one-hot
is the decision as its seat is asked it (``Decision.asked_as``).  Counts are scaled to
[0, 1].  Observers keep a cursor and fold in only new events.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional

import numpy as np

from rulesets.engine import ChoiceTable, Decision, Event, Ruleset
from rulesets.engine.features import Effect, MyVote, OwnCard, Speech

Handler = Callable[[Any, Event], None]

PHASE_FEATURES = 4


class Block:
    """``n`` per-seat records of ``flags`` then card one-hots, starting at ``start``."""

    def __init__(self, start: int, n: int, flags: tuple[str, ...], cards: int, n_cards: int) -> None:
        self.start = start
        self.flags = {f: i for i, f in enumerate(flags)}
        self.cards = [len(flags) + k * n_cards for k in range(cards)]  # card one-hot offsets
        self.stride = len(flags) + cards * n_cards
        self.n = n
        self.end = start + n * self.stride

    def at(self, seat: int, flag: str) -> int:
        return self.start + seat * self.stride + self.flags[flag]

    def card(self, seat: int, which: int = 0) -> int:
        return self.start + seat * self.stride + self.cards[which]

    def column(self, flag: str) -> slice:
        i = self.start + self.flags[flag]
        return slice(i, i + self.n * self.stride, self.stride)


class VectorLayout:
    """Offsets of every feature for one ruleset and board size, and the effects of its events."""

    def __init__(self, ruleset: Ruleset, choices: ChoiceTable) -> None:
        spec = ruleset.presentation.vector
        self.n = n = choices.n_seats
        self.roles = [r.id for r in ruleset.roles]  # referenced cards too (infection)
        self.role_index = {r: i for i, r in enumerate(self.roles)}
        R = len(self.roles)
        kinds = sorted({s.id for r in ruleset.roles for s in r.skills}
                       | {p.id for p in ruleset.procedures} | set(spec.decision_kinds))
        self.kind_index = {k: i for i, k in enumerate(kinds)}
        # public part
        self.phase = 0
        self.pub = Block(PHASE_FEATURES, n, spec.public_flags, 2, R)  # cards: shown, claimed
        self.public_size = self.pub.end
        # private part (offsets relative to its own array)
        self.me = 0
        self.card = n
        self.kind = n + R
        self.priv = Block(self.kind + len(kinds), n, spec.private_flags, 1, R)
        self.private_size = self.priv.end
        self.size = self.public_size + self.private_size
        self.bump = self._speech_index(choices)
        own = {kind: (OwnCard(card),) for kind, card in ruleset.presentation.own_card.items()}
        #: event kind -> what it does to the public part / to a seat's private part
        self.public_handlers = {k: _handler(e) for k, e in spec.public.items()}
        self.private_handlers = {k: _handler(e) for k, e in {**spec.private, **own}.items()}
        #: public event kinds the private part reads too (the seat's own ballot)
        self.read_privately = spec.read_privately

    def _speech_index(self, choices: ChoiceTable) -> list[int]:
        """For each answer: the public index an accuse/vouch/report act bumps (-1 otherwise)."""
        out = [-1] * choices.size
        names = {"accuse": "accused", "vouch": "vouched"}
        for c in range(choices.size):
            ch = choices.decode(c)
            if ch.kind in ("accuse", "vouch", "report"):
                flag = names.get(ch.kind, "reported_wolf" if ch.wolf else "reported_good")
                out[c] = self.pub.at(ch.arg, flag)  # type: ignore[arg-type]
        return out


def _handler(effects: tuple[Effect, ...]) -> Handler:
    """The effects of one event kind as one call ``handler(writer, event)``: a lone effect's own
    ``apply`` (the engine's speech acts and ballots straight to the observer's own method), else
    one after the other."""
    if len(effects) == 1:
        effect = effects[0]
        if isinstance(effect, Speech):
            return PublicObserver.speech
        if isinstance(effect, MyVote):
            return PrivateObserver.own_vote
        return effect.apply
    applies = tuple(e.apply for e in effects)

    def apply_all(w: Any, ev: Event) -> None:
        for apply in applies:
            apply(w, ev)
    return apply_all


def _one_hot(vec: np.ndarray, start: int, size: int, index: int) -> None:
    vec[start:start + size] = 0.0
    vec[start + index] = 1.0


class _Part:
    """A part of the vector as the ``FeatureWriter`` of the ruleset's effects: flags and cards
    of its per-seat :class:`Block`."""

    L: VectorLayout
    block: Block
    vec: np.ndarray

    def set(self, seat: int, flag: str, value: float = 1.0) -> None:
        b = self.block  # Block.at, inlined: effects write flags often
        self.vec[b.start + seat * b.stride + b.flags[flag]] = value

    def clear(self, flag: str) -> None:
        self.vec[self.block.column(flag)] = 0.0

    def card(self, seat: int, role: str, which: int = 0) -> None:
        L, b = self.L, self.block
        _one_hot(self.vec, b.start + seat * b.stride + b.cards[which], len(L.roles),
                 L.role_index[role])

    def own_card(self, role: str) -> None:
        raise TypeError("only a seat's private part has an own card")

    def speech(self, ev: Event) -> None:
        raise TypeError("speech acts are public")

    def count_votes(self, counts: Mapping[Any, float]) -> None:
        raise TypeError("vote counts are public")

    def own_vote(self, ev: Event) -> None:
        raise TypeError("only a seat's private part has its own vote")


class PublicObserver(_Part):
    """The public part, shared by every seat of one game (public events only); its cards are
    the shown (``which`` 0) and the claimed (1) one."""

    seat: Optional[int] = None

    def __init__(self, layout: VectorLayout, choices: ChoiceTable, max_days: int) -> None:
        self.L = layout
        self.block = layout.pub
        self.choices = choices
        self.max_days = max(1, max_days)
        self.vec = np.zeros(layout.public_size, dtype=np.float32)
        self.vec[layout.pub.column("alive")] = 1.0
        self.cursor = 0
        self.scale = 1.0 / layout.n
        self.memo: dict[str, Any] = {}
        self.clock: tuple[str, int, int] | None = None  # (phase, day, night) last written

    def update(self, events: list[Event], phase: str, day: int, night: int) -> np.ndarray:
        if self.cursor < len(events):
            handlers = self.L.public_handlers
            for ev in events[self.cursor:]:
                if ev.audience is None:
                    h = handlers.get(ev.kind)
                    if h is not None:
                        h(self, ev)
            self.cursor = len(events)
        clock = (phase, day, night)
        if clock != self.clock:
            self.clock = clock
            self.vec[0:PHASE_FEATURES] = (
                1.0 if phase.startswith("night") else 0.0, 1.0 if phase.startswith("day") else 0.0,
                min(day, self.max_days) / self.max_days, min(night, self.max_days) / self.max_days)
        return self.vec

    def speech(self, ev: Event) -> None:
        """A speech act (the engine's ``speech`` event) counted on the seat it is about, or a
        claimed card."""
        act = ev.data["act"]
        i = self.L.bump[act]
        if i >= 0:
            self.vec[i] = min(1.0, self.vec[i] + self.scale)
            return
        ch = self.choices.decode(act)
        if ch.kind == "claim":
            self.card(ev.data["seat"], ch.arg, 1)  # type: ignore[arg-type]

    def count_votes(self, counts: Mapping[Any, float]) -> None:
        """Votes received per seat (seat keys may be strings), in place of the last count."""
        P = self.L.pub
        self.vec[P.column("votes_received")] = 0.0
        for s, n in counts.items():
            self.vec[P.at(int(s), "votes_received")] = min(1.0, n / self.L.n)


class PrivateFeed:
    """What each seat's :class:`PrivateObserver` folds, routed once for all seats of a game:
    the events addressed to the seat and the public ones the private part reads (``votes``, for
    the seat's own ballot), in game order.  Such a list gives the observer the same result as
    the seat's whole inbox, without each seat walking every public event."""

    __slots__ = ("events", "done", "lists", "read_privately")

    def __init__(self, events: list[Event], n: int, read_privately: frozenset[str]) -> None:
        self.events = events  # the game's event log (read only)
        self.done = 0
        self.lists: list[list[Event]] = [[] for _ in range(n)]
        self.read_privately = read_privately

    def __getitem__(self, seat: int) -> list[Event]:
        events = self.events
        if self.done < len(events):
            lists = self.lists
            shared = self.read_privately
            for ev in events[self.done:]:
                aud = ev.audience
                if aud is not None:
                    for s in aud:
                        lists[s].append(ev)
                elif ev.kind in shared:
                    for box in lists:
                        box.append(ev)
            self.done = len(events)
        return self.lists[seat]


class PrivateObserver(_Part):
    """One seat's private part, from the events addressed to it (and its own ballots); its
    card per seat is the one the seat knows."""

    def __init__(self, seat: int, layout: VectorLayout) -> None:
        self.seat = seat
        self.L = layout
        self.block = layout.priv
        self.vec = np.zeros(layout.private_size, dtype=np.float32)
        self.vec[layout.me + seat] = 1.0
        self.cursor = 0
        self.memo: dict[str, Any] = {}
        self.kind: int | None = None  # the decision kind whose one-hot is set
        self.voted: int | None = None  # the index of the seat's ``my_vote`` flag that is set
        self.name = str(seat)  # the seat as the ballots of a ``votes`` event name it

    def update(self, inbox: list[Event], decision: Decision | None) -> np.ndarray:
        if self.cursor < len(inbox):
            L = self.L
            handlers, shared = L.private_handlers, L.read_privately
            for ev in inbox[self.cursor:]:
                if ev.audience is not None or ev.kind in shared:
                    h = handlers.get(ev.kind)
                    if h is not None:
                        h(self, ev)
            self.cursor = len(inbox)
        k = None
        if decision is not None and decision.seat == self.seat:
            k = self.L.kind_index.get(decision.shown or decision.kind)  # ``asked_as``, inlined
        if k != self.kind:  # only this one-hot is ever written in the kind block
            start = self.L.kind
            if self.kind is not None:
                self.vec[start + self.kind] = 0.0
            if k is not None:
                self.vec[start + k] = 1.0
            self.kind = k
        return self.vec

    def own_vote(self, ev: Event) -> None:
        """The seat's latest ballot: its flag set, the previous one cleared (only this writes
        the ``my_vote`` column, so clearing the one flag clears the column)."""
        if self.voted is not None:
            self.vec[self.voted] = 0.0
            self.voted = None
        mine = ev.data["ballots"].get(self.name)
        if mine is not None:
            self.voted = self.L.priv.at(mine, "my_vote")
            self.vec[self.voted] = 1.0

    def own_card(self, role: str) -> None:
        """The seat's own card (and the card it knows it holds)."""
        L = self.L
        _one_hot(self.vec, L.card, len(L.roles), L.role_index[role])
        self.card(self.seat, role)
