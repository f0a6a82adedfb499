"""Going out (出局 / 死亡): one service for every ruleset.

* :meth:`Outs.go_out` takes a seat out for a *cause* unless its card is immune to that cause,
  keeps the out order (公示出局名单时按角色出局的顺序排序), whether the table has been told, and
  runs the ruleset's on-out hooks: those keyed by a skill the seat holds (熊 lost -> panic,
  骑士's suspicion, 黑狼王's take), then those for every out (the deputy loses its status).
* :meth:`Outs.chain` applies the ruleset's chain deaths (殉情, 小弟自杀, 人偶连带...) in their
  order, repeated until nothing changes.
* :class:`Tally` collects a night's hits under *slots* and settles them in the rulebook's order
  (暗月 step 5, 哪吒's 29-entry tally, 星汉's stab order), checking the ruleset's defence for each,
  inserting chained hits right after the out that caused them, and judging wins after each out
  where the rulebook says so.
* :class:`Triggers` queues abilities that an event fires but that resolve at a later moment
  (a gun at the next 晨曦/黄昏, a take at dawn): the flow drains the queue at its windows, and a
  trigger queued while the queue runs is inserted at once (即时插入结算).
"""

from __future__ import annotations

import weakref
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Optional, Sequence, Union

if TYPE_CHECKING:  # pragma: no cover
    from .game import Flow, Game

#: an on-out hook: (game, seat, cause) -> None
OutHook = Callable[["Game", int, str], None]
#: an out guard: (game, seat, cause, source) -> True when it prevents this out (涅槃重生...)
OutGuard = Callable[["Game", int, str, Optional[int]], bool]


@dataclass(frozen=True)
class Chain:
    """A chain death: when seats go out, ``follow(game, went_out)`` names who follows them (for
    ``cause``, e.g. ``"lovesick"`` 殉情): seats, or ``(seat, source)`` pairs where the rulebook
    says who caused the follower's out (星汉 <共死>: the landmine).  With ``damage`` (哪吒: 连带
    deals [致死伤害]) each follower takes that damage through the ruleset's defence instead of
    going out unconditionally; ``tags(game, follower, source)`` describe the source for
    source-restricted defences."""

    cause: str
    follow: Callable[["Game", set[int]], Iterable[Union[int, tuple[int, Optional[int]]]]]
    zh: str = ""
    damage: Optional[str] = None
    tags: Callable[["Game", int, Optional[int]], Iterable[str]] = lambda g, seat, source: ()


class Outs:
    """The out service of one game (``game.outs``)."""

    __slots__ = ("g", "order", "on_skill", "on_any", "chains", "guards")

    def __init__(self, g: "Game", on_skill: Mapping[str, OutHook], on_any: Sequence[OutHook],
                 chains: Sequence[Chain], guards: Sequence[OutGuard] = ()) -> None:
        # a proxy, not the game: the game holds this service, and a cycle would keep every
        # finished game (its events, seats, statuses) alive until a full garbage collection
        self.g = weakref.proxy(g)
        self.order: list[int] = []  # every out, in order
        self.on_skill = on_skill
        self.on_any = tuple(on_any)
        self.chains = tuple(chains)
        self.guards = tuple(guards)

    def immune(self, seat: int, cause: str) -> bool:
        """Is the seat's card immune to ``cause`` (战狼: every death but exile), or does a
        status keep it in against that cause (``StatusKind.protects``: 游侠<守护>)?"""
        s = self.g.seats[seat]
        if cause in s.role.immune:
            return True
        if s.statuses.items:
            table = self.g.ruleset.statuses
            return any(table.kind(st.name).keeps_in(cause) for st in s.statuses.items)
        return False

    def go_out(self, seat: int, cause: str, public: bool, source: Optional[int] = None) -> bool:
        """Take ``seat`` out unless it is out already or immune; returns whether it went out.
        ``public``: the table is told now (otherwise at the next announcement)."""
        g = self.g
        s = g.seats[seat]
        if not s.alive or self.immune(seat, cause):
            return False
        for guard in self.guards:
            if guard(g, seat, cause, source):
                return False
        s.alive = False
        s.death_public = public
        s.death_cause = cause
        s.death_source = source
        g.outs_log.append((len(g.events), seat, cause, source))
        self.order.append(seat)
        hooks = self.on_skill
        if hooks and s.skills:
            for inst in list(s.skills):
                hook = hooks.get(inst.id)
                if hook is not None:
                    hook(g, seat, cause)
        for hook in self.on_any:
            hook(g, seat, cause)
        return True

    def chain(self, went_out: Iterable[int], public: bool,
              after: Optional[Callable[[int], Any]] = None) -> list[int]:
        """Chain deaths after ``went_out``, repeated until stable; returns the extra outs.
        ``after(seat)`` runs after each chained out (a ruleset judging wins after every out)."""
        extra: list[int] = []
        frontier = set(went_out)
        while frontier and self.chains:
            nxt: list[int] = []
            for rule in self.chains:
                for item in rule.follow(self.g, frontier):
                    t, source = item if isinstance(item, tuple) else (item, None)
                    if self._follows(rule, t, source, public):
                        nxt.append(t)
                        if after is not None:
                            after(t)
            extra.extend(sorted(nxt))
            frontier = set(nxt)
        return extra

    def _follows(self, rule: Chain, seat: int, source: Optional[int], public: bool) -> bool:
        """One chain death: through the defence when the chain deals damage."""
        g = self.g
        if not g.seats[seat].alive:
            return False
        defence = g.ruleset.defence
        if rule.damage is not None and defence is not None and \
                defence.blocker(g, seat, rule.damage, frozenset(rule.tags(g, seat, source))) is not None:
            return False
        return self.go_out(seat, rule.cause, public, source)

    def among_first(self, seat: int, slots: int, barred: frozenset[str] = frozenset()) -> bool:
        """The forum boards' last-words policy (遗言数量等于N): is ``seat`` among the first
        ``slots`` outs?  Outs for a ``barred`` cause (红牌罚下) never have last words but still
        take their place in the order; a slot given up stays used (放弃遗言不会使留遗言的权利留给
        以后出局的角色).  A role revived and out again is judged by its latest out: each out takes
        its own place in the order, so a second out after the slots are spent has none."""
        latest = max((i for i, s in enumerate(self.order) if s == seat), default=None)
        if latest is None or latest >= slots:
            return False
        return self.g.seats[seat].death_cause not in barred

    def unannounced(self) -> list[int]:
        """Outs the table has not been told yet, in out order; a seat that went out more than
        once (revived in between) is listed once, at its latest out."""
        seats = self.g.seats
        latest = {s: i for i, s in enumerate(self.order)}
        return [s for i, s in enumerate(self.order)
                if latest[s] == i and not seats[s].death_public]


