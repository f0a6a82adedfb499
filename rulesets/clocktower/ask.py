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


def narrowed(g: Game, me: int, kind: str, candidates: Sequence[int]) -> Optional[list[int]]:
    """The only players this choice may name now, where an ability says so (the ruleset's
    ``narrowing`` hooks: 炼金术士 相克4's demon must choose the guessed 间谍 / 寡妇), else ``None``."""
    for hook in getattr(g.ruleset, "narrowing", ()):
        only = hook(g, me, kind, candidates)
        if only is not None:
            return only
    return None


def chooses_again(g: Game, me: int, kind: str, first: object) -> bool:
    """Is the seat asked to choose again (the ruleset's ``rechoosing`` hooks: 炼金术士's 炼金)?"""
    return any(hook(g, me, kind, first) for hook in getattr(g.ruleset, "rechoosing", ()))


def player(g: Game, me: int, kind: str, candidates: Sequence[int],
           may_pass: Optional[bool] = None, inst: Optional[SkillInstance] = None, **info) -> Ask:
    """Choose one player (选择目标：一名角色); with ``inst``, the choice is aimed (:func:`aimed`).
    A narrowed choice (:func:`narrowed`) offers only those players and cannot be declined; a seat
    asked to choose again (:func:`chooses_again`) is offered the others."""
    opt = optional(g, kind) if may_pass is None else may_pass
    pool = list(candidates)
    only = narrowed(g, me, kind, pool)
    if only is not None:
        pool, opt = only, False
    t = yield from ask_target(g, me, kind, pool, optional=opt, shown=CHOOSE_PLAYER, **info)
    if only is None and t is not None and chooses_again(g, me, kind, t):
        rest = [c for c in pool if c != t] or pool
        t = yield from ask_target(g, me, kind, rest, optional=opt, shown=CHOOSE_PLAYER, **info)
    return t if t is None else aimed(g, me, inst, kind, t)


def players(g: Game, me: int, kind: str, n: int, candidates: Sequence[int], distinct: bool = True,
            may_pass: Optional[bool] = None,
            inst: Optional[SkillInstance] = None) -> Generator[Decision, int, list[int]]:
    """Choose ``n`` players (两名不同角色: ``distinct``), one decision each; a pass (only when
    optional) stops at once and returns an empty list."""
    opt = optional(g, kind) if may_pass is None else may_pass
    only = narrowed(g, me, kind, list(candidates))
    chosen = yield from _players(g, me, kind, n, candidates, distinct, opt and only is None, only)
    if only is None and chosen and chooses_again(g, me, kind, list(chosen)):
        chosen = yield from _players(g, me, kind, n, candidates, distinct, opt, None)
    return [aimed(g, me, inst, kind, t) for t in chosen]


def _players(g: Game, me: int, kind: str, n: int, candidates: Sequence[int], distinct: bool,
             opt: bool, first: Optional[list[int]]) -> Generator[Decision, int, list[int]]:
    """One round of :func:`players`; ``first``: the players the first pick must be among."""
    chosen: list[int] = []
    for i in range(n):
        pool = [c for c in (first if first is not None and i == 0 else candidates)
                if not (distinct and c in chosen)]
        t = yield from ask_target(g, me, kind, pool, optional=opt and not chosen,
                                  shown=CHOOSE_PLAYERS, index=i + 1, of=n)
        if t is None:
            return []
        chosen.append(t)
    return chosen


def role(g: Game, me: int, kind: str, roles: Sequence[str], may_pass: Optional[bool] = None,
         **info) -> Generator[Decision, int, Optional[str]]:
    """Choose a character (选择一个身份) among ``roles``; asked to choose again
    (:func:`chooses_again`), among the others."""
    opt = optional(g, kind) if may_pass is None else may_pass
    pool = list(roles)
    got = yield from ask_option(g, me, kind, pool, optional=opt, shown=CHOOSE_CHARACTER, **info)
    if got is not None and chooses_again(g, me, kind, got):
        rest = [r for r in pool if r != got] or pool
        got = yield from ask_option(g, me, kind, rest, optional=opt, shown=CHOOSE_CHARACTER, **info)
    return got


def whether(g: Game, me: int, kind: str, **info) -> Generator[Decision, int, bool]:
    """选择是否发动 (yes / no)."""
    return (yield from ask_yes(g, me, kind, shown=CHOOSE_WHETHER, **info))
