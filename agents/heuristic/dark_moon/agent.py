"""``heuristic`` for 狼人 暗月 V2.0 (dark_moon): a scripted player that plays like a sensible human.

It uses only its :class:`~agents.base.SeatView`.  Beliefs come from
:mod:`agents.heuristic.dark_moon.beliefs`; night skills are in
:mod:`agents.heuristic.dark_moon.night`; this module plays the day:

* the village: the 占卜师 claims on the election day and reports every check (a gifted 占卜 too),
  everyone accuses its top suspect, vouches for seats it trusts, claims its card when accused
  or in its last words; votes concentrate on the best-supported suspect (a trusted sheriff's
  accusation first) and one change moves a wasted ballot onto it; the knight duels only a
  near-certain enemy; the day-1 vote makes the claimed 占卜师 sheriff;
* the wolves: one wolf fake-claims 占卜师 and "checks" a trusted village player as a wolf, the
  pack appoints its 首领 on day 2, accuses and votes one non-wolf together (riding the village's
  own wrong bandwagon when there is one), changes votes to save a teammate, knifes the seats
  that lead the village and never a teammate;
* the dark moon plays the same for its own three, with its real cards: its 占卜师 reports true
  wolves, its knight duels (a guaranteed out against any other camp) and may end the day to
  save a teammate, its magician hands a dead teammate's skills to a living one;
* the piper charms trusted seats and blends in, voting with the village's consensus.

Nobody surrenders.  Deterministic given ``reset(seat, seed)``.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, YES

from ..core import ScriptedAgent
from .beliefs import GOD_SET, Beliefs
from .night import NightSkills


class HeuristicAgent(NightSkills, ScriptedAgent):
    """Rule-based dark_moon player; see the module docstring."""

    BELIEFS = Beliefs
    INFO_ROLES = frozenset({"diviner"})

    def reset(self, seat: int, seed: int) -> None:
        """Start a new game at ``seat``."""
        super().reset(seat, seed)
        self._reported: set[tuple[int, int]] = set()   # (night, target) results already told
        self._will_fake = self.rng.random() < 0.8
        self._faked_day = -1
        self._divine_pick: Optional[int] = None
        self._gift_to: Optional[int] = None
        self._dream_last: Optional[int] = None
        self._dream_mode = ""
        self._bless_last: Optional[int] = None
        self._swap_with: Optional[int] = None
        self._piped: set[int] = set()
        self._handed_over = False
        self._mboost: list[int] = []

    # -- who am I ---------------------------------------------------------------------------
    @property
    def village(self) -> bool:
        """Do I play for the village (its cards and a 混血儿 that joined it)?"""
        return self.b.camp == "village"

    @property
    def chat(self) -> bool:
        """Do I have teammates I know (the wolf chat or the dark-moon chat)?"""
        return len(self.b.team) > 1

    # -- values -----------------------------------------------------------------------------
    def kill_value(self, t: int) -> float:
        """The non-village camps: how much taking ``t`` out helps my camp."""
        b = self.b
        if t in b.team or t == self.seat:
            return -100.0
        v = 1.0 - 0.3 * b.score[t]          # the village's trusted players lead it
        c = b.claim[t]
        if c is not None and c == b.role and c in GOD_SET:
            v -= 0.5                        # it claims my own card: a liar, not that god
        elif c is not None and not b.exposed[t]:
            if c == "diviner":
                v += 3.0
            elif c in GOD_SET:
                v += 1.5
            elif c == "villager" and b.camp == "wolf":
                v += 0.8                    # the village loses with its last 村民
        if b.cats.get(t) == ("god", True):
            v += 2.0
        if b.wolf_known[t]:
            v -= 2.0                        # the village will exile it anyway
        if t == b.sheriff:
            v += 1.5
        return v + 0.6 * b.hostile[t]

    def _counts(self, skip: Optional[int] = None) -> dict[int, float]:
        """Today's ballots so far (a sheriff's counts twice), without ``skip``'s."""
        b = self.b
        out: dict[int, float] = {}
        for v, t in b.today.items():
            if t is not None and v != skip and b.alive[t]:
                out[t] = out.get(t, 0.0) + (2.0 if v == b.sheriff else 1.0)
        return out

    def _consensus(self, cands: list[int]) -> Optional[int]:
        """The seat the village is most likely to exile now (the public picture), if any."""
        b = self.b
        counts = self._counts(self.seat)
        best, best_v = None, 1.5
        for t in cands:
            if t == self.seat:
                continue
            v = b.score[t] + 0.6 * counts.get(t, 0.0)
            if v > best_v:
                best, best_v = t, v
        return best

    def _push(self, others: list[int]) -> Optional[int]:
        """A camp with a chat: whom to accuse and vote today.  Ride the village's wrong
        bandwagon, else the first teammate's accusation, else the most valuable enemy."""
        goods = [t for t in others if t not in self.b.team]
        return self._push_after(self._consensus(goods), goods)

    # -- day decisions ------------------------------------------------------------------------
    def _village_values(self, cands: list[int]) -> dict[int, float]:
        """The village's vote: suspicion, the sheriff's accusation, and the trusted ballots
        already cast (so that the village's votes land together)."""
        b = self.b
        pick = self._sheriff_pick()
        rnd = self.rng.random
        backing: dict[int, float] = {}
        for v, t in b.today.items():
            if t is not None and v != self.seat and b.trust(v) >= 0.8:
                backing[t] = backing.get(t, 0.0) + (2.0 if v == b.sheriff else 1.0)
        out = {}
        for t in cands:
            if t == self.seat or b.good_known[t]:
                continue
            s = b.sus(t)
            v = s + 0.2 * rnd()
            if t == pick:
                v += 2.0
            if s >= 0.5:
                v += 0.35 * min(6.0, backing.get(t, 0.0))
            out[t] = v
        return out

    def _election(self, cands: list[int]) -> Optional[int]:
        """Day 1 elects the sheriff: the village backs the claimed 占卜师 (else the trusted seat
        ahead in the count), a camp with a chat backs its own, the others the leader."""
        b = self.b
        counts = self._counts(self.seat)
        if self.chat:
            mates = [t for t in cands if t in b.team]
            claimed = [t for t in mates if b.claim[t] == "diviner" or
                       (t == self.seat and self._claimed == "diviner")]
            pool = claimed or mates
            return max(pool, key=lambda t: (counts.get(t, 0.0) - b.score[t], -t), default=None)
        if self.village:
            seer = b.unique_claimer("diviner")
            if b.role == "diviner" and self._claimed == "diviner":
                seer = self.seat
            if seer is not None and seer in cands:
                return seer
            # contested or unclaimed: an unexposed 占卜师 claimant, the one ahead in the count
            return max((t for t in cands if t != self.seat),
                       key=lambda t: (0.8 * counts.get(t, 0.0) - b.sus(t) + self._noise(0.3)
                                      + (2.0 if b.claim[t] == "diviner" and not b.exposed[t]
                                         else 0.0), t),
                       default=None)
        return max(cands, key=lambda t: (counts.get(t, 0.0), -t), default=None)

    def _d_vote(self, d):
        b = self.b
        cands = self._targets(d)
        if not cands:
            return PASS
        if b.day <= 1:
            return self._tgt(self._election(cands))
        others = [t for t in cands if t != self.seat]
        if self.village:
            vals = self._village_values(others)
            if not vals:
                return PASS
            return self._tgt(max(vals, key=lambda t: (vals[t], t)))
        if self.chat:
            return self._tgt(self._push(others))
        cons = self._consensus(others)
        return self._tgt(cons if cons is not None else self._top_suspect(others))

    def _d_vote_change(self, d):
        b = self.b
        if b.day <= 1:
            return PASS
        cur = d.info.get("current")
        cands = [t for t in self._targets(d) if t != self.seat]
        if self.village:
            vals = self._village_values(cands)
            if not vals:
                return PASS
            best = max(vals, key=lambda t: (vals[t], t))
            if best != cur and (cur not in vals or vals[best] > vals[cur] + 1.0):
                return self._tgt(best)
            return PASS
        if not self.chat:
            return PASS
        # save a teammate about to go out: put my vote on the leading non-teammate
        counts = self._counts()
        if not counts:
            return PASS
        top = max(counts.values())
        danger = any(counts[t] >= top - 1.0 for t in counts if t in b.team)
        if cur in b.team or (danger and cur not in b.team):
            goods = [t for t in cands if t not in b.team]
            alt = max(goods, key=lambda t: (counts.get(t, 0.0), b.score[t], t), default=None)
            if alt is not None and alt != cur:
                return self._tgt(alt)
        return PASS

    def _d_martyr(self, d):
        b = self.b
        cands = self._targets(d)
        if self.village:
            return self._tgt(self._most_trusted(cands)[0])
        mates = [t for t in cands if t in b.team]
        if mates:
            return self._tgt(min(mates, key=lambda t: (b.score[t], t)))
        return self._tgt(max(cands, key=lambda t: (b.score[t], t)))

    def _d_appoint(self, d):
        """The 首领 gets a knife, a gun and two votes fewer against it: the teammate most at
        risk of exile wears it best."""
        b = self.b
        cands = self._targets(d)
        return self._tgt(max(cands, key=lambda t: (b.score[t], -t)) if cands else None)

    def _d_duel(self, d):
        cands = [c for c in self._targets(d) if c != self.seat] or self._targets(d)   # not itself
        t = self._duel_target if self._duel_target in cands else None
        if t is None:
            t = self._top_suspect(cands) if self.village else self._best_kill(cands)
        return self._tgt(t if t is not None else cands[0])

    def _d_knight_boost(self, d):
        """The dark-moon knight ends the day (no vote) when a teammate is the village's pick."""
        b = self.b
        cons = self._consensus([t for t in b.living_others()])
        return YES if cons is not None and cons in b.team else PASS

    def _d_magician_boost(self, d):
        cands = self._targets(d)
        if self._mboost and self._mboost[0] in cands:
            return self._tgt(self._mboost.pop(0))
        return self._tgt(cands[0])

    def _handover(self) -> list[int]:
        """Dark-moon magician: a dead teammate's identity skills (the dark-moon wolf's knife)
        go to a living teammate (the 村民 first, whose 祝福 is worth least)."""
        b = self.b
        if self._handed_over:
            return []
        dead = [s for s, r in b.team_roles.items() if r == "wolf" and not b.alive[s]]
        if not dead:
            return []
        living = [s for s in b.team if b.alive[s] and s != self.seat]
        order = sorted(living, key=lambda s: (b.team_roles.get(s) != "villager", s))
        if not order:
            return []
        self._handed_over = True
        return [dead[0], order[0]]

    # -- speech -------------------------------------------------------------------------------
    def _plan_speech(self, d, seg: str) -> list[int]:
        if self.village:
            return self._plan_village(d, seg)
        if self.chat:
            return self._plan_team(d, seg)
        return self._plan_quiet(d, seg)

    def _report_acts(self, last: bool, room: int) -> list[int]:
        """My checks not told yet (wolves first), at most ``room`` of them."""
        b = self.b
        out: list[tuple[bool, int, int]] = []
        for night, skill, tgt, value in b.results:
            if skill != "divine" or tgt is None or (night, tgt) in self._reported:
                continue
            if tgt in b.team and not self.village:
                continue
            cat = b.cats.get(tgt, ("wolf", bool(value)))[0]
            if cat != "wolf" and not value:
                continue            # "not a god" says nothing worth telling
            wolf = cat == "wolf" and bool(value)
            if not b.alive[tgt] and not last and not wolf:
                continue
            out.append((not wolf, night, tgt))
        out.sort()
        acts = []
        for good, night, tgt in out[:room]:
            self._reported.add((night, tgt))
            acts.append(self.t.report(tgt, not good))
        return acts

    def _accusations(self, acts: list[int], thr: float) -> None:
        b = self.b
        others = b.living_others()
        top = self._top_suspect(others)
        if top is not None and b.sus(top) >= thr and len(acts) < 3:
            self._accuse(acts, top, others)

    def _plan_village(self, d, seg: str) -> list[int]:
        b = self.b
        legal = d.legal
        last = seg == "last_words"
        role = b.role
        if not last:
            duel = self._sure_duel(legal)
            if duel is not None:
                return [duel]
        acts: list[int] = []
        claim = last or b.heat >= 2.0 or (role == "diviner" and b.day == 1)
        has_checks = any(sk == "divine" for _n, sk, _t, _v in b.results)
        if has_checks:
            claim = claim or role == "diviner"
        if claim and role is not None:
            acts.extend(self._claim_act(role if role in GOD_SET or role == "villager"
                                        else "villager"))
        acts.extend(self._report_acts(last, 3 - len(acts)))
        self._accusations(acts, 0.2 if b.sheriff == self.seat else 0.8)
        self._vouch_once(acts, b.day)
        return acts[:3]

    def _plan_team(self, d, seg: str) -> list[int]:
        """Wolves and the dark moon: day skills first, then the camp's story."""
        b = self.b
        t = self.t
        legal = d.legal
        last = seg == "last_words"
        others = [s for s in b.living_others() if s not in b.team]
        if not last:
            special = self._team_special(legal, others)
            if special is not None:
                return [special]
        acts: list[int] = []
        if b.role == "diviner" and b.camp == "dark_moon":
            # a real 占卜师 on the dark moon's side: its true wolves hurt a rival camp
            acts.extend(self._claim_act("diviner"))
            acts.extend(self._report_acts(last, 2))
        elif b.camp == "wolf" and self._is_faker() and not last:
            if b.day == 1:
                acts.extend(self._claim_act("diviner"))
            elif self._claimed == "diviner" and self._faked_day != b.day:
                rivals = set(b.claimers.get("diviner", ()))
                x = self._best_kill([s for s in others if s not in rivals], public_weight=0.3)
                if x is not None:
                    self._faked_day = b.day
                    self._fake_target = x
                    acts.append(t.report(x, True))
        if self._claimed is None and (b.heat >= 2.0 or last):
            card = b.role if b.role in GOD_SET else "villager"
            acts.extend(self._claim_act(card))
        if not others:
            return acts
        target = self._push(others)
        if target is not None and b.day > 1 and len(acts) < 3:
            acts.append(t.accuse(target))
        self._vouch_mate(acts)
        return acts[:3]

    def _team_special(self, legal: list[int], others: list[int]) -> Optional[int]:
        """A day skill to use now: the 首领's appointment, the dark-moon knight's duel, the
        dark-moon magician's hand-over."""
        b = self.b
        ap = self._opt("appoint")
        if ap in legal:
            return ap
        duel = self._opt("duel")
        if duel in legal and others:
            self._duel_target = self._best_kill(others)
            if self._duel_target is not None:
                return duel
        sw = self._opt("skill_swap")
        if sw in legal and not self._mboost:
            self._mboost = self._handover()
            if self._mboost:
                return sw
        return None

    def _is_faker(self) -> bool:
        """The wolf that fake-claims 占卜师: the lowest seat of the pack (if it dares)."""
        return self._will_fake and self.seat == min(self.b.team)

    def _plan_quiet(self, d, seg: str) -> list[int]:
        """The piper (and a 混血儿 that joined a hidden camp): blend in with the village."""
        b = self.b
        acts: list[int] = []
        if self._claimed is None and (b.heat >= 2.0 or seg == "last_words"):
            acts.extend(self._claim_act("villager"))
        cons = self._consensus(b.living_others())
        if cons is not None and b.day > 1:
            acts.append(self.t.accuse(cons))
        return acts
