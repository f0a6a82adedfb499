"""The storyteller (上帝 / 说书人 / 导演): every choice a rulebook leaves to chance or to the host.

Rulebooks say "random", "the director decides", "the storyteller may".  Each such moment is a
typed call on :class:`Storyteller` (``game.story``):

==============  ==================================================================  ===========
call            what the rulebook says                                              answer
==============  ==================================================================  ===========
``deal``        分发身份: the cards onto the seats                                   permutation
``deal_pick``   a random choice that belongs to the deal (暗月's dark-moon trio)     index
``pick``        a tie-break, a random default target (若不选择将会随机选择)            index
``shuffle``     a random order                                                     permutation
``order``       "the storyteller decides the order" of simultaneous abilities       permutation
``decide``      "the host decides" (``kind`` names the question)                    index
``register``    how a seat registers to another seat's ability (间谍, 陌客...)        index
``inform``      the information a drunk or poisoned seat receives                   index
==============  ==================================================================  ===========

A :class:`StorytellerPolicy` answers the calls; the :class:`Storyteller` checks each answer and
appends ``[call, why, n, answer, at, chosen]`` to ``log``, which the game record keeps as
``"story"``: ``at`` is the number of events emitted before the call (where the god view shows
it), ``chosen`` the option picked when it is a plain value (``{"seat": i}`` for a seat).
Replaying a record feeds the log back (:class:`ReplayPolicy`), so a game with any policy (the
seeded default, a scripted one, an LLM, a person) replays exactly: the storyteller is this
engine's chance player, and chance outcomes are part of the history.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Protocol, Sequence, TypeVar, Union, runtime_checkable

T = TypeVar("T")

#: calls whose answer is a permutation of the items (the rest answer with one index)
PERMUTATIONS = frozenset({"deal", "shuffle", "order"})
#: calls drawn from the deal's own random stream by the seeded policy
DEAL_CALLS = frozenset({"deal", "deal_pick"})
CALLS = frozenset({"deal", "deal_pick", "pick", "shuffle", "order", "decide", "register", "inform"})

Answer = Union[int, list[int]]


#: values a storyteller call records as they are
PLAIN = (str, int, float, bool)


@dataclass(frozen=True)
class StoryCall:
    """One question to the storyteller: the ``call`` type, ``why`` (the rulebook moment, e.g.
    ``"knife tie"``, ``"default seal"``, a ``decide`` kind), the ``options`` (or the items to
    order), and ``context`` for policies that judge (the seat, the asker, the truth...)."""

    call: str
    why: str
    options: Sequence[Any]
    context: Mapping[str, Any] = field(default_factory=dict)


@runtime_checkable
class StorytellerPolicy(Protocol):
    """Answers storyteller calls: an index into ``call.options``, or a permutation of
    ``range(len(call.options))`` for ``deal`` / ``shuffle`` / ``order``.  ``start(game)`` is called
    once before the deal with the referee's game (a policy sees everything)."""

    name: str

    def start(self, game: Any) -> None: ...

    def choose(self, call: StoryCall) -> Answer: ...


class StoryDiverges(ValueError):
    """A replayed game asked the storyteller something other than what the record holds."""


class RandomPolicy:
    """The seeded default (``random``): uniform among the options, one RNG stream for the game
    and one for the deal, so a game is fully determined by (ruleset, board, seed, decisions) and
    a record with an explicit deal makes the same choices as the original."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.deal_rng = random.Random(f"{seed}/deal")

    def start(self, game: Any) -> None:
        pass

    def choose(self, call: StoryCall) -> Answer:
        rng = self.deal_rng if call.call in DEAL_CALLS else self.rng
        n = len(call.options)
        if call.call in PERMUTATIONS:
            perm = list(range(n))
            rng.shuffle(perm)  # the same permutation ``shuffle(items)`` would apply
            return perm
        return rng.randrange(n)


class FirstPolicy:
    """A scripted policy (``first``): always the first option, never reorders.  Handy for tests
    and for rulebook examples that assume the storyteller's "natural" choice."""

    name = "first"

    def __init__(self, seed: int = 0) -> None:
        pass

    def start(self, game: Any) -> None:
        pass

    def choose(self, call: StoryCall) -> Answer:
        n = len(call.options)
        return list(range(n)) if call.call in PERMUTATIONS else 0


