"""``heuristic`` for 封印 (seal): a scripted player that plays like a sensible human.

It uses only its :class:`~agents.base.SeatView` (its own inbox and the pending decision).  Beliefs
come from :mod:`agents.heuristic.beliefs`; this module turns them into answers:

* good players report what their checks found (the 演員 as 預言家, the 狐貍's three-in-a-row, the
  馴熊師's bear), claim their card when it helps (to be believed, or when about to be exiled),
  accuse their top suspect, vouch for players they know are good, follow a trusted sheriff's
  accusation in the vote, seal / slander / suspect suspects and protect claimed information roles;
* wolves share one knife (the first proposal in the wolf chat; gods, claimed information roles
  first), one wolf (the pack's lowest seat) fake-claims 演員 and "checks" a good player as a
  wolf, the pack accuses and votes the same good player (the first accusation a teammate made
  today), never votes a teammate, the 惡靈 infects, and a cornered 白狼王 explodes and takes a god;
* the piper charms trusted players first and votes with the village.

Every answer is checked against the legal list; anything unexpected falls back to the decision's
default (``strict=True`` raises instead, for tests).  Deterministic given ``reset(seat, seed)``.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS

from .beliefs import GOD_SET, INFO_ROLES, WOLF_ROLES, Beliefs, neighbours, triple
from .core import ScriptedAgent

#: how much wolves want each god dead (the bear tamer's death costs them the next knife)
GOD_VALUE = {"actor": 1.2, "fox": 1.0, "moon_maiden": 1.0, "knight": 0.6, "socialite": 0.5,
             "gravekeeper": 0.4, "crow": 0.5, "bear_tamer": -1.2}
#: how much the 夢魘 wants each god's skill off tonight
FEAR_VALUE = {"moon_maiden": 5.0, "actor": 4.0, "fox": 3.5, "socialite": 3.0, "knight": 2.0,
              "crow": 2.0, "gravekeeper": 1.5, "bear_tamer": 1.0}


class HeuristicAgent(ScriptedAgent):
    """Rule-based seal player; see the module docstring."""

    BELIEFS = Beliefs
    INFO_ROLES = INFO_ROLES
    PLAN_ENDERS = ("explode",)

    # -- protocol ---------------------------------------------------------------------------
    def reset(self, seat: int, seed: int) -> None:
        """Start a new game at ``seat``."""
        super().reset(seat, seed)
        self._reported: set[tuple[int, int]] = set()   # (night, target) results already told
        self._faker: Optional[int] = None
        self._faked = False
        self._will_fake = self.rng.random() < 0.8
        self._piped: set[int] = set()

    # -- helpers ----------------------------------------------------------------------------
    def _pressure(self):
        return self._piper_pressure if self.seat in self.b.charmed else None

    def _piper_pressure(self, t: int) -> float:
        """A charmed player knows the piper is among the uncharmed, and that it wins once none
        are left: the fewer uncharmed seats, the likelier each is the piper; when the piper could
        finish tonight, finding it beats everything else."""
        b = self.b
        if self.seat not in b.charmed or t in b.charmed or t in b.team or b.good_known[t]:
            return 0.0
        self._count_uncharmed()
        pool = b.piper_pool
        nights_left = (b.uncharmed + 1) // 3      # (uncharmed - 1) / 3 charms, rounded up
        if nights_left <= 1:          # three charms tonight would finish the job
            return 6.0 + 3.0 / pool
        if nights_left == 2:
            return 2.0 + 3.0 / pool
        return 3.0 / pool

    def _count_uncharmed(self) -> None:
        """Cache (per inbox position) how many living seats are uncharmed, and how many of
        those could be the piper."""
        b = self.b
        if b.pressure_pos == b.pos:
            return
        b.pressure_pos = b.pos
        alive, charmed, team, good = b.alive, b.charmed, b.team, b.good_known
        u = pool = 0
        for s in range(b.n):
            if alive[s] and s not in charmed:
                u += 1
                if s not in team and not good[s]:
                    pool += 1
        b.uncharmed, b.piper_pool = u, max(1, pool)

    def _piper_hunt(self, cands: list[int]) -> Optional[int]:
        """When the piper could finish tonight, a charmed player goes for the uncharmed seat most
        likely to be the piper.  Wolf-specific evidence (check results, the bear, voting with
        known wolves) points away from it: the piper reads good and is never charmed.  An
        uncharmed liar who is not a known wolf is the prime suspect; if nobody there has lied,
        the piper is the uncharmed player who looks most innocent (it charms its way quietly)."""
        b = self.b
        if self.seat not in b.charmed:
            return None
        self._count_uncharmed()
        if (b.uncharmed + 1) // 3 > 1:
            return None
        pool = [t for t in cands
                if not (t == self.seat or t in b.charmed or t in b.team or b.good_known[t]
                        or b.wolf_known[t] or not b.alive[t])]
        if not pool:
            return None
        liars = [t for t in pool if b.exposed[t]]
        if liars:
            return max(liars, key=lambda t: (b.score[t] - 2.0 * b.wolfish[t] + self._noise(0.3), t))
        return min(pool, key=lambda t: (max(0.0, b.score[t]) + b.wolfish[t] + self._noise(0.3), t))

    def kill_value(self, t: int) -> float:
        """Wolves: how much killing (knifing, taking, charming) ``t`` helps the pack."""
        b = self.b
        if t in b.team:
            return -100.0
        v = 1.0
        r = b.gazed.get(t) or b.role_of[t]
        if r is not None:
            if r in GOD_SET:
                v += 3.0 + GOD_VALUE[r]
            elif r in WOLF_ROLES:
                v -= 10.0
            elif r == "piper":
                v += 1.0 + min(4.0, float(b.night))   # a rival that wins on charms alone
            else:
                v += 0.2
        else:
            c = b.claim[t]
            if c in GOD_SET and not b.exposed[t]:
                v += 2.0 + GOD_VALUE[c]
        if t == b.sheriff:
            v += 1.5
        elif t == b.deputy:
            v += 0.5
        v -= 0.3 * b.score[t]
        v += 0.6 * b.hostile[t]
        v += self._piper_pressure(t)
        return v

    def _faker_seat(self) -> Optional[int]:
        """The wolf that fake-claims 演員: the pack's lowest seat, which every wolf can name
        (they meet by seat, not by card: ruling S34)."""
        b = self.b
        if self._faker is None and b.team:
            self._faker = min(b.team)
        return self._faker

    def _consensus(self) -> Optional[int]:
        """Wolves: the seat the village is most likely to exile (the public picture)."""
        b = self.b
        best, best_v = None, -1e9
        for s in range(b.n):
            if b.alive[s] and s != self.seat:
                v = b.score[s] + (2.0 if s == b.slander else 0.0)
                if v > best_v:
                    best, best_v = s, v
        return best if best_v >= 1.5 else None

    def _wolf_push(self, others: list[int]) -> Optional[int]:
        """Wolves: whom to accuse and vote today.  Ride the village's wrong bandwagon, else
        follow the first teammate's accusation, else pick the most valuable good player."""
        return self._push_after(self._consensus(), others)

    # -- night decisions --------------------------------------------------------------------
    def _d_support(self, d):
        cands = self._targets(d)
        return self._tgt(cands[self.rng.randrange(len(cands))]) if cands else d.default

    def _d_fear(self, d):
        b = self.b
        best, best_v = None, -1e9
        for t in self._targets(d):
            r = b.gazed.get(t) or b.role_of[t]
            if r is None and not b.exposed[t]:
                r = b.claim[t]
            v = FEAR_VALUE.get(r, 0.5) + self._noise(1.0)
            if v > best_v:
                best, best_v = t, v
        return self._tgt(best)

    def _d_seal(self, d):
        b = self.b
        hunt = self._piper_hunt(self._targets(d))
        if hunt is not None:
            return self._tgt(hunt)
        best, best_v = None, -1e9
        for t in self._targets(d):
            if b.good_known[t]:
                continue
            v = b.sus(t) + self._piper_pressure(t) + self._noise(0.8)
            if b.claim[t] in self.INFO_ROLES and not b.exposed[t]:
                v -= 1.5       # do not switch off a working information role
            if v > best_v:
                best, best_v = t, v
        return self._tgt(best)

    def _d_grave_check(self, d):
        b = self.b
        best, best_v = None, -1e9
        for t in self._targets(d):
            if b.role_of[t] is not None:
                continue
            v = self._noise(0.5)
            if b.claim[t] is not None:
                v += 2.0
            if b.about[t]:
                v += 0.2 * len(b.about[t])
            if t == b.last_exiled:
                v += 1.0
            if v > best_v:
                best, best_v = t, v
        return self._tgt(best)

    def _d_incarnate(self, d):
        return self._first_legal(d, ("seed_wolf", "hidden_wolf"))

    def _d_infect(self, d):
        o = self._opt("infect")
        return o if o in d.legal else PASS

    def _d_perform(self, d):
        return self._first_legal(d, ("seer", "guard", "witch"))

    def _d_seer_check(self, d):
        b = self.b
        best, best_v = None, -1e9
        for t in self._targets(d):
            if b.good_known[t] or b.wolf_known[t] or b.notwolf[t]:
                continue
            v = b.score[t] + self._noise(1.0)
            if v > best_v:
                best, best_v = t, v
        return self._tgt(best)

    def _d_beauty_charm(self, d):
        return self._tgt(self._best_kill(self._targets(d)))

    def _protect_target(self, cands: list[int]) -> Optional[int]:
        """Good: the most valuable player to shield from the knife."""
        b = self.b
        best, best_v = None, -1e9
        for t in cands:
            if t == self.seat or b.wolf_known[t]:
                continue
            v = -b.sus(t) * 0.3 + self._noise(0.5)
            c = b.claim[t]
            if c in self.INFO_ROLES and not b.exposed[t]:
                v += 3.0 * b.trust(t)
            elif c in GOD_SET and not b.exposed[t]:
                v += 1.5 * b.trust(t)
            if t == b.sheriff:
                v += 1.5
            if b.good_known[t]:
                v += 1.0
            if v > best_v:
                best, best_v = t, v
        return best

    def _d_favour(self, d):
        return self._tgt(self._protect_target(self._targets(d)))

    def _d_guard(self, d):
        return self._tgt(self._protect_target(self._targets(d)))

    def _d_knife(self, d):
        b = self.b
        cands = [t for t in self._targets(d) if t not in b.team]
        if not cands:
            return PASS
        mine = self._piper_hunt(cands)
        if mine is None:
            mine = self._best_kill(cands)
        props = d.info.get("proposals") or {}
        order = []
        for w, t in props.items():
            try:
                order.append((int(w), int(t)))
            except (TypeError, ValueError):
                continue
        ok = set(cands)
        first = next((t for _w, t in order if t in ok), None)
        if first is None:
            return self._tgt(mine)
        if b.role == "gargoyle" and mine is not None and b.gazed.get(mine) in GOD_SET \
                and b.gazed.get(first) not in GOD_SET:
            return self._tgt(mine)
        return self._tgt(first)

    def _d_witch(self, d):
        b = self.b
        victim = d.info.get("victim")
        anti = self._opt("antidote")
        if anti in d.legal and victim is not None and not b.wolf_known[victim] \
                and b.sus(victim) < 2.0:
            b.score[victim] -= 1.0   # the wolves wanted it dead
            return anti
        top = self._top_suspect(b.living_others())
        if top is not None and b.sus(top) >= 4.0:
            return self._opt("poison")
        if self._piper_hunt(b.living_others()) is not None and b.piper_pool <= 2:
            return self._opt("poison")
        if anti in d.legal and victim is not None and not b.wolf_known[victim]:
            b.score[victim] -= 1.0
            return anti
        return PASS

    def _d_poison(self, d):
        top = self._piper_hunt(self._targets(d))
        if top is None:
            top = self._top_suspect(self._targets(d))
        return self._tgt(top) if top is not None else d.default

    def _d_bear_timing(self, d):
        o = self._opt("after")
        return o if o in d.legal else d.default

    def _d_fox_check(self, d):
        b = self.b
        done = {seats for s, seats, _w in b.triples if s == self.seat}
        best, best_v = None, -1e9
        for c in self._targets(d):
            seats = triple(c, b.alive, b.n)
            if seats in done:
                continue
            v = self._noise(0.4)
            for x in seats:
                if x == self.seat or b.good_known[x] or b.notwolf[x] or b.wolf_known[x]:
                    continue
                v += 1.0 + 0.3 * max(0.0, b.score[x])
            if v > best_v:
                best, best_v = c, v
        return self._tgt(best)

    def _d_slander(self, d):
        b = self.b
        cands = [t for t in self._targets(d) if t != self.seat]
        hunt = self._piper_hunt(cands)
        if hunt is not None:
            return self._tgt(hunt)
        top = self._top_suspect(cands)
        if top is None or b.sus(top) < 0.8:
            return PASS
        return self._tgt(top)

    def _d_suspect(self, d):
        return self._tgt(self._top_suspect(self._targets(d)))

    def _d_pipe(self, d):
        b = self.b
        best, best_v = None, -1e9
        for t in self._targets(d):
            v = -b.score[t] + self._noise(1.5)
            if v > best_v:
                best, best_v = t, v
        if best is not None:
            self._piped.add(best)
        return self._tgt(best)

    def _d_gaze(self, d):
        b = self.b
        best, best_v = None, -1e9
        for t in self._targets(d):
            if t in b.team or t in b.gazed or b.role_of[t] is not None:
                continue
            v = self._noise(1.0) + (0.5 if b.claim[t] is None else 0.0)
            if v > best_v:
                best, best_v = t, v
        return self._tgt(best)

    # -- day decisions ----------------------------------------------------------------------
    def _d_run(self, d):
        b = self.b
        o = self._opt("run")
        if self.wolf:
            yes = (self._faker_seat() == self.seat and self._will_fake) or self.rng.random() < 0.05
        elif b.camp == "good":
            has_info = any(r[1] in ("seer_check", "fox_check") for r in b.results)
            yes = has_info or self.rng.random() < 0.1
        else:
            yes = self.rng.random() < 0.1
        return o if yes and o in d.legal else PASS

    def _d_elect(self, d):
        b = self.b
        cands = self._targets(d)
        if not cands:
            return PASS
        if self.wolf:
            mates = [c for c in cands if c in b.team]
            if mates:
                f = self._faker_seat()
                return self._tgt(f if f in mates else mates[0])
            best = max(cands, key=lambda c: (b.score[c] - (1.0 if b.claim[c] in self.INFO_ROLES else 0.0),
                                             -c))
            return self._tgt(best)
        best, v = self._most_trusted(cands, info_bonus=1.5)
        if best is None or v > 1.5:
            return PASS
        return self._tgt(best)

    def _d_vote(self, d):
        b = self.b
        cands = [t for t in self._targets(d) if t != self.seat]
        if not cands:
            return PASS
        if self.wolf:
            goods = [t for t in cands if t not in b.team]
            if not goods:
                return PASS
            hunt = self._piper_hunt(goods)
            return self._tgt(hunt if hunt is not None else self._wolf_push(goods))
        if b.camp == "third":
            best = max(cands, key=lambda t: b.score[t] + (0.5 if t not in self._piped else 0.0)
                       + self._noise(0.2))
            return self._tgt(best)
        hunt = self._piper_hunt(cands)
        if hunt is not None:
            return self._tgt(hunt)
        pick = self._sheriff_pick()
        best, best_v = None, -1e9
        rnd = self.rng.random
        press = self._piper_pressure if self.seat in b.charmed else None
        for t in cands:
            if b.good_known[t]:
                continue
            v = b.sus(t) + 0.2 * rnd()
            if press is not None:
                v += press(t)
            if t == pick:
                v += 2.5
            if t == b.slander:
                v += 0.5
            if v > best_v:
                best, best_v = t, v
        if best is None:  # everyone left is known good: the game goes on, so someone is not
            best = max(cands, key=lambda t: (b.score[t] + self._noise(0.2), t))
        return self._tgt(best)

    def _d_badge(self, d):
        b = self.b
        cands = self._targets(d)
        if self.wolf:
            mates = [t for t in cands if t in b.team and not b.exposed[t]]
            if mates:
                return self._tgt(min(mates, key=lambda t: (b.score[t], t)))
            return PASS
        best, v = self._most_trusted(cands)
        if best is None or v > 1.0:
            return PASS
        return self._tgt(best)

    def _d_deputy(self, d):
        b = self.b
        cands = self._targets(d)
        if self.wolf:
            if b.deputy in b.team and b.alive[b.deputy]:
                return PASS
            mates = [t for t in cands if t in b.team and not b.exposed[t]]
            if mates:
                return self._tgt(min(mates, key=lambda t: (b.score[t], t)))
            return PASS
        best, v = self._most_trusted(cands)
        if best is None or v > 0.5:
            return PASS
        cur = b.deputy
        if cur is not None and b.alive[cur] and b.sus(cur) <= v + 0.5:
            return PASS
        return self._tgt(best)

    def _d_order(self, d):
        o = self._opt("clockwise")
        return o if o in d.legal else d.default

    def _d_take(self, d):
        cands = self._targets(d)
        if self.wolf:
            return self._tgt(self._best_kill(cands))
        top = self._top_suspect(cands)
        return self._tgt(top)

    def _d_duel(self, d):
        cands = self._targets(d)
        t = self._duel_target if self._duel_target in cands else self._top_suspect(cands)
        if t is None:
            return d.default
        return self._tgt(t)

    # -- speech -----------------------------------------------------------------------------
    def _plan_speech(self, d, seg: str) -> list[int]:
        return self._plan_wolf(d, seg) if self.wolf else self._plan_good(d, seg)

    def _plan_good(self, d, seg: str) -> list[int]:
        b = self.b
        t = self.t
        me = self.seat
        role = b.role
        legal = d.legal
        acts: list[int] = []
        last = seg == "last_words"
        # the knight's duel on a near-certain wolf
        if role == "knight" and seg in ("exile", "pk"):
            duel = self._sure_duel(legal)
            if duel is not None:
                return [duel]
        if seg == "election" and me in b.candidates and b.camp == "good":
            w = self._opt("withdraw")
            if w in legal and role not in self.INFO_ROLES:
                for c in b.candidates:
                    if c != me and b.claim[c] in self.INFO_ROLES and b.trust(c) >= 1.0:
                        acts.append(w)
                        break
        reports: list[int] = []
        claim = False
        if b.camp == "good":
            for night, skill, tgt, value in b.results:
                if skill != "seer_check":
                    continue
                if (night, tgt) in self._reported and not last:
                    continue
                if not b.alive[tgt]:
                    continue
                self._reported.add((night, tgt))
                reports.append(t.report(tgt, bool(value)))
            told = set()
            for night, x, wolf in self._fox_verdicts():
                if (night, x) in self._reported and not last:
                    continue
                if not wolf and not last and b.sus(x) > 5:
                    continue
                told.add((night, x))
                reports.append(t.report(x, wolf))
            self._reported |= told
            if role == "actor" and reports:
                claim = True
            elif role == "fox" and reports:
                claim = any(r >= t.report_wolf0 and r < t.report_good0 for r in reports) \
                    or last or b.heat >= 2 or self._claimed == "fox"
                if not claim:
                    reports = []
                    self._reported -= told
            elif role == "bear_tamer" and (seg != "election" or b.night >= 1):
                claim = True
                if b.bear_growls and b.alive[me]:
                    _n, growl = b.bear_growls[-1]
                    if not growl:
                        for x in sorted({*self._neighbours()} - {me}):
                            if not b.good_known[x] and len(reports) < 1:
                                reports.append(t.vouch(x))
        if role == "gravekeeper" and b.camp == "good" and not claim:
            # speak up once the dead have shown a liar or a wolf
            claim = any(b.exposed[x] and b.alive[x] for x in range(b.n)) and any(
                sk == "grave_check" for _n, sk, _t, _v in b.results)
        if last or b.heat >= 2.0 or me in b.pk_seats:
            claim = True
        if claim and role is not None:
            if role in ("half_blood", "wolf", "piper"):
                role = "villager"
            acts.extend(self._claim_act(role))
        acts.extend(reports)
        others = b.living_others()
        top = self._piper_hunt(others)
        if top is None:
            top = self._top_suspect(others)
        thr = 0.2 if b.sheriff == me else 0.8
        if top is not None and b.sus(top) + self._piper_pressure(top) >= thr:
            self._accuse(acts, top, others)
        self._vouch_once(acts, b.night)
        return acts[:3]

    def _fox_verdicts(self) -> list[tuple[int, int, bool]]:
        """What my fox results say about single seats, as ``(night, seat, wolf)``: an all-clear
        clears each seat of the group; a wolf result names a seat only when every other seat of
        the group is known good (the group's verdict never accuses its centre by itself)."""
        b, me = self.b, self.seat
        out = []
        for night, seats, wolf in b.fox_results:
            if not wolf:
                out += [(night, x, False) for x in seats if x != me and b.alive[x]]
                continue
            open_ = [x for x in seats if x != me and not b.good_known[x] and not b.notwolf[x]]
            if len(open_) == 1 and b.alive[open_[0]]:
                out.append((night, open_[0], True))
        return out

    def _neighbours(self) -> tuple[int, int]:
        b = self.b
        return neighbours(self.seat, b.alive, b.n)

    def _plan_wolf(self, d, seg: str) -> list[int]:
        b = self.b
        t = self.t
        me = self.seat
        legal = d.legal
        acts: list[int] = []
        last = seg == "last_words"
        # a cornered wolf goes out with a bang
        explode = self._opt("explode")
        if explode in legal and seg in ("exile", "pk"):
            cornered = b.exposed[me] or b.score[me] >= 3.5 or (me in b.pk_seats and b.score[me] >= 2)
            if cornered and (b.role == "white_wolf_king"
                             or b.forms.get(me) == "blood_moon_apostle"):
                return [explode]
        faker = self._faker_seat()
        others = [s for s in b.living_others() if s not in b.team]
        if not others:
            return []
        if faker == me and self._will_fake and not self._faked and not last:
            # "check" a valuable good player, but not the other 演員 (too convenient)
            rivals = set(b.claimers.get("actor", ()))
            x = self._best_kill([s for s in others if s not in rivals], public_weight=0.3)
            if x is not None:
                self._faked = True
                self._fake_target = x
                acts.extend(self._claim_act("actor"))
                acts.append(t.report(x, True))
                return acts
        if me in b.pk_seats or b.score[me] >= 2.0 or last:
            if self._claimed is None:
                acts.extend(self._claim_act("villager"))
        tt = self._wolf_push(others)
        if tt is not None:
            acts.append(t.accuse(tt))
        self._vouch_mate(acts)
        return acts[:3]
