"""Vector observations for RL: a float32 array built only from the events a seat has seen.

The array has two parts.  The *public* part is folded from public events only — which every
seat has seen — so one copy per game serves all seats.  The *private* part is folded, per
seat, from the events addressed to that seat (its card, check results, the wolf chat...).

Layout (``N`` seats, ``R`` cards, ``D`` decision kinds)::

    public:  [ phase (4) | per seat x N: alive, sheriff, deputy, candidate, slandered,
               shown wolf, accused, vouched, reported wolf, reported good, votes received,
               shown card one-hot (R), claimed card one-hot (R) ]
    private: [ me one-hot (N) | my card one-hot (R) | decision kind one-hot (D) |
               per seat x N: known wolf, known good, charmed, my vote, [ruleset flags],
               known card one-hot (R) ]

``[ruleset flags]`` are the ruleset's ``vector_flags`` (暗月: ``ally``, a member of one of my
group chats), so a ruleset that needs none keeps its layout.

Counts are scaled to [0, 1].  Observers keep a cursor and fold in only new events.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from rulesets.engine import ChoiceTable, Decision, Event, Ruleset

PUBLIC_FLAGS = ("alive", "sheriff", "deputy", "candidate", "slandered", "shown_wolf", "accused",
                "vouched", "reported_wolf", "reported_good", "votes_received")
PRIVATE_FLAGS = ("known_wolf", "known_good", "charmed", "my_vote")
PHASE_FEATURES = 4
#: public event kinds the private part reads too (``votes``: the seat's own ballot)
PUBLIC_KINDS_READ_PRIVATELY = frozenset({"votes"})
#: decision kinds that are not a skill id or procedure id of any ruleset
DECISION_EXTRAS = ("poison",)


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
    """Offsets of every feature for one ruleset and board size."""

    def __init__(self, ruleset: Ruleset, choices: ChoiceTable) -> None:
        self.n = n = choices.n_seats
        self.roles = [r.id for r in ruleset.roles]  # referenced cards too (infection)
        self.role_index = {r: i for i, r in enumerate(self.roles)}
        R = len(self.roles)
        kinds = sorted({s.id for r in ruleset.roles for s in r.skills}
                       | {p.id for p in ruleset.procedures} | set(DECISION_EXTRAS))
        self.kind_index = {k: i for i, k in enumerate(kinds)}
        # public part
        self.phase = 0
        self.pub = Block(PHASE_FEATURES, n, PUBLIC_FLAGS, 2, R)  # cards: shown, claimed
        self.public_size = self.pub.end
        # private part (offsets relative to its own array)
        self.me = 0
        self.card = n
        self.kind = n + R
        flags = PRIVATE_FLAGS + tuple(getattr(ruleset, "vector_flags", ()))
        self.priv = Block(self.kind + len(kinds), n, flags, 1, R)
        self.has_ally = "ally" in self.priv.flags
        self.private_size = self.priv.end
        self.size = self.public_size + self.private_size
        self.bump = self._speech_index(choices)

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


def _one_hot(vec: np.ndarray, start: int, size: int, index: int) -> None:
    vec[start:start + size] = 0.0
    vec[start + index] = 1.0


class PublicObserver:
    """The public part, shared by every seat of one game (public events only)."""

    def __init__(self, layout: VectorLayout, choices: ChoiceTable, max_days: int) -> None:
        self.L = layout
        self.choices = choices
        self.max_days = max(1, max_days)
        self.vec = np.zeros(layout.public_size, dtype=np.float32)
        self.vec[layout.pub.column("alive")] = 1.0
        self.cursor = 0
        self.scale = 1.0 / layout.n
        self.ballots: dict[int, int | None] = {}  # today's public ballots as they come (暗月)
        self.clock: tuple[str, int, int] | None = None  # (phase, day, night) last written

    def update(self, events: list[Event], phase: str, day: int, night: int) -> np.ndarray:
        if self.cursor < len(events):
            handlers = PUBLIC
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

    def card(self, seat: int, role: str, which: int) -> None:
        L = self.L
        _one_hot(self.vec, L.pub.card(seat, which), len(L.roles), L.role_index[role])


class PrivateFeed:
    """What each seat's :class:`PrivateObserver` folds, routed once for all seats of a game:
    the events addressed to the seat and the public ones the private part reads (``votes``, for
    the seat's own ballot), in game order.  Such a list gives the observer the same result as
    the seat's whole inbox, without each seat walking every public event."""

    __slots__ = ("events", "done", "lists")

    def __init__(self, events: list[Event], n: int) -> None:
        self.events = events  # the game's event log (read only)
        self.done = 0
        self.lists: list[list[Event]] = [[] for _ in range(n)]

    def __getitem__(self, seat: int) -> list[Event]:
        events = self.events
        if self.done < len(events):
            lists = self.lists
            for ev in events[self.done:]:
                aud = ev.audience
                if aud is not None:
                    for s in aud:
                        lists[s].append(ev)
                elif ev.kind in PUBLIC_KINDS_READ_PRIVATELY:
                    for box in lists:
                        box.append(ev)
            self.done = len(events)
        return self.lists[seat]


class PrivateObserver:
    """One seat's private part, from the events addressed to it (and its own ballots)."""

    def __init__(self, seat: int, layout: VectorLayout) -> None:
        self.seat = seat
        self.L = layout
        self.vec = np.zeros(layout.private_size, dtype=np.float32)
        self.vec[layout.me + seat] = 1.0
        self.cursor = 0
        self.kind: int | None = None  # the decision kind whose one-hot is set
        self.voted: int | None = None  # the index of the seat's ``my_vote`` flag that is set
        self.name = str(seat)  # the seat as the ballots of a ``votes`` event name it

    def update(self, inbox: list[Event], decision: Decision | None) -> np.ndarray:
        if self.cursor < len(inbox):
            handlers = PRIVATE
            for ev in inbox[self.cursor:]:
                if ev.audience is not None or ev.kind in PUBLIC_KINDS_READ_PRIVATELY:
                    h = handlers.get(ev.kind)
                    if h is not None:
                        h(self, ev)
            self.cursor = len(inbox)
        k = None
        if decision is not None and decision.seat == self.seat:
            k = self.L.kind_index.get(decision.kind)
        if k != self.kind:  # only this one-hot is ever written in the kind block
            start = self.L.kind
            if self.kind is not None:
                self.vec[start + self.kind] = 0.0
            if k is not None:
                self.vec[start + k] = 1.0
            self.kind = k
        return self.vec

    def card(self, seat: int, role: str) -> None:
        L = self.L
        _one_hot(self.vec, L.priv.card(seat), len(L.roles), L.role_index[role])


# -- public handlers -------------------------------------------------------------------------------
def _deaths(o: PublicObserver, ev: Event) -> None:
    for s in ev.data["seats"]:
        o.vec[o.L.pub.at(s, "alive")] = 0.0


def _sheriff(o: PublicObserver, seat: int) -> None:
    P = o.L.pub
    o.vec[P.column("sheriff")] = 0.0
    o.vec[P.column("deputy")] = 0.0
    o.vec[P.at(seat, "sheriff")] = 1.0


def _badge_gone(o: PublicObserver, ev: Event) -> None:
    o.vec[o.L.pub.column("sheriff")] = 0.0
    o.vec[o.L.pub.column("deputy")] = 0.0


def _election_over(o: PublicObserver, ev: Event) -> None:
    o.vec[o.L.pub.column("candidate")] = 0.0
    if ev.kind == "sheriff":
        _sheriff(o, ev.data["seat"])
    else:
        _badge_gone(o, ev)


def _deputy(o: PublicObserver, ev: Event) -> None:
    o.vec[o.L.pub.column("deputy")] = 0.0
    o.vec[o.L.pub.at(ev.data["seat"], "deputy")] = 1.0


def _candidates(o: PublicObserver, ev: Event) -> None:
    for s in ev.data["seats"]:
        o.vec[o.L.pub.at(s, "candidate")] = 1.0


def _speech(o: PublicObserver, ev: Event) -> None:
    act = ev.data["act"]
    i = o.L.bump[act]
    if i >= 0:
        o.vec[i] = min(1.0, o.vec[i] + o.scale)
        return
    ch = o.choices.decode(act)
    if ch.kind == "claim":
        o.card(ev.data["seat"], ch.arg, 1)  # type: ignore[arg-type]


def _votes(o: PublicObserver, ev: Event) -> None:
    P = o.L.pub
    o.vec[P.column("votes_received")] = 0.0
    totals = ev.data.get("totals")
    if totals is None:  # counts hidden (暗月): the public ballots, one each
        totals = {}
        for t in ev.data["ballots"].values():
            if t is not None:
                totals[t] = totals.get(t, 0) + 1
    for s, n in totals.items():
        o.vec[P.at(int(s), "votes_received")] = min(1.0, n / o.L.n)


def _ballot(o: PublicObserver, ev: Event) -> None:
    """A ballot posted in public (暗月): votes received so far, one per ballot."""
    o.ballots[ev.data["seat"]] = ev.data["target"]
    P = o.L.pub
    o.vec[P.column("votes_received")] = 0.0
    counts: dict[int, int] = {}
    for t in o.ballots.values():
        if t is not None:
            counts[t] = counts.get(t, 0) + 1
    for t, n in counts.items():
        o.vec[P.at(t, "votes_received")] = min(1.0, n / o.L.n)


def _new_day(o: PublicObserver, ev: Event) -> None:
    o.ballots.clear()


def _slander(o: PublicObserver, ev: Event) -> None:
    o.vec[o.L.pub.column("slandered")] = 0.0
    o.vec[o.L.pub.at(ev.data["seat"], "slandered")] = 1.0


def _explode(o: PublicObserver, ev: Event) -> None:
    o.vec[o.L.pub.at(ev.data["seat"], "shown_wolf")] = 1.0
    if ev.data.get("role"):
        o.card(ev.data["seat"], ev.data["role"], 0)


def _duel(o: PublicObserver, ev: Event) -> None:
    o.card(ev.data["knight"], ev.data["knight_role"], 0)
    o.card(ev.data["target"], ev.data["target_role"], 0)


def _game_over(o: PublicObserver, ev: Event) -> None:
    for s, r in enumerate(ev.data.get("roles", [])):
        o.card(s, r, 0)


PUBLIC: dict[str, Callable[[PublicObserver, Event], None]] = {
    "dawn_deaths": _deaths, "death": _deaths, "sheriff": _election_over,
    "badge_lost": _election_over, "badge_torn": _badge_gone, "badge_swallowed": _badge_gone,
    "badge_passed": lambda o, ev: _sheriff(o, ev.data["to"]), "deputy": _deputy,
    "candidates": _candidates, "speech": _speech, "votes": _votes, "slander": _slander,
    "explode": _explode, "duel": _duel, "reveal": lambda o, ev: o.card(ev.data["seat"], ev.data["role"], 0),
    "game_over": _game_over, "ballot": _ballot, "day_breaks": _new_day,
}


# -- private handlers ------------------------------------------------------------------------------
def _role(o: PrivateObserver, role: str) -> None:
    L = o.L
    _one_hot(o.vec, L.card, len(L.roles), L.role_index[role])
    o.card(o.seat, role)


def _result(o: PrivateObserver, ev: Event) -> None:
    t, v = ev.data.get("target"), ev.data.get("value")
    if t is None:
        return
    cat = ev.data.get("category")
    if cat is not None:  # 暗月 <占卜>: "is / is not <category>"
        if cat == "wolf":
            o.vec[o.L.priv.at(t, "known_wolf" if v else "known_good")] = 1.0
        elif v:
            o.vec[o.L.priv.at(t, "known_good")] = 1.0  # a 神职 / 村民 card is not a wolf
        return
    if v is True:
        o.vec[o.L.priv.at(t, "known_wolf")] = 1.0
    elif v is False:
        o.vec[o.L.priv.at(t, "known_good")] = 1.0
    elif isinstance(v, str) and v in o.L.role_index:
        o.card(t, v)


def _team(o: PrivateObserver, ev: Event) -> None:
    for s, r in zip(ev.data["seats"], ev.data["roles"]):
        o.vec[o.L.priv.at(s, "known_wolf")] = 1.0
        if o.L.has_ally:
            o.vec[o.L.priv.at(s, "ally")] = 1.0
        o.card(s, r)


def _allies(o: PrivateObserver, ev: Event) -> None:
    """A group chat's member list (暗月群): allies whose cards are known, wolves or not."""
    for s, r in zip(ev.data["seats"], ev.data["roles"]):
        o.vec[o.L.priv.at(s, "ally")] = 1.0
        o.card(s, r)


def _charmed(o: PrivateObserver, ev: Event) -> None:
    for s in ev.data["seats"]:
        o.vec[o.L.priv.at(s, "charmed")] = 1.0


def _my_vote(o: PrivateObserver, ev: Event) -> None:
    """The seat's latest ballot: its flag set, the previous one cleared (only this handler
    writes the ``my_vote`` column, so clearing the one flag clears the column)."""
    if o.voted is not None:
        o.vec[o.voted] = 0.0
        o.voted = None
    mine = ev.data["ballots"].get(o.name)
    if mine is not None:
        o.voted = o.L.priv.at(mine, "my_vote")
        o.vec[o.voted] = 1.0


PRIVATE: dict[str, Callable[[PrivateObserver, Event], None]] = {
    "role": lambda o, ev: _role(o, ev.data["role"]), "infected": lambda o, ev: _role(o, "wolf"),
    "result": _result, "wolf_team": _team, "charmed": _charmed, "votes": _my_vote,
    "dark_moon_team": _allies,
}
