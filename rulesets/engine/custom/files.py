"""Design files as text: reading them, errors that name the file and line, and where a TOML
key sits in its file (``tomllib`` parses values but keeps no positions)."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from typing import Any, Optional


class DesignError(ValueError):
    """A bad role or board file: the file, the line (0 when unknown) and what is wrong."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")
        self.path = path
        self.line = line
        self.message = message


@dataclass(frozen=True)
class SourceFile:
    """One design file: its path (as given, for messages) and its text."""

    path: str
    text: str

    def error(self, line: int, message: str) -> DesignError:
        """A :class:`DesignError` at ``line`` of this file."""
        return DesignError(self.path, line, message)


_AT = re.compile(r"\(at line (\d+), column (\d+)\)")
_END = re.compile(r"\(at end of document\)")


def parse_toml(f: SourceFile) -> dict[str, Any]:
    """The file's TOML, or a :class:`DesignError` at the line the parser stopped at."""
    try:
        return tomllib.loads(f.text)
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = _AT.search(msg)
        if m:
            line = int(m.group(1))
        elif _END.search(msg):
            line = f.text.count("\n") + 1
        else:
            line = 0
        raise f.error(line, f"not valid TOML: {_AT.sub('', msg).strip()}") from None


_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")


def _key_pattern(key: str) -> re.Pattern[str]:
    return re.compile(rf"""^\s*(?:{re.escape(key)}|"{re.escape(key)}"|'{re.escape(key)}')\s*=""")


def line_of(text: str, key: Optional[str], table: str = "", index: int = 0) -> int:
    """The 1-based line of ``key`` in ``table`` (``""``: the top level; for an array of tables
    ``[[table]]`` its ``index``-th entry); with ``key=None`` the line of the table's header.
    0 when not found."""
    current, seen = "", -1
    want = _key_pattern(key) if key is not None else None
    in_target = table == ""
    for n, line in enumerate(text.splitlines(), 1):
        m = _HEADER.match(line)
        if m:
            current = m.group(2).strip().strip('"')
            if current == table:
                seen += 1 if m.group(1) == "[[" else 0
                in_target = m.group(1) == "[" or seen == index
                if in_target and want is None:
                    return n
            else:
                in_target = False
            continue
        if in_target and want is not None and want.match(line):
            return n
    if want is not None and table:  # a dotted key at the top level (``options.max_days = 3``)
        dotted = _key_pattern(f"{table}.{key}")
        for n, line in enumerate(text.splitlines(), 1):
            if dotted.match(line):
                return n
    return 0
