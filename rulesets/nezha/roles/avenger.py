"""【不定阵营】5，复仇者 (line 822)

寻仇<强制> —— 第一个对你进行如下操作的角色将变为你的仇人，你得知仇人是谁，并加入仇人对立的阵营并跟随变动（若为三方或不定，
则从狼或好人随机选一），并获得仅针对仇人的[不死]状态（如果仇人投票给了你，你即使是最高票也不会出局），但不得知加入了什么阵营。
1，第一个对你投出人票且有效的。
2，第一个对你使用[非开局]的[指定]技能的。
雪恨<强制> —— 若仇人出局，复仇者获得造成仇人出局的那个角色的身份技能并刷新至初始。若仇人是被公投出局，复仇者获得仇人的身份
技能并刷新至初始。

The avenger starts in 不定阵营.  Its enemy is the first role that either casts an exile ballot on it
that still stands when the vote closes (the earliest cast among them: a ballot changed away was not
有效; the 竞选日 vote elects a sheriff and is no 人票), or whose non-[开局] [指定] skill reaches it as a
结算目标.  The avenger is told who, and silently joins the camp opposite the enemy's actual camp
(村民 <-> 狼人; a third party's or 不定: the storyteller's pick of the two), staying opposite when the
enemy's camp changes; it holds [不死] against the enemy only: against its skills' damage and, on a
day the enemy's ballot is on it, against the exile.  雪恨: when the enemy goes out, a living avenger
gains the identity skills, refreshed, of the role that put it out (the enemy's own when it was
exiled).  Rulings N249-N251.
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..acquire import OPENINGS_TRIGGER, take
from ..camps import oppose
from ..common import table
from ..statuses import give
from .face_changer import skills_taken_from

FEUD = SkillSpec("feud", "寻仇", "尋仇", "Seek the enemy", "",
                 "The first role to cast a standing exile ballot on you or to use a non-opening "
                 "targeted skill on you is your enemy: you join the opposite camp (not told which) "
                 "and hold [不死] against it.", ("强制",))
AVENGE = SkillSpec("avenge", "雪恨", "雪恨", "Vengeance", "",
                   "When your enemy goes out, gain the identity skills of whoever put it out "
                   "(its own if it was exiled), refreshed.", ("强制",))
ROLE = RoleSpec("avenger", "复仇者", "復仇者", "Avenger", camp="undetermined",
                skills=(FEUD, AVENGE), line=822)
EXILE = "exile"


def _feuding(g: Game, me: int) -> bool:
    inst = g.seats[me].skill(FEUD.id)
    return inst is not None and g.seats[me].alive and g.can_use(me, FEUD.id) \
        and "enemy" not in inst.data


def make_enemy(g: Game, me: int, enemy: int) -> None:
    """``enemy`` becomes ``me``'s 仇人: told, the opposite camp (untold), [不死] against it."""
    g.seats[me].skill(FEUD.id).data["enemy"] = enemy
    g.tell(me, "enemy", enemy=enemy)
    give(g, me, "undying", enemy, against=(f"seat:{enemy}",))
    table(g).camp_untold.add(me)                        # 但不得知加入了什么阵营
    oppose(g, me, enemy)


def on_ballots(g: Game, ballots: dict[int, Optional[int]], timeline) -> None:
    """1，第一个对你投出人票且有效的: the earliest-cast ballot still on the avenger at the close;
    then the enemy's standing ballot shields it from this thread's exile."""
    for me, inst in g.holders(FEUD.id):
        if _feuding(g, me):
            first = next((v for v, _old, new in timeline
                          if new == me and ballots.get(v) == me and v != me), None)
            if first is not None:
                make_enemy(g, me, first)
        enemy = inst.data.get("enemy")
        if enemy is not None and ballots.get(enemy) == me:
            inst.data["voted_on"] = g.day              # 如果仇人投票给了你…也不会出局


def on_aimed(g: Game, source: int, skill: str, finals: list[int]) -> None:
    """2，第一个对你使用[非开局]的[指定]技能的 (the avenger a 结算目标 of it)."""
    try:
        timing = g.ruleset.names.skill(skill).timing
    except KeyError:
        timing = ""
    if "开局" in timing:
        return
    for me in finals:
        if me != source and g.seats[me].skill(FEUD.id) is not None and _feuding(g, me):
            make_enemy(g, me, source)


def guard(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    """The exile stops on a day the enemy voted for the avenger (仅针对仇人的[不死])."""
    if cause != EXILE:
        return False
    inst = g.seats[seat].skill(FEUD.id)
    return inst is not None and inst.data.get("voted_on") == g.day and g.can_use(seat, FEUD.id)


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """雪恨: the enemy is out; the skills of whoever put it out (its own when exiled)."""
    for me, inst in g.holders(FEUD.id):
        if inst.data.get("enemy") != seat or inst.data.get("avenged") \
                or g.seats[me].skill(AVENGE.id) is None or not g.can_use(me, AVENGE.id):
            continue
        culprit = seat if cause == EXILE else g.seats[seat].death_source
        if culprit is None or culprit == me:
            continue
        inst.data["avenged"] = True
        take(g, me, g.seats[culprit].original_role.id, skills_taken_from(g, culprit), AVENGE.id)
        g.tell(me, "avenged", enemy=seat, culprit=culprit)
        g.triggers.push(OPENINGS_TRIGGER, me)
