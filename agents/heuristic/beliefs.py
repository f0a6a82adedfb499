"""Incremental belief tracking for the seal heuristic agent.

Everything here is built from one seat's inbox only (public events and events addressed to that
seat).  ``Beliefs.update(events)`` consumes the events it has not seen yet, so each decision only
pays for what happened since the previous one.

The central quantity is ``score[t]``: how strongly this seat believes seat ``t`` is *not good*
(a wolf or the piper).  0 is neutral, positive is suspicious, negative is trusted.  Statements
(speech acts) move the score of their target, weighted by how much the speaker is trusted at that
moment; every such contribution is remembered per speaker so that it can be withdrawn when the
speaker is exposed as a liar, or amplified when the speaker is confirmed good.  Facts (own check
results, flipped cards, self-explosions, impossible claims) mark seats as known wolves / known
good or expose liars outright.

For a wolf the score is deliberately the *public* picture (what the village can infer): the wolf's
private knowledge (its team, the gargoyle's gazes) is kept apart in ``team`` / ``gazed``.
"""

from __future__ import annotations

from typing import Optional, Sequence

GODS = ("moon_maiden", "bear_tamer", "crow", "fox", "knight", "socialite", "gravekeeper", "actor")
GOD_SET = frozenset(GODS)
WOLF_ROLES = frozenset(("white_wolf_king", "black_wolf_king", "war_wolf", "wolf_beauty",
                        "gargoyle", "nightmare", "evil_spirit", "wolf"))
INFO_ROLES = frozenset(("actor", "fox", "gravekeeper", "bear_tamer"))
GOOD_ROLES = GOD_SET | {"villager", "half_blood"}
#: roles with a single card on the board (a second claimant of one of these is lying)
UNIQUE_ROLES = GOD_SET | (WOLF_ROLES - {"wolf"}) | {"piper", "half_blood"}

# statement weights (multiplied by the speaker's trust)
W_ACCUSE = 0.35
W_VOUCH = -0.25
W_SEER_WOLF = 2.2
W_SEER_GOOD = -1.6
W_FOX_WOLF = 0.9
W_FOX_CLEAR = -1.0
W_REPORT_OTHER = 0.5     # a "report" from a seat that claims no checking role
W_LIAR = 5.0             # score added to an exposed liar


def neighbours(seat: int, alive: Sequence[bool], n: int) -> tuple[int, int]:
    """Nearest living seat on each side (``seat`` itself when nobody else is left)."""
    left = (seat - 1) % n
    while left != seat and not alive[left]:
        left = (left - 1) % n
    right = (seat + 1) % n
    while right != seat and not alive[right]:
        right = (right + 1) % n
    return left, right


def triple(centre: int, alive: Sequence[bool], n: int) -> tuple[int, ...]:
    """The 狐貍's three seats in a row around ``centre`` (fewer when few are left)."""
    left, right = neighbours(centre, alive, n)
    return tuple(sorted({left, centre, right}))


