"""How a seat is asked at night: by what the question is (全员追忆: "choose a player", "choose two
players", "choose a character"), never by the ability's name (``Decision.shown``).

<指定> (line 7): 发动时必须选择目标 ... 如果未同时标明<限定>，则不可以放弃发动 ... 由说书人选择; 如果同时
标明<限定>，则可以选择是否发动 ... 则不发动.  So a choice is optional exactly when the ability is
<限定>; a forced choice defaults to the storyteller's pick.
"""

from __future__ import annotations

from typing import Generator, Optional, Sequence

from rulesets.engine import (Decision, Game, SkillInstance, SkillSpec, ask_option, ask_target,
                             ask_yes)

from .characters import ONCE
from .common import real

#: what a seat is told it is asked (the shapes of the script's choices)
CHOOSE_PLAYER = "choose_player"
CHOOSE_PLAYERS = "choose_players"
CHOOSE_CHARACTER = "choose_character"
CHOOSE_WHETHER = "choose_whether"
CHOOSE_NUMBER = "choose_number"
#: the goblin's question right after its nomination (shown without the character's name)
DECLARE_GOBLIN = "declare_goblin"

#: the questions as a seat is asked them (their names in prompts and scenario files)
SHOWN = (
    SkillSpec(CHOOSE_PLAYER, "选择一名角色", "選擇一名角色", "Choose a player", "",
              "Your ability asks you to choose one player."),
    SkillSpec(CHOOSE_PLAYERS, "选择多名角色", "選擇多名角色", "Choose players", "",
              "Your ability asks you to choose several players, one at a time."),
    SkillSpec(CHOOSE_CHARACTER, "选择一个身份", "選擇一個身份", "Choose a character", "",
              "Your ability asks you to choose a character."),
    SkillSpec(CHOOSE_NUMBER, "选择一个数字", "選擇一個數字", "Choose a number", "",
              "Your ability asks you to choose a number."),
    SkillSpec(CHOOSE_WHETHER, "选择是否发动", "選擇是否發動", "Use it or not", "",
              "Your ability asks whether you use it."),
    SkillSpec(DECLARE_GOBLIN, "宣言“我是哥布林”", "宣言「我是哥布林」", "Declare: I am the Goblin", "白天",
              "Every living nominee is asked: declare publicly that you are the 哥布林, or not."),
)

Ask = Generator[Decision, int, Optional[int]]


def optional(g: Game, kind: str) -> bool:
    """May the seat decline (<限定>)?"""
    return ONCE in g.ruleset.skill_flags(kind)


def aimed(g: Game, me: int, inst: Optional[SkillInstance], kind: str, target: int) -> int:
    """选择目标 -> 结算目标: a real <指定> ability's target passes the ruleset's targeting stages
    (莽夫 notices who chose it); a believed ability (<认知覆盖>) is no ability and passes none."""
    if inst is None or not real(inst):
        return target
    final = g.ruleset.targeting.final(g, kind, me, target)
    return target if final is None else final


def player(g: Game, me: int, kind: str, candidates: Sequence[int],
           may_pass: Optional[bool] = None, inst: Optional[SkillInstance] = None, **info) -> Ask:
    """Choose one player (选择目标：一名角色); with ``inst``, the choice is aimed (:func:`aimed`)."""
    opt = optional(g, kind) if may_pass is None else may_pass
    t = yield from ask_target(g, me, kind, list(candidates), optional=opt, shown=CHOOSE_PLAYER,
                              **info)
    return t if t is None else aimed(g, me, inst, kind, t)


def players(g: Game, me: int, kind: str, n: int, candidates: Sequence[int], distinct: bool = True,
            may_pass: Optional[bool] = None,
            inst: Optional[SkillInstance] = None) -> Generator[Decision, int, list[int]]:
    """Choose ``n`` players (两名不同角色: ``distinct``), one decision each; a pass (only when
    optional) stops at once and returns an empty list."""
    opt = optional(g, kind) if may_pass is None else may_pass
    chosen: list[int] = []
    for i in range(n):
        pool = [c for c in candidates if not (distinct and c in chosen)]
        t = yield from ask_target(g, me, kind, pool, optional=opt and not chosen,
                                  shown=CHOOSE_PLAYERS, index=i + 1, of=n)
        if t is None:
            return []
        chosen.append(t)
    return [aimed(g, me, inst, kind, t) for t in chosen]


def role(g: Game, me: int, kind: str, roles: Sequence[str], may_pass: Optional[bool] = None,
         **info) -> Generator[Decision, int, Optional[str]]:
    """Choose a character (选择一个身份) among ``roles``."""
    opt = optional(g, kind) if may_pass is None else may_pass
    return (yield from ask_option(g, me, kind, list(roles), optional=opt, shown=CHOOSE_CHARACTER,
                                  **info))


def whether(g: Game, me: int, kind: str, **info) -> Generator[Decision, int, bool]:
    """选择是否发动 (yes / no)."""
    return (yield from ask_yes(g, me, kind, shown=CHOOSE_WHETHER, **info))
