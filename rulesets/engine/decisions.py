"""Decision requests: what the game asks a seat, with the legal answers and a default."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable, Optional, Sequence

from .choices import PASS, YES

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .skills import SkillInstance


@dataclass(slots=True)
class Decision:
    """A question to one seat.

    ``kind`` is the decision id (a skill id such as ``"seal"`` or a procedure such as
    ``"vote"``); ``legal`` the legal answers from the ruleset's :class:`ChoiceTable` (a list,
    or a tuple shared between decisions: speech acts);
    ``default`` the answer used when the seat times out or answers illegally (the rulebook's
    default where it gives one, otherwise ``PASS`` or a seeded storyteller choice); ``info``
    carries context for renderers (e.g. the knife victim shown to the witch).

    ``shown`` is what the seat is told it is being asked, when that differs from ``kind``: the
    referee records the skill id (``kind``) while an amnesiac seat only learns "choose a
    player", and a drunk seat believes it uses another card's skill.  Everything a player sees
    (text prompt, vector one-hot, agent view) reads :attr:`asked_as`, never ``kind``.
    """

    seat: int
    kind: str
    legal: Sequence[int]
    default: int
    info: dict[str, Any] = field(default_factory=dict)
    shown: str = ""

    @property
    def asked_as(self) -> str:
        """The decision as its seat sees it: ``shown`` if set, else ``kind``."""
        return self.shown or self.kind

    def allows(self, choice: int) -> bool:
        return choice in self.legal


class IllegalChoice(ValueError):
    """An answer that is not among the pending decision's legal answers."""


#: a ruleset's sub-flow that asks one question and returns the answer it decodes
Ask = Generator[Decision, int, Optional[int]]


def ask_target(g: "Game", seat: int, kind: str, candidates: list[int], optional: bool = True,
               shown: str = "", **info: Any) -> Ask:
    """Ask ``seat`` to pick one of ``candidates`` (or pass when optional); returns the seat, or
    ``None`` for a pass or when there is nobody to pick.  A forced pick defaults to a seeded
    random candidate (若不选择将会随机选择).  ``shown``: what the seat is told it is asked."""
    if not candidates:
        return None
    table = g.choices
    legal = table.targets(candidates)
    if optional:
        legal.insert(0, PASS)
        default = PASS
    else:
        default = table.target(g.story.pick_seat(candidates, f"default {kind}"))
    c = yield Decision(seat, kind, legal, default, info, shown)
    return None if c == PASS else table.seat_of(c)


def ask_unrepeated(g: "Game", seat: int, inst: "SkillInstance", kind: str, candidates: list[int],
                   **info: Any) -> Ask:
    """Ask an optional target for a skill that may not choose the same player two nights
    running (不能連續兩晚…同一名玩家): last night's targets of ``inst`` are left out, and tonight's
    answer is remembered (a pass too)."""
    barred = inst.barred(g.night)
    t = yield from ask_target(g, seat, kind, [c for c in candidates if c not in barred], **info)
    inst.chose(g.night, [] if t is None else [t])
    return t


def ask_option(g: "Game", seat: int, kind: str, options: Iterable[str], optional: bool = True,
               default: Optional[str] = None, skip_empty: bool = True, shown: str = "",
               **info: Any) -> Generator[Decision, int, Optional[str]]:
    """Ask ``seat`` to pick a named option (or pass when optional); returns the option name or
    ``None``.  The default is ``default`` when given, else pass (optional) or the first option.
    With no options, nothing is asked unless ``skip_empty`` is false (then an optional question
    with pass as its only answer is still asked)."""
    table = g.choices
    legal = [table.option(o) for o in options]
    if not legal and (skip_empty or not optional):
        return None
    if optional:
        legal.insert(0, PASS)
    d = table.option(default) if default else legal[0]
    c = yield Decision(seat, kind, legal, d, info, shown)
    return None if c == PASS else table.decode(c).arg  # type: ignore[return-value]


def ask_yes(g: "Game", seat: int, kind: str, shown: str = "",
            **info: Any) -> Generator[Decision, int, bool]:
    """A yes / no question (default no)."""
    c = yield Decision(seat, kind, [PASS, YES], PASS, info, shown)
    return c == YES


#: speech acts a scripted agent may chain in one speech turn (LLM agents add free text instead)
ACTS_PER_TURN = 3


def speech_acts(g: "Game", seat: int) -> Sequence[int]:
    """``(PASS, *every structured speech act about the other seats the table sees in play)``
    (a shared tuple)."""
    return g.choices.speech_acts(g.present(but=seat))


def ask_speech(g: "Game", seat: int, kind: str, on_act: "Callable[[int], object]",
               info: Optional[dict[str, Any]] = None) -> Generator[Decision, int, None]:
    """A turn of speech acts only (遗言): up to :data:`ACTS_PER_TURN`, each handed to ``on_act``
    as it comes; a pass ends the turn."""
    acts = speech_acts(g, seat)
    for _ in range(ACTS_PER_TURN):
        c = yield Decision(seat, kind, acts, PASS, info if info is not None else {})
        if c == PASS:
            return
        on_act(c)
