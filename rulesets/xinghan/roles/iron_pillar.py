"""【毒士阵营】2. 铁柱 (line 146)

<票台>（强制）：每天夜里必须选择当夜存活人数三分之一数量的玩家，成为第二天不可被投票出局的玩家，并公示，向下取整数。
不能连续两天对同一名玩家发动技能。游戏开始前便可以发动。
<诅咒>：游戏日夜晚，铁柱可以选择一名玩家，使其第二天被投票数加倍（暗记），被选中的玩家不公示。每名玩家仅可以被选择一次。
游戏开始前便可以发动。

(line 219) 3、铁柱决定第一天因<票台>不能被投票的角色名单，选择<诅咒>对象，开始第一天讨论日。
(line 251) 铁柱在关门一小时后仍未提及<票台><诅咒>目标，视为放弃，票台人选随机产生。

Rulings X25-X27: the count is a third of the living at the moment of choosing (7 of 23 before
day 1), rounded down; yesterday's list is barred; each slot is a forced choice with a random
default and is reflected off the 镜; the list is published when the next day starts.  A 票台
role may get votes; when it tops the vote nobody goes out.  诅咒 doubles the weighted votes a
role receives the next day; each player once a game; never announced.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import FORCED, NIGHT, table
from ..targeting import aim, ask_once_each

PLATFORM = SkillSpec("platform", "票台", "票台", "Platform", NIGHT,
                     "Must name a third of the living (rounded down): they cannot be voted out "
                     "the next day (published). Not the same player two days running.", (FORCED,))
CURSE = SkillSpec("curse", "诅咒", "詛咒", "Curse", NIGHT,
                  "A player's votes received the next day count double (secret). Each player "
                  "once.")
ROLE = RoleSpec("iron_pillar", "铁柱", "鐵柱", "Iron Pillar", camp="poison_sage",
                skills=(PLATFORM, CURSE), line=146)


def platform(g: Game, me: int, inst: SkillInstance):
    """(2) / pre-game step 3: the 票台 list for the next day."""
    n = len(g.living()) // 3
    barred = set(inst.data.get("last", ()))
    named: list[int] = []
    for k in range(n):
        pool = [s for s in g.living() if s not in barred and s not in named]
        t = yield from ask_target(g, me, PLATFORM.id, pool, optional=False, pick=k + 1, of=n)
        if t is None:
            break
        named.append(t)
    finals = {aim(g, PLATFORM.id, me, t) for t in named}
    inst.data["last"] = sorted(named)
    state = table(g)
    state.platform_next = (state.platform_next or set()) | finals


def curse(g: Game, me: int, inst: SkillInstance):
    """(2) / pre-game step 3: <诅咒> (secret)."""
    aimed = yield from ask_once_each(g, me, CURSE.id, inst.data.setdefault("chosen", []))
    if aimed is not None:
        table(g).cursed_next.add(aimed[1])