class Beliefs:
    """What one seat knows and suspects, updated incrementally from its inbox."""

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
        self.camp: Optional[str] = None          # good | wolf | third
        self.private = False                     # may private knowledge enter ``score``?
        self.alive = [True] * n
        self.alive_night = [True] * n            # living players when the last night fell
        self.night = 0
        self.panic = False
        self.disabled_night = -1

        self.score = [0.0] * n
        self.wolfish = [0.0] * n     # the part of the evidence that points at a wolf card
        self.given: list[Optional[dict[int, float]]] = [None] * n
        self.exposed = [False] * n
        self.wolf_known = [False] * n
        self.good_known = [False] * n
        self.notwolf = [False] * n
        self.role_of: list[Optional[str]] = [None] * n
        self.about: list[Optional[list[tuple[int, bool, bool]]]] = [None] * n   # (speaker, wolf?, seer?)
        self.triples: list[tuple[int, tuple[int, ...], bool]] = []

        self.claim: list[Optional[str]] = [None] * n
        self.claimers: dict[str, list[int]] = {}
        self.reports: list[list[tuple[int, bool]]] = [[] for _ in range(n)]  # speaker -> its reports

        self.sheriff: Optional[int] = None
        self.deputy: Optional[int] = None
        self.candidates: list[int] = []
        self.pk_seats: tuple[int, ...] = ()
        self.slander: Optional[int] = None
        self.day_acc: list[tuple[int, int, str]] = []   # (speaker, target, segment) today
        self.heat = 0.0                                 # statements against me today
        self.acc_today: dict[int, int] = {}             # accusations per target today
        self.hostile = [0] * n                          # wolves: accusations of teammates

        self.team: set[int] = set()                     # wolf camp (wolves only), me included
        self.team_roles: dict[int, str] = {}
        self.gazed: dict[int, str] = {}
        self.forms: dict[int, str] = {}
        self.charmed: frozenset[int] = frozenset()
        self.results: list[tuple[int, str, Optional[int], object]] = []
        self.bear_growls: list[tuple[int, bool]] = []   # (night, growl)
        self.last_exiled: Optional[int] = None
        self.pressure_pos = -1                         # cache for the piper pressure
        self.uncharmed = 99                             # uncharmed living seats
        self.piper_pool = 99                            # ... that could be the piper
        self._contested: set[int] = set()               # claimed a card someone claimed before
        self.ballots: list[dict[int, list[int]]] = []   # exile vote rounds: target -> voters

    # -- small queries ----------------------------------------------------------------------
    def living_others(self) -> list[int]:
        me, alive = self.me, self.alive
        return [s for s in range(self.n) if alive[s] and s != me]

    def trust(self, s: int) -> float:
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
        """``s`` is a liar or a wolf: withdraw what it said and raise its score."""
        if s == self.me and self.camp != "wolf":
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

    def _co_voters(self, s: int) -> None:
        """``s`` turned out bad: those who voted with it (for a seat not known to be a wolf)
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
        if not self.wolf_known[t]:
            self.wolf_known[t] = True
            self.expose(t, 3.0)

    def mark_notwolf(self, t: int, amount: float = 2.5) -> None:
        if not self.notwolf[t] and not self.wolf_known[t]:
            self.notwolf[t] = True
            self.score[t] -= amount
            self._check_triples()

    def confirm(self, t: int, role: Optional[str]) -> None:
        """The exact card of ``t`` is known (``None`` = some wolf card)."""
        if role is None:
            role = "wolf"
        if self.role_of[t] == role:
            return
        self.role_of[t] = role
        if role == "half_blood":
            pass  # its alignment depends on its hidden night-1 choice
        elif role in GOOD_ROLES:
            if not self.good_known[t]:
                self.good_known[t] = True
                self._scale(t, 1.6)
                self._verify(t, False)
            if role in UNIQUE_ROLES:
                for o in self.claimers.get(role, ()):
                    if o != t:
                        self.expose(o)
            c = self.claim[t]
            if c is not None and c != role and c in UNIQUE_ROLES:
                pass  # a good player who claimed something else: no inference
        else:
            self.mark_wolf(t)
            self._verify(t, True)
        self._check_triples()

    def _verify(self, t: int, wolf: bool) -> None:
        """``t``'s camp became known: judge everyone who spoke about it or voted for it."""
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
            elif seer and (wolf is False or self.role_of[t] != "evil_spirit"):
                self.expose(speaker)
            else:
                self.score[speaker] += 0.8 if said_wolf else 1.0

    def _check_triples(self) -> None:
        """Fox results: a wolf triple with one unknown seat left pins that seat."""
        for speaker, seats, wolf in self.triples:
            if self.exposed[speaker]:
                continue
            if wolf:
                open_ = [x for x in seats if not self.good_known[x] and not self.notwolf[x]
                         and x != speaker]
                if any(self.wolf_known[x] for x in seats):
                    continue
                if not open_:
                    if speaker != self.me:
                        self.expose(speaker)
                elif len(open_) == 1 and speaker == self.me:
                    self.mark_wolf(open_[0])
            else:
                if speaker != self.me and any(self.wolf_known[x] and self.role_of[x] != "evil_spirit"
                                              for x in seats):
                    self.expose(speaker)

    # -- event intake -----------------------------------------------------------------------
    def update(self, events: Sequence) -> None:
        n_ev = len(events)
        if self.pos >= n_ev:
            return
        handlers = _HANDLERS
        me = self.me
        accuse0, vouch0, rw0, rg0 = self.accuse0, self.vouch0, self.rw0, self.rg0
        statement, report = self._statement, self._report
        exposed, score = self.exposed, self.score
        for i in range(self.pos, n_ev):
            ev = events[i]
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

    def _ev_role(self, d) -> None:
        self.role = d["role"]
        if self.role in WOLF_ROLES:
            self.camp = "wolf"
        elif self.role == "piper":
            self.camp = "third"
        else:
            self.camp = "good"
        self.private = self.camp == "good"
        me = self.me
        self.role_of[me] = self.role
        if self.camp == "good":
            self.good_known[me] = True

    def _ev_infected(self, d) -> None:
        self.role = "wolf"
        self.camp = "wolf"
        self.private = False
        self.good_known[self.me] = False
        self.role_of[self.me] = "wolf"
        self.team.add(self.me)

    def _ev_wolf_team(self, d) -> None:
        self.team = set(d["seats"])
        self.team_roles = dict(zip(d["seats"], d["roles"]))

    def _ev_form(self, d) -> None:
        self.forms[d["seat"]] = d["form"]

    def _ev_night_falls(self, d) -> None:
        self.night = d["night"]
        self.panic = bool(d.get("panic"))
        self.alive_night = list(self.alive)
        self.day_acc = []
        self.acc_today = {}
        self.heat = 0.0
        self.pk_seats = ()
        self.slander = None

    def _ev_disabled(self, d) -> None:
        self.disabled_night = self.night

    def _ev_charmed(self, d) -> None:
        self.charmed = frozenset(d["seats"])

    def _ev_result(self, d) -> None:
        skill, t, value = d["skill"], d["target"], d["value"]
        rec = (self.night, skill, t, value)
        self.results.append(rec)
        if skill == "gaze":
            self.gazed[t] = value
            return
        if skill == "grave_check":
            if self.private:
                self.confirm(t, value)
            else:
                self.role_of[t] = value
            return
        if not self.private:
            return
        if skill == "seer_check":
            if value:
                self.mark_wolf(t)
                self._verify(t, True)
            else:
                self.mark_notwolf(t, 3.0)
                self._scale(t, 1.3)
        elif skill == "fox_check":
            seats = triple(t, self.alive, self.n)
            self.triples.append((self.me, seats, bool(value)))
            if value:
                open_ = [x for x in seats if x != self.me and not self.notwolf[x]
                         and not self.good_known[x]]
                for x in open_:
                    self.score[x] += 3.5 if len(open_) == 1 else 1.5
                    self.wolfish[x] += 3.5 if len(open_) == 1 else 1.5
            else:
                for x in seats:
                    if x != self.me:
                        self.mark_notwolf(x, 2.0)
            self._check_triples()

    def _ev_dawn_deaths(self, d) -> None:
        for s in d["seats"]:
            self._dies(s)
            # a night victim was most likely knifed: what it said gains weight, its
            # counter-claimants lose it
            if s in self.team:
                continue
            self._scale(s, 1.4)
            c = self.claim[s]
            if c in UNIQUE_ROLES and not self.exposed[s]:
                for o in self.claimers.get(c, ()):
                    if o != s and self.alive[o]:
                        self.score[o] += 1.5

    def _dies(self, s: int) -> None:
        self.alive[s] = False
        if self.deputy == s:
            self.deputy = None

    def _ev_death(self, d) -> None:
        for s in d["seats"]:
            self._dies(s)

    def _ev_exiled(self, d) -> None:
        self.last_exiled = d["seat"]

    def _ev_explode(self, d) -> None:
        self.confirm(d["seat"], d.get("role") or "wolf")

    def _ev_duel(self, d) -> None:
        self.confirm(d["knight"], d["knight_role"])
        self.confirm(d["target"], d["target_role"])

    def _ev_reveal(self, d) -> None:
        self.confirm(d["seat"], d["role"])

    def _ev_take(self, d) -> None:
        k = d["seat"]
        if self.role_of[k] is None:
            self.confirm(k, "black_wolf_king")

    def _ev_bear(self, d) -> None:
        growl = bool(d["growl"])
        self.bear_growls.append((self.night, growl))
        tamer = self.me if self.role == "bear_tamer" else self.unique_claimer("bear_tamer")
        if tamer is None or not self.alive[tamer]:
            return
        if tamer == self.me:
            if self.disabled_night == self.night or self.panic:
                return
            w = 1.0
        else:
            w = 0.8 * self.trust(tamer)
        nb = [x for x in set(neighbours(tamer, self.alive, self.n)) if x != tamer]
        if growl:
            open_ = [x for x in nb if not self.good_known[x] and not self.notwolf[x]]
            for x in open_:
                if tamer == self.me and len(open_) == 1:
                    self.mark_wolf(x)
                else:
                    self.score[x] += (3.0 if len(open_) == 1 else 1.5) * w
                    self.wolfish[x] += (3.0 if len(open_) == 1 else 1.5) * w
        else:
            for x in nb:
                self.score[x] -= 0.7 * w

    def _ev_slander(self, d) -> None:
        self.slander = d["seat"]
        self.score[d["seat"]] += 0.3

    def _ev_sheriff(self, d) -> None:
        self.sheriff = d["seat"]
        self.deputy = None

    def _ev_no_sheriff(self, d) -> None:
        self.sheriff = None
        self.deputy = None

    def _ev_deputy(self, d) -> None:
        self.deputy = d["seat"]

    def _ev_candidates(self, d) -> None:
        self.candidates = list(d["seats"])

    def _ev_withdraw(self, d) -> None:
        s = d["seat"]
        if s in self.candidates:
            self.candidates.remove(s)

    def _ev_pk(self, d) -> None:
        self.pk_seats = tuple(d["seats"])

    def _claim(self, s: int, role: str) -> None:
        prev = self.claim[s]
        if prev == role:
            return
        if prev is not None:
            self.expose(s, 4.0)          # changed its story
        self.claim[s] = role
        if role in WOLF_ROLES or role == "piper":
            self.expose(s)               # confessed
            return
        if self.private and self.role == role and role in UNIQUE_ROLES:
            self.expose(s)               # that card is mine
            return
        known = self.role_of[s]
        if known is not None and known != role and self.private:
            self.expose(s)
            return
        if role in UNIQUE_ROLES:
            rivals = self.claimers.setdefault(role, [])
            for o in rivals:
                if self.exposed[o]:
                    continue
                if self.role_of[o] == role:
                    self.expose(s)
                    return
                self.score[s] += 1.0
                self.score[o] += 1.0
                self._scale(o, 0.5)       # a contested claim: its reports count half
                if not self.alive[o]:
                    self.score[s] += 1.0  # the first claimant died (knifed?): it was real
            if any(not self.exposed[o] for o in rivals):
                self._contested.add(s)
            rivals.append(s)
            if role in GOD_SET:
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
                if self.claim[s] == "gravekeeper" and s not in self._contested:
                    weight *= 2.5    # it has seen the dead players' cards
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
        if t == s:
            return
        claim = self.claim[s]
        if claim == "fox":
            self._fox_report(s, t, wolf)
            return
        reports = self.reports[s]
        if claim == "actor":
            if not any(r[0] == t for r in reports) and any(r[0] != t for r in reports):
                self.score[s] += 1.5     # the 演員 is a 預言家 only once
            reports.append((t, wolf))
            if self.private and t == self.me and wolf:
                self.heat += 2.0
                self.expose(s)           # I am good and would read good
                return
            weight = W_SEER_WOLF if wolf else W_SEER_GOOD
            if wolf:
                rivals = self.claimers.get("actor", ())
                if t in rivals and rivals.index(t) < rivals.index(s):
                    # it claimed after t and "checked" exactly t: a real 預言家 checked on
                    # night 1, before anyone claimed -- too convenient
                    self.score[s] += 2.5
                    weight *= 0.2
                elif s in self._contested:
                    c = self.claim[t]
                    if c in GOD_SET and c != "actor" and not self.exposed[t] and \
                            self.unique_claimer(c) == t:
                        # a disputed 預言家 against an undisputed god: believe the god
                        self.score[s] += 1.0
                        weight *= 0.3
                if not self.exposed[s]:
                    self.wolfish[t] += weight * self.trust(s)
            self._statement(s, t, wolf, weight, True)
        else:
            reports.append((t, wolf))
            self._statement(s, t, wolf, W_REPORT_OTHER if wolf else W_VOUCH, False)

    def _fox_report(self, s: int, t: int, wolf: bool) -> None:
        if self.exposed[s]:
            return
        seats = triple(t, self.alive_night, self.n)
        self.triples.append((s, seats, wolf))
        tr = self.trust(s)
        if wolf:
            open_ = [x for x in seats if x != s and not self.good_known[x] and not self.notwolf[x]]
            if self.private and not open_:
                self.expose(s)
                return
            for x in open_:
                if x == self.me:
                    continue
                self._add(s, x, (W_FOX_WOLF * 2 if len(open_) == 1 else W_FOX_WOLF) * tr)
                self.wolfish[x] += (W_FOX_WOLF * 2 if len(open_) == 1 else W_FOX_WOLF) * tr
                if x in self.team and self.camp == "wolf":
                    self.hostile[s] += 1
        else:
            if self.private and any(self.wolf_known[x] and self.role_of[x] != "evil_spirit"
                                    for x in seats):
                self.expose(s)
                return
            for x in seats:
                if x != s and x != self.me:
                    self._add(s, x, W_FOX_CLEAR * tr)


