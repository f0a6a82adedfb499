"""The ruleset interface: what a rulebook package declares so the engine can run it."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Mapping, Optional, Sequence

from . import templates, werewolf
from .choices import ChoiceTable
from .game import Flow, Game
from .presentation import Presentation
from .roles import NameIndex, RoleSpec, SkillSpec
from .storyteller import Storyteller

#: what a ruleset that declares no presentation of its own is shown with: the generic templates
GENERIC_PRESENTATION = Presentation(
    events=templates.GENERIC_EVENTS, fields=templates.GENERIC_FIELDS, acts=werewolf.ACTS,
    verdicts=werewolf.VERDICTS, phases=templates.PHASES, context=templates.GENERIC_CONTEXT,
    key_events=templates.GENERIC_KEY_EVENTS)


class BoardError(ValueError):
    """A bad board / config option."""


class Ruleset:
    """A rulebook as a runnable ruleset.

    Subclasses (or instances) provide the role table, the decision options, board defaults and
    the game flow; everything else (codec, names, replay) is shared.  ``presentation`` is how
    the ruleset is shown (words, event templates, vector features: see
    :mod:`rulesets.engine.presentation`); the layers above read nothing else about it.
    """

    id: str = ""
    title: str = ""
    version: str = "1"
    roles: tuple[RoleSpec, ...] = ()
    procedures: tuple[SkillSpec, ...] = ()  # non-role decisions (vote, badge...) named for scenarios
    options: tuple[str, ...] = ()
    board_defaults: Mapping[str, Any] = {}
    phase_kinds: tuple[str, ...] = ("night", "day")  # the phases of one cycle, first first
    #: camp ids with their (Chinese, English) names; a deal entry ``role@camp`` deals a card
    #: into one of these camps instead of its printed one (暗月's dark-moon camp)
    camp_names: Mapping[str, tuple[str, str]] = {}
    #: decision kind -> the target decision asked right after one of its options (scenarios
    #: script both with one act: ``option`` then ``target``)
    follow_ups: Mapping[str, str] = {}
    #: how the ruleset is shown to players, language models, viewers and reports
    presentation: Presentation = GENERIC_PRESENTATION

    def __init__(self) -> None:
        self.names = NameIndex.build(self.roles, self.procedures)
        self._tables: dict[int, ChoiceTable] = {}

    # -- board --------------------------------------------------------------------------------
    def board(self, options: Optional[Mapping[str, Any]]) -> dict[str, Any]:
        """Board options merged over the defaults; unknown keys and wrong types are errors."""
        board = dict(self.board_defaults)
        for key, value in (options or {}).items():
            if key not in board:
                raise BoardError(f"{self.id}: unknown board option {key!r} "
                                 f"(known: {', '.join(sorted(board)) or 'none'})")
            want = type(board[key])
            if want is int and isinstance(value, bool) or not isinstance(value, want):
                raise BoardError(f"{self.id}: board option {key!r} must be {want.__name__}, "
                                 f"got {value!r}")
            board[key] = value
        self.check_board(board)
        return board

    def check_board(self, board: Mapping[str, Any]) -> None:
        """Range checks beyond the types (raise :class:`BoardError`); none by default."""

    @property
    def camps(self) -> tuple[str, ...]:
        return tuple(self.camp_names)

    def check_deal(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        """Validate a deal (role ids, ``role@camp`` entries) for this board; raise
        ``ValueError`` with a clear message.  Any deal of the right length by default."""

    def n_seats(self, board: Mapping[str, Any]) -> int:
        raise NotImplementedError

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        raise NotImplementedError

    def playable_roles(self) -> list[RoleSpec]:
        return [r for r in self.roles if not r.referenced and not r.additional]

    # -- codec --------------------------------------------------------------------------------
    def choice_table(self, n: int) -> ChoiceTable:
        table = self._tables.get(n)
        if table is None:
            table = ChoiceTable(n, self.options, tuple(r.id for r in self.playable_roles()))
            self._tables[n] = table
        return table

    # -- game ---------------------------------------------------------------------------------
    def new_state(self, game: Game) -> Any:
        return None

    def flow(self, game: Game) -> Flow:
        raise NotImplementedError

    def new_game(self, seed: int, board: Optional[Mapping[str, Any]] = None,
                 deal: Optional[Sequence[str]] = None,
                 storyteller: Optional[Storyteller] = None) -> Game:
        return Game(self, seed, dict(board or {}), list(deal) if deal is not None else None,
                    storyteller)

    def replay(self, record: Mapping[str, Any], upto: Optional[int] = None) -> Game:
        """Rebuild a game from its record by feeding the recorded decisions back in."""
        if record.get("ruleset") != self.id:
            raise ValueError(f"record is for ruleset {record.get('ruleset')!r}, not {self.id!r}")
        deal = record.get("deal") or [s["role"] for s in record["seats"]]
        game = self.new_game(record["seed"], record.get("board"), deal)
        decisions = record["decisions"] if upto is None else record["decisions"][:upto]
        notes = record.get("notes") or {}
        for k, (seat, kind, choice) in enumerate(decisions):
            d = game.pending
            if d is None or d.seat != seat or d.kind != kind:
                raise ValueError(f"record diverges at decision {k}: recorded seat {seat + 1} "
                                 f"{kind!r}, game asks {None if d is None else (d.seat + 1, d.kind)}")
            note = notes.get(str(k), {})
            game.answer(choice, note.get("text"), note.get("reasoning"))
        return game