class ReplayPolicy:
    """Feeds a recorded storyteller log back, checking that the game asks the same questions
    in the same order (raises :class:`StoryDiverges` naming the first difference).  With
    ``then``, a game resumed from an unfinished record goes on: calls past the log are that
    policy's."""

    name = "replay"

    def __init__(self, log: Sequence[Sequence[Any]],
                 then: Optional["StorytellerPolicy"] = None) -> None:
        self.log = [list(entry) for entry in log]
        self.at = 0
        self.then = then
        if then is not None:
            self.name = then.name

    def start(self, game: Any) -> None:
        if self.then is not None:
            self.then.start(game)

    def choose(self, call: StoryCall) -> Answer:
        if self.at >= len(self.log) and self.then is not None:
            return self.then.choose(call)
        if self.at >= len(self.log):
            raise StoryDiverges(f"storyteller call {self.at} ({call.call} {call.why!r}) is not in "
                                f"the record (it holds {len(self.log)} calls)")
        kind, why, n, answer = self.log[self.at][:4]
        if (kind, why, n) != (call.call, call.why, len(call.options)):
            raise StoryDiverges(f"storyteller call {self.at} diverges: recorded {kind} {why!r} "
                                f"over {n} options, game asks {call.call} {call.why!r} over "
                                f"{len(call.options)}")
        self.at += 1
        return answer

    @property
    def finished(self) -> bool:
        """Whether every recorded call was asked."""
        return self.at == len(self.log)


@dataclass
class StoryAnswer:
    """One scripted storyteller answer.  It answers the calls it matches: the ``call`` type,
    ``why`` (exact, or a prefix when it ends with ``*``) and every item of ``context`` (``seat``,
    ``asker``... as the call's context holds them) and ``phase`` (the game's phase label when
    asked); with ``index`` (into the options), ``value`` (the option equal to it, by the
    policy's ``equal``) or ``order`` (a permutation, for ``order`` / ``shuffle`` / ``deal``).
    ``times`` is how many calls it answers (``None``: every matching call)."""

    call: Optional[str] = None
    why: Optional[str] = None
    context: Mapping[str, Any] = field(default_factory=dict)
    phase: Optional[str] = None
    index: Optional[int] = None
    value: Any = None
    has_value: bool = False
    order: Optional[list[int]] = None
    times: Optional[int] = 1
    used: int = 0
    label: str = ""

    def matches(self, call: StoryCall, phase: Optional[str] = None) -> bool:
        if self.times is not None and self.used >= self.times:
            return False
        if self.phase is not None and self.phase != phase:
            return False
        if self.call is not None and self.call != call.call:
            return False
        if self.why is not None and not (call.why.startswith(self.why[:-1])
                                         if self.why.endswith("*") else call.why == self.why):
            return False
        return all(call.context.get(k) == v for k, v in self.context.items())


class ScriptedPolicy:
    """A storyteller that answers from a script (:class:`StoryAnswer` s, first match in order)
    and asks ``fallback`` (the seeded policy by default) for everything else: rules-adjudication
    scenarios script a drunk seat's false information or a registration this way.  ``equal``
    compares a scripted ``value`` with an option (default ``==``).  An answer that fits no
    option raises ``ValueError`` naming the script line."""

    name = "scripted"

    def __init__(self, answers: Sequence[StoryAnswer], fallback: Optional[StorytellerPolicy] = None,
                 equal: Optional[Any] = None) -> None:
        self.answers = list(answers)
        self.fallback: StorytellerPolicy = fallback if fallback is not None else RandomPolicy(0)
        self.equal = equal if equal is not None else (lambda option, value: option == value)
        self.game: Any = None

    def start(self, game: Any) -> None:
        self.game = game
        self.fallback.start(game)

    def choose(self, call: StoryCall) -> Answer:
        phase = getattr(self.game, "phase", None)
        for a in self.answers:
            if a.matches(call, phase):
                a.used += 1
                return self._answer(a, call)
        return self.fallback.choose(call)

    def _answer(self, a: StoryAnswer, call: StoryCall) -> Answer:
        where = a.label or f"{a.call} {a.why!r}"
        if a.order is not None:  # a permutation, or its first items: the rest follow in order
            order = list(a.order)
            if len(set(order)) == len(order) and all(0 <= i < len(call.options) for i in order):
                order += [i for i in range(len(call.options)) if i not in set(order)]
            return order
        if a.index is not None:
            return a.index
        if a.has_value:
            for i, option in enumerate(call.options):
                if self.equal(option, a.value):
                    return i
            raise ValueError(f"{where}: {a.value!r} is not among the options of {call.call} "
                             f"{call.why!r}: {list(call.options)[:20]!r}")
        raise ValueError(f"{where}: give index, value or order")

    def unused(self) -> list[StoryAnswer]:
        """Script lines that answered fewer calls than they should (``times``)."""
        return [a for a in self.answers if a.used == 0 or (a.times is not None and a.used < a.times)]


