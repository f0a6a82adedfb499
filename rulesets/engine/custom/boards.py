"""A designer's board file (TOML): the ruleset it plays, its cards (built-in and new), the seat
count, board options and the playtest's defaults::

    name = "seal_watch"                 # default: the file's name
    ruleset = "seal"
    description = "封印 with a 守夜人 instead of one 平民"
    roles = "roles"                     # the folder of new roles, relative to this file
    seats = 24                          # optional: checked against the cards
    replace = { villager = "watchman" } # start from the ruleset's own cards and swap one copy...
    # cards = ["moon_maiden", "watchman", "villager*6", ...]   # ...or list every card
    # [cards]  moon_maiden = 1  villager = 6 ...               # (or as a table of counts)

    [options]                           # the ruleset's board options
    max_days = 40

    [playtest]                          # defaults of `arena playtest` (its options override them)
    band = [0.45, 0.55]
    precision = 0.1
    max_games = 400
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import Any, Callable, Mapping, Optional

from .files import SourceFile, line_of, parse_toml

TOP_KEYS = {"name", "ruleset", "description", "roles", "seats", "cards", "replace", "options",
            "playtest"}
PLAYTEST_KEYS = {"band", "precision", "max_games", "min_games", "batch", "agents", "seed",
                 "impact", "workers"}
_COUNT = re.compile(r"^\s*(.+?)\s*[*×x]\s*(\d+)\s*$")


@dataclass
class BoardDesign:
    """A board file as written: ``cards`` are names as the designer wrote them (resolved to role
    ids against the variant's roles by :func:`resolve_cards`), each with its line."""

    name: str
    ruleset: str
    file: SourceFile
    description: str = ""
    roles_dir: Optional[str] = None
    seats: Optional[int] = None
    cards: Optional[list[tuple[str, int]]] = None
    replace: list[tuple[str, str, int]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    playtest: dict[str, Any] = field(default_factory=dict)

    def line(self, key: Optional[str], table: str = "") -> int:
        """The line of ``key`` in ``table`` of the board file (0 if absent)."""
        return line_of(self.file.text, key, table)


def _expand(f: SourceFile, entry: Any, line: int) -> list[tuple[str, int]]:
    if not isinstance(entry, str) or not entry.strip():
        raise f.error(line, f"a card is a role id or name, got {entry!r}")
    m = _COUNT.match(entry)
    if m:
        return [(m.group(1), line)] * int(m.group(2))
    return [(entry.strip(), line)]


def _cards(f: SourceFile, raw: Any) -> list[tuple[str, int]]:
    if isinstance(raw, list):
        line = line_of(f.text, "cards")
        out: list[tuple[str, int]] = []
        for entry in raw:
            out.extend(_expand(f, entry, _entry_line(f.text, line, entry)))
        return out
    if isinstance(raw, dict):
        out = []
        for name, count in raw.items():
            line = line_of(f.text, name, "cards")
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise f.error(line, f"[cards] {name} = how many copies (a whole number), got {count!r}")
            out.extend([(name, line)] * count)
        return out
    raise f.error(line_of(f.text, "cards"), "`cards` is a list of cards or a table of counts")


def _entry_line(text: str, start: int, entry: Any) -> int:
    """The line of a list entry (the first line at or after ``start`` that quotes it)."""
    lines = text.splitlines()
    for n in range(max(start, 1), len(lines) + 1):
        if f'"{entry}"' in lines[n - 1] or f"'{entry}'" in lines[n - 1]:
            return n
    return start


def load_board(f: SourceFile) -> BoardDesign:
    """Parse and check the shape of a board file (names are resolved later, against roles)."""
    data = parse_toml(f)
    for key in data:
        if key not in TOP_KEYS:
            raise f.error(line_of(f.text, key) or line_of(f.text, None, key),
                          f"unknown key `{key}` (known: {', '.join(sorted(TOP_KEYS))})")
    ruleset = data.get("ruleset")
    if not isinstance(ruleset, str) or not ruleset:
        raise f.error(line_of(f.text, "ruleset") or 1, "a board names its `ruleset` (e.g. \"seal\")")
    name = data.get("name", PurePath(f.path).stem)
    if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z0-9_\-]+", name):
        raise f.error(line_of(f.text, "name"), f"`name` is a word (letters, digits, _ and -), "
                      f"got {name!r}")
    board = BoardDesign(name, ruleset, f, str(data.get("description", "")))
    roles = data.get("roles")
    if roles is not None and not isinstance(roles, str):
        raise f.error(line_of(f.text, "roles"), "`roles` is the folder of new roles (a path)")
    board.roles_dir = roles
    seats = data.get("seats")
    if seats is not None and (isinstance(seats, bool) or not isinstance(seats, int) or seats < 1):
        raise f.error(line_of(f.text, "seats"), f"`seats` is a number of seats, got {seats!r}")
    board.seats = seats
    if "cards" in data and "replace" in data:
        raise f.error(line_of(f.text, "replace") or line_of(f.text, None, "replace"),
                      "use `cards` (every card) or `replace` (changes to the ruleset's cards), "
                      "not both")
    if "cards" in data:
        board.cards = _cards(f, data["cards"])
    replace = data.get("replace", {})
    if not isinstance(replace, dict):
        raise f.error(line_of(f.text, "replace"), "`replace` maps a card to its replacement")
    for old, new in replace.items():
        line = line_of(f.text, old, "replace") or line_of(f.text, "replace")
        for one in (new if isinstance(new, list) else [new]):
            if not isinstance(one, str):
                raise f.error(line, f"replace {old} with a card name, got {one!r}")
            board.replace.append((old, one, line))
    for table, out in (("options", board.options), ("playtest", board.playtest)):
        raw = data.get(table, {})
        if not isinstance(raw, dict):
            raise f.error(line_of(f.text, table), f"`{table}` is a table")
        out.update(raw)
    for key in board.playtest:
        if key not in PLAYTEST_KEYS:
            raise f.error(line_of(f.text, key, "playtest"), f"unknown key `{key}` in [playtest] "
                          f"(known: {', '.join(sorted(PLAYTEST_KEYS))})")
    return board


def resolve_cards(board: BoardDesign, default: list[str], resolve: Callable[[str], str],
                  playable: Callable[[str], bool],
                  runs: Callable[[str], bool] = lambda rid: True) -> list[str]:
    """The board's cards as role ids: ``cards`` as written, or the ruleset's ``default`` cards
    with ``replace`` applied (one copy per entry).  ``resolve`` maps a name to a role id
    (``KeyError`` when unknown); ``playable`` says whether a card may be dealt, ``runs``
    whether the engine runs every skill of it (a card listed but not implemented yet)."""
    f = board.file

    def rid(name: str, line: int) -> str:
        if "@" in name:
            raise f.error(line, f"{name!r}: cards are dealt into their own camp (no @camp here)")
        try:
            r = resolve(name)
        except KeyError as exc:
            raise f.error(line, str(exc.args[0]) if exc.args else f"unknown card {name!r}") from None
        if not playable(r):
            raise f.error(line, f"{name!r} is not a card that can be dealt")
        if not runs(r):
            raise f.error(line, f"{name!r} is not implemented yet in {board.ruleset} (`arena "
                          f"rules {board.ruleset}` lists what runs)")
        return r

    if board.cards is not None:
        cards = [rid(name, line) for name, line in board.cards]
    else:
        cards = list(default)
        for old, new, line in board.replace:
            o, n = rid(old, line), rid(new, line)
            if o not in cards:
                raise f.error(line, f"cannot replace {old!r}: the board has no such card "
                              f"(cards: {', '.join(sorted(set(cards)))})")
            cards[cards.index(o)] = n
    if not cards:
        raise f.error(board.line("cards"), "a board needs at least one card")
    if board.seats is not None and board.seats != len(cards):
        raise f.error(board.line("seats"), f"`seats` = {board.seats} but the board has "
                      f"{len(cards)} cards")
    return cards


def playtest_defaults(board: BoardDesign) -> Mapping[str, Any]:
    """The ``[playtest]`` table (validated by the playtest's own option checks)."""
    return dict(board.playtest)
