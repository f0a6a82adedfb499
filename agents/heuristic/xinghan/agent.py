"""``heuristic`` for 星汉灿烂 (xinghan): a scripted player for its own camp's win condition.

It uses only its :class:`~agents.base.SeatView` (:mod:`.knowledge` folds its inbox).  The seven
camps do not know each other, so a camp finds itself in the open: every heuristic of a camp
without a chat names its own card at each of its posts (a seat that names the same card three
times and nothing else is believed; the wolves, who have the 狼群, and the lone 镜 stay silent).
A camp then votes as a bloc on one target every member computes alike from what the table has
seen: an enemy it knows (by its threat to the camp: the treasure camp's day-6 win first for
everyone else, the 镜 first for the treasure camp), else a seat an ally accused, else the first
seat the camp's own rule picks (the treasure camp: seats never shown on a 票台 — the 镜 is never
listed, it reflects the choice away; the wolves: the 审判's treasure suspects).  Night skills
follow the same priorities: kills on the camp's threats, checks on unknown seats, cures and
protection on allies, 勾魂 once (a second success is 牺牲), a 票台 over the camp.  Deterministic
given ``reset(seat, seed)``.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, YES

from ..core import ScriptedAgent
from .knowledge import PRINTED, Knowledge
from .night import NightSkills

#: each camp's enemies, most dangerous first
THREATS = {
    "treasure": ("mirror", "gambler", "piper", "wolf", "fox", "poison_sage"),
    "wolf": ("treasure", "mirror", "gambler", "fox", "poison_sage", "piper"),
    "fox": ("treasure", "wolf", "gambler", "poison_sage", "mirror", "piper"),
    "gambler": ("treasure", "mirror", "wolf", "fox", "piper", "poison_sage"),
    "poison_sage": ("treasure", "mirror", "wolf", "gambler", "fox", "piper"),
    "piper": ("treasure", "wolf", "gambler", "mirror", "fox", "poison_sage"),
    "mirror": ("treasure", "wolf", "gambler", "fox", "poison_sage", "piper"),
}
#: cards that never name themselves: the wolves (they have the 狼群) and the lone 镜
SILENT = frozenset({"wolf_queen", "wolf_king", "wolf_hunter", "wolf_judge", "mirror"})
#: cards that name themselves only while no other camp is seen doing so: everyone else's first
#: target, the treasure camp needs to live to day 6 more than to coordinate
WARY = frozenset({"treasure", "treasure_keeper", "landmine"})


class HeuristicAgent(NightSkills, ScriptedAgent):
    """Rule-based xinghan player; see the module docstring."""

    BELIEFS = Knowledge

    def reset(self, seat: int, seed: int) -> None:
        super().reset(seat, seed)
        self.link: Optional[int] = None
        self.checked: set[int] = set()
        self.cured: set[int] = set()
        self.hooked = 0
        self.pending_kill: Optional[int] = None
        self._wary_silent = False

    # -- who is who -----------------------------------------------------------------------------
    @property
    def k(self) -> Knowledge:
        return self.b

    @property
    def camp(self) -> Optional[str]:
        return self.k.camp if self.k.camp != "undetermined" else None

    def ally(self, s: int) -> bool:
        k = self.k
        if s == self.seat or s == self.link:
            return True
        if self.camp is None:
            return False
        if self.camp == "wolf" and s in k.pack:
            return True
        return k.camp_guess(s) == self.camp

    def threat(self, s: int) -> Optional[int]:
        """The rank of ``s``'s camp among my camp's enemies (0 = worst), if known."""
        camp = self.k.camp_guess(s)
        order = THREATS.get(self.camp or "", ())
        if camp in order and not self.ally(s):
            return order.index(camp)
        if camp == "other" and self.camp == "gambler":
            return len(order)
        return None

    def known_enemies(self, cands: list[int]) -> list[int]:
        ranked = [(self.threat(s), s) for s in cands if self.threat(s) is not None]
        return [s for _, s in sorted(ranked)]

    def _blind(self, cands: list[int]) -> list[int]:
        """The camp's own order for seats nothing is known about: the wolves' treasure suspects
        (the 审判's lists), then seat order; the other camps' 镜 suspects (a seat never shown on a
        票台 and never naming a card: the 镜 reflects a 票台 away and stays silent), then seat
        order.  (Measured: the wolves win more often hunting the treasure alone.)"""
        k = self.k
        unknown = [s for s in cands if not self.ally(s) and k.camp_guess(s) is None]
        if self.camp == "wolf":
            sus = k.treasure_suspects()
            unknown.sort(key=lambda s: (s not in sus, s))
        else:
            unknown.sort(key=lambda s: (-self.mirror_suspicion(s), s))
        return unknown

    def mirror_suspicion(self, s: int) -> int:
        """0-2: how much ``s`` looks like the 镜 (never on a 票台; never named a card)."""
        k = self.k
        if k.camp_guess(s) is not None:
            return 0
        return (s not in k.ever_listed) + (s not in k.claims)

    def focus(self, cands: list[int]) -> Optional[int]:
        """The camp's target among ``cands``: a known enemy, a seat an ally accused, the camp's
        own pick among the unknown."""
        cands = [s for s in cands if s != self.seat and not self.ally(s)]
        if not cands or self.camp is None:
            return None
        known = self.known_enemies(cands)
        if known:
            return known[0]
        k = self.k
        for s in cands:
            if any(self.ally(a) and a != self.seat for a in k.accused_by.get(s, ())):
                return s
        blind = self._blind(cands)
        return blind[0] if blind else None

    # -- speech ------------------------------------------------------------------------------------
    def _plan_speech(self, d, seg: str) -> list[int]:
        k, t = self.k, self.t
        acts: list[int] = []
        dagger = self._opt("dagger")
        if dagger in d.legal and self.known_enemies(k.living()):
            acts.append(dagger)              # 匕首讨论日也可发动: on a known enemy
        if seg != "last_words" and self._names_itself():
            acts += self._claim_act_always(k.card)
        target = self.focus(k.living())
        if target is not None:
            acts.append(t.accuse(target))
        allies = [s for s in k.living() if self.ally(s)]
        if allies:
            acts.append(t.vouch(allies[self.rng.randrange(len(allies))]))
        others = k.living()
        while len(acts) < 3 and others and seg != "last_words":
            acts.append(t.vouch(others[self.rng.randrange(len(others))]) if target is None
                        else t.accuse(target))
        return acts

    def _names_itself(self) -> bool:
        """Do I name my card at this post?  Never for the silent cards; the wary ones stop for
        good once another camp's seat is believed (it named its card three times: players who
        read claims are at the table)."""
        k = self.k
        if k.card in SILENT or not PRINTED.get(k.card or ""):
            return False
        if k.card in WARY:
            if not self._wary_silent:
                self._wary_silent = any(
                    s != self.seat and PRINTED.get(k.honest_card(s) or "") not in (None, self.camp)
                    for s in k.claims)
            return not self._wary_silent
        return True

    def _claim_act_always(self, card: str) -> list[int]:
        try:
            return [self.t.claim(card)]
        except KeyError:
            return []

    # -- the day ------------------------------------------------------------------------------
    def _d_vote(self, d) -> int:
        cands = [s for s in self._targets(d) if s not in self.k.platform]
        f = self.focus(cands)
        if f is not None:
            return self._tgt(f)
        return self._first_legal(d, ("abstain",)) if self._opt("abstain") in d.legal else d.default

    def _d_vote_change(self, d) -> int:
        return PASS

    def _d_die_vote(self, d) -> int:
        return YES

    def _d_favour(self, d) -> int:
        out = d.info.get("out")
        if out is None or not self.ally(out):
            return PASS
        return self._tgt(self.focus(self._targets(d)))

    def _d_shield_master(self, d) -> int:
        return YES if self.k.card_of.get(d.info.get("master")) in ("treasure", "treasure_keeper") \
            or self.rng.random() < 0.5 else PASS

    def _d_grudge(self, d) -> int:
        return self._tgt(self.focus(self._targets(d)) or self._any(d))

    def _d_hunt(self, d) -> int:
        return self._convert(d)

    def _d_public_enemy(self, d) -> int:
        return self._convert(d)

    def _convert(self, d) -> int:
        """A role to pull into my camp: a known 宝藏 / 守宝人 (ends the treasure's day-6 win), else a
        known enemy, else nobody — or, where the choice is forced (<公敌>), a role that is not an
        ally (it loses every skill)."""
        k = self.k
        cands = self._targets(d)
        for s in cands:
            if k.card_of.get(s) in ("treasure", "treasure_keeper") and not self.ally(s):
                return self._tgt(s)
        known = self.known_enemies(cands)
        if known:
            return self._tgt(known[0])
        if PASS in d.legal:
            return PASS
        others = [s for s in cands if not self.ally(s)] or cands
        return self._tgt(others[self.rng.randrange(len(others))] if others else None, d)

    def _d_last_will(self, d) -> int:
        known = self.known_enemies(self._targets(d))
        return self._tgt(known[0]) if known else PASS

    def _d_dagger(self, d) -> int:
        known = self.known_enemies(self._targets(d))
        return self._tgt(known[0]) if known else PASS

    _d_night_dagger = _d_dagger

    def _tgt(self, seat: Optional[int], d=None) -> int:
        """A seat as an answer; nobody is a pass (or, where a pass is not legal, any target)."""
        if seat is not None:
            return self.t.target0 + seat
        if d is None or PASS in d.legal:
            return PASS
        return self.t.target0 + self._any(d)

    def _any(self, d) -> Optional[int]:
        ts = self._targets(d)
        return ts[self.rng.randrange(len(ts))] if ts else None

    # -- the setup ----------------------------------------------------------------------------
    def _link(self, d) -> int:
        t = self._any(d)
        self.link = t
        return self._tgt(t)

    _d_support = _d_possess = _d_victimhood = _d_hire = _link
