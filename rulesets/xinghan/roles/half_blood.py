"""【不定阵营】2. 混血儿 (line 192)

<支持>（锁定）：游戏开始时，选择一名角色作为支持对象，并转入相同阵营。
<护主>：若支持对象在白天之获得了最高票，你可以代替主人承担投票出局的效果。

Rulings X3, X53 ("白天之获得了最高票" read as 白天获得了最高票): after the vote, when the supported
role is the single top vote-getter and would go out (not on 票台, not under 天罡护体 or 守护),
the 混血儿 may go out in its place (before 天使<偏爱>) — unless it could not be voted out
itself today (on 票台, under 天罡护体 or 守护: 承担投票出局的效果 is a vote-out); the voters'
effects then read the master's voters.  The use is not announced (the rulebook publishes 偏爱, 狩猎 and 公敌 only): the
table sees who is exiled.
"""

from __future__ import annotations

from typing import Callable

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_yes

from ..common import AFTER_VOTE, LOCKED, START, UNDETERMINED
from ..links import link

SUPPORT = SkillSpec("support", "支持", "支持", "Support", START,
                    "At game start pick a role to support and join its camp.", (LOCKED,))
SHIELD = SkillSpec("shield_master", "护主", "護主", "Shield the master", AFTER_VOTE,
                   "When the supported role tops the vote, go out in its place instead.")
ROLE = RoleSpec("half_blood", "混血儿", "混血兒", "Half-Blood", camp=UNDETERMINED,
                skills=(SUPPORT, SHIELD), line=192)


def support(g: Game, me: int, inst: SkillInstance):
    """(1) 混血儿<支持>."""
    yield from link(g, me, inst)


def shield(g: Game, out: int, votable: Callable[[int], bool]):
    """Each living holder of <护主> whose master is ``out`` and who could be voted out itself
    today (``votable``) may take its place; returns the seat that goes out instead, or
    ``None``."""
    for me, inst in g.holders(SHIELD.id):
        sup = g.seats[me].skill(SUPPORT.id)
        if me == out or sup is None or sup.data.get("target") != out or not votable(me):
            continue
        if (yield from ask_yes(g, me, SHIELD.id, master=out)):
            return me           # not announced: the table sees who is exiled
    return None
