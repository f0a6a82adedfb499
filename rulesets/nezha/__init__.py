"""[219]哪吒之魔童闹海 (nezha): a board of N players drafted from a pool of 98 roles (40 village incl.
4 seer-family, 32 wolves, 15 third parties, 11 undetermined), with the status system, damage
kinds, the targeting chain, the 29-entry death tally, the forum day and the sheriff.

Rulebook: ``000_d83c44a9b57d63ed.txt``; rulings: ``docs/rulings/nezha.md``.  This part runs the
village camp and 31 of the 32 wolves (not 银狼); the other roles are listed (``arena rules nezha``) and left out of
the draft until they run.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rulesets.engine import (BoardError, Draft, Game, NameIndex, RoleSpec, Ruleset, SkillInstance,
                             SkillSpec)
from rulesets.engine import Storyteller

from .acquire import OPENINGS_TRIGGER, run_openings
from . import draft as drafting
from . import day, flow, lovers, pack
from .damage import CHAINS, DEFENCE
from .night import ANNOUNCED_STAGES, NIGHT
from .presentation import PRESENTATION
from .roles import (ADDITIONAL, ANY_OUT, CAMP_NAMES, CAMP_WINS, DECISIONS, GUARDS, IMPLEMENTED,
                    ON_OUT, REQUIRES, ROLES, SPECIALS, TRIGGER_RUNS, great_tengu, hidden_wolf,
                    mirror_maiden, old_driver, poison_strategist, santa_wolf, sequencing_prince,
                    swordsman)
from .roles import dreamer, eclipse_maid, piper, silver_wolf
from .roles import AFTER_OUT, pandora
from .roles.awakened_hunter import DIRECTIONS
from .sheriff import DECLARATIONS, PROCEDURES as SHERIFF_PROCEDURES
from .sheriff import martyr
from .skills import instance
from .state import NezhaState
from .statuses import STATUSES
from .windows import on_out as into_window
from .wins import WIN

PROCEDURES = (
    SkillSpec("speech", "发言", "發言", "Post", "正午",
              "A post in the discussion (speech acts), or a [正午] skill used on it."),
    SkillSpec("last_words", "遗言", "遺言", "Last words", "出局后",
              "Last words of the first round(0.3 N) outs (five characters under [寡言])."),
    SkillSpec("vote", "投票", "投票", "Vote", "正午",
              "Vote for a living role or abstain (弃权); day 1 elects the sheriff."),
    SkillSpec("vote_change", "改票", "改票", "Change vote", "正午",
              "Change the vote once (pass keeps it); not while accelerated."),
    SkillSpec("hasten", "加速", "加速", "Hasten", "正午",
              "Request acceleration: with at least half of the living, no vote changes and no "
              "潜水 cards."),
    SkillSpec("delay", "延时", "延時", "Delay", "正午",
              "Request a delay: with at least half of the living, acceleration is off."),
    *SHERIFF_PROCEDURES,
    pack.KILL, pack.PEEK,
    *DECISIONS,
)

BOARD_LIMITS = {"players": (12, 40), "max_days": (1, 200), "rounds": (1, 20),
                "min_posts": (0, 20)}
#: codec options: cards (窥天, 探寻, 问镜, 暗杀...), skills (时波增幅, 谋策), and the rest
_CARDS = tuple(f"card:{r.id}" for r in ROLES if not r.additional)
_SKILLS = tuple(sorted({f"skill:{s.id}" for r in ROLES for s in r.skills if s.implemented}
                       | {f"skill:{pack.KILL.id}"} | {f"skill:{s.id}" for s in DECISIONS}))
OPTIONS = ("hasten", "delay", *great_tengu.CHOICES, *hidden_wolf.ITEMS, *(sp.option for sp in SPECIALS), *DECLARATIONS, *DIRECTIONS, "dark_guard", "light_guard",
           sequencing_prince.NONE, swordsman.ROAR, mirror_maiden.ANY, *mirror_maiden.CAMPS,
           *mirror_maiden.KNIVES, *(f"status:{s}" for s in poison_strategist.STATUSES),
           "gift:check", "gift:poison", "gift:gun", "gift:protect", "gift:control",
           *santa_wolf.CONTENTS, *old_driver.PICKS, *pandora.OPTIONS, *piper.MODES, *piper.NTH,
           *_CARDS, *_SKILLS,
           *(o for o in silver_wolf.WORD_OPTIONS       # 以太编程's words (毒计's are above)
             if o not in {f"status:{s}" for s in poison_strategist.STATUSES}))


class Nezha(Ruleset):
    id = "nezha"
    title = "[219]哪吒之魔童闹海"
    version = "1"
    roles = ROLES
    procedures = PROCEDURES
    options = OPTIONS
    board_defaults = {"players": 24, "roles": [], "max_days": 30, "rounds": 6, "min_posts": 5,
                      "cards": True, "vote_changes": True, "draft_check": False}
    phase_kinds = ("day", "night")
    #: the camps cards are dealt into or join: 村民, 狼人, 不定 (an undetermined role that joined
    #: none), each third party's own camp and the camps roles form in play (``CAMP_NAMES``)
    camp_names = {"village": ("村民阵营", "the village"), "wolf": ("狼人阵营", "the wolves"),
                  "undetermined": ("不定阵营", "the undetermined"), **CAMP_NAMES}

    @property
    def camps(self) -> tuple[str, ...]:
        """The camps a seat can be in: 村民, 狼人, 不定 and those of the third parties that run
        (``CAMP_WINS``: their own camps and camps formed in play); ``camp_names`` also names the
        camps of the cards not implemented yet, which are never dealt."""
        return ("village", "wolf", "undetermined") + tuple(CAMP_WINS)
    follow_ups = {}
    #: 由于包含盗贼的情形过于复杂，因此本局不会出现盗贼 (line 25, ruling N6)
    excluded = {r: "本局不会出现盗贼 (line 25)" for r in drafting.EXCLUDED}
    vector_flags = ("ally",)
    statuses = STATUSES
    defence = DEFENCE
    chains = CHAINS
    on_out = ON_OUT
    out_hooks = (into_window, *ANY_OUT, lambda g, s, c: pack.pass_knife(g))
    out_guards = GUARDS
    trigger_runs = {**TRIGGER_RUNS, "martyr": martyr, OPENINGS_TRIGGER: run_openings,
                    **AFTER_OUT}
    win_model = WIN
    schedules = (NIGHT,)  # a designer's new role places its step in it (rulesets.engine.custom)
    announced_stages = ANNOUNCED_STAGES
    # 夜晚阶段，则需要等待当前行动时间段结束之后再通知 (line 144): statuses given or gone, and
    # what a night skill tells a role other than its user (凭依灵's target, the swordsman whose
    # 防反 fired, 感召's non-village target, the killers 未明之雾 names); a user's own feedback
    # comes at once (N31)
    held_kinds = frozenset({"status", "status_end", "possessed_by", "counter_used", "summoned_by",
                            "mist", "chain_linked", "hope_moved"})
    drafted = True
    channels = {pack.CHANNEL: lambda g: pack.pack_members(g)}
    presentation = PRESENTATION
    acts_while_out = staticmethod(day.acts_while_out)

    def __init__(self) -> None:
        super().__init__()
        # names of the roles that run (and the procedures) first: 杀人 is the pack's, not the
        # pending 开膛手's
        first = NameIndex.build((*IMPLEMENTED, *ADDITIONAL), PROCEDURES)
        for key, skill in self.names.skills.items():
            first.skills.setdefault(key, skill)
        first.roles.update({k: v for k, v in self.names.roles.items() if k not in first.roles})
        self.names = first

    def check_board(self, board: Mapping[str, Any]) -> None:
        for key, (lo, hi) in BOARD_LIMITS.items():
            if not lo <= board[key] <= hi:
                raise BoardError(f"{self.id}: board option {key!r} must be from {lo} to {hi}, "
                                 f"got {board[key]!r}")
        if board["roles"]:
            if len(board["roles"]) != board["players"]:
                raise BoardError(f"{self.id}: board option 'players' ({board['players']}) must "
                                 f"equal the number of roles given ({len(board['roles'])})")
            self.check_roles(board, board["roles"])

    def n_seats(self, board: Mapping[str, Any]) -> int:
        return int(board["players"])

    def max_seats(self, board: Mapping[str, Any]) -> int:
        return int(board["players"]) + 2      # room for 魔偶师's puppet and 空想家's 马甲

    def pool(self) -> list[RoleSpec]:
        """The roles the draft may draw: those that run."""
        return [r for r in IMPLEMENTED if r.implemented]

    def draft(self, board: Mapping[str, Any], story: Storyteller) -> Draft:
        if board.get("roles"):
            return self.check_roles(board, board["roles"])
        return drafting.Drafter(self.pool(), REQUIRES, story, int(board["players"])).run()

    def role_cards(self, roles: Sequence[str]) -> list[RoleSpec]:
        """The cards of a board: known roles that run, each identity once, no 盗贼 (errors
        name the rule).  (Not :meth:`Ruleset.cards`, the kernel's board -> card ids.)"""
        try:
            specs = [self.names.role(r) for r in roles]
        except KeyError as exc:
            raise BoardError(f"{self.id}: {exc.args[0]}") from None
        drafting.check_cards(specs)
        missing = [r.zh for r in specs if not r.implemented]
        if missing:
            raise BoardError(f"{self.id}: {missing[0]} is not implemented yet (see `arena rules "
                             f"nezha`); boards hold only roles that run")
        return specs

    def check_roles(self, board: Mapping[str, Any], roles: Sequence[str]) -> Draft:
        specs = self.role_cards(roles)
        drafting.check(specs, REQUIRES, {r.id: r.zh for r in ROLES})
        return drafting.describe([r.id for r in specs], {r.id: r for r in specs})

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        return story.deal(list(self.draft(board, story).roles))

    def check_deal(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        """A dealt board (a scenario's seats, a record's deal): its cards always, the draft
        rules too with ``draft_check`` (ruling N9)."""
        roles = [e.partition("@")[0] for e in deal]
        if board.get("draft_check"):
            self.check_roles(board, roles)
        else:
            self.role_cards(roles)

    def identity_skills(self, role: RoleSpec, camp: str) -> list[SkillInstance]:
        return [instance(s) for s in role.skills]

    def camp_changed(self, g: Game, seat: int, before: str) -> None:
        """若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属 (line 798)."""
        lovers.camp_changed(g, seat, before)

    def new_state(self, game: Game) -> NezhaState:
        return NezhaState()

    def flow(self, game: Game):
        return eclipse_maid.relay(game, dreamer.attended(game, flow.play(game)))


RULESET = Nezha()
