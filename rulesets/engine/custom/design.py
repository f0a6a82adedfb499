"""A design: a board file with the role files it uses, read once, from which every variant a
playtest needs is built (the board as designed, the board with one role replaced by the plain
card of its camp, the board with a role's parameter changed).

A design travels as text (:meth:`Design.source`), so a ray worker on another machine rebuilds the
very same variant from the same files without reading any disk (:func:`variant_from_spec`)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from ..roles import NameIndex
from ..ruleset import Ruleset
from .boards import BoardDesign, load_board, resolve_cards
from .files import DesignError, SourceFile
from .roles import RoleDesign, load_role
from .variant import build_variant, plain_card

ROLE_SUFFIXES = (".toml", ".py")


def read_role_files(folder: Path) -> list[SourceFile]:
    """Every role file of a folder (``*.toml``, ``*.py``; names starting with ``_`` skipped),
    in name order."""
    if not folder.is_dir():
        raise DesignError(str(folder), 0, "no such folder of roles")
    return [SourceFile(str(p), p.read_text(encoding="utf-8"))
            for p in sorted(folder.iterdir())
            if p.suffix in ROLE_SUFFIXES and p.is_file() and not p.name.startswith("_")]


@dataclass
class Design:
    """A board and its new roles, checked against the base ruleset."""

    board: BoardDesign
    role_files: tuple[SourceFile, ...]
    base: Ruleset
    roles: dict[str, RoleDesign] = field(default_factory=dict)
    cards: list[str] = field(default_factory=list)

    # -- reading ----------------------------------------------------------------------------
    @classmethod
    def load(cls, board_path: str | Path, roles_dir: Optional[str | Path] = None) -> "Design":
        """Read a board file and the role files of ``roles_dir`` (default: the board's
        ``roles`` folder, relative to the board file; none when neither is given)."""
        path = Path(board_path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise DesignError(str(path), 0, f"cannot read the board file: {exc.strerror}") from None
        board_file = SourceFile(str(path), text)
        board = load_board(board_file)
        folder = Path(roles_dir) if roles_dir is not None else (
            path.parent / board.roles_dir if board.roles_dir else None)
        roles = read_role_files(folder) if folder is not None else []
        return cls.from_files(board_file, roles)

    @classmethod
    def of_ruleset(cls, ruleset: str) -> "Design":
        """A design of a ruleset's own board (no file): its default cards and options."""
        text = f'name = "{ruleset}"\nruleset = "{ruleset}"\n'
        return cls.from_files(SourceFile(f"<{ruleset}'s own board>", text), [])

    @classmethod
    def from_files(cls, board_file: SourceFile, role_files: Sequence[SourceFile]) -> "Design":
        """A design from file texts (no disk access)."""
        import rulesets  # the registry: the base ruleset by id
        board = load_board(board_file)
        try:
            base = rulesets.get(board.ruleset)
        except KeyError as exc:
            raise board_file.error(board.line("ruleset"), str(exc.args[0])) from None
        design = cls(board, tuple(role_files), base)
        for f in role_files:
            role = load_role(f)
            if role.id in design.roles or role.id in base.names.roles:
                raise f.error(role.line, f"role id {role.id!r} is already taken "
                              f"({'another file' if role.id in design.roles else base.id})")
            design.roles[role.id] = role
        names = NameIndex.build(tuple(base.roles) + tuple(r.role for r in design.roles.values()))
        try:
            default = base.cards(base.board(board.options)) if board.cards is None else []
        except ValueError as exc:
            raise board_file.error(board.line(None, "options") or board.line("options"),
                                   str(exc)) from None
        design.cards = resolve_cards(board, default, lambda name: names.role(name).id,
                                     lambda rid: not names.role(rid).additional,
                                     lambda rid: names.role(rid).implemented)
        design.variant()  # every check a real variant makes, now, with file and line
        return design

    # -- variants ---------------------------------------------------------------------------
    def _variant(self, roles: list[RoleDesign], cards: list[str], vid: str,
                 drafted: bool = False) -> Ruleset:
        try:
            return build_variant(self.base, vid, f"{self.base.title} · {self.board.name}",
                                 roles, cards, self.board.options, drafted)
        except ValueError as exc:
            if isinstance(exc, DesignError):
                raise
            raise self.board.file.error(self.board.line(None, "options") or
                                        self.board.line("options"), str(exc)) from None

    def variant_id(self, without: Optional[str] = None,
                   params: Optional[Mapping[str, float]] = None, drafted: bool = False) -> str:
        """``seal.NAME``, ``seal.NAME-without-ROLE``, ``seal.NAME@ROLE.PARAM=V``,
        ``seal.NAME-drafted``."""
        vid = f"{self.base.id}.{self.board.name}" + ("-drafted" if drafted else "")
        if without:
            vid += f"-without-{without}"
        for key, value in sorted((params or {}).items()):
            vid += f"@{key}={value:g}"
        return vid

    def variant(self, without: Optional[str] = None,
                params: Optional[Mapping[str, float]] = None, drafted: bool = False) -> Ruleset:
        """The board as designed; ``without``: every copy of that card replaced by the plain
        card of its camp; ``params``: ``ROLE.PARAM`` -> value (a role's tunable parameter);
        ``drafted``: games are dealt drafts of the board (their deal given from outside)."""
        roles = dict(self.roles)
        per_role: dict[str, dict[str, float]] = {}
        for key, value in (params or {}).items():
            rid, _, name = key.partition(".")
            if rid not in roles or not name:
                raise KeyError(f"cannot tune {key!r}: parameters are ROLE.PARAM of a new role "
                               f"({', '.join(self.tunable()) or 'none here'})")
            per_role.setdefault(rid, {})[name] = value
        for rid, overrides in per_role.items():
            roles[rid] = load_role(roles[rid].file, overrides)
        cards = list(self.cards)
        if without is not None:
            plain = self.plain_card_of(without)
            if plain is None:
                raise KeyError(f"{without!r} has no plain card to be replaced by")
            cards = [plain if c == without else c for c in cards]
        return self._variant(list(roles.values()), cards,
                             self.variant_id(without, params, drafted), drafted)

    def role(self, rid: str):
        """The card ``rid`` (new or built-in)."""
        return self.roles[rid].role if rid in self.roles else self.base.names.role(rid)

    def plain_card_of(self, rid: str) -> Optional[str]:
        """The plain card ``rid`` is replaced by (``None`` for a plain card itself, or a camp
        without one)."""
        plain = plain_card(self.base, self.role(rid).camp)
        return None if plain == rid else plain

    def board_roles(self) -> list[str]:
        """The distinct cards of the board, in deck order."""
        return list(dict.fromkeys(self.cards))

    def tunable(self) -> dict[str, float]:
        """``ROLE.PARAM`` -> current value, for every tunable parameter of the new roles (a
        TOML role's parameters are ``ROLE.SKILL.PARAM``, or ``ROLE.PARAM`` when only one of
        its skills has it)."""
        out: dict[str, float] = {}
        for rid, role in self.roles.items():
            names = [k.rpartition(".")[2] for k in role.params]
            for key, value in role.params.items():
                out[f"{rid}.{key}"] = value
                short = key.rpartition(".")[2]
                if "." in key and names.count(short) == 1:
                    out[f"{rid}.{short}"] = value
        return out

    # -- as text ----------------------------------------------------------------------------
    def source(self) -> dict[str, Any]:
        """The design's files as JSON-able text."""
        return {"board": {"path": self.board.file.path, "text": self.board.file.text},
                "roles": [{"path": f.path, "text": f.text} for f in self.role_files]}

    def digest(self) -> str:
        """A short hash of the files' texts."""
        blob = json.dumps(self.source(), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def spec(self, without: Optional[str] = None,
             params: Optional[Mapping[str, float]] = None, drafted: bool = False) -> str:
        """One variant as a JSON text that :func:`variant_from_spec` rebuilds anywhere."""
        data = {"kind": "design", "design": self.source(), "without": without,
                "params": dict(params or {})}
        if drafted:
            data["drafted"] = True
        return json.dumps(data, sort_keys=True, ensure_ascii=False)


def design_from_source(source: Mapping[str, Any]) -> Design:
    """A :class:`Design` from :meth:`Design.source`."""
    board = SourceFile(source["board"]["path"], source["board"]["text"])
    roles = [SourceFile(r["path"], r["text"]) for r in source.get("roles", [])]
    return Design.from_files(board, roles)


def variant_from_spec(spec: str) -> Ruleset:
    """The variant a :meth:`Design.spec` text names."""
    data = json.loads(spec)
    if data.get("kind") != "design":
        raise ValueError(f"not a design spec: kind {data.get('kind')!r}")
    design = design_from_source(data["design"])
    return design.variant(data.get("without"), data.get("params") or {},
                          bool(data.get("drafted")))
