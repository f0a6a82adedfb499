"""Vector observations for RL: a float32 array built only from the events a seat has seen.

Layout (``N`` seats, ``R`` playable roles, ``D`` decision kinds)::

    [ me one-hot (N) | my card one-hot (R) | phase (4) | decision kind one-hot (D) |
      per seat x N: alive, sheriff, deputy, known wolf, known good, charmed, slandered,
                    candidate, accused, vouched, reported wolf, reported good, votes received,
                    my vote, known card one-hot (R), claimed card one-hot (R) ]

Counts are scaled to [0, 1].  Updates are incremental: each observer keeps a cursor into its
seat's inbox and folds in only the new events.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from rulesets.engine import ChoiceTable, Decision, Event, Ruleset

PER_SEAT_FLAGS = ("alive", "sheriff", "deputy", "known_wolf", "known_good", "charmed", "slandered",
                  "candidate", "accused", "vouched", "reported_wolf", "reported_good",
                  "votes_received", "my_vote")
PHASE_FEATURES = 4


class VectorLayout:
    """Offsets of every feature for one ruleset and board size."""

    def __init__(self, ruleset: Ruleset, choices: ChoiceTable) -> None:
        self.n = n = choices.n_seats
        self.roles = [r.id for r in ruleset.roles]  # referenced cards too (infection)
        self.role_index = {r: i for i, r in enumerate(self.roles)}
        kinds = sorted({s.id for r in ruleset.roles for s in r.skills}
                       | {p.id for p in ruleset.procedures} | set(DECISION_EXTRAS))
        self.kind_index = {k: i for i, k in enumerate(kinds)}
        R = len(self.roles)
        self.me = 0
        self.card = n
        self.phase = self.card + R
        self.kind = self.phase + PHASE_FEATURES
        self.seat0 = self.kind + len(kinds)
        self.flags = {f: i for i, f in enumerate(PER_SEAT_FLAGS)}
        self.known_card = len(PER_SEAT_FLAGS)
        self.claimed = self.known_card + R
        self.per_seat = self.claimed + R
        self.size = self.seat0 + n * self.per_seat
        self.bump = self.speech_index(choices)

    def at(self, seat: int, flag: str) -> int:
        return self.seat0 + seat * self.per_seat + self.flags[flag]

    def column(self, flag: str) -> slice:
        """The slice holding ``flag`` for every seat."""
        start = self.seat0 + self.flags[flag]
        return slice(start, start + self.n * self.per_seat, self.per_seat)

    def speech_index(self, choices: ChoiceTable) -> list[int]:
        """For each answer: the flat index an accuse/vouch/report act bumps (-1 otherwise)."""
        out = [-1] * choices.size
        for c in range(choices.size):
            ch = choices.decode(c)
            if ch.kind in ("accuse", "vouch", "report"):
                flag = {"accuse": "accused", "vouch": "vouched"}.get(
                    ch.kind, "reported_wolf" if ch.wolf else "reported_good")
                out[c] = self.at(ch.arg, flag)  # type: ignore[arg-type]
        return out


#: decision kinds that are not a skill id or procedure id of any ruleset
DECISION_EXTRAS = ("poison",)


class VectorObserver:
    """One seat's observation vector, updated from its inbox."""

    def __init__(self, seat: int, layout: VectorLayout, choices: ChoiceTable, max_days: int) -> None:
        self.seat = seat
        self.L = layout
        self.choices = choices
        self.max_days = max(1, max_days)
        self.vec = np.zeros(layout.size, dtype=np.float32)
        self.cursor = 0
        L = layout
        self.vec[L.me + seat] = 1.0
        for s in range(L.n):
            self.vec[L.at(s, "alive")] = 1.0
        self.scale = 1.0 / L.n
        self.bump = layout.bump

    def _seat_card(self, seat: int, role: str, block: int) -> None:
        L = self.L
        base = L.seat0 + seat * L.per_seat + block
        self.vec[base:base + len(L.roles)] = 0.0
        self.vec[base + L.role_index[role]] = 1.0

    def update(self, inbox: list[Event]) -> None:
        handlers = HANDLERS
        for ev in inbox[self.cursor:]:
            h = handlers.get(ev.kind)
            if h is not None:
                h(self, ev)
        self.cursor = len(inbox)

    def observe(self, inbox: list[Event], decision: Decision | None, phase: str,
                day: int, night: int) -> np.ndarray:
        self.update(inbox)
        L = self.L
        v = self.vec
        v[L.phase:L.phase + PHASE_FEATURES] = (
            1.0 if phase.startswith("night") else 0.0,
            1.0 if phase.startswith("day") else 0.0,
            min(day, self.max_days) / self.max_days,
            min(night, self.max_days) / self.max_days)
        v[L.kind:L.seat0] = 0.0
        if decision is not None and decision.seat == self.seat:
            k = L.kind_index.get(decision.kind)
            if k is not None:
                v[L.kind + k] = 1.0
        return v.copy()


def _set(flag: str, value: float = 1.0, key: str = "seat") -> Callable[[VectorObserver, Event], None]:
    def h(o: VectorObserver, ev: Event) -> None:
        s = ev.data.get(key)
        if s is not None:
            o.vec[o.L.at(s, flag)] = value
    return h


