"""【妖狐阵营】3. 天使 (line 111)

<偏爱>（限定）：天使可以选择一名白天被投票出局的角色，使另一名玩家代替该玩家出局，但此玩家不可以为铁柱票台上的角色，
发动此技能后公示天使马甲。

(line 57) 投票结束后，立即公示以下技能的发动：天使<偏爱>…

Ruling X14: asked after the vote (after 混血儿<护主>) when a role is about to go out through the
vote; the replacement is any living role but that one and today's 票台 (the angel herself
allowed); it goes out in its place and counts as the day's vote-out (感知, 顺从), but the
voters' effects (怨恨, 地雷's first voter, 宝藏's voters) do not follow it; the cause of its out
is the angel (共死).  The angel's account is published with the use.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_target

from ..common import AFTER_VOTE, LIMITED, table

FAVOUR = SkillSpec("favour", "偏爱", "偏愛", "Favour", AFTER_VOTE,
                   "Once: another player goes out instead of today's voted-out role (not one on "
                   "today's 票台); the angel's account is then published.", (LIMITED,))
ROLE = RoleSpec("angel", "天使", "天使", "Angel", camp="fox", skills=(FAVOUR,), line=111)


def favour(g: Game, out: int):
    """Each living holder with an unused 偏爱, in seat order, may swap the out; returns the
    replacement and the angel, or ``None``."""
    platform = table(g).platform
    for me, inst in g.holders(FAVOUR.id):
        if inst.used:
            continue
        pool = [s for s in g.living() if s != out and s not in platform]
        t: Optional[int] = yield from ask_target(g, me, FAVOUR.id, pool, out=out)
        if t is not None:
            inst.used += 1
            g.emit("favour", seat=me, target=out)
            return t, me
    return None
