"""狼人 暗月 V2.0 (dark_moon): 狼人 ×W, nine 神职, 村民 ×V, 混血儿, 吹笛者; one random 狼人,
神职 and 村民 form the dark-moon camp.

Rulebook: ``004_714d7ea8e41d1acb.txt``; rulings: ``docs/rulings/dark_moon.md``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rulesets.engine import (BoardError, Game, RoleSpec, Ruleset, SkillInstance, SkillSpec,
                             Storyteller, Tally)

from . import deal as dealing
from . import flow
from .common import CHAT_MEMBERS, final, table
from .deaths import LATTICE, into_window
from .night import ANNOUNCED_STAGES, NIGHT
from .presentation import PRESENTATION
from .roles import ROLES, identity_skills
from .state import DarkMoonState
from .win import WIN

#: decisions that are procedure rather than a role's skill, named for scenarios and prompts
PROCEDURES = (
    SkillSpec("speech", "发言", "發言", "Speech", "正午", "Speak (structured speech acts); use "
              "[正午] skills (决斗, 选举, 暗月强化, 投降, 加速/延时) on the own turn."),
    SkillSpec("last_words", "遗言", "遺言", "Last words", "晨曦/黄昏",
              "Last words of one of the first N outs, published when 正午 starts."),
    SkillSpec("vote", "投票", "投票", "Vote", "正午",
              "Vote for a living role or abstain (day 1 elects the sheriff, later days exile)."),
    SkillSpec("vote_change", "改票", "改票", "Change vote", "正午",
              "Change the vote once (pass keeps it); not while accelerated."),
    SkillSpec("divine_target", "占卜目标", "占卜目標", "Divination target", "深夜",
              "The role to divine for the chosen category."),
    SkillSpec("gift_target", "馈赠目标", "饋贈目標", "Gift target", "深夜",
              "The role to give the chosen gift to."),
    SkillSpec("surrender", "投降", "投降", "Surrender", "正午",
              "Agree to surrender; when every living chat member (the piper alone) agrees, the "
              "camp is judged lost, unannounced."),
    SkillSpec("hasten", "加速", "加速", "Hasten", "正午",
              "Request acceleration: with at least half of the living, nobody may change votes."),
    SkillSpec("delay", "延时", "延時", "Delay", "正午",
              "Request a delay: with at least half of the living, acceleration is off."),
)

BOARD_LIMITS = {"wolves": (2, 10), "villagers": (2, 10), "max_days": (1, 200)}


class DarkMoon(Ruleset):
    id = "dark_moon"
    title = "狼人 暗月 V2.0"
    version = "1"
    roles = ROLES
    procedures = PROCEDURES
    options = ("cat_wolf", "cat_god", "cat_villager", "gift_divine", "gift_poison", "gift_gun",
               "renew", "undying", "both", "skip_1", "skip_2", "skip_3", "antidote", "poison",
               "duel", "appoint", "skill_swap", "surrender", "hasten", "delay")
    board_defaults = {"wolves": 5, "villagers": 5, "max_days": 40, "knight_duel_once": False,
                      "sheriff_tie_literal": True, "stalk_any_voted": False,
                      "vote_changes": True}
    phase_kinds = ("day", "night")
    camp_names = {"wolf": ("狼人阵营", "the wolves"), "village": ("村民阵营", "the village"),
                  "dark_moon": ("暗月阵营", "the dark moon"), "piper": ("吹笛者阵营", "the piper")}
    follow_ups = {"divine": "divine_target", "gift": "gift_target"}
    presentation = PRESENTATION
    defence = LATTICE
    out_hooks = (into_window,)
    win_model = WIN
    announced_stages = ANNOUNCED_STAGES
    channels = CHAT_MEMBERS
    # what a designer's variant builds on (rulesets.engine.custom, docs/playtest.md)
    schedules = (NIGHT,)
    plain_cards = {"village": "villager", "wolf": "wolf"}
    #: a declared protection gives [守护]; a declared kill is [指杀] (the lattice, line 65)
    protection_status = "guard"
    kill_damage = "kill"

    def identity_skills(self, role: RoleSpec, camp: str) -> list[SkillInstance]:
        return identity_skills(role, camp)

    def check_board(self, board: Mapping[str, Any]) -> None:
        for key, (lo, hi) in BOARD_LIMITS.items():
            if not lo <= board[key] <= hi:
                raise BoardError(f"{self.id}: board option {key!r} must be from {lo} to {hi}, "
                                 f"got {board[key]!r}")

    def n_seats(self, board: Mapping[str, Any]) -> int:
        return len(dealing.cards(board))

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        return dealing.deal(board, story)

    def check_deal(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        dealing.check(board, deal)

    def deal_cards(self, board: Mapping[str, Any], story: Storyteller,
                   cards: Sequence[str]) -> list[str]:
        """A designer's cards, shuffled, then the dark-moon draw by each card's category."""
        return dealing.draw(story.deal(list(cards)), story, lambda r: self.names.role(r).side)

    def check_marks(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        dealing.check_marks(deal, lambda r: self.names.role(r).side)

    def night_tally(self, g: Game) -> Tally:
        return table(g).night.tally

    def final_target(self, g: Game, skill: str, source: int, target: int) -> int:
        return final(g, skill, source, target)

    def new_state(self, game: Game) -> DarkMoonState:
        return DarkMoonState()

    def flow(self, game: Game):
        return flow.play(game)


RULESET = DarkMoon()