def _role(o: VectorObserver, ev: Event) -> None:
    L = o.L
    o.vec[L.card:L.card + len(L.roles)] = 0.0
    o.vec[L.card + L.role_index[ev.data["role"]]] = 1.0
    o._seat_card(o.seat, ev.data["role"], L.known_card)


def _infected(o: VectorObserver, ev: Event) -> None:
    _role(o, Event(ev.index, ev.phase, "role", ev.audience, {"role": "wolf"}))


def _deaths(o: VectorObserver, ev: Event) -> None:
    for s in ev.data["seats"]:
        o.vec[o.L.at(s, "alive")] = 0.0


def _result(o: VectorObserver, ev: Event) -> None:
    t, v = ev.data.get("target"), ev.data.get("value")
    if t is None:
        return
    if v is True:
        o.vec[o.L.at(t, "known_wolf")] = 1.0
    elif v is False:
        o.vec[o.L.at(t, "known_good")] = 1.0
    elif isinstance(v, str) and v in o.L.role_index:
        o._seat_card(t, v, o.L.known_card)


def _team(o: VectorObserver, ev: Event) -> None:
    for s, r in zip(ev.data["seats"], ev.data["roles"]):
        o.vec[o.L.at(s, "known_wolf")] = 1.0
        o._seat_card(s, r, o.L.known_card)


def _reveal(o: VectorObserver, ev: Event) -> None:
    o._seat_card(ev.data["seat"], ev.data["role"], o.L.known_card)


def _duel(o: VectorObserver, ev: Event) -> None:
    o._seat_card(ev.data["knight"], ev.data["knight_role"], o.L.known_card)
    o._seat_card(ev.data["target"], ev.data["target_role"], o.L.known_card)


def _explode(o: VectorObserver, ev: Event) -> None:
    o.vec[o.L.at(ev.data["seat"], "known_wolf")] = 1.0
    if ev.data.get("role"):
        o._seat_card(ev.data["seat"], ev.data["role"], o.L.known_card)


def _sheriff(o: VectorObserver, ev: Event) -> None:
    L = o.L
    o.vec[L.column("sheriff")] = 0.0
    o.vec[L.column("deputy")] = 0.0
    o.vec[L.at(ev.data["seat"], "sheriff")] = 1.0


def _deputy(o: VectorObserver, ev: Event) -> None:
    L = o.L
    o.vec[L.column("deputy")] = 0.0
    o.vec[L.at(ev.data["seat"], "deputy")] = 1.0


def _badge_gone(o: VectorObserver, ev: Event) -> None:
    o.vec[o.L.column("sheriff")] = 0.0
    o.vec[o.L.column("deputy")] = 0.0


def _charmed(o: VectorObserver, ev: Event) -> None:
    for s in ev.data["seats"]:
        o.vec[o.L.at(s, "charmed")] = 1.0


def _candidates(o: VectorObserver, ev: Event) -> None:
    for s in ev.data["seats"]:
        o.vec[o.L.at(s, "candidate")] = 1.0


def _election_over(o: VectorObserver, ev: Event) -> None:
    o.vec[o.L.column("candidate")] = 0.0
    if ev.kind == "sheriff":
        _sheriff(o, ev)


def _speech(o: VectorObserver, ev: Event) -> None:
    act = ev.data["act"]
    i = o.bump[act]
    if i >= 0:
        v = o.vec
        v[i] = min(1.0, v[i] + o.scale)
    else:
        ch = o.choices.decode(act)
        if ch.kind == "claim":
            o._seat_card(ev.data["seat"], ch.arg, o.L.claimed)  # type: ignore[arg-type]


def _votes(o: VectorObserver, ev: Event) -> None:
    L = o.L
    o.vec[L.column("votes_received")] = 0.0
    o.vec[L.column("my_vote")] = 0.0
    for s, n in ev.data["totals"].items():
        o.vec[L.at(int(s), "votes_received")] = min(1.0, n / L.n)
    mine = ev.data["ballots"].get(str(o.seat))
    if mine is not None:
        o.vec[L.at(mine, "my_vote")] = 1.0


def _slander(o: VectorObserver, ev: Event) -> None:
    o.vec[o.L.column("slandered")] = 0.0
    o.vec[o.L.at(ev.data["seat"], "slandered")] = 1.0


def _game_over(o: VectorObserver, ev: Event) -> None:
    for s, r in enumerate(ev.data.get("roles", [])):
        o._seat_card(s, r, o.L.known_card)


HANDLERS: dict[str, Callable[[VectorObserver, Event], None]] = {
    "role": _role, "infected": _infected, "dawn_deaths": _deaths, "death": _deaths,
    "result": _result, "wolf_team": _team, "reveal": _reveal, "duel": _duel, "explode": _explode,
    "sheriff": _election_over, "deputy": _deputy, "badge_torn": _badge_gone,
    "badge_lost": _election_over, "badge_swallowed": _badge_gone, "charmed": _charmed,
    "candidates": _candidates, "speech": _speech, "votes": _votes, "slander": _slander,
    "game_over": _game_over, "badge_passed": lambda o, ev: _sheriff(o, Event(
        ev.index, ev.phase, "sheriff", ev.audience, {"seat": ev.data["to"]})),
}
