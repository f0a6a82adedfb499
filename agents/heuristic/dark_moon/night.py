"""Night skills (and the guns that fire after an out) of the dark_moon heuristic.

A mixin of :class:`~agents.heuristic.dark_moon.agent.HeuristicAgent`: each ``_d_<kind>`` answers
one decision kind.  The village protects its trusted information roles and spends its lethal
skills only on near-certain enemies; the wolves and the dark moon kill the seats that lead the
village; the dark-moon gods use their 暗月强化 for their own camp (the merchant's gifts go to
teammates only, the dreamcatcher dreams an enemy two nights running, the guard renews).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, YES

from .beliefs import GOD_SET

#: suspicion above which the village spends a lethal skill (poison, stalk, gun)
SURE = 3.0


class NightSkills:
    """Night decisions; relies on the helpers of the agent class it is mixed into."""

    # -- wolves and the dark moon: knives ----------------------------------------------------
    def _d_kill(self, d):
        b = self.b
        cands = [t for t in self._targets(d) if t not in b.team]
        if not cands:
            return PASS
        props = d.info.get("proposals")
        if props:       # the pack: follow the first teammate's proposal (one knife, no split)
            for w, t in props.items():
                if int(w) in b.team and int(t) in cands:
                    return self._tgt(int(t))
        return self._tgt(self._best_kill(cands))

    def _d_hunt(self, d):
        b = self.b
        tonight = b.knives.get(b.night, set())
        cands = [t for t in self._targets(d) if t not in b.team and t not in tonight]
        return self._tgt(self._best_kill(cands))

    def _d_hunter_boost(self, d):
        return self._d_hunt(d)

    # -- 占卜 --------------------------------------------------------------------------------
    def _divine_pool(self) -> list[int]:
        b = self.b
        return [t for t in b.living_others() if t not in b.team and t not in b.divined]

    def _d_divine(self, d):
        b = self.b
        pool = self._divine_pool()
        if not pool:
            return PASS
        if self.village:
            cat = "wolf"
            rivals = set(b.claimers.get("diviner", ()))
            pick = max(pool, key=lambda t: (b.score[t] + (1.5 if t in rivals else 0.0)
                                            + (0.5 if t == b.sheriff else 0.0) + self._noise(1.0), t))
        else:
            # the other camps look for gods to kill (and the dark-moon diviner to borrow from,
            # from night 1 on), and on even nights for wolves to report (a rival pack for the
            # dark moon)
            cat = "wolf" if b.camp == "dark_moon" and b.night % 2 == 0 else "god"
            pick = max(pool, key=lambda t: (self.kill_value(t) + self._noise(1.0), t))
        self._divine_pick = pick
        o = self._opt("cat_" + cat)
        return o if o in d.legal else PASS

    def _d_divine_target(self, d):
        cands = self._targets(d)
        if self._divine_pick in cands:
            return self._tgt(self._divine_pick)
        return self._tgt(max(cands, key=lambda t: (self.b.score[t] + self._noise(0.5), t)))

    def _d_diviner_boost(self, d):
        return YES      # borrow a god's skills: only the dark-moon diviner is asked

    # -- protection ---------------------------------------------------------------------------
    def _protect_value(self, t: int) -> float:
        """The village: how much keeping ``t`` alive tonight is worth."""
        b = self.b
        v = -0.3 * b.sus(t)
        c = b.claim[t]
        if c is not None and not b.exposed[t]:
            if c == "diviner":
                v += 3.0 * b.trust(t)
            elif c in GOD_SET:
                v += 1.0 * b.trust(t)
        if t == b.sheriff:
            v += 1.5
        if b.good_known[t]:
            v += 1.0
        return v

    def _guarded(self, cands: list[int]) -> Optional[int]:
        """Whom to shield: the village's most valuable seat, or my most threatened teammate."""
        b = self.b
        if self.village:
            pool = [t for t in cands if not b.wolf_known[t]]
            return max(pool, key=lambda t: (self._protect_value(t) + self._noise(0.5), t),
                       default=None)
        mates = [t for t in cands if t in b.team]
        return max(mates, key=lambda t: (b.score[t] + self._noise(0.5), t), default=None)

    def _d_shield(self, d):
        return self._tgt(self._guarded(self._targets(d)))

    def _d_guard_boost(self, d):
        return self._first_legal(d, ("both", "renew", "undying"))

    def _d_bless(self, d):
        b = self.b
        cands = self._targets(d)
        if not self.village:
            mates = [t for t in cands if t in b.team and t != self._bless_last]
            pick = max(mates, key=lambda t: (b.score[t], t), default=None)
        else:
            # the village's 村民 need a majority on one seat: a public choice, alternating
            # nights (nobody is blessed two nights running)
            order = []
            for x in (b.unique_claimer("diviner"), b.sheriff):
                if x is not None and x in cands and x not in order and b.sus(x) < 1.0:
                    order.append(x)
            pick = order[b.night % len(order)] if order else None
        self._bless_last = pick
        return self._tgt(pick)

    # -- the witch ----------------------------------------------------------------------------
    def _d_antidote(self, d):
        b = self.b
        marked = [t for t in b.kill_marks.get(b.night, ()) if t in self._targets(d)]
        if not marked:
            return PASS
        if not self.village:
            mates = [t for t in marked if t in b.team]
            return self._tgt(mates[0]) if mates else PASS
        if self.seat in marked:
            return self._tgt(self.seat)
        best = max(marked, key=lambda t: (self._protect_value(t), t))
        if self._protect_value(best) >= 1.0 or (b.night == 1 and b.sus(best) < 1.0):
            return self._tgt(best)
        return PASS

    def _d_poison(self, d):
        return self._tgt(self._lethal_pick(self._targets(d)))

    def _d_witch_boost(self, d):
        o = self._opt("poison")
        return o if o in d.legal else PASS

    def _lethal_pick(self, cands: list[int], bar: float = SURE) -> Optional[int]:
        """A lethal skill: the village only on a near-certain enemy, the other camps on their
        most valuable enemy."""
        b = self.b
        if self.village:
            top = self._top_suspect(cands)
            return top if top is not None and b.sus(top) >= bar else None
        best = self._best_kill(cands)
        return best if best is not None and self.kill_value(best) >= 1.5 else None

    def _d_stalk(self, d):
        return self._tgt(self._lethal_pick(self._targets(d), bar=2.0))

    def _d_last_shot(self, d):
        return self._tgt(self._lethal_pick(self._targets(d), bar=2.0))

    def _d_revenge(self, d):
        return self._d_last_shot(d)

    # -- the dreamcatcher ---------------------------------------------------------------------
    def _d_dream(self, d):
        """Forced.  Dream an enemy two nights running (the second dream is lethal); with no
        clear enemy the village dreams a trusted seat, never the same one twice running."""
        b = self.b
        cands = self._targets(d)
        last = self._dream_last
        if self.village:
            top = self._top_suspect(cands)
            if top is not None and b.sus(top) >= SURE:
                pick, self._dream_mode = top, "attack"
            else:
                pool = [t for t in cands if t != last and not b.exposed[t]] or cands
                pick = max(pool, key=lambda t: (self._protect_value(t) + self._noise(0.5), t))
                self._dream_mode = "protect"
        else:
            pick = last if last in cands else self._best_kill(cands)
            self._dream_mode = "attack"
        self._dream_last = pick
        return self._tgt(pick)

    def _d_dream_boost(self, d):
        o = self._opt("skip_1" if self._dream_mode == "attack" else "skip_3")
        return o if o in d.legal else PASS

    # -- the magician ---------------------------------------------------------------------------
    def _d_swap(self, d):
        """The village magician takes the bullets for a trusted 占卜师 once: every skill aimed
        at one of the two lands on the other tonight."""
        b = self.b
        cands = self._targets(d)
        if d.info.get("pick") == 2:
            w = self._swap_with
            return self._tgt(w if w in cands else cands[0])
        self._swap_with = None
        if not self.village or self.seat not in cands:
            return PASS
        seer = b.unique_claimer("diviner")
        if seer is None or seer == self.seat or seer not in cands or b.sus(seer) > -0.5:
            return PASS
        self._swap_with = self.seat
        return self._tgt(seer)

    # -- the merchant -------------------------------------------------------------------------
    def _d_gift(self, d):
        b = self.b
        cands = [t for t in b.living_others()]
        if not self.village:
            mates = [t for t in cands if t in b.team]
            if not mates:
                return PASS
            for opt in ("gift_gun", "gift_poison", "gift_divine"):
                if self._opt(opt) in d.legal:
                    self._gift_to = max(mates, key=lambda t: (b.score[t], -t))
                    return self._opt(opt)
            return PASS
        # a gift to another camp kills the merchant: only to a seat the village is sure of
        if b.night < 2:
            return PASS
        best, v = self._most_trusted(cands, info_bonus=0.5)
        if best is None or v > -3.0:
            return PASS
        self._gift_to = best
        o = self._opt("gift_gun" if b.claim[best] == "diviner" else "gift_divine")
        return o if o in d.legal else PASS

    def _d_gift_target(self, d):
        cands = self._targets(d)
        if self._gift_to in cands:
            return self._tgt(self._gift_to)
        return self._tgt(self._most_trusted(cands)[0] or cands[0])

    # -- the piper ----------------------------------------------------------------------------
    def _d_pipe(self, d):
        """Charm seats that will stay alive (the trusted ones), never myself, never twice."""
        b = self.b
        cands = [t for t in self._targets(d) if t != self.seat and t not in self._piped]
        if not cands:
            return PASS
        pick = max(cands, key=lambda t: (-b.score[t] + self._noise(1.5), t))
        self._piped.add(pick)
        return self._tgt(pick)

    # -- the 混血儿 ----------------------------------------------------------------------------
    def _d_adopt(self, d):
        cands = self._targets(d)
        return self._tgt(cands[self.rng.randrange(len(cands))]) if cands else d.default
