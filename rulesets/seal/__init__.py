"""封印板子 (seal): 24 seats — 8 gods, 混血兒 + 7 平民, 7 special wolves, 吹笛者.

Rulebook: ``003_d2b73e5652753fc0.txt``; rulings: ``docs/rulings/seal.md``.
"""

from __future__ import annotations

from typing import Mapping

from rulesets.engine import Game, Ruleset, SkillSpec, Storyteller

from . import flow
from .presentation import PRESENTATION
from .roles import ROLES
from .state import SealState

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
    presentation = PRESENTATION

    def n_seats(self, board: Mapping[str, object]) -> int:
        return len(BOARD)

    def deal(self, board: Mapping[str, object], story: Storyteller) -> list[str]:
        return story.deal(list(BOARD))

    def new_state(self, game: Game) -> SealState:
        return SealState()

    def flow(self, game: Game):
        return flow.play(game)


RULESET = Seal()