_HANDLERS = {
    "role": Beliefs._ev_role,
    "infected": Beliefs._ev_infected,
    "wolf_team": Beliefs._ev_wolf_team,
    "form": Beliefs._ev_form,
    "night_falls": Beliefs._ev_night_falls,
    "disabled": Beliefs._ev_disabled,
    "charmed": Beliefs._ev_charmed,
    "result": Beliefs._ev_result,
    "dawn_deaths": Beliefs._ev_dawn_deaths,
    "death": Beliefs._ev_death,
    "exiled": Beliefs._ev_exiled,
    "explode": Beliefs._ev_explode,
    "duel": Beliefs._ev_duel,
    "reveal": Beliefs._ev_reveal,
    "take": Beliefs._ev_take,
    "bear": Beliefs._ev_bear,
    "slander": Beliefs._ev_slander,
    "sheriff": Beliefs._ev_sheriff,
    "badge_torn": Beliefs._ev_no_sheriff,
    "badge_lost": Beliefs._ev_no_sheriff,
    "badge_swallowed": Beliefs._ev_no_sheriff,
    "deputy": Beliefs._ev_deputy,
    "candidates": Beliefs._ev_candidates,
    "withdraw": Beliefs._ev_withdraw,
    "pk": Beliefs._ev_pk,
    "votes": Beliefs._ev_votes,
}
