"""【赌徒阵营】3. 游侠 (line 131)

<天罡护体>（强制）：游戏日前两日，游侠不会因为指杀和投票而出局。若游侠成为得票数最高的角色，则当日无人出局（仅限游戏日
前两日）。
<查证>：游戏日夜晚，游侠可以选择一名角色，反馈其属于狼人阵营、宝藏阵营和其他阵营中的哪一种。
<守护>（限定）：游戏日夜晚，游侠可以选择一名角色，该角色在当晚及下一个讨论日白天不会因为任何原因出局。
<磐石>：每个游戏日夜晚，游戏可以选择一名角色，使其从下一个游戏日开始，保持现有阵营不改变，直至游侠出局或者游戏结束。

Rulings X19-X21, X52: 天罡护体 covers days 1-2 and nights 1-2 and only 指杀 and the vote; <守护>
(step 13, after 查证 and 磐石) keeps its target in against every cause but a red card through
that night and the next day; 磐石 ("游戏" is a typo for 游侠) freezes the target's camp from the
next day's start while the ranger who placed it is in.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import FORCED, LIMITED, NIGHT, PASSIVE, refresh_lock, table
from ..targeting import ask_aimed

AEGIS = SkillSpec("heavenly_aegis", "天罡护体", "天罡護體", "Heavenly aegis", PASSIVE,
                  "Game days 1-2: not out by 指杀 or the vote; top of the vote -> nobody out.",
                  (FORCED,))
VERIFY = SkillSpec("verify", "查证", "查證", "Verify", NIGHT,
                   "Learn whether a role is in the wolf camp, the treasure camp or another camp.")
PROTECT = SkillSpec("protect", "守护", "守護", "Protect", NIGHT,
                    "Once: a role cannot go out for any reason tonight and the next day.",
                    (LIMITED,))
BEDROCK = SkillSpec("bedrock", "磐石", "磐石", "Bedrock", NIGHT,
                    "A role keeps its current camp from the next day while the ranger is in.")
ROLE = RoleSpec("ranger", "游侠", "遊俠", "Ranger", camp="gambler",
                skills=(AEGIS, VERIFY, PROTECT, BEDROCK), line=131)
#: 查证's three answers
VERDICTS = ("wolf", "treasure", "other")
#: the status 守护 gives
GUARDED = "guarded"


def aegis(g: Game, seat: int) -> bool:
    """天罡护体 holds for ``seat`` now (游戏日前两日)."""
    return g.day <= 2 and g.seats[seat].skill(AEGIS.id) is not None


def verify(g: Game, me: int, inst: SkillInstance):
    """(13) 游侠：<查证>."""
    aimed = yield from ask_aimed(g, me, VERIFY.id, g.living(but=me))
    if aimed is None:
        return
    camp = g.seats[aimed[1]].camp
    truth = camp if camp in ("wolf", "treasure") else "other"
    g.result(me, VERIFY.id, aimed[0], truth, VERDICTS)


def bedrock(g: Game, me: int, inst: SkillInstance):
    """(13) 游侠：<磐石> — takes effect when the next day starts."""
    aimed = yield from ask_aimed(g, me, BEDROCK.id, g.living())
    if aimed is not None:
        table(g).night.locks.append((me, aimed[1]))


def protect(g: Game, me: int, inst: SkillInstance):
    """(13) 游侠：<守护> (限定), through tonight and the next day."""
    if inst.used:
        return
    aimed = yield from ask_aimed(g, me, PROTECT.id, g.living())
    if aimed is not None:
        inst.used += 1
        g.add_status(aimed[1], GUARDED, me, until=f"day_end {g.night + 1}")


def lock_camps(g: Game) -> None:
    """从下一个游戏日开始: last night's 磐石 targets are locked as the day starts."""
    state = table(g)
    for ranger, target in state.night.locks:
        if g.seats[ranger].alive:
            state.locks.setdefault(target, set()).add(ranger)
            refresh_lock(g, target)
    state.night.locks = []


def release(g: Game, seat: int, cause: str) -> None:
    """直至游侠出局: the ranger's locks lift when it goes out."""
    state = table(g)
    for target, rangers in list(state.locks.items()):
        if seat in rangers:
            rangers.discard(seat)
            refresh_lock(g, target)
