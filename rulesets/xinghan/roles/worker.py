"""【不定阵营】4. 打工人 (line 202)

<入职>（锁定）：游戏开始时，选择一名角色作为老板，并转入相同阵营。
<加班>：入夜前可以选择今晚是否加班，每加班一天获得一个打工点数，每累计两点，老板可以永久加一票。
<跳槽>（限定）：入夜前可以主动更换老板，但是之前打工点数清零，发动跳槽当晚不可以加班。

Rulings X38, X43: the 打工人 follows its boss's camp like the other 不定 roles, and on <跳槽> takes
the new boss's camp (unless 磐石 locks it); every second point gives the boss then in office one
more vote for good, unannounced (a boss keeps what it earned after a 跳槽).  Step -1 asks 跳槽
first (another living role, or pass), then, if it was not used, 加班.  Once the boss is out its
camp is fixed (``links.on_out``): the 打工人 keeps the camp it has and is still asked, 跳槽 being
the way to a new boss.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target, ask_yes

from ..common import DUSK, LIMITED, LOCKED, START, UNDETERMINED, join, table
from ..links import link

HIRE = SkillSpec("hire", "入职", "入職", "Hire", START,
                 "At game start pick a boss and join its camp.", (LOCKED,))
OVERTIME = SkillSpec("overtime", "加班", "加班", "Overtime", DUSK,
                     "Work overtime tonight for a point; every two points give the boss one more "
                     "vote for good.")
JOB_HOP = SkillSpec("job_hop", "跳槽", "跳槽", "Job hop", DUSK,
                    "Once: change boss (points reset; no overtime that night).", (LIMITED,))
ROLE = RoleSpec("worker", "打工人", "打工人", "Worker", camp=UNDETERMINED,
                skills=(HIRE, OVERTIME, JOB_HOP), line=202)
POINTS_PER_VOTE = 2


def hire(g: Game, me: int, inst: SkillInstance):
    """(1) 打工人<入职>."""
    yield from link(g, me, inst)


def boss(g: Game, me: int) -> int | None:
    inst = g.seats[me].skill(HIRE.id)
    return None if inst is None else inst.data.get("target")


def shift(g: Game, me: int, inst: SkillInstance):
    """(-1) 打工人：选择是否加班和跳槽."""
    hop = g.seats[me].skill(JOB_HOP.id)
    hire_inst = g.seats[me].skill(HIRE.id)
    if hop is not None and not hop.used and hire_inst is not None:
        new = yield from ask_target(g, me, JOB_HOP.id,
                                    [s for s in g.living(but=me) if s != boss(g, me)])
        if new is not None:
            hop.used += 1
            hire_inst.data["target"] = new
            inst.data["points"] = 0
            g.seats[me].follows = new
            join(g, me, g.seats[new].camp)
            return
    if (yield from ask_yes(g, me, OVERTIME.id, points=inst.data.get("points", 0))):
        inst.data["points"] = inst.data.get("points", 0) + 1
        b = boss(g, me)
        if inst.data["points"] % POINTS_PER_VOTE == 0 and b is not None:
            bonus = table(g).vote_bonus
            bonus[b] = bonus.get(b, 0) + 1
