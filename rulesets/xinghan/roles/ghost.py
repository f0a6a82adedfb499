"""【不定阵营】1. 幽灵 (line 189)

<附身>（锁定）：游戏开始时，选择一名角色作为附身对象，并转入相同阵营。当该角色出局时，获得该角色的全部技能，并公示
“幽灵（某马甲）已经发动附身技能”。<附身>优先于<传位>、<继承>发动，幽灵仅获得技能而非变成该身份，幽灵死亡之后，
依旧可以<传位>。

Rulings X3 (锁定: chosen once at game start, a random other role when the seat does not
answer), X38 (the 幽灵 follows its object's camp silently), X39 (the skills come in their current
state: a spent 限定 skill stays spent).  The announcement names the 幽灵's account; it is made at
once by day and at the next day's start for a night out.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import LOCKED, START, UNDETERMINED, news
from ..links import link

POSSESS = SkillSpec("possess", "附身", "附身", "Possess", START,
                    "At game start pick a role and join its camp; when it goes out, gain all its "
                    "skills (announced).", (LOCKED,))
ROLE = RoleSpec("ghost", "幽灵", "幽靈", "Ghost", camp=UNDETERMINED, skills=(POSSESS,), line=189)


def possess(g: Game, me: int, inst: SkillInstance):
    """(1) 幽灵<附身>."""
    yield from link(g, me, inst)


def possessors(g: Game, seat: int) -> list[int]:
    """Living holders of <附身> whose object is ``seat``."""
    return [me for me, inst in g.holders(POSSESS.id)
            if inst.data.get("target") == seat and me != seat]


def possessed(g: Game, seat: int) -> bool:
    """Is ``seat`` the object of a living 幽灵's 附身?"""
    return bool(possessors(g, seat))


def take_over(g: Game, seat: int, cause: str) -> None:
    """The object goes out: each possessing 幽灵 gains all its skills, as they are now."""
    for me in possessors(g, seat):
        gained = [SkillInstance(k.id, "possess", k.until, k.used, dict(k.data))
                  for k in g.seats[seat].skills]
        g.grant(me, gained, "possess")
        news(g, "possess", seat=me)
