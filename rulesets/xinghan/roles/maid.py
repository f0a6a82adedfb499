"""【不定阵营】5. 顺从的女仆 (line 207)

<顺从>（限定）: 入夜前，当天若有角色在白天出局，则女仆可以发动此技能，选择其中一个出局角色，获得该角色的全部技能并刷新
至初始状态，阵营也转变为和该角色相同，并且表面身份变更为继承的身份。发动后会公布有角色发动了顺从

Rulings X38-X40: the 女仆 has no camp until <顺从> (she counts in the living total and wins with
no camp).  She gains every skill the out role held at its out (a skill it lost — to 狩猎, 公敌,
a 审判 that found the treasure — is not held and not gained), each fresh: unused, and a skill
with a term (die 2's 时效两个夜晚) for that term again from the night she obeys.  She takes its
camp (unless 磐石 locks hers) and reads as its card from then on; an inherited 锁定 start skill (附身 / 支持 / 遇难 /
入职) is chosen at once and she then follows that link.  The table is told that somebody used
<顺从>, not who.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import DUSK, LIMITED, LOCKED, UNDETERMINED, join, table
from ..links import link
from .gambler import TERMS, until

OBEY = SkillSpec("obey", "顺从", "順從", "Obey", DUSK,
                 "Once, before a night after day outs: take an out role's skills (fresh), camp and "
                 "apparent card.", (LIMITED,))
ROLE = RoleSpec("maid", "顺从的女仆", "順從的女僕", "Obedient Maid", camp=UNDETERMINED,
                skills=(OBEY,), line=207)


def refreshed(g: Game, k: SkillInstance) -> SkillInstance:
    """The 女仆's copy of ``k`` 刷新至初始状态: unused and without memory, held for good when ``k``
    is, else for its own term again from tonight (a die-2 救治: tonight and the next night; a
    skill granted for one night, such as a voter's <预言>: tonight) — never longer than a fresh
    grant of it would last."""
    if k.until is None:
        return k.fresh("obey")
    return k.fresh("obey", until(g, TERMS.get(k.id) or "tonight"))


def obey(g: Game, me: int, inst: SkillInstance):
    """(-2) 女仆：选择<顺从>的目标."""
    if inst.used:
        return
    pool = [s for s in table(g).day_outs if not g.seats[s].alive]
    t = yield from ask_target(g, me, OBEY.id, pool)
    if t is None:
        return
    inst.used += 1
    dead = g.seats[t]
    gained = [refreshed(g, k) for k in dead.skills]
    g.grant(me, gained, "obey")
    join(g, me, dead.camp)
    g.seats[me].apparent["role"] = g.appearance(t).role
    g.emit("obey")
    for k in gained:
        if LOCKED in g.ruleset.names.skill(k.id).flags:
            yield from link(g, me, k)
            target = k.data["target"]
            join(g, me, g.seats[target].camp)
