"""A plain scripted player for a ruleset that has no heuristic yet: it reads its card, its team
(a group chat's list of members), the deaths and the exile ballots, believes accusations and
check reports, votes its top suspect and accuses it in its speeches; every other decision gets
the rulebook's default.  It is what
:class:`~agents.skill.SkillPolicy` builds on when the ruleset has no hand-written bot."""

from __future__ import annotations

from typing import Any, Optional

from rulesets.engine import PASS
from rulesets.engine.roles import INFORMATION

from agents.heuristic.core import BeliefCore, ScriptedAgent


class PlainBeliefs(BeliefCore):
    """Beliefs from the generic events: the seat's card, deaths, exile ballots."""

    def _ev_role(self, d: dict) -> None:
        self.role = d["role"]
        self.camp = d.get("camp") or self.card_camps.get(self.role)
        self.private = self.camp is not None and self.camp == self.village
        self.role_of[self.me] = self.role
        if self.private:
            self.good_known[self.me] = True

    village: Optional[str] = None

    def _can_expose_me(self) -> bool:
        return not self.private


class PlainPlayer(ScriptedAgent):
    """See the module docstring.  Decision kinds come from the ruleset's presentation (its
    exile votes); the deaths it reads are the presentation's death events."""

    name = "plain"
    BELIEFS = PlainBeliefs

    def _setup(self, view: Any) -> None:
        b = self.b
        rules = view.ruleset
        b.card_camps = {r.id: r.camp for r in rules.roles}
        b.village = village_camp(rules)
        reading = rules.presentation.reading
        handlers = {"role": PlainBeliefs._ev_role, "votes": BeliefCore._ev_votes,
                    "exiled": BeliefCore._ev_exiled}
        handlers.update({k: BeliefCore._ev_death for k in reading.deaths})
        b.HANDLERS = handlers
        self._votes = set(reading.exile_votes)
        info = frozenset(r.id for r in rules.roles if any(k.intent == INFORMATION for k in r.skills))
        self.INFO_ROLES = info        # claimed checking cards are protected and believed
        b.checkers = info

    def reset(self, seat: int, seed: int) -> None:
        """Start a new game at ``seat``."""
        super().reset(seat, seed)
        self._team_pos = 0

    def observe(self, view: Any) -> Any:
        """The beliefs, and the seat's team: the seats listed in a group chat's event that
        lists this seat (a pack told its members)."""
        b = super().observe(view)
        events = view.events
        for i in range(self._team_pos, len(events)):
            ev = events[i]
            seats = ev.data.get("seats") if ev.channel is not None else None
            if seats and self.seat in seats:
                b.team = set(seats)
        self._team_pos = len(events)
        return b

    def _decide(self, d: Any, view: Any) -> Optional[int]:
        if d.asked_as in self._votes:
            cands = [t for t in self._targets(d) if t != self.seat and t not in self.b.team]
            top = self._top_suspect(cands)
            return PASS if top is None else self._tgt(top)
        return super()._decide(d, view)

    def _plan_speech(self, d: Any, seg: str) -> list[int]:
        top = self._top_suspect([t for t in self.b.living_others() if t not in self.b.team])
        return [] if top is None else [self.t.accuse(top)]


def village_camp(rules: Any) -> Optional[str]:
    """The camp most of the board's cards belong to (the village of the werewolf boards)."""
    counts: dict[str, int] = {}
    try:
        cards = rules.cards(rules.board_defaults)
    except Exception:  # a ruleset whose default deck cannot be drawn without a game
        cards = [r.id for r in rules.playable_roles()]
    for rid in cards:
        camp = rules.names.role(rid).camp
        counts[camp] = counts.get(camp, 0) + 1
    return max(counts, key=lambda c: (counts[c], c)) if counts else None
