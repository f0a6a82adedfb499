"""The night skills of the xinghan heuristic (steps −2…15 of the night order)."""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, YES

#: cards 勾魂 cannot take (line 160)
HOOK_IMMUNE = frozenset({"ghost", "half_blood", "hostage", "maid", "worker", "wolf_king", "piper",
                         "mirror"})


class NightSkills:
    """Mixed into the agent: one ``_d_<kind>`` per night decision."""

    # -- targets ---------------------------------------------------------------------------------
    def _kill_target(self, d) -> Optional[int]:
        """A 指杀: a known 宝藏 / 守宝人 (ends the day-6 win), the 狼后's counsel, a known enemy,
        else an unknown seat (never an ally)."""
        k = self.k
        cands = [s for s in self._targets(d) if not self.ally(s)]
        if not cands:
            return None
        if self.camp != "treasure":
            for s in cands:
                if k.card_of.get(s) in ("treasure", "treasure_keeper"):
                    return s
        for s in k.counsel + k.treasure_suspects():
            if s in cands:
                return s
        known = self.known_enemies(cands)
        if known:
            return known[0]
        if self.camp == "poison_sage":
            return None            # a night out breaks the 平安夜 the camp needs
        unknown = self._blind(cands)
        return self._away_from_mirror(unknown)

    def _away_from_mirror(self, cands: list[int]) -> Optional[int]:
        """A random one of ``cands`` among the least 镜-like (a night skill on the 镜 is
        reflected and scores for it)."""
        if not cands:
            return None
        low = min(self.mirror_suspicion(s) for s in cands)
        pool = [s for s in cands if self.mirror_suspicion(s) == low]
        return pool[self.rng.randrange(len(pool))]

    def _unchecked(self, d) -> Optional[int]:
        k = self.k
        cands = [s for s in self._targets(d) if not self.ally(s) and s not in self.checked
                 and k.camp_guess(s) is None]
        t = self._away_from_mirror(cands)
        if t is not None:
            self.checked.add(t)
        return t

    def _friend(self, d, avoid: set[int] = frozenset()) -> Optional[int]:
        """An ally to help (myself first), avoiding ``avoid``."""
        cands = [s for s in self._targets(d) if self.ally(s) and s not in avoid]
        if self.seat in cands:
            return self.seat
        return cands[0] if cands else None

    # -- steps -----------------------------------------------------------------------------------
    def _d_kill(self, d) -> int:
        return self._tgt(self._kill_target(d))

    _d_die_kill = _d_purchased_kill = _d_kill

    def _d_cure(self, d) -> int:
        t = self._friend(d, self.cured)      # never twice: two 空救 take a role out
        if t is not None:
            self.cured.add(t)
        return self._tgt(t)

    _d_die_cure = _d_cure

    def _d_protect(self, d) -> int:
        return self._tgt(self._friend(d) if self.k.night >= 2 else None)

    def _d_bedrock(self, d) -> int:
        return self._tgt(self._friend(d))

    def _d_verify(self, d) -> int:
        return self._tgt(self._unchecked(d))

    _d_prophecy = _d_scrutiny = _d_verify

    def _d_command(self, d) -> int:
        return self._tgt(self._unchecked(d))

    def _d_trial(self, d) -> int:
        k = self.k
        cands = [s for s in self._targets(d) if s not in k.not_treasure and not self.ally(s)]
        sus = k.treasure_suspects()
        pick = [s for s in sus if s in cands] + [s for s in cands if s not in sus]
        return self._tgt(pick[0] if pick else None, d)

    def _d_counsel(self, d) -> int:
        sus = [s for s in self.k.treasure_suspects() if s in self._targets(d)]
        return self._tgt(sus[0]) if sus and d.info.get("pick") == 1 else PASS

    def _d_platform(self, d) -> int:
        cands = self._targets(d)
        mine = [s for s in cands if self.ally(s)]
        if mine:
            return self._tgt(mine[0])
        others = [s for s in cands if self.threat(s) is None]
        pool = others or cands
        return self._tgt(pool[self.rng.randrange(len(pool))], d)

    def _d_curse(self, d) -> int:
        known = self.known_enemies(self._targets(d))
        return self._tgt(known[0]) if known else PASS

    def _d_pipe(self, d) -> int:
        cands = [s for s in self._targets(d) if not self.ally(s)]
        return self._tgt(self._away_from_mirror(cands))

    def _d_die_unpipe(self, d) -> int:
        cands = [s for s in self._targets(d) if self.ally(s)]
        return self._tgt(cands[0] if cands else None)

    def _d_cunning(self, d) -> int:
        k = self.k
        cands = [s for s in self._targets(d) if not self.ally(s)]
        known = [s for s in cands if s in k.card_of or k.honest_card(s)]
        return self._tgt(self._away_from_mirror(known or cands))

    def _d_guess(self, d) -> int:
        k = self.k
        t = d.info.get("target")
        card = k.card_of.get(t) or k.honest_card(t) if t is not None else None
        return self._first_legal(d, (card or "treasure", "treasure"))

    def _d_steal(self, d) -> int:
        return self._first_legal(d, STEAL_ORDER)

    def _d_dawn_copy(self, d) -> int:
        return self._first_legal(d, COPY_ORDER) if self._first_legal(d, COPY_ORDER) != PASS \
            else (d.legal[1] if len(d.legal) > 1 else PASS)

    def _d_gamble(self, d) -> int:
        return YES

    def _d_zhen_poison(self, d) -> int:
        return self._first_legal(d, ("buy_cure",))

    def _d_soul_hook(self, d) -> int:
        """Once only (a second success is 牺牲), on a role known to be outside the treasure camp
        and not on the immune list."""
        k = self.k
        if self.hooked:
            return PASS
        for s in self.known_enemies(self._targets(d)):
            if k.card_of.get(s) not in HOOK_IMMUNE and k.camp_guess(s) != "treasure":
                self.hooked += 1
                return self._tgt(s)
        return PASS

    def _d_obey(self, d) -> int:
        """Join the treasure camp if a treasure role went out today, else the first out role."""
        k = self.k
        cands = self._targets(d)
        for s in cands:
            if k.camp_guess(s) == "treasure":
                return self._tgt(s)
        return self._tgt(cands[0]) if cands else PASS

    def _d_overtime(self, d) -> int:
        return YES

    def _d_job_hop(self, d) -> int:
        return PASS

    def _d_dagger_time(self, d) -> int:
        return self._first_legal(d, ("at_step_1",))

    def _d_whisper(self, d) -> int:
        return PASS


STEAL_ORDER = ("kill", "die_kill", "purchased_kill", "prophecy", "verify", "command", "pipe",
               "curse", "scrutiny", "sense", "bedrock", "gamble", "trial", "counsel")
COPY_ORDER = ("kill", "die_kill", "purchased_kill", "dagger", "verify", "prophecy", "cure",
              "die_cure", "protect", "bedrock", "pipe", "command", "curse", "scrutiny", "cunning",
              "trial", "platform")
