"""Incremental belief tracking for the seal heuristic agent.

Everything here is built from one seat's inbox only (public events and events addressed to that
seat), on the shared machinery of :class:`~agents.heuristic.core.BeliefCore`: ``score[t]`` is how
strongly this seat believes seat ``t`` is *not good* (a wolf or the piper).  This module adds
seal's cards and events: the 演員's and 狐貍's checks, flipped cards, self-explosions, the bear,
the gargoyle's gazes, the piper's charms, the sheriff and his deputy.

For a wolf the score is deliberately the *public* picture (what the village can infer): the wolf's
private knowledge (its team, the gargoyle's gazes) is kept apart in ``team`` / ``gazed``.
"""

from __future__ import annotations

from typing import Optional, Sequence

from .core import BeliefCore

GODS = ("moon_maiden", "bear_tamer", "crow", "fox", "knight", "socialite", "gravekeeper", "actor")
GOD_SET = frozenset(GODS)
WOLF_ROLES = frozenset(("white_wolf_king", "black_wolf_king", "war_wolf", "wolf_beauty",
                        "gargoyle", "nightmare", "evil_spirit", "wolf"))
INFO_ROLES = frozenset(("actor", "fox", "gravekeeper", "bear_tamer"))
GOOD_ROLES = GOD_SET | {"villager", "half_blood"}
#: roles with a single card on the board (a second claimant of one of these is lying)
UNIQUE_ROLES = GOD_SET | (WOLF_ROLES - {"wolf"}) | {"piper", "half_blood"}

# weights of a 狐貍 claimant's reports (multiplied by the speaker's trust): a seat cleared by an
# all-clear group, or the one seat a wolf group leaves open
W_FOX_WOLF = 1.8
W_FOX_CLEAR = -1.0

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


class Beliefs(BeliefCore):
    """What one seal seat knows and suspects (``camp``: good | wolf | third)."""

    SEER_ROLE = "actor"
    CONFESS = WOLF_ROLES | {"piper"}
    UNIQUE_ROLES = UNIQUE_ROLES
    GOD_SET = GOD_SET
    SEER_BLIND = frozenset({"evil_spirit"})
    STRONG_ACCUSERS = {"gravekeeper": 2.5}   # it has seen the dead players' cards

    def __init__(self, me: int, n: int, table) -> None:
        super().__init__(me, n, table)
        self.alive_night = [True] * n            # living players when the last night fell
        self.panic = False
        self.disabled_night = -1
        self.triples: list[tuple[int, tuple[int, ...], bool]] = []   # (me, group, wolf)
        #: my own fox results: (night, the three seats, any wolf among them?)
        self.fox_results: list[tuple[int, tuple[int, ...], bool]] = []
        self.deputy: Optional[int] = None
        self.candidates: list[int] = []
        self.pk_seats: tuple[int, ...] = ()
        self.slander: Optional[int] = None
        self.gazed: dict[int, str] = {}
        self.forms: dict[int, str] = {}
        self.charmed: frozenset[int] = frozenset()
        self.bear_growls: list[tuple[int, bool]] = []   # (night, growl)
        self.pressure_pos = -1                         # cache for the piper pressure
        self.uncharmed = 99                             # uncharmed living seats
        self.piper_pool = 99                            # ... that could be the piper

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

    def _check_triples(self) -> None:
        """My fox results: a wolf group with one seat left that is not known good pins it."""
        me = self.me
        for _speaker, seats, wolf in self.triples:
            if not wolf or any(self.wolf_known[x] for x in seats):
                continue
            open_ = [x for x in seats if not self.good_known[x] and not self.notwolf[x] and x != me]
            if len(open_) == 1:
                self.mark_wolf(open_[0])

    # -- event intake -----------------------------------------------------------------------

    def _ev_role(self, d) -> None:
        self.role = d["role"]
        if self.role in WOLF_ROLES:
            self.camp = "wolf"
        elif self.role == "piper":
            self.camp = "third"
        else:  # a designer's new card plays for its printed camp
            self.camp = self.card_camps.get(self.role, "good")
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
        self.team_roles = dict(zip(d["seats"], d.get("roles") or ()))  # cards, where told

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
            self.checked(t, bool(value), 3.0)
            if not value:
                self._scale(t, 1.3)
        elif skill == "fox_check":  # a verdict about the group, not about its centre
            seats = tuple(sorted(d["group"])) if "group" in d else triple(t, self.alive, self.n)
            self.triples.append((self.me, seats, bool(value)))
            self.fox_results.append((self.night, seats, bool(value)))
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

    def _dies(self, s: int) -> None:
        self.alive[s] = False
        if self.deputy == s:
            self.deputy = None

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

    # -- reports of checks ------------------------------------------------------------------
    def _report(self, s: int, t: int, wolf: bool) -> None:
        """A 狐貍 claimant reports what its group results say of single seats (a seat an
        all-clear covered, or the only seat a wolf result leaves open): a check's weight."""
        if t == s or self.claim[s] != "fox":
            super()._report(s, t, wolf)
            return
        self.reports[s].append((t, wolf))
        if self.private and t == self.me and wolf:
            self.heat += 2.0
            self.expose(s)           # I am good and would read good
            return
        weight = W_FOX_WOLF if wolf else W_FOX_CLEAR
        if wolf and not self.exposed[s]:
            self.wolfish[t] += weight * self.trust(s)
        self._statement(s, t, wolf, weight, True)

    def _seer_prior(self, s: int, t: int, reports: list[tuple[int, bool]]) -> None:
        if not any(r[0] == t for r in reports) and any(r[0] != t for r in reports):
            self.score[s] += 1.5     # the 演員 is a 預言家 only once

    def _facts_changed(self) -> None:
        self._check_triples()


Beliefs.HANDLERS = {
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
