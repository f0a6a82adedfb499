"""星汉灿烂 (xinghan): 23 seats, one card of each of 23 roles in seven camps (狼人 4, 妖狐 3, 赌徒 3,
毒士 2, 宝藏 3, 吹笛者 2, 镜 1) and five 不定 roles that take a camp from a linked seat.

Rulebook: ``002_d12da5e017d83cfa.txt``; rulings: ``docs/rulings/xinghan.md``.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rulesets.engine import (BoardError, Game, RoleSpec, Ruleset, SkillInstance, SkillSpec,
                             Storyteller)
from rulesets.engine.forum import DELAY, HASTEN
from rulesets.engine.statuses import StatusKind, StatusTable

from . import deal as dealing
from . import flow
from .common import UNDETERMINED
from .deaths import CHECKS
from .hooks import CHAINS, OUT_HOOKS, TRIGGERS
from .night import NIGHT
from .presentation import PRESENTATION
from .roles import ROLES, identity_skills
from .roles.hostage import TIME_POINTS
from .roles.poison_sage import CURED, PURCHASES
from .roles.ranger import GUARDED
from .roles.treasure import whisper_text
from .roles.wolf_king import CHANNEL, pack_members
from .state import XinghanState
from .win import WIN

#: decisions that are procedure rather than a role's skill, named for scenarios and prompts
PROCEDURES = (
    SkillSpec("speech", "发言", "發言", "Post", "讨论日",
              "Reply in the discussion (each speech act is one post); use a post's day skills "
              "(匕首, 加速 / 延时)."),
    SkillSpec("vote", "投票", "投票", "Vote", "讨论日",
              "Vote for a living role, 弃权 (abstain), or do not reply (a yellow card)."),
    SkillSpec("vote_change", "改票", "改票", "Change vote", "讨论日",
              "Change the vote once (pass keeps it); not while accelerated."),
    SkillSpec("last_words", "遗言", "遺言", "Last words", "出局后",
              "Last words of one of the first four outs, published when the next day starts."),
    SkillSpec("guess", "猜测身份", "猜測身份", "Guess the card", "游戏日夜晚",
              "The card 妖狐<狡黠> guesses for its target."),
    SkillSpec("steal", "偷取技能", "偷取技能", "Steal a skill", "游戏日夜晚",
              "The skill the fox uses tonight after last night's right guess."),
    SkillSpec("night_dagger", "夜间匕首", "夜間匕首", "Night dagger", "游戏日夜晚",
              "The hostage's dagger at night: its target (a 指杀), before the time point."),
    SkillSpec("dagger_time", "匕首时间点", "匕首時間點", "Dagger time point", "游戏日夜晚",
              "The step at whose start the night dagger strikes (its place in the stab order)."),
    SkillSpec("hasten", "加速", "加速", "Hasten", "讨论日",
              "Request acceleration: with at least half of the living, nobody may change votes "
              "and no card for lurking is given."),
    SkillSpec("delay", "延时", "延時", "Delay", "讨论日",
              "Request a delay: with at least half of the living, acceleration is off."),
)

BOARD_LIMITS = {"rounds": (1, 20), "min_posts": (0, 60), "streak_posts": (0, 60),
                "streak_days": (1, 10), "auto_hasten": (0, 23), "max_days": (6, 100),
                "last_words": (0, 23)}


def _options() -> tuple[str, ...]:
    skills = []
    for role in ROLES:
        for k in role.skills:
            if k.id not in skills:
                skills.append(k.id)
    named = ("abstain", "dagger", HASTEN, DELAY, *PURCHASES, *TIME_POINTS)
    return (*named, *(r.id for r in ROLES), *skills)


class Xinghan(Ruleset):
    id = "xinghan"
    title = "星汉灿烂"
    version = "1"
    roles = ROLES
    procedures = PROCEDURES
    options = _options()
    board_defaults = {"rounds": 4, "min_posts": 5, "streak_posts": 10, "streak_days": 3,
                      "cards": True, "auto_hasten": 7, "max_days": 30,
                      "red_card_loses_camp": False, "last_words": 4, "mirror_counts_uses": False}
    phase_kinds = ("day", "night")
    camp_names = {"wolf": ("狼人阵营", "the wolves"), "fox": ("妖狐阵营", "the foxes"),
                  "gambler": ("赌徒阵营", "the gamblers"), "poison_sage": ("毒士阵营", "the poison sages"),
                  "treasure": ("宝藏阵营", "the treasure"), "piper": ("吹笛者阵营", "the pipers"),
                  "mirror": ("镜阵营", "the mirror"), UNDETERMINED: ("不定阵营", "no camp yet")}
    statuses = StatusTable.of(
        StatusKind(GUARDED, "守护", "protected", protects=frozenset({"*", "-red_card"})),
        StatusKind(CURED, "救治", "cured"),
    )
    defence = CHECKS
    chains = CHAINS
    out_hooks = OUT_HOOKS
    trigger_runs = TRIGGERS
    win_model = WIN
    schedules = (NIGHT,)  # a designer's new role places its step in it (rulesets.engine.custom)
    channels = {CHANNEL: pack_members}
    text_rules = {"whisper": whisper_text}
    presentation = PRESENTATION

    def identity_skills(self, role: RoleSpec, camp: str) -> list[SkillInstance]:
        return identity_skills(role)

    board_limits = BOARD_LIMITS

    def check_board(self, board: Mapping[str, Any]) -> None:
        super().check_board(board)
        if board["min_posts"] > 3 * board["rounds"]:
            raise BoardError(f"{self.id}: min_posts {board['min_posts']} cannot be met in "
                             f"{board['rounds']} rounds of at most 3 posts (line 340: 不足五帖)")

    def n_seats(self, board: Mapping[str, Any]) -> int:
        return len(dealing.CARDS)

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        return dealing.deal(story)

    def check_deal(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        dealing.check(deal)

    def new_state(self, game: Game) -> XinghanState:
        return XinghanState()

    def flow(self, game: Game):
        return flow.play(game)


RULESET = Xinghan()
