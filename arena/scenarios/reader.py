"""Names and seats of a scenario file resolved against one ruleset and board size."""

from __future__ import annotations

from typing import Any, Optional

from rulesets.engine import Ruleset
from rulesets.engine.presentation import camp_names

from .model import Problem


class Reader:
    """Name and seat resolution against one ruleset and board size, in the ruleset's scenario
    vocabulary (``Ruleset.presentation.scenario``)."""

    def __init__(self, ruleset: Ruleset, n: int) -> None:
        self.rs, self.n = ruleset, n
        self.cards: list[str] = []  # the deal (role ids, ``role@camp``), once read
        self.d = ruleset.presentation.scenario
        #: event data keys holding cards (expected results and announcements name them)
        self.role_keys = ruleset.presentation.keys_of("role")
        self.camps = sorted(({r.camp for r in ruleset.roles} | set(ruleset.camps)) - {""})
        self.camp_alias = {}
        names = camp_names(ruleset)
        for c in ruleset.camp_names:
            zh, en = names[c].zh, names[c].en
            for name in (c, zh, zh.removesuffix("阵营"), en, en.removeprefix("the ")):
                self.camp_alias[name.lower()] = c

    def camp(self, value: Any, where: str) -> str:
        if value not in self.camps:
            raise Problem(f"{where}: camp must be one of {', '.join(self.camps)}, got {value!r}")
        return value

    def seat(self, value: Any, where: str) -> int:
        """A 1-based seat number from the file, validated, returned 1-based."""
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= self.n:
            raise Problem(f"{where}: seat must be a number from 1 to {self.n}, got {value!r}")
        return value

    def seats(self, value: Any, where: str) -> list[int]:
        if not isinstance(value, list):
            raise Problem(f"{where}: expected a list of seat numbers, got {value!r}")
        return [self.seat(v, where) for v in value]

    def role(self, value: Any, where: str) -> str:
        try:
            return self.rs.names.role(str(value)).id
        except KeyError:
            raise Problem(f"{where}: unknown role {value!r}") from None

    def value(self, value: str) -> str:
        """A result's ``value`` written as a word: a card (by any name) -> its id, a camp (by id
        or name) -> its id, anything else as written (a verdict such as ``"other"``)."""
        try:
            return self.rs.names.role(value).id
        except KeyError:
            return self.camp_alias.get(value.strip().lower(), value)

    def dealt(self, value: Any, where: str) -> str:
        """A deal entry: a role, or ``role@camp`` for a card dealt into another camp (暗月)."""
        name, at, camp = str(value).partition("@")
        role = self.role(name, where)
        if not at:
            return role
        cid = self.camp_alias.get(camp.strip().lower())
        if cid is None:
            raise Problem(f"{where}: unknown camp {camp!r} after '@' "
                          f"(known: {', '.join(sorted(self.rs.camp_names)) or 'none'})")
        return f"{role}@{cid}"

    def skill(self, value: Any, where: str, seat: Optional[int] = None) -> str:
        """A skill or procedure name -> its id; a name several cards' skills share is the one
        the card dealt to ``seat`` (0-based) holds."""
        if not isinstance(value, str):
            raise Problem(f"{where}: skill must be a name, got {value!r}")
        if value.strip() in self.d.extra_skills:
            return self.d.extra_skills[value.strip()]
        try:
            holder = None
            if seat is not None and seat < len(self.cards):
                holder = self.rs.names.role(self.cards[seat].partition("@")[0])
            return self.rs.names.skill(value, holder).id
        except KeyError:
            raise Problem(f"{where}: unknown skill or decision {value!r}") from None

    def kind(self, value: Any, where: str) -> str:
        """A skill name -> the decision kind a seat is asked."""
        sid = self.skill(value, where)
        return self.d.kinds.get(sid, sid)

    def option(self, value: Any, where: str) -> str:
        name = self.d.options.get(str(value).strip(), str(value).strip().lower())
        if name not in self.rs.options:
            raise Problem(f"{where}: unknown option {value!r} (known: {', '.join(self.rs.options)})")
        return name
