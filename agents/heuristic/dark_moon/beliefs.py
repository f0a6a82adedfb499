"""Belief tracking for the dark_moon heuristic, on :class:`~agents.heuristic.core.BeliefCore`.

``score[t]`` is the village's view: how strongly ``t`` looks like it is *not* in the village camp
(a wolf, a dark-moon member, the piper).  For a village seat its own checks enter the score;
for every other seat the score stays the public picture and its private knowledge lives apart:
``team`` (the wolf chat or the dark-moon chat, me included), ``cats`` (what my divinations
found), the knife targets of tonight, the leader of my camp.

Dark-moon specifics: a card is never shown when its holder goes out, so the facts are the
占卜师's checks (a category each: 狼人 / 神职 / 村民), 决斗 results (the loser's camp), the
女巫's 通灵 (the seats the night's kills chose: rarely wolves) and the public ballots.
"""

from __future__ import annotations

from typing import Optional

from ..core import BeliefCore

GODS = ("diviner", "witch", "hunter", "guard", "knight", "merchant", "magician", "dreamcatcher",
        "stalker")
GOD_SET = frozenset(GODS)
#: the cards a village seat may claim truthfully
VILLAGE_CARDS = GOD_SET | {"villager"}
#: the camps that play for themselves against the village, each with a chat or alone
HIDDEN_CAMPS = ("wolf", "dark_moon", "piper")


