"""What every scripted ("heuristic") agent shares, whatever the ruleset.

:class:`BeliefCore` tracks suspicion from one seat's inbox; :class:`ScriptedAgent` is the agent
protocol around it (legal-answer checking, dispatch of each decision kind to a ``_d_<kind>``
method, speech plans of up to three acts).  A ruleset's heuristic subclasses both and adds its
cards, its events and its decisions (``agents/heuristic/seal.py``, ``agents/heuristic/dark_moon``).

The central belief is ``score[t]``: how strongly this seat believes seat ``t`` is *not* on the
village's side.  0 is neutral, positive is suspicious, negative is trusted.  Statements (speech
acts) move the score of their target, weighted by how much the speaker is trusted at that
moment; every such contribution is remembered per speaker so that it can be withdrawn when the
speaker is exposed as a liar, or amplified when the speaker is confirmed good.  Facts (own check
results, impossible claims, duels...) mark seats as known bad / known good or expose liars.

For a seat that is not on the village's side the score is deliberately the *public* picture
(what the village can infer): its private knowledge (its team) is kept apart in ``team``.
"""

from __future__ import annotations

import random
from typing import Any, Callable, ClassVar, Optional, Sequence

import rulesets
from rulesets.engine import PASS
from rulesets.engine.roles import INFORMATION, RoleSpec


def new_cards(ruleset: Any) -> list[RoleSpec]:
    """The cards of ``ruleset`` that its rulebook does not have (a designer's variant adds
    them: ``Ruleset.family`` names the rulebook); none for a rulebook's own ruleset."""
    family = getattr(ruleset, "family", ruleset.id)
    if family == ruleset.id:
        return []
    known = rulesets.get(family).names.roles
    return [r for r in ruleset.roles if r.id not in known]

# statement weights (multiplied by the speaker's trust)
W_ACCUSE = 0.35
W_VOUCH = -0.25
W_SEER_WOLF = 2.2
W_SEER_GOOD = -1.6
W_REPORT_OTHER = 0.5     # a "report" from a seat that claims no checking role
W_LIAR = 5.0             # score added to an exposed liar