class Storyteller:
    """The game's storyteller: typed calls answered by a policy, checked and recorded.

    ``Storyteller(seed)`` uses the seeded :class:`RandomPolicy`; pass ``policy`` to plug in
    another one.  ``log`` holds ``[call, why, n, answer]`` per call, in order."""

    def __init__(self, seed: int = 0, policy: Optional[StorytellerPolicy] = None) -> None:
        self.policy: StorytellerPolicy = policy if policy is not None else RandomPolicy(seed)
        self.log: list[list[Any]] = []
        self._events: Sequence[Any] = ()  # the game's event log, to note where each call falls

    @property
    def name(self) -> str:
        return getattr(self.policy, "name", type(self.policy).__name__)

    def start(self, game: Any) -> None:
        self.policy.start(game)

    def watch(self, events: Sequence[Any]) -> None:
        """Note calls against this event log (the game's), for their ``at`` position."""
        self._events = events

    # -- the calls --------------------------------------------------------------------------------
    def pick(self, options: Sequence[T], why: str = "") -> T:
        """A tie-break or a random default among ``options``."""
        return options[self._index("pick", why, options, {})]

    def pick_seat(self, seats: Sequence[int], why: str = "") -> int:
        """A tie-break or a random default among ``seats`` (recorded as a seat)."""
        return seats[self._index("pick", why, seats, {}, seats=True)]

    def deal_pick(self, options: Sequence[T], why: str = "", seats: bool = False) -> T:
        """A choice that belongs to the deal (暗月: which 狼人, 神职 and 村民 form the dark moon)."""
        return options[self._index("deal_pick", why, options, {}, seats)]

    def deal(self, cards: list[T]) -> list[T]:
        """Put the cards onto the seats (in place; returned for convenience)."""
        return self._permute("deal", "deal", cards)

    def shuffle(self, items: list[T], why: str = "") -> list[T]:
        """A random order of ``items`` (in place)."""
        return self._permute("shuffle", why, items)

    def order(self, items: list[T], why: str = "") -> list[T]:
        """The storyteller's order of things the rules let happen together (in place)."""
        return self._permute("order", why, items)

    def decide(self, kind: str, options: Sequence[T], context: Optional[Mapping[str, Any]] = None,
               seats: bool = False) -> T:
        """"The host decides" (导演决定): one of ``options`` (seat numbers when ``seats``);
        ``kind`` names the question."""
        return options[self._index("decide", kind, options, context or {}, seats)]

    def register(self, seat: int, asker: int, options: Sequence[T], why: str = "register",
                 context: Optional[Mapping[str, Any]] = None) -> T:
        """How ``seat`` registers to ``asker``'s ability: one of ``options`` (appearances)."""
        ctx = {"seat": seat, "asker": asker, **(context or {})}
        return options[self._index("register", why, options, ctx)]

    def inform(self, seat: int, truth: T, options: Sequence[T], why: str = "inform",
               context: Optional[Mapping[str, Any]] = None, seats: bool = False) -> T:
        """The information a seat whose ability misleads it (drunk, poisoned) receives: one of
        ``options`` (the truth may or may not be among them; seat numbers when ``seats``)."""
        ctx = {"seat": seat, "truth": truth, **(context or {})}
        return options[self._index("inform", why, options, ctx, seats)]

    # -- checking and recording -------------------------------------------------------------------
    def _index(self, call: str, why: str, options: Sequence[Any], context: Mapping[str, Any],
               seats: bool = False) -> int:
        if not options:
            raise ValueError(f"storyteller {call} {why!r}: no options to choose from")
        answer = self.policy.choose(StoryCall(call, why, options, context))
        if isinstance(answer, bool) or not isinstance(answer, int) or not 0 <= answer < len(options):
            raise ValueError(f"storyteller policy {self.name!r} answered {answer!r} to {call} "
                             f"{why!r}; expected an index from 0 to {len(options) - 1}")
        chosen = options[answer]
        if seats:  # a seat, or several (a pair of players)
            shown: Any = {"seats": list(chosen)} if isinstance(chosen, (tuple, list)) \
                else {"seat": chosen}
        elif chosen is None or isinstance(chosen, PLAIN):
            shown = chosen
        elif hasattr(chosen, "_asdict"):  # a named tuple (an appearance) as a mapping
            shown = chosen._asdict()
        elif isinstance(chosen, (tuple, list)) and all(isinstance(x, str) for x in chosen):
            shown = list(chosen)  # several named options (three characters)
        else:  # anything else is not shown
            shown = None
        self.log.append([call, why, len(options), answer, len(self._events), shown])
        return answer

    def _permute(self, call: str, why: str, items: list[T]) -> list[T]:
        perm = self.policy.choose(StoryCall(call, why, items, {}))
        if not isinstance(perm, (list, tuple)) or \
                sorted(perm, key=repr) != sorted(range(len(items)), key=repr):
            raise ValueError(f"storyteller policy {self.name!r} answered {perm!r} to {call} "
                             f"{why!r}; expected a permutation of 0..{len(items) - 1}")
        perm = list(perm)  # type: ignore[arg-type]
        self.log.append([call, why, len(items), perm, len(self._events), None])
        items[:] = [items[i] for i in perm]
        return items


#: policies by spec name (``--storyteller random`` ...); ``py:module:Class`` specs load others
POLICIES = {"random": RandomPolicy, "first": FirstPolicy}