class Beliefs(BeliefCore):
    """What one dark-moon seat knows and suspects (``camp``: village | wolf | dark_moon | piper,
    ``""`` for the 混血儿 until it has chosen)."""

    SEER_ROLE = "diviner"
    CONFESS = frozenset({"wolf", "piper"})
    UNIQUE_ROLES = GOD_SET | {"half_blood", "piper"}
    GOD_SET = GOD_SET
    DEATH_SCALE = 1.2
    DEATH_RIVAL = 0.5
    CONTEST = 0.4

    def __init__(self, me: int, n: int, table) -> None:
        super().__init__(me, n, table)
        self.day = 0
        self.cats: dict[int, tuple[str, bool]] = {}    # my divinations: seat -> (category, yes)
        self.divined: set[int] = set()                  # seats any of my 占卜 chose
        self.kill_marks: dict[int, list[int]] = {}      # night -> 通灵 list (witch)
        self.knives: dict[int, set[int]] = {}           # night -> my chats' knife targets
        self.leader: Optional[int] = None               # my camp's 首领
        self.today: dict[int, Optional[int]] = {}       # today's ballots so far (with changes)
        self.duelled_out: set[int] = set()              # seats a duel took out
        self.knight_same: set[int] = set()              # seats a losing knight duelled
        self.gifts: list[str] = []                      # skills given to me
        self.lost = False                               # my camp has been judged lost
        self.out = False                                # I am out
        self.prev_acc: list[tuple[int, int, str]] = []  # yesterday's accusations

    def _can_expose_me(self) -> bool:
        return self.camp != "village"

    # -- my identity ------------------------------------------------------------------------
    def _ev_role(self, d) -> None:
        role = d["role"]
        self.role = role
        camp = d.get("camp")
        if camp is None:
            camp = {"wolf": "wolf", "piper": "piper", "half_blood": ""}.get(
                role, self.card_camps.get(role, "village"))  # a designer's card: its camp
        self._set_camp(camp)
        self.role_of[self.me] = role

    def _set_camp(self, camp: str) -> None:
        self.camp = camp
        self.private = camp == "village"
        self.good_known[self.me] = camp == "village"
        if not self.team:
            self.team = {self.me}

    def _ev_camp(self, d) -> None:
        self._set_camp(d["camp"])

    def _ev_team(self, d) -> None:
        self.team = set(d["seats"])
        self.team_roles = dict(zip(d["seats"], d["roles"]))

    def _ev_leader(self, d) -> None:
        self.leader = d["seat"]

    def _ev_knife(self, d) -> None:
        self.knives.setdefault(self.night, set()).add(d["target"])

    def _ev_skills(self, d) -> None:
        self.gifts.extend(d["skills"])

    def _ev_camp_lost(self, d) -> None:
        self.lost = True

    def _ev_out(self, d) -> None:
        self.out = True

    # -- the clock ---------------------------------------------------------------------------
    def _ev_day(self, d) -> None:
        self.day = d["day"]
        self.today = {}

    def _ev_night(self, d) -> None:
        self.night = d["night"]
        self.prev_acc = self.day_acc
        self.day_acc = []
        self.acc_today = {}
        self.heat = 0.0

    def _ev_ballot(self, d) -> None:
        self.today[d["seat"]] = d["target"]

    def _ev_sheriff(self, d) -> None:
        new, old = d["seat"], self.sheriff
        self.sheriff = new
        if old is not None and old != new and not self.alive[old] and new != self.me:
            # a fallen sheriff hands the badge to a friend: the heir shares its reputation
            self.score[new] += 0.4 * max(-3.0, min(5.0, self.score[old]))

    def _ev_dawn_deaths(self, d) -> None:
        """Two camps knife every night, so a victim's claim proves less than in seal (see
        ``DEATH_SCALE``); but the seats a victim accused yesterday may well have silenced it."""
        super()._ev_dawn_deaths(d)
        for t in {t for s, t, _seg in self.prev_acc if s in d["seats"] and s not in self.team}:
            if self.alive[t] and t != self.me:
                self.score[t] += 0.5

    # -- facts ------------------------------------------------------------------------------
    def _ev_result(self, d) -> None:
        skill, t, value = d["skill"], d["target"], d["value"]
        self.results.append((self.night, skill, t, value))
        if skill == "mediumship":
            seats = list(d.get("seats") or ())
            self.kill_marks[self.night] = seats
            if self.private:
                for x in seats:     # the night's killers chose them: rarely one of their own
                    if x != self.me and not self.wolf_known[x]:
                        self.score[x] -= 0.8
            return
        if skill != "divine" or t is None:
            return
        cat = d.get("category", "wolf")
        self.cats[t] = (cat, bool(value))
        self.divined.add(t)
        if not self.private:
            return
        if cat == "wolf":
            self.checked(t, bool(value), 2.0)
        elif value:                 # a god or a 村民 card: most of those are the village's
            self.score[t] -= 1.5

    def _ev_duel(self, d) -> None:
        """A duel: the loser's camp differs from the winner's.  The duellist is anonymous
        unless it lost; a knight duels its top suspect, so a target out is most likely bad and
        a knight out vouches (with its life) for a target of its own camp."""
        t, out = d["target"], d["out"]
        if out == t:
            self.duelled_out.add(t)
            if t not in self.team:
                self.expose(t, 2.0)
                self._clear_rivals(t)
            for rnd in self.ballots:
                for v in rnd.get(t, ()):
                    if v != self.me:
                        self.score[v] -= 0.2
            for speaker, said_wolf, _seer in self.about[t] or ():
                if speaker != self.me and not self.exposed[speaker]:
                    self.score[speaker] += -0.3 if said_wolf else 0.5
        else:
            self.knight_same.add(t)
            self.role_of[out] = "knight"
            if t != self.me:
                self.score[t] -= 2.5


    def _clear_rivals(self, t: int) -> None:
        """``t`` turned out bad: whoever claimed the card it claimed was likely telling the
        truth (the contest's doubt is lifted)."""
        c = self.claim[t]
        if c not in self.UNIQUE_ROLES:
            return
        for o in self.claimers.get(c, ()):
            if o != t and self.alive[o] and not self.exposed[o]:
                self.score[o] -= self.CONTEST
                if o in self._contested:
                    self._contested.discard(o)
                else:
                    self._scale(o, 2.0)


Beliefs.HANDLERS = {
    "role": Beliefs._ev_role,
    "camp": Beliefs._ev_camp,
    "wolf_team": Beliefs._ev_team,
    "dark_moon_team": Beliefs._ev_team,
    "leader": Beliefs._ev_leader,
    "knife_target": Beliefs._ev_knife,
    "skills": Beliefs._ev_skills,
    "camp_lost": Beliefs._ev_camp_lost,
    "out": Beliefs._ev_out,
    "day_breaks": Beliefs._ev_day,
    "night_falls": Beliefs._ev_night,
    "ballot": Beliefs._ev_ballot,
    "sheriff": Beliefs._ev_sheriff,
    "result": Beliefs._ev_result,
    "duel_called": Beliefs._ev_duel,
    "dawn_deaths": Beliefs._ev_dawn_deaths,
    "death": Beliefs._ev_death,
    "exiled": Beliefs._ev_exiled,
    "votes": Beliefs._ev_votes,
}