@dataclass(slots=True)
class Hit:
    """One out-effect waiting for settlement: ``damage`` from ``source`` on ``target``, filed
    under ``slot`` (its place in the tally order); ``tags`` describe the source for
    source-restricted defences (its camp...)."""

    slot: str
    seq: int
    source: Optional[int]
    target: int
    damage: str
    tags: frozenset[str] = frozenset()


class Tally:
    """A night's hits, settled in the order of ``slots`` (the rulebook's tally order).

    A slot ``skill:origin`` (a borrowed or gifted copy of a skill) not listed on its own is
    settled right after its skill's slot."""

    __slots__ = ("rank", "hits")

    def __init__(self, slots: Sequence[str]) -> None:
        self.rank = {name: i for i, name in enumerate(slots)}
        self.hits: list[Hit] = []

    def slot_rank(self, slot: str) -> float:
        r = self.rank.get(slot)
        if r is None:
            r = self.rank.get(slot.partition(":")[0], len(self.rank)) + 0.5
        return r

    def file(self, slot: str, source: Optional[int], target: int, damage: str,
             tags: Iterable[str] = ()) -> Hit:
        hit = Hit(slot, len(self.hits), source, target, damage, frozenset(tags))
        self.hits.append(hit)
        return hit

    def settle(self, g: "Game", cause: Optional[Callable[[Hit], str]] = None,
               after_out: Optional[Callable[["Game", Hit], list[Hit]]] = None,
               judge_each: bool = False, public: bool = False) -> list[int]:
        """Walk the hits in slot order; each lands unless its target is out or a defence blocks
        it.  ``cause`` names the out (default: the slot); ``after_out`` returns hits to settle
        right after a landed one (暗月 摄梦 (2)); ``judge_each`` judges wins after every out.
        Returns the seats that went out, in order."""
        queue = deque(sorted(self.hits, key=lambda h: (self.slot_rank(h.slot), h.seq)))
        outs: list[int] = []
        defence = g.ruleset.defence
        while queue:
            h = queue.popleft()
            if not g.seats[h.target].alive:
                continue
            if defence is not None and defence.blocker(g, h.target, h.damage, h.tags) is not None:
                continue
            if not g.outs.go_out(h.target, cause(h) if cause else h.slot, public, h.source):
                continue
            outs.append(h.target)
            if after_out is not None:
                queue.extendleft(reversed(after_out(g, h)))
            if judge_each:
                g.judge()
        return outs


@dataclass
class Trigger:
    """An ability fired by an event, resolved at a later window: ``skill`` held by ``seat``,
    with ``context`` (e.g. the cause of the death that fired it)."""

    skill: str
    seat: int
    context: dict[str, Any] = field(default_factory=dict)


#: runs one trigger: (game, trigger) -> the flow that resolves it
TriggerRun = Callable[["Game", Trigger], "Flow"]


class Triggers:
    """Queued triggers (``game.triggers``), drained by the flow at its windows."""

    __slots__ = ("queue",)

    def __init__(self) -> None:
        self.queue: deque[Trigger] = deque()

    def push(self, skill: str, seat: int, **context: Any) -> None:
        self.queue.append(Trigger(skill, seat, context))

    def __len__(self) -> int:
        return len(self.queue)

    def pending(self, skill: Optional[str] = None) -> list[Trigger]:
        return [t for t in self.queue if skill is None or t.skill == skill]

    def drain(self, g: "Game", run: Mapping[str, TriggerRun],
              where: Optional[Callable[[Trigger], bool]] = None,
              inserted: Optional[Callable[[Trigger], bool]] = None):
        """Resolve the queued triggers that ``run`` knows (and ``where`` accepts), in order.  A
        trigger queued while one resolves is resolved next, before the older ones (即时插入结算)
        when ``where`` (or ``inserted``, if given: 哪吒's window steps drain one shooter each but
        insert any shooter a shot fires) accepts it; the others stay queued for their own window."""
        def wanted(t: Trigger) -> bool:
            return t.skill in run and (where is None or where(t))

        def insert(t: Trigger) -> bool:
            return t.skill in run and (inserted(t) if inserted is not None else wanted(t))
        stack = deque(t for t in self.queue if wanted(t))
        self.queue = deque(t for t in self.queue if not wanted(t))
        while stack:
            t = stack.popleft()
            before = {id(x) for x in self.queue}
            yield from run[t.skill](g, t)
            fired = [x for x in self.queue if id(x) not in before and insert(x)]
            if fired:
                self.queue = deque(x for x in self.queue if not any(x is f for f in fired))
                stack.extendleft(reversed(fired))
