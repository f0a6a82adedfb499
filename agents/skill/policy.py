"""The skill-driven policy (see the package docstring)."""

from __future__ import annotations

import random
from typing import Any, Optional

from rulesets.engine import PASS, YES
from rulesets.engine.roles import INFORMATION, NameIndex, SkillSpec

from agents.base import SeatView
from agents.heuristic.core import BeliefCore, ScriptedAgent

from . import intents
from .plain import PlainPlayer, village_camp

#: decision kinds that are speech turns (reports go there)
SPEECH = ("speech", "last_words")
#: reports told in one speech turn (a claim and two results fit the three acts of a turn)
REPORTS_PER_TURN = 2


class SkillPolicy:
    """A seat played by the ruleset's heuristic, with every skill that heuristic does not know
    played from its declaration (``everything``: every skill with a declared intent).

    A skill the heuristic does not know is one of a card the rulebook does not have (a
    designer's new card), or one without a ``_d_<kind>`` rule.  Targets come from the
    heuristic's beliefs when they are the werewolf boards' (:class:`BeliefCore`, built by
    :meth:`ScriptedAgent.observe`); a heuristic that keeps its beliefs its own way (not a
    ``BeliefCore``, or built inside its ``act``) is left alone and a :class:`PlainPlayer`
    reads the same inbox beside it for the generic policy.

    Partial observability: it reads the seat's inbox, the pending decision and the public rules
    (the cards' declarations) only, like every agent."""

    name = "skill"

    def __init__(self, ruleset: str, everything: bool = False) -> None:
        from agents.heuristic import for_ruleset
        try:
            self.inner: Any = for_ruleset(ruleset)
        except ValueError:  # no hand-written bot for this rulebook yet
            self.inner = PlainPlayer()
        inner = type(self.inner)
        shared = issubclass(inner, ScriptedAgent) and inner.act is ScriptedAgent.act and \
            issubclass(getattr(inner, "BELIEFS", object), BeliefCore)
        #: whose beliefs choose the targets: the heuristic's own, or a plain player's beside it
        self.shadow: Optional[PlainPlayer] = None if shared else PlainPlayer()
        self.everything = everything
        self.rng = random.Random(0)
        self.reset(0, 0)

    # -- protocol -----------------------------------------------------------------------------
    def reset(self, seat: int, seed: int) -> None:
        """Start a new game at ``seat``."""
        self.inner.reset(seat, seed)
        if self.shadow is not None:
            self.shadow.reset(seat, seed)
        self.seat = seat
        self.rng.seed(seed * 7_919 + seat * 104_729 + 3)
        self.pos = 0
        self.card: Optional[str] = None
        self.camp: Optional[str] = None
        self.village: Optional[str] = None
        self.mine: dict[str, SkillSpec] = {}          # skills played here, by decision kind
        self.results: list[tuple[int, int, bool]] = []  # (order, target, bad?) to report
        self.reported: set[int] = set()
        self.checked: set[int] = set()
        self.queue: list[int] = []
        self.claimed = False

    def act(self, view: SeatView) -> int:
        """Answer the pending decision (a legal answer; the default if anything goes wrong)."""
        d = view.decision
        try:
            self.player.observe(view)
            self._read(view)
            spec = self._played_here(view, d.asked_as)
            if spec is not None:
                c = self._use(view, spec)
            elif d.asked_as in SPEECH and (self.queue or self._plan_reports(view)):
                c = self._next_act(d)
            else:
                return self.inner.act(view)
        except Exception:
            return d.default
        return c if c in d.legal else d.default

    @property
    def player(self) -> Any:
        """The scripted player whose beliefs choose the generic policy's targets."""
        return self.inner if self.shadow is None else self.shadow

    # -- what the seat knows -------------------------------------------------------------------
    def _played_here(self, view: SeatView, kind: str) -> Optional[SkillSpec]:
        """The skill behind decision ``kind`` if this policy plays it."""
        if kind in self.mine:
            return self.mine[kind]
        spec = view.ruleset.names.skills.get(NameIndex.key(kind))
        if spec is None or spec.id != kind or not spec.intent:
            return None
        if not self.everything and (hasattr(self.inner, "_d_" + kind) or (
                not isinstance(self.inner, PlainPlayer) and _rulebook_skill(view.ruleset, kind))):
            return None
        self.mine[kind] = spec
        return spec

    def _read(self, view: SeatView) -> None:
        """The seat's card and camp, and the results of the skills played here."""
        rules = view.ruleset
        if self.village is None:
            self.village = village_camp(rules)
        own = rules.presentation.own_card
        events = view.events
        for i in range(self.pos, len(events)):
            ev = events[i]
            d = ev.data
            if ev.kind in own and ev.audience is not None and self.seat in ev.audience:
                card = own[ev.kind] or d.get("role")
                if card:
                    self.card = card
                    self.camp = d.get("camp") or rules.names.role(card).camp
            elif ev.kind == "camp" and ev.audience is not None and d.get("camp"):
                self.camp = d["camp"]
            elif ev.kind == "result" and d.get("target") is not None and \
                    ev.audience is not None and self.seat in ev.audience and \
                    self._played_here(view, str(d.get("skill"))) is not None:
                self._learn(view, int(d["target"]), d.get("value"))  # passive skills too
        self.pos = len(events)

    def _learn(self, view: SeatView, target: int, value: Any) -> None:
        """A result of an information skill played here: remember it and, for the village, let
        the beliefs know (an inner bot that knows the skill has read it already)."""
        bad = self._bad(view, value)
        self.checked.add(target)
        if bad is None:
            return
        self.results.append((len(self.results), target, bad))
        b = self.player.b
        if self._village and not self.everything and b is not None and target != self.seat:
            b.checked(target, bad, 2.5)

    def _bad(self, view: SeatView, value: Any) -> Optional[bool]:
        """Whether a result says the target is against the seat's camp (``None``: it says
        nothing about camps)."""
        if isinstance(value, bool):
            return value
        if not isinstance(value, str) or self.camp is None:
            return None
        rules = view.ruleset
        if value in rules.names.roles:
            return rules.names.role(value).camp != self.camp
        return value != self.camp

    @property
    def _village(self) -> bool:
        return self.camp is not None and self.camp == self.village

    # -- decisions ------------------------------------------------------------------------------
    def _use(self, view: SeatView, spec: SkillSpec) -> int:
        d = view.decision
        table = view.choices
        targets = [c - table.target0 for c in d.legal if table.is_target(c)]
        if targets:
            player = self.player
            player.proposals = {int(k): int(v) for k, v in
                                (d.info.get("proposals") or {}).items()}
            t = intents.choose(spec.intent, player, targets, self._village, self.checked)
            if t is None:
                return PASS if PASS in d.legal else d.default
            if spec.intent == INFORMATION:
                self.checked.add(t)
            return table.target(t)
        if YES in d.legal:
            return YES if intents.use_untargeted(spec.intent, self._village) else PASS
        return d.default

    # -- reports --------------------------------------------------------------------------------
    def _plan_reports(self, view: SeatView) -> bool:
        """Queue a claim of the card and the results not told yet (the village only)."""
        if not self._village or self.card is None:
            return False
        todo = [r for r in self.results if r[0] not in self.reported]
        if not todo:
            return False
        todo.sort(key=lambda r: (not r[2], r[0]))
        if view.decision.asked_as != "last_words":
            todo = todo[:REPORTS_PER_TURN]
        table = view.choices
        if not self.claimed and self.card in table.roles:
            self.queue.append(table.claim(self.card))
            self.claimed = True
        for order, target, bad in todo:
            self.reported.add(order)
            self.queue.append(table.report(target, bad))
        return bool(self.queue)

    def _next_act(self, d: Any) -> int:
        while self.queue:
            c = self.queue.pop(0)
            if c in d.legal:
                return c
        return PASS


def _rulebook_skill(rules: Any, kind: str) -> bool:
    """Whether ``kind`` is a skill of a card the rulebook itself has (its heuristic plays it),
    not one of a designer's new cards."""
    import rulesets
    try:
        base = rulesets.get(rules.family)
    except KeyError:
        return False
    return NameIndex.key(kind) in base.names.skills
