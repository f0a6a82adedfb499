"""``[[story]]`` tables of a scenario file: scripted storyteller answers.

A rulebook case often turns on what the storyteller chooses: the false number a drunk seat is
told, how a seat registers to another's ability, which player a death passes to.  Each ``[[story]]``
table answers storyteller calls it matches (by ``call``, ``why``, the ``seat`` / ``asker`` the
call is about and the ``phase``) with ``index``, ``value``, ``target`` (a seat), ``role``,
``players`` (a list of seats) or ``order``; ``times`` calls (default 1, ``0`` = every matching
call).  Everything else is answered by the seeded storyteller.  Every table must be used.
The calls a game made are in the outcome's ``story`` (``arena scenario FILE --json``).
"""

from __future__ import annotations

from typing import Any, Callable

from rulesets.engine import ScriptedPolicy, StoryAnswer, StorytellerPolicy

KEYS = {"call", "why", "seat", "asker", "phase", "index", "value", "target", "role", "players",
        "order", "times", "note"}
ANSWERS = ("index", "value", "target", "role", "players", "order")


def parse(raw: Any, seat: Callable[[Any, str], int], role: Callable[[Any, str], str],
          phase: Callable[[Any, str], str], bad: type[Exception]) -> list[StoryAnswer]:
    """``[[story]]`` tables -> :class:`StoryAnswer` s (seats 1-based in the file, 0-based here)."""
    if not isinstance(raw, list):
        raise bad("story: use [[story]] tables")
    out = []
    for i, a in enumerate(raw, 1):
        where = f"[[story]] #{i}"
        if not isinstance(a, dict):
            raise bad(f"{where}: expected a table")
        unknown = sorted(set(a) - KEYS)
        if unknown:
            raise bad(f"{where}: unknown key(s) {', '.join(unknown)} "
                      f"(known: {', '.join(sorted(KEYS))})")
        given = [k for k in ANSWERS if k in a]
        if len(given) != 1:
            raise bad(f"{where}: give exactly one of {', '.join(ANSWERS)}")
        context = {k: seat(a[k], where) - 1 for k in ("seat", "asker") if k in a}
        times = a.get("times", 1)
        if isinstance(times, bool) or not isinstance(times, int) or times < 0:
            raise bad(f"{where}: times must be a whole number (0: every matching call)")
        ans = StoryAnswer(a.get("call"), a.get("why"), context,
                          phase(a["phase"], where) if "phase" in a else None,
                          times=None if times == 0 else times, label=where)
        key = given[0]
        value = a[key]
        if key == "index":
            ans.index = int(value)
        elif key == "order":
            ans.order = [int(v) for v in value]
        else:
            ans.has_value = True
            ans.value = {"target": lambda v: seat(v, where) - 1,
                         "role": lambda v: role(v, where),
                         "players": lambda v: tuple(seat(x, where) - 1 for x in v),
                         "value": lambda v: v}[key](value)
        out.append(ans)
    return out


def equal(option: Any, value: Any) -> bool:
    """A scripted value against an option: lists and tuples compare as sequences; a character
    against a registration (an ``Appearance``) compares its ``role``."""
    if isinstance(value, str) and hasattr(option, "role") and hasattr(option, "camp"):
        return option.role == value
    if isinstance(value, tuple) and isinstance(option, (list, tuple)):
        return tuple(option) == value
    if isinstance(option, bool) or isinstance(value, bool):
        return isinstance(option, bool) and isinstance(value, bool) and option == value
    return option == value


def policy(answers: list[StoryAnswer], fallback: StorytellerPolicy) -> ScriptedPolicy:
    return ScriptedPolicy(answers, fallback, equal)