class BeliefCore:
    """What one seat knows and suspects, updated incrementally from its inbox.

    ``update(events)`` consumes the events it has not seen yet, so each decision only pays for
    what happened since the previous one.  Subclasses set the class attributes below and
    ``HANDLERS`` (event kind -> method) for their ruleset's events."""

    #: the card whose reports count as checks (预言家-like)
    SEER_ROLE: ClassVar[str] = ""
    #: claiming one of these cards is a confession
    CONFESS: ClassVar[frozenset[str]] = frozenset()
    #: cards with a single copy on the board (a second claimant of one of these is lying)
    UNIQUE_ROLES: ClassVar[frozenset[str]] = frozenset()
    #: the god cards (a claim of one is worth a little trust)
    GOD_SET: ClassVar[frozenset[str]] = frozenset()
    #: cards a check may misread as good (an honest checker's "good" is no lie then)
    SEER_BLIND: ClassVar[frozenset[str]] = frozenset()
    #: claimed cards whose accusations weigh more (they have seen something)
    STRONG_ACCUSERS: ClassVar[dict[str, float]] = {}
    #: a night victim's words are re-weighted by this; its rival claimants gain that much score
    DEATH_SCALE: ClassVar[float] = 1.4
    DEATH_RIVAL: ClassVar[float] = 1.5
    #: score both claimants of one unique card get
    CONTEST: ClassVar[float] = 1.0
    HANDLERS: ClassVar[dict[str, Callable[[Any, dict], None]]] = {}

    def __init__(self, me: int, n: int, table) -> None:
        self.me = me
        self.n = n
        self.claim0 = table.claim0
        self.accuse0 = table.accuse0
        self.vouch0 = table.vouch0
        self.rw0 = table.report_wolf0
        self.rg0 = table.report_good0
        self.size = table.size
        self.role_names = table.roles
        self.pos = 0

        self.role: Optional[str] = None
        self.camp: Optional[str] = None
        #: cards a designer added (role id -> printed camp) and the checking cards among them
        self.card_camps: dict[str, str] = {}
        self.checkers: frozenset[str] = frozenset()
        self.private = False                     # may private knowledge enter ``score``?
        self.alive = [True] * n
        self.night = 0

        self.score = [0.0] * n
        self.wolfish = [0.0] * n     # the part of the evidence that points at a wolf card
        self.given: list[Optional[dict[int, float]]] = [None] * n
        self.exposed = [False] * n
        self.wolf_known = [False] * n
        self.good_known = [False] * n
        self.notwolf = [False] * n
        self.role_of: list[Optional[str]] = [None] * n
        self.about: list[Optional[list[tuple[int, bool, bool]]]] = [None] * n   # (speaker, wolf?, seer?)

        self.claim: list[Optional[str]] = [None] * n
        self.claimers: dict[str, list[int]] = {}
        self.reports: list[list[tuple[int, bool]]] = [[] for _ in range(n)]  # speaker -> its reports

        self.sheriff: Optional[int] = None
        self.day_acc: list[tuple[int, int, str]] = []   # (speaker, target, segment) today
        self.heat = 0.0                                 # statements against me today
        self.acc_today: dict[int, int] = {}             # accusations per target today
        self.hostile = [0] * n                          # bad seats: accusations of teammates

        self.team: set[int] = set()                     # my chat's camp (me included), if any
        self.team_roles: dict[int, str] = {}
        self.results: list[tuple[int, str, Optional[int], object]] = []
        self.last_exiled: Optional[int] = None
        self._contested: set[int] = set()               # claimed a card someone claimed before
        self.ballots: list[dict[int, list[int]]] = []   # exile vote rounds: target -> voters

    # -- small queries ----------------------------------------------------------------------
    def living_others(self) -> list[int]:
        """Living seats other than me."""
        me, alive = self.me, self.alive
        return [s for s in range(self.n) if alive[s] and s != me]

    def trust(self, s: int) -> float:
        """How much what ``s`` says counts (0 for a liar, up to 1.6)."""
        if self.exposed[s] or self.wolf_known[s]:
            return 0.0
        if self.good_known[s]:
            return 1.6
        x = 1.0 - 0.35 * self.score[s]
        return 0.1 if x < 0.1 else (1.6 if x > 1.6 else x)

    def sus(self, t: int) -> float:
        """Effective suspicion for decisions (known facts dominate)."""
        if self.wolf_known[t]:
            return 20.0 + self.score[t]
        if self.good_known[t]:
            return -20.0 + 0.1 * self.score[t]
        return self.score[t]

    def unique_claimer(self, role: str) -> Optional[int]:
        """The one living, unexposed claimant of ``role`` (None if none or contested)."""
        live = [s for s in self.claimers.get(role, ()) if self.alive[s] and not self.exposed[s]]
        return live[0] if len(live) == 1 else None

    # -- bookkeeping ------------------------------------------------------------------------
    def _add(self, speaker: int, target: int, delta: float) -> None:
        self.score[target] += delta
        g = self.given[speaker]
        if g is None:
            self.given[speaker] = {target: delta}
        else:
            g[target] = g.get(target, 0.0) + delta

    def _scale(self, speaker: int, factor: float) -> None:
        """Re-weight everything ``speaker`` has said so far by ``factor``."""
        g = self.given[speaker]
        if not g:
            return
        score = self.score
        for t, d in g.items():
            extra = d * (factor - 1.0)
            score[t] += extra
            g[t] = d + extra

    def expose(self, s: int, amount: float = W_LIAR) -> None:
        """``s`` is a liar or bad: withdraw what it said and raise its score."""
        if s == self.me and not self._can_expose_me():
            return
        if not self.exposed[s]:
            self.exposed[s] = True
            g = self.given[s]
            if g:
                score = self.score
                for t, d in g.items():
                    score[t] -= d
                    if d < 0:
                        score[t] += 0.3   # a liar's friends are suspect
            self.given[s] = None
            self._co_voters(s)
        self.score[s] += amount

    def _can_expose_me(self) -> bool:
        """May my own public picture show me as exposed?  (Only where I am bad.)"""
        return self.camp == "wolf"

    def _co_voters(self, s: int) -> None:
        """``s`` turned out bad: those who voted with it (for a seat not known to be bad)
        look like its pack."""
        score, exposed, wk = self.score, self.exposed, self.wolf_known
        for rnd in self.ballots:
            for t, voters in rnd.items():
                if s in voters:
                    if not wk[t] and len(voters) <= 9:
                        for v in voters:
                            if v != s and not exposed[v] and v != self.me:
                                score[v] += 0.5
                                self.wolfish[v] += 0.5
                    break

    def _ev_votes(self, d) -> None:
        if d.get("vote") != "vote":
            return
        rnd: dict[int, list[int]] = {}
        for v, t in d["ballots"].items():
            if t is not None:
                r = rnd.get(t)
                if r is None:
                    rnd[t] = [int(v)]
                else:
                    r.append(int(v))
        self.ballots.append(rnd)
        score, exposed, wk, me = self.score, self.exposed, self.wolf_known, self.me
        for t, voters in rnd.items():
            if wk[t]:
                for v in voters:
                    score[v] -= 0.2
                continue
            if len(voters) > 9:
                continue
            bad = 0
            for v in voters:
                if exposed[v]:
                    bad += 1
            if bad:
                x = 0.5 if bad == 1 else 0.8
                for v in voters:
                    if not exposed[v] and v != me:
                        score[v] += x
                        self.wolfish[v] += x

    def mark_wolf(self, t: int) -> None:
        """``t`` is known to be bad."""
        if not self.wolf_known[t]:
            self.wolf_known[t] = True
            self.expose(t, 3.0)

    def mark_notwolf(self, t: int, amount: float = 2.5) -> None:
        """``t`` is known not to hold a wolf card."""
        if not self.notwolf[t] and not self.wolf_known[t]:
            self.notwolf[t] = True
            self.score[t] -= amount
            self._facts_changed()

    def checked(self, t: int, wolf: bool, clear: float) -> None:
        """My own check of ``t`` read wolf (a fact) or not (``clear`` off its score)."""
        if wolf:
            self.mark_wolf(t)
            self._verify(t, True)
        else:
            self.mark_notwolf(t, clear)

    def _facts_changed(self) -> None:
        """Hook: a fact about some seat became known (re-check derived inferences)."""

    def _verify(self, t: int, wolf: bool) -> None:
        """``t``'s side became known: judge everyone who spoke about it or voted for it."""
        for rnd in self.ballots:
            voters = rnd.get(t)
            if voters:
                for v in voters:
                    if v != self.me:
                        self.score[v] += -0.3 if wolf else 0.4
        about = self.about[t]
        if not about:
            return
        for speaker, said_wolf, seer in about:
            if self.exposed[speaker]:
                continue
            if said_wolf == wolf:
                self.score[speaker] -= 0.6 if seer else 0.3
            elif seer and (wolf is False or self.role_of[t] not in self.SEER_BLIND):
                self.expose(speaker)
            else:
                self.score[speaker] += 0.8 if said_wolf else 1.0

    # -- event intake -----------------------------------------------------------------------
    def update(self, events: Sequence) -> None:
        """Consume the inbox events not seen yet."""
        n_ev = len(events)
        if self.pos >= n_ev:
            return
        handlers = self.HANDLERS
        me = self.me
        accuse0, vouch0, rw0, rg0 = self.accuse0, self.vouch0, self.rw0, self.rg0
        statement, report = self._statement, self._report
        exposed, score = self.exposed, self.score
        for ev in events[self.pos:n_ev]:  # one slice: the inbox is a sealed sequence
            kind = ev.kind
            if kind == "speech":           # the hot path, inlined
                d = ev.data
                s = d["seat"]
                act = d["act"]
                if exposed[s] and s != me:
                    # a known liar: its words carry nothing, except that the seats it vouches
                    # for look like its friends
                    if vouch0 <= act < rw0 or act >= rg0:
                        t = act - (vouch0 if act < rw0 else rg0)
                        if t != me and t != s:
                            score[t] += 0.3
                    elif accuse0 <= act < vouch0 or rw0 <= act < rg0:
                        self.day_acc.append((s, act - (accuse0 if act < vouch0 else rw0),
                                             d["segment"]))
                    continue
                if act < accuse0:
                    if act >= self.claim0 and s != me:
                        self._claim(s, self.role_names[act - self.claim0])
                elif act < vouch0:
                    t = act - accuse0
                    self.day_acc.append((s, t, d["segment"]))
                    if s != me:
                        statement(s, t, True, W_ACCUSE, False)
                elif act < rw0:
                    if s != me:
                        statement(s, act - vouch0, False, W_VOUCH, False)
                elif act < rg0:
                    t = act - rw0
                    self.day_acc.append((s, t, d["segment"]))
                    if s != me:
                        report(s, t, True)
                elif s != me:
                    report(s, act - rg0, False)
                continue
            h = handlers.get(kind)
            if h is not None:
                h(self, ev.data)
        self.pos = n_ev

    def _dies(self, s: int) -> None:
        self.alive[s] = False

    def _ev_death(self, d) -> None:
        for s in d["seats"]:
            self._dies(s)

    def _ev_exiled(self, d) -> None:
        self.last_exiled = d["seat"]

    def _ev_dawn_deaths(self, d) -> None:
        for s in d["seats"]:
            self._dies(s)
            # a night victim was most likely knifed: what it said gains weight, its
            # counter-claimants lose it
            if s in self.team:
                continue
            self._scale(s, self.DEATH_SCALE)
            c = self.claim[s]
            if c in self.UNIQUE_ROLES and not self.exposed[s]:
                for o in self.claimers.get(c, ()):
                    if o != s and self.alive[o]:
                        self.score[o] += self.DEATH_RIVAL

    def _claim(self, s: int, role: str) -> None:
        prev = self.claim[s]
        if prev == role:
            return
        if prev is not None:
            self.expose(s, 4.0)          # changed its story
        self.claim[s] = role
        if role in self.CONFESS:
            self.expose(s)               # confessed
            return
        if self.private and self.role == role and role in self.UNIQUE_ROLES:
            self.expose(s)               # that card is mine
            return
        known = self.role_of[s]
        if known is not None and known != role and self.private:
            self.expose(s)
            return
        if role in self.UNIQUE_ROLES:
            rivals = self.claimers.setdefault(role, [])
            for o in rivals:
                if self.exposed[o]:
                    continue
                if self.role_of[o] == role:
                    self.expose(s)
                    return
                self.score[s] += self.CONTEST
                self.score[o] += self.CONTEST
                self._scale(o, 0.5)       # a contested claim: its reports count half
                if not self.alive[o]:
                    self.score[s] += 1.0  # the first claimant died (knifed?): it was real
            if any(not self.exposed[o] for o in rivals):
                self._contested.add(s)
            rivals.append(s)
            if role in self.GOD_SET:
                self.score[s] -= 0.3

    def _statement(self, s: int, t: int, wolf: bool, weight: float, seer: bool) -> None:
        """An accusation (wolf) or a vouch by ``s`` about ``t``."""
        if t == s:
            return
        score = self.score
        if self.exposed[s]:
            if not wolf and t != self.me:
                score[t] += 0.3          # a liar's friends
            return
        a = self.about[t]
        if a is None:
            self.about[t] = [(s, wolf, seer)]
        else:
            a.append((s, wolf, seer))
        private = self.private
        if t == self.me:
            if wolf:
                self.heat += 1.0
            if private:
                score[s] += (1.5 if seer else 0.8) if wolf else -0.2
                return
        elif wolf and t in self.team:
            self.hostile[s] += 1
        if private:
            if self.wolf_known[t]:
                score[s] += -0.4 if wolf else 1.2
            elif wolf and self.good_known[t]:
                score[s] += 1.0 if seer else 0.8
        if s in self._contested:
            weight *= 0.5
        if wolf:
            k = self.acc_today.get(t, 0)
            self.acc_today[t] = k + 1
            if not seer:
                strong = self.STRONG_ACCUSERS.get(self.claim[s])
                if strong is not None and s not in self._contested:
                    weight *= strong    # it has seen something the others have not
                weight /= 1.0 + 0.5 * k   # a bandwagon repeats, it adds little
        # the speaker's trust, inlined (see ``trust``)
        if self.good_known[s]:
            delta = weight * 1.6
        else:
            x = 1.0 - 0.35 * score[s]
            delta = weight * (0.1 if x < 0.1 else (1.6 if x > 1.6 else x))
        score[t] += delta
        g = self.given[s]
        if g is None:
            self.given[s] = {t: delta}
        else:
            g[t] = g.get(t, 0.0) + delta

    def _report(self, s: int, t: int, wolf: bool) -> None:
        """``s`` reports a check of ``t``: weighty if it claims the checking card."""
        if t == s:
            return
        reports = self.reports[s]
        if self.claim[s] != self.SEER_ROLE and self.claim[s] not in self.checkers:
            reports.append((t, wolf))
            self._statement(s, t, wolf, W_REPORT_OTHER if wolf else W_VOUCH, False)
            return
        self._seer_prior(s, t, reports)
        reports.append((t, wolf))
        if self.private and t == self.me and wolf:
            self.heat += 2.0
            self.expose(s)           # I am good and would read good
            return
        weight = W_SEER_WOLF if wolf else W_SEER_GOOD
        if wolf:
            rivals = self.claimers.get(self.SEER_ROLE, ())
            if t in rivals and rivals.index(t) < rivals.index(s):
                # it claimed after t and "checked" exactly t: a real checker checked on
                # night 1, before anyone claimed -- too convenient
                self.score[s] += 2.5
                weight *= 0.2
            elif s in self._contested:
                c = self.claim[t]
                if c in self.GOD_SET and c != self.SEER_ROLE and not self.exposed[t] and \
                        self.unique_claimer(c) == t:
                    # a disputed checker against an undisputed god: believe the god
                    self.score[s] += 1.0
                    weight *= 0.3
            if not self.exposed[s]:
                self.wolfish[t] += weight * self.trust(s)
        self._statement(s, t, wolf, weight, True)

    def _seer_prior(self, s: int, t: int, reports: list[tuple[int, bool]]) -> None:
        """Hook: judge a new check report of ``s`` against its earlier ones."""


