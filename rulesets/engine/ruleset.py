"""The ruleset interface: what a rulebook package declares so the engine can run it."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Sequence, Union

from . import templates, werewolf
from .abilities import Appearance
from .choices import ChoiceTable
from .defence import Defence
from .draft import Draft
from .game import Flow, Game
from .outs import Chain, OutGuard, OutHook, TriggerRun
from .presentation import Presentation
from .roles import NameIndex, RoleSpec, SkillSpec
from .schedule import Schedule
from .skills import SkillInstance
from .statuses import Status, StatusTable
from .outs import Tally
from .storyteller import DEAL_CALLS, FirstPolicy, ReplayPolicy, Storyteller, StorytellerPolicy
from .wins import WinModel

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
    #: the ruleset's statuses as data (stacking, visibility, what they disable, how they read)
    statuses: StatusTable = StatusTable()
    #: what stops a hit (a lattice or a check list); ``None``: every hit lands
    defence: Optional[Defence] = None
    #: chain deaths in the rulebook's order (殉情...), repeated until stable
    chains: tuple[Chain, ...] = ()
    #: on-out hooks keyed by a skill the seat holds when it goes out, and for every out
    on_out: Mapping[str, OutHook] = {}
    out_hooks: tuple[OutHook, ...] = ()
    #: checks that may prevent an out before it happens (涅槃重生, 混沌, a 免疫出局 charge)
    out_guards: tuple[OutGuard, ...] = ()
    #: private event kinds held back during a night block and delivered when it ends
    #: (哪吒: 夜晚阶段，则需要等待当前行动时间段结束之后再通知)
    held_kinds: frozenset[str] = frozenset()
    #: the board is drafted from a pool (``draft``), not a fixed list of cards
    drafted: bool = False
    #: roles of the pool the rulebook itself rules out of the game, with its words (哪吒's 盗贼):
    #: ``arena rules`` says so rather than "not implemented"
    excluded: Mapping[str, str] = {}
    #: ``(game, seat) -> bool``: a seat that goes on using its skills in the schedule's steps
    #: while out (哪吒's 亡骨魔: a wolf its own camp's kill took out); ``None``: nobody does
    acts_while_out: Optional[Callable[[Game, int], bool]] = None
    #: how queued triggers resolve (skill id -> flow), for ``Triggers.drain``
    trigger_runs: Mapping[str, TriggerRun] = {}
    #: camps' win and lose conditions
    win_model: Optional[WinModel] = None
    #: sub-phases whose start the table is told (a public ``stage`` event)
    announced_stages: frozenset[str] = frozenset()
    #: group chats: channel -> its members right now (狼队: the living wolf camp)
    channels: Mapping[str, Callable[[Game], Sequence[int]]] = {}
    #: decision kinds besides speech and last words whose answer may carry free text, each with
    #: the rule that bounds it (星汉 <传音>: at most 10 characters) — text -> the text kept
    text_rules: Mapping[str, Callable[[str], str]] = {}
    #: decision kinds besides ``speech`` / ``last_words`` whose answer may carry free text
    speech_kinds: frozenset[str] = frozenset()
    #: storyteller policies the ruleset ships beyond the kernel's (name -> factory(seed)),
    #: usable as ``--storyteller NAME``
    storytellers: Mapping[str, Callable[[int], StorytellerPolicy]] = {}
    # -- what a designer's variant of the ruleset builds on (rulesets.engine.custom) -------------
    #: the id of the ruleset a variant is built on (``""``: this ruleset is a rulebook's own);
    #: bots, storytellers and readers follow :attr:`family`
    base_id: str = ""
    #: every night order the flow runs, so that a new role's step can be placed in one
    schedules: tuple[Schedule, ...] = ()
    #: camp -> its plain card (平民, 狼人): what a role is replaced by to measure its impact
    plain_cards: Mapping[str, str] = {}
    #: the status a declared protection gives (what the ruleset's defence reads as a guard)
    protection_status: str = ""
    #: the damage a declared kill files on the night tally
    kill_damage: str = ""

    def __init__(self) -> None:
        self.names = NameIndex.build(self.roles, self.procedures)
        self._tables: dict[int, ChoiceTable] = {}
        self._flags: dict[str, tuple[str, ...]] = {}

    def skill_flags(self, skill: str) -> tuple[str, ...]:
        """The flags (标签) of a skill or procedure by id; ``()`` for an unknown one."""
        flags = self._flags.get(skill)
        if flags is None:
            try:
                flags = self.names.skill(skill).flags
            except KeyError:
                flags = ()
            self._flags[skill] = flags
        return flags

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

    #: inclusive ranges of integer board options, checked by the default ``check_board``
    board_limits: Mapping[str, tuple[int, int]] = {}

    def check_board(self, board: Mapping[str, Any]) -> None:
        """Range checks beyond the types (raise :class:`BoardError`): ``board_limits``."""
        for key, (lo, hi) in self.board_limits.items():
            if not lo <= board[key] <= hi:
                raise BoardError(f"{self.id}: board option {key!r} must be from {lo} to {hi}, "
                                 f"got {board[key]!r}")

    @property
    def camps(self) -> tuple[str, ...]:
        return tuple(self.camp_names)

    def check_deal(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        """Validate a deal (role ids, ``role@camp`` entries) for this board; raise
        ``ValueError`` with a clear message.  Any deal of the right length by default."""

    def n_seats(self, board: Mapping[str, Any]) -> int:
        raise NotImplementedError

    def max_seats(self, board: Mapping[str, Any]) -> int:
        """The most seats a game can reach, counting accounts added mid-game (the codec and
        observations are sized for it); ``n_seats`` unless the ruleset adds seats."""
        return self.n_seats(board)

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        raise NotImplementedError

    def draft(self, board: Mapping[str, Any], story: Storyteller) -> Draft:
        """Draft a board from the pool by the rulebook's rules (every draw through ``story``);
        only for rulesets that draft (``drafted``)."""
        raise NotImplementedError(f"{self.id} deals a fixed board; it does not draft one")

    def check_roles(self, board: Mapping[str, Any], roles: Sequence[str]) -> Draft:
        """Check an explicit board (role ids, unseated) against the draft rules and describe
        it; raise :class:`BoardError` naming the rule it breaks."""
        raise NotImplementedError(f"{self.id} deals a fixed board; it does not draft one")

    def identity_skills(self, role: RoleSpec, camp: str) -> list[SkillInstance]:
        """The skill instances a card dealt into ``camp`` starts with (身份技能): every skill on
        the card by default."""
        return [SkillInstance(skill.id) for skill in role.skills]

    def camp_changed(self, g: Game, seat: int, before: str) -> None:
        """``seat``'s camp has just changed from ``before`` (``Game.change_camp``): a ruleset
        whose rules re-judge something on a camp change (情侣归属) does it here; none by default."""

    def registrations(self, g: Game, seat: int, asker: Optional[int],
                      look: Appearance) -> list[Appearance]:
        """How ``seat`` may register to ``asker``'s ability: ``[look]`` (its appearance) unless
        the ruleset lets it register as something else (间谍, 陌客); with several options the
        storyteller picks one."""
        return [look]

    # -- hooks a designer's variant uses (rulesets.engine.custom) ------------------------------
    @property
    def strength(self) -> Mapping[str, float]:
        """Role id -> the strength value (强度值) the rulebook prints for it (a drafted board's
        points: :attr:`RoleSpec.strength`); empty for a rulebook that prints none."""
        return {r.id: float(r.strength) for r in self.roles if r.strength is not None}

    @property
    def family(self) -> str:
        """The id of the rulebook this ruleset plays: its own, or its base's for a variant."""
        return self.base_id or self.id

    def cards(self, board: Mapping[str, Any]) -> list[str]:
        """The board's cards (role ids, one per seat, before the shuffle).  By default the deal
        the ``first`` storyteller makes (cards in the order the ruleset lists them), without
        ``@camp`` marks."""
        dealt = self.deal(board, Storyteller(0, FirstPolicy()))
        return [str(entry).partition("@")[0] for entry in dealt]

    def deal_cards(self, board: Mapping[str, Any], story: Storyteller,
                   cards: Sequence[str]) -> list[str]:
        """Deal a designer's ``cards`` (one per seat) the way this ruleset deals its own: a
        shuffle by default (a ruleset that then draws camps from the deal, as 暗月 does, adds
        that)."""
        return story.deal(list(cards))

    def check_marks(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        """Check the ``@camp`` marks of a deal of a designer's cards (``ValueError``); none by
        default."""

    def night_tally(self, g: Game) -> Optional[Tally]:
        """Tonight's tally, where a declared kill files its hit (``None``: it goes out at once,
        unannounced until the next announcement)."""
        return None

    def final_target(self, g: Game, skill: str, source: int, target: int) -> Optional[int]:
        """Where a declared skill aimed at ``target`` lands after the ruleset's redirections
        (选择目标 -> 结算目标); the target itself by default."""
        return target

    def scheduled(self, schedule: Schedule) -> Schedule:
        """The order actually run for ``schedule``: itself, unless a variant placed new steps
        in it."""
        return schedule

    def grimoire(self, g: Game) -> Optional[dict[str, Any]]:
        """The storyteller's view of the table to keep at each phase (``Game.snapshot``): a
        JSON-able dict, or ``None`` (the default) to keep none.  Viewers read ``seats``: per seat
        ``role``, ``camp``, ``alive``, ``statuses`` (each ``name``, ``source`` seat, ``until``,
        ``held``: suspended while its source's ability fails) and optionally ``believes`` (the
        card the seat believes it holds, when it is not its own); other keys are the ruleset's."""
        return None

    def before_game_over(self, g: Game) -> None:
        """Called once as the game ends, before ``game_over`` is emitted: the ruleset may tell
        the table what the end cut short (deaths a dawn would have announced), or settle what
        happens as the game ends (``g.winner`` is already set; a seat's camp may still change).
        Does nothing by default."""

    def source_works(self, g: Game, status: Status) -> bool:
        """Whether the ability that caused a tied ``status`` still works (its source still holds
        ``status.skill``...); a tied status is suspended while it does not (:mod:`.sources`).
        By default: while the source seat holds the skill."""
        if status.source is None:
            return True
        return any(k.id == status.skill for k in g.seats[status.source].skills)

    def playable_roles(self) -> list[RoleSpec]:
        return [r for r in self.roles if not r.referenced and not r.additional]

    # -- codec --------------------------------------------------------------------------------
    def choice_table(self, n: int) -> ChoiceTable:
        table = self._tables.get(n)
        if table is None:
            table = ChoiceTable(n, self.options, tuple(r.id for r in self.playable_roles()))
            self._tables[n] = table
        return table

    def game_choices(self, board: Mapping[str, Any]) -> ChoiceTable:
        """The codec a game of this (completed) board uses: room for every seat it may reach
        (``max_seats``), as ``Game.choices``; envs, observers and record readers decode with
        it."""
        return self.choice_table(max(self.n_seats(board), self.max_seats(board)))

    # -- game ---------------------------------------------------------------------------------
    def new_state(self, game: Game) -> Any:
        return None

    def flow(self, game: Game) -> Flow:
        raise NotImplementedError

    def new_game(self, seed: int, board: Optional[Mapping[str, Any]] = None,
                 deal: Optional[Sequence[str]] = None,
                 storyteller: Union[Storyteller, StorytellerPolicy, None] = None) -> Game:
        return Game(self, seed, dict(board or {}), list(deal) if deal is not None else None,
                    storyteller)

    def replay(self, record: Mapping[str, Any], upto: Optional[int] = None,
               then: Optional[StorytellerPolicy] = None) -> Game:
        """Rebuild a game from its record by feeding the recorded decisions back in, and the
        recorded storyteller answers (a record without them replays the seeded storyteller).
        ``then``: the record is of an unfinished game that goes on (a restarted host): the
        storyteller's calls past the recorded ones are this policy's."""
        if record.get("ruleset") != self.id:
            raise ValueError(f"record is for ruleset {record.get('ruleset')!r}, not {self.id!r}")
        deal = record.get("deal") or [s["role"] for s in record["seats"]]
        story = record.get("story")
        # the record's deal is explicit, so the storyteller's deal calls are not asked again
        policy = ReplayPolicy([c for c in story if c[0] not in DEAL_CALLS], then) \
            if story is not None else then
        game = self.new_game(record["seed"], record.get("board"), deal, policy)
        decisions = record["decisions"] if upto is None else record["decisions"][:upto]
        notes = record.get("notes") or {}
        fallbacks = {f.get("decision"): f for f in record.get("fallbacks") or ()
                     if isinstance(f, Mapping)}
        for k, (seat, kind, choice) in enumerate(decisions):
            d = game.pending
            if d is None or d.seat != seat or d.kind != kind:
                raise ValueError(f"record diverges at decision {k}: recorded seat {seat + 1} "
                                 f"{kind!r}, game asks {None if d is None else (d.seat + 1, d.kind)}")
            note = notes.get(str(k), {})
            fb = fallbacks.get(k)
            if fb is None:
                game.answer(choice, note.get("text"), note.get("reasoning"))
                continue
            # a recorded fallback: the default was used; it must be this decision's default
            if choice != d.default:
                raise ValueError(f"record diverges at decision {k}: a fallback recorded "
                                 f"{choice}, but the decision's default is {d.default}")
            game.answer_or_default(fb.get("given"), str(fb.get("reason", "illegal")), None,
                                   note.get("reasoning"), legal=False)
        return game
