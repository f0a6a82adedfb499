"""The flat choice universe of a ruleset: every answer a seat can ever give, as one integer.

A decision lists its legal answers as integers from this table; the env exposes the same table
as a ``Discrete(K)`` action space with a mask.  Layout (``N`` seats, options ``O``, roles ``R``):

====================  =========================================================
``PASS``              no / skip / abstain / end of speech / tear the badge
``YES``               yes (run for sheriff, use a potion, ...)
``target(i)``         seat ``i`` (skill target, vote, badge heir, ...)
``option(name)``      a named option of the ruleset (actor forms, clockwise, duel...)
``claim(role)``       speech act "I am <role>"
``accuse(i)``         speech act "seat i is a wolf"
``vouch(i)``          speech act "seat i is good"
``report(i, wolf)``   speech act "my check: seat i is a wolf" / "... is good"
====================  =========================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Iterable, NamedTuple, Sequence

PASS = 0
YES = 1


class Choice(NamedTuple):
    """A decoded choice: ``kind`` plus its argument (seat, option name or role id)."""

    kind: str
    arg: object = None
    wolf: bool | None = None


@dataclass(frozen=True)
class ChoiceTable:
    """Integer codec for one ruleset and board size."""

    n_seats: int
    options: tuple[str, ...]
    roles: tuple[str, ...]

    def __post_init__(self) -> None:
        n = self.n_seats
        base = 2
        object.__setattr__(self, "target0", base)
        object.__setattr__(self, "option0", base + n)
        object.__setattr__(self, "claim0", base + n + len(self.options))
        object.__setattr__(self, "accuse0", self.claim0 + len(self.roles))
        object.__setattr__(self, "vouch0", self.accuse0 + n)
        object.__setattr__(self, "report_wolf0", self.vouch0 + n)
        object.__setattr__(self, "report_good0", self.report_wolf0 + n)
        object.__setattr__(self, "size", self.report_good0 + n)
        object.__setattr__(self, "_option_index", {o: i for i, o in enumerate(self.options)})
        object.__setattr__(self, "_role_index", {r: i for i, r in enumerate(self.roles)})
        object.__setattr__(self, "_speech_cache", {})
        object.__setattr__(self, "_special_cache", {})
        #: the speech acts about each seat, by kind (accuse, vouch, report wolf / good)
        object.__setattr__(self, "_act_rows", tuple(
            tuple(range(base, base + n))
            for base in (self.accuse0, self.vouch0, self.report_wolf0, self.report_good0)))

    target0: int = 0
    option0: int = 0
    claim0: int = 0
    accuse0: int = 0
    vouch0: int = 0
    report_wolf0: int = 0
    report_good0: int = 0
    size: int = 0

    # -- encoding ---------------------------------------------------------------------------
    def target(self, seat: int) -> int:
        return self.target0 + seat

    def targets(self, seats: Iterable[int]) -> list[int]:
        t0 = self.target0
        return [t0 + s for s in seats]

    def option(self, name: str) -> int:
        return self.option0 + self._option_index[name]  # type: ignore[attr-defined]

    def claim(self, role: str) -> int:
        return self.claim0 + self._role_index[role]  # type: ignore[attr-defined]

    def accuse(self, seat: int) -> int:
        return self.accuse0 + seat

    def vouch(self, seat: int) -> int:
        return self.vouch0 + seat

    def report(self, seat: int, wolf: bool) -> int:
        return (self.report_wolf0 if wolf else self.report_good0) + seat

    # -- decoding ---------------------------------------------------------------------------
    def decode(self, i: int) -> Choice:
        if i == PASS:
            return Choice("pass")
        if i == YES:
            return Choice("yes")
        if i < self.option0:
            return Choice("target", i - self.target0)
        if i < self.claim0:
            return Choice("option", self.options[i - self.option0])
        if i < self.accuse0:
            return Choice("claim", self.roles[i - self.claim0])
        if i < self.vouch0:
            return Choice("accuse", i - self.accuse0)
        if i < self.report_wolf0:
            return Choice("vouch", i - self.vouch0)
        if i < self.report_good0:
            return Choice("report", i - self.report_wolf0, True)
        if i < self.size:
            return Choice("report", i - self.report_good0, False)
        raise ValueError(f"choice {i} outside 0..{self.size - 1}")

    def is_target(self, i: int) -> bool:
        return self.target0 <= i < self.option0

    def seat_of(self, i: int) -> int:
        return i - self.target0

    def is_speech_act(self, i: int) -> bool:
        return self.claim0 <= i < self.size

    def speech_acts(self, others: Iterable[int]) -> tuple[int, ...]:
        """``(PASS, *every structured speech act about the given seats)`` (claims are about
        oneself).  Cached per seat set, as a tuple: the same object comes back (the env caches
        action masks by identity) and nobody can change it."""
        key = tuple(others)
        cache: dict = self._speech_cache  # type: ignore[attr-defined]
        acts = cache.get(key)
        if acts is None:
            built = [PASS, *range(self.claim0, self.accuse0)]
            if len(key) > 1:
                pick = itemgetter(*key)  # several items at once, in C
                for row in self._act_rows:  # type: ignore[attr-defined]
                    built.extend(pick(row))
            elif key:
                built.extend(row[key[0]] for row in self._act_rows)  # type: ignore[attr-defined]
            if len(cache) > 4096:
                cache.clear()
            acts = cache[key] = tuple(built)
        return acts

    def with_specials(self, specials: Sequence[int], acts: Sequence[int]) -> Sequence[int]:
        """``(PASS, *specials, *acts[1:])``: a speech turn's legal answers when the speaker may
        also use special options (自爆, 决斗...) besides the speech acts ``acts`` (from
        :meth:`speech_acts`).  Shared between turns of the same shape, as a tuple."""
        if not specials:
            return acts
        key = (tuple(specials), id(acts))
        cache: dict = self._special_cache  # type: ignore[attr-defined]
        hit = cache.get(key)
        if hit is not None and hit[0] is acts:
            return hit[1]
        legal = (PASS, *specials, *acts[1:])
        if len(cache) > 4096:
            cache.clear()
        cache[key] = (acts, legal)  # keeps ``acts`` alive: its id cannot be reused
        return legal
