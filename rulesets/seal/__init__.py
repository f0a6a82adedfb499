"""封印板子 (seal): 24 seats — 8 gods, 混血兒 + 7 平民, 7 special wolves, 吹笛者.

Rulebook: ``003_d2b73e5652753fc0.txt``; rulings: ``docs/rulings/seal.md``.
"""

from __future__ import annotations

from typing import Mapping

from rulesets.engine import (ALL_SKILLS, Chain, Check, CheckList, Game, RoleSpec, Ruleset,
                             SkillInstance, SkillSpec, StatusKind, StatusTable, Storyteller, Tally,
                             status_check)

from . import badge, flow
from .common import GOOD, WOLF, WOLF_CHAT, table, wolves
from .night import NIGHT
from .presentation import PRESENTATION
from .roles import (ROLES, bear_tamer, black_wolf_king, knight, piper, socialite, wolf_beauty)
from .roles.wolves import pack_skills
from .state import SealState
from .win import WIN

#: the board (板子): one card each, seven 平民
BOARD = ("moon_maiden", "bear_tamer", "crow", "fox", "knight", "socialite", "gravekeeper", "actor",
         "half_blood", *["villager"] * 7,
         "white_wolf_king", "black_wolf_king", "war_wolf", "wolf_beauty", "gargoyle", "nightmare",
         "evil_spirit", "piper")

#: decisions that are procedure rather than a role's skill, named for scenarios and prompts
PROCEDURES = (
    SkillSpec("run", "上警", "上警", "Run for sheriff", "白天", "Declare candidacy for sheriff."),
    SkillSpec("elect", "警长投票", "警長投票", "Sheriff vote", "白天", "Vote for a sheriff candidate."),
    SkillSpec("speech", "发言", "發言", "Speech", "白天", "Speak (structured speech acts)."),
    SkillSpec("last_words", "遗言", "遺言", "Last words", "白天", "Last words."),
    SkillSpec("vote", "放逐投票", "放逐投票", "Exile vote", "白天", "Vote to exile a living player."),
    SkillSpec("badge", "移交警徽", "移交警徽", "Pass the badge", "死亡時",
              "Pass the badge to another living player, or tear it."),
    SkillSpec("deputy", "任命辅警", "任命輔警", "Appoint deputy", "白天", "Appoint or change the 輔警."),
    SkillSpec("order", "发言顺序", "發言順序", "Speaking order", "白天",
              "Choose clockwise or counter-clockwise speaking order."),
    SkillSpec("take", "带走", "帶走", "Take", "死亡時", "Take another living player along."),
    SkillSpec("explode", "自爆", "自爆", "Self-explode", "白天",
              "A wolf reveals itself and dies; the day ends at once."),
    SkillSpec("withdraw", "退水", "退水", "Withdraw", "白天", "Withdraw from the sheriff election."),
)


#: statuses (ruling S12: 特殊技能失效 covers every active skill); the forms are the 惡靈's
STATUSES = StatusTable.of(
    StatusKind("sealed", "封印", "sealed", disables=frozenset({ALL_SKILLS})),
    StatusKind("feared", "恐懼", "feared", disables=frozenset({ALL_SKILLS})),
    StatusKind("panic", "恐慌", "panic", disables=frozenset({ALL_SKILLS})),
    StatusKind("apostle", "血月", "blood moon", disables=frozenset({ALL_SKILLS}),
               applies=lambda g, seat: g.seats[seat].camp == GOOD),
    StatusKind("hidden_wolf", "隱狼", "hidden wolf", looks={"wolf": False}),
    StatusKind("seed_wolf", "種狼", "seed wolf"),
    StatusKind("blood_moon_apostle", "血月使徒", "blood-moon apostle"),
    StatusKind("favoured", "寵幸", "favoured"), StatusKind("guarded", "守護", "guarded"),
    StatusKind("self_guard", "守衛自身", "self-guard"), StatusKind("saved", "解藥", "saved"),
    StatusKind("infected", "感染", "infected"),
)
#: what stops the knife (ruling S41 (1)): 名媛's favour, the guard, the 演員-as-guard itself,
#: the antidote, or the victim was infected instead; 戰狼's immunity is on its card
DEFENCE = CheckList((Check("shielded", status_check("favoured", "guarded", "self_guard", "saved",
                                                   "infected"), frozenset({"knife"})),))
#: 殉情 (S23, S24): 狼美人 -> her last charm (any time), 名媛 -> tonight's favourite
CHAINS = (Chain("lovesick", wolf_beauty.lovesick_link, "狼美人殉情"),
          Chain("lovesick", socialite.lovesick_link, "名媛殉情"))


class Seal(Ruleset):
    id = "seal"
    title = "封印板子"
    version = "1"
    roles = ROLES
    procedures = PROCEDURES
    options = ("explode", "duel", "withdraw", "run", "before", "after", "clockwise",
               "counterclockwise", "seer", "witch", "guard", "seed_wolf", "hidden_wolf",
               "blood_moon_apostle", "infect", "antidote", "poison")
    board_defaults = {"badge_swallow_explosions": 3, "max_days": 40}
    board_limits = {"badge_swallow_explosions": (1, 24), "max_days": (1, 200)}
    presentation = PRESENTATION
    statuses = STATUSES
    defence = DEFENCE
    chains = CHAINS
    on_out = {knight.SUSPECT.id: knight.on_out, black_wolf_king.TAKE.id: black_wolf_king.on_out}
    out_hooks = (badge.deputy_out, bear_tamer.on_out)
    win_model = WIN
    channels = {WOLF_CHAT: wolves, piper.CHARMED_CHAT: piper.living_charmed}
    # what a designer's variant builds on (rulesets.engine.custom, docs/playtest.md)
    schedules = (NIGHT,)
    plain_cards = {GOOD: "villager", WOLF: "wolf"}
    #: a declared protection is the guard's (it stops the knife, ruling S41 (1)); a declared
    #: kill is settled like the poison (no shield stops it), after the knife and the poison
    protection_status = "guarded"
    kill_damage = "poison"

    def night_tally(self, g: Game) -> Tally:
        return table(g).night.tally

    def identity_skills(self, role: RoleSpec, camp: str) -> list[SkillInstance]:
        return pack_skills(role)

    def n_seats(self, board: Mapping[str, object]) -> int:
        return len(BOARD)

    def deal(self, board: Mapping[str, object], story: Storyteller) -> list[str]:
        return story.deal(list(BOARD))

    def new_state(self, game: Game) -> SealState:
        return SealState()

    def flow(self, game: Game):
        return flow.play(game)


RULESET = Seal()