class ScriptedAgent:
    """The agent protocol around a :class:`BeliefCore`: every answer is checked against the
    legal list; anything unexpected falls back to the decision's default (``strict=True``
    raises instead, for tests).  Deterministic given ``reset(seat, seed)``.

    Subclasses set ``BELIEFS`` (their belief class) and ``INFO_ROLES``, define ``_d_<kind>``
    for each decision kind and ``_plan(d, segment)`` for speeches."""

    name = "heuristic"
    BELIEFS: ClassVar[type] = BeliefCore
    #: claimed cards that carry information (their claimants are protected and trusted)
    INFO_ROLES: ClassVar[frozenset[str]] = frozenset()
    #: options that end a speech plan once chosen
    PLAN_ENDERS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, seed: int = 0, strict: bool = False) -> None:
        self.rng = random.Random(seed)
        self.strict = strict
        self.seat = 0
        self.b: Any = None

    # -- protocol ---------------------------------------------------------------------------
    def reset(self, seat: int, seed: int) -> None:
        """Start a new game at ``seat``."""
        self.seat = seat
        self.rng.seed(seed * 1_000_003 + seat * 7919 + 17)
        self.__dict__.pop("INFO_ROLES", None)  # a variant's information roles (``observe``)
        self.b = None
        self.t: Any = None
        self._plan: Optional[list[int]] = None
        self._plan_kind = ""
        self._steps = 0
        self._last_pos = 0
        self._enders: frozenset[int] = frozenset()
        self._claimed: Optional[str] = None
        self._vouched_day = -1
        self._duel_target: Optional[int] = None
        self._fake_target: Optional[int] = None      # the seat my fake check accused

    def observe(self, view) -> Any:
        """Bring the beliefs up to date with the seat's inbox and return them (built at the
        first call).  Cards a designer added to the ruleset (a variant's new roles) are known by
        their printed camp, and a new card with an information skill counts as an information
        role, so its claim and reports weigh like the checking card's."""
        if self.b is None:
            # sized for every seat the game can reach (the codec's): an account added mid-game
            # (哪吒's puppet, a 马甲) posts and votes too
            self.b = self.BELIEFS(view.seat, max(view.n_seats, view.choices.n_seats),
                                  view.choices)
            self.t = view.choices
            self._enders = frozenset(self.t.option(o) for o in self.PLAN_ENDERS
                                     if o in self.t.options)
            self._setup(view)
            added = new_cards(view.ruleset)
            if added:
                self.b.card_camps.update({r.id: r.camp for r in added})
                info = frozenset(r.id for r in added
                                 if any(k.intent == INFORMATION for k in r.skills))
                self.INFO_ROLES = self.INFO_ROLES | info
                self.b.checkers = self.b.checkers | info
        self.b.update(view.events)
        return self.b

    def _setup(self, view) -> None:
        """Hook: configure the new beliefs ``self.b`` from the public rules before the first
        update (nothing by default)."""

    def act(self, view) -> int:
        """Answer ``view.decision`` (always a legal choice unless ``strict``)."""
        d = view.decision
        try:
            self.observe(view)
            c = self._decide(d, view)
        except Exception:
            if self.strict:
                raise
            return d.default
        if c is None or c not in d.legal:
            if self.strict:
                raise AssertionError(f"heuristic seat {self.seat + 1}: {c!r} is not legal for "
                                     f"{d.asked_as!r} ({d.legal[:12]})")
            return d.default
        return c

    def _decide(self, d, view) -> Optional[int]:
        kind = d.asked_as
        if kind == "speech" or kind == "last_words":
            return self._speech(d, view.events)
        self._plan = None
        fn = getattr(self, "_d_" + kind, None)
        if fn is None:
            return d.default
        return fn(d)

    # -- helpers ----------------------------------------------------------------------------
    @property
    def wolf(self) -> bool:
        """Am I in the wolf camp?"""
        return self.b.camp == "wolf"

    def _targets(self, d) -> list[int]:
        t0 = self.t.target0
        o0 = self.t.option0
        return [c - t0 for c in d.legal if t0 <= c < o0]

    def _tgt(self, seat: Optional[int]) -> int:
        return PASS if seat is None else self.t.target0 + seat

    def _opt(self, name: str) -> int:
        return self.t.option(name)

    def _noise(self, scale: float = 0.3) -> float:
        return self.rng.random() * scale

    def _first_legal(self, d, names: Sequence[str]) -> int:
        """The first of the named options that is legal now (PASS if none is)."""
        for name in names:
            o = self._opt(name)
            if o in d.legal:
                return o
        return PASS

    def _pressure(self) -> Optional[Callable[[int], float]]:
        """Hook: an extra suspicion term for ``_top_suspect`` (None: nothing extra)."""
        return None

    def _top_suspect(self, cands: list[int], skip_known_good: bool = True) -> Optional[int]:
        b = self.b
        rnd = self.rng.random
        press = self._pressure()
        me, good, sus = self.seat, b.good_known, b.sus
        best, best_v = None, -1e9
        for s in cands:
            if s == me or (skip_known_good and good[s]):
                continue
            v = sus(s) + 0.2 * rnd()
            if press is not None:
                v += press(s)
            if v > best_v:
                best, best_v = s, v
        return best

    def _most_trusted(self, cands: list[int], info_bonus: float = 1.0) -> tuple[Optional[int], float]:
        b = self.b
        rnd = self.rng.random
        me, sus, claim, exposed = self.seat, b.sus, b.claim, b.exposed
        info = self.INFO_ROLES
        best, best_v = None, 1e9
        for s in cands:
            if s == me:
                continue
            v = sus(s) + 0.2 * rnd()
            if claim[s] in info and not exposed[s]:
                v -= info_bonus
            if v < best_v:
                best, best_v = s, v
        return best, best_v

    def kill_value(self, t: int) -> float:
        """A bad camp: how much taking ``t`` out helps it (the ruleset's agent defines it)."""
        return 0.0

    def _best_kill(self, cands: list[int], public_weight: float = 0.0) -> Optional[int]:
        """The most valuable seat to take out (never a teammate), a little noise breaking ties;
        ``public_weight`` adds the village's own suspicion (a push that the village follows)."""
        b = self.b
        best, best_v = None, -1e9
        for t in cands:
            if t == self.seat or t in b.team:
                continue
            v = self.kill_value(t) + public_weight * b.score[t] + self._noise(0.5)
            if v > best_v:
                best, best_v = t, v
        return best

    def _push_after(self, cons: Optional[int], others: list[int]) -> Optional[int]:
        """A bad camp: whom to accuse and vote today among ``others``.  Ride the village's
        wrong bandwagon ``cons``, else follow the first teammate's accusation (or my fake
        check), else pick the most valuable enemy."""
        b = self.b
        if cons is not None and cons not in b.team and cons in others:
            return cons
        tt = self._team_target()
        if tt in others:
            return tt
        if self._fake_target in others:
            return self._fake_target
        return self._best_kill(others, public_weight=0.7)

    def _team_target(self) -> Optional[int]:
        """The seat the team is pushing today: the first one a teammate accused."""
        b = self.b
        for s, t, _seg in b.day_acc:
            if s in b.team and b.alive[t] and t not in b.team:
                return t
        return None

    def _sheriff_pick(self) -> Optional[int]:
        """The last seat a trusted sheriff accused in today's exile speeches."""
        b = self.b
        sh = b.sheriff
        if sh is None or sh == self.seat or not b.alive[sh] or b.trust(sh) < 0.8:
            return None
        for s, a, seg in reversed(b.day_acc):
            if s == sh and seg != "election":
                return a
        return None

    # -- speech -----------------------------------------------------------------------------
    def _speech(self, d, events) -> int:
        """Up to three speech acts a turn, planned at the turn's first decision (re-planned
        when anything but my own speech happened meanwhile)."""
        k = len(events)
        me = self.seat
        cont = (self._plan is not None and self._plan_kind == d.asked_as and self._steps < 3)
        if cont:
            for ev in events[self._last_pos:k]:
                if ev.kind not in ("speech", "withdraw") or ev.data.get("seat") != me:
                    cont = False
                    break
        if not cont:
            self._plan_kind = d.asked_as
            self._steps = 0
            seg = d.info.get("segment", "last_words") if d.asked_as == "speech" else "last_words"
            self._plan = self._plan_speech(d, seg)
        self._steps += 1
        self._last_pos = k
        legal = d.legal
        plan = self._plan
        while plan:
            c = plan.pop(0)
            if c in legal:
                if c in self._enders:
                    self._plan = None
                return c
        self._plan = None
        return PASS

    def _plan_speech(self, d, seg: str) -> list[int]:
        """The acts of this speech turn (``seg``: its segment, ``"last_words"`` for those)."""
        return []

    def _sure_duel(self, legal: list[int]) -> Optional[int]:
        """The knight's duel option, when my top suspect is a near-certain enemy (remembered as
        the duel's target)."""
        duel = self._opt("duel")
        if duel in legal:
            b = self.b
            top = self._top_suspect(b.living_others())
            if top is not None and (b.wolf_known[top] or (b.exposed[top] and b.sus(top) >= 5.0)):
                self._duel_target = top
                return duel
        return None

    def _accuse(self, acts: list[int], top: int, others: list[int]) -> None:
        """Accuse ``top``, and an exposed liar too if there is room."""
        b = self.b
        acts.append(self.t.accuse(top))
        liars = [x for x in others if b.exposed[x] and x != top and b.sus(x) >= 4.0]
        if liars and len(acts) < 3:
            acts.append(self.t.accuse(max(liars, key=lambda x: (b.sus(x), -x))))

    def _vouch_once(self, acts: list[int], day: int) -> None:
        """Once a day, vouch for the seat I trust most, if I trust it clearly."""
        if len(acts) < 3 and self._vouched_day != day:
            best, v = self._most_trusted(self.b.living_others(), info_bonus=0.5)
            if best is not None and v <= -1.5:
                self._vouched_day = day
                acts.append(self.t.vouch(best))

    def _vouch_mate(self, acts: list[int]) -> None:
        """A bad camp: now and then, stand up for a teammate under suspicion."""
        b = self.b
        mates = [s for s in b.team if s != self.seat and b.alive[s] and not b.exposed[s]
                 and b.score[s] >= 2.0]
        if mates and self.rng.random() < 0.5:
            acts.append(self.t.vouch(max(mates, key=lambda s: (b.score[s], -s))))

    def _claim_act(self, role: str) -> list[int]:
        if self._claimed == role:
            return []
        try:
            c = self.t.claim(role)
        except KeyError:
            return []
        self._claimed = role
        return [c]
