"""【不定阵营】3. 人质 (line 196)

<遇难>（锁定）：游戏开始时，选择一名角色作为遇难对象，并转入相同阵营。当该角色出局时，你获得匕首可刺杀一人，可随时发动。
<遗志>：当你因任意夜间技能出局，可以选择一名角色，立即公示其具体身份。
PS：匕首讨论日也可发动，发动后，对象立即出局，夜间发动需选择一个时间点发动，夜间等同于杀人，可以被镜复制，但只有一刀。

Rulings X41, X42: by day the dagger is used on one's own post: the target goes out at once (only
守护 stops it); at night it is asked when the night's actions start, with the time point (the
step at whose start it strikes: 1, 6, 11, 12 or 13) that places it in the stab order, and it is a
指杀 settled at step 16 (reflected off the 镜).  One use; a 镜 copy has one use too.  <遗志>
follows any out during the night but a red card: the chosen role's card (as it reads) is
published with the night's outs.
"""

from __future__ import annotations

from rulesets.engine import (Game, RoleSpec, SkillInstance, SkillSpec, Trigger, ask_option,
                             ask_target)

from ..common import ANY_TIME, GAINED, LOCKED, ON_OUT, START, UNDETERMINED, by_day, news
from ..going_out import take_out
from ..kills import file
from ..links import link
from ..targeting import aim
from .mirror import is_copy, score_kill

VICTIM = SkillSpec("victimhood", "遇难", "遇難", "Victimhood", START,
                   "At game start pick a role and join its camp; when it goes out, gain a dagger.",
                   (LOCKED,))
DAGGER = SkillSpec("dagger", "匕首", "匕首", "Dagger", ANY_TIME,
                   "One stab at any time: by day the target goes out at once; at night it is a "
                   "指杀 at a chosen step.", (GAINED,))
LAST_WILL = SkillSpec("last_will", "遗志", "遺志", "Last will", ON_OUT,
                      "Out through a night skill: publish a chosen role's exact card.")
ROLE = RoleSpec("hostage", "人质", "人質", "Hostage", camp=UNDETERMINED,
                skills=(VICTIM, DAGGER, LAST_WILL), line=196)
#: the night dagger's decision (its own kind: by day 匕首 is answered on a post)
NIGHT_DAGGER = "night_dagger"
#: the night dagger's time points: option -> its stab-order slot (at the start of that step)
TIME_POINTS = {"at_step_1": "dagger@1", "at_step_6": "dagger@6", "at_step_11": "dagger@11",
               "at_step_12": "dagger@12", "at_step_13": "dagger@13"}


def victimhood(g: Game, me: int, inst: SkillInstance):
    """(1) 人质<遇难>."""
    yield from link(g, me, inst)


def arm(g: Game, seat: int, cause: str) -> None:
    """当该角色出局时，你获得匕首."""
    for me, inst in g.holders(VICTIM.id):
        if inst.data.get("target") == seat and me != seat:
            g.grant(me, [SkillInstance(DAGGER.id, "victimhood")], "victimhood")


def ready(g: Game, seat: int) -> bool:
    """An unused dagger to use now."""
    return any(k.id == DAGGER.id and not k.used for k in g.seats[seat].skills)


def _blade(g: Game, seat: int) -> SkillInstance:
    return next(k for k in g.seats[seat].skills if k.id == DAGGER.id and not k.used)


def day_stab(g: Game, me: int):
    """匕首讨论日也可发动，发动后，对象立即出局 (a special on the holder's post)."""
    blade = _blade(g, me)
    t = yield from ask_target(g, me, DAGGER.id, g.living(but=me))
    if t is None:
        return
    blade.used += 1
    if take_out(g, t, "dagger", me):
        score_kill(g, me, is_copy(blade))


def night_stab(g: Game, me: int, inst: SkillInstance):
    """夜间发动需选择一个时间点发动，夜间等同于杀人 (asked as the night's actions start)."""
    if inst.used:
        return
    chosen = yield from ask_target(g, me, NIGHT_DAGGER, g.living(but=me))
    if chosen is None:
        return
    point = yield from ask_option(g, me, "dagger_time", TIME_POINTS, optional=False)
    inst.used += 1
    slot = TIME_POINTS[point]
    file(g, me, aim(g, DAGGER.id, me, chosen), f"{slot}:copy" if is_copy(inst) else slot)


def on_out(g: Game, seat: int, cause: str) -> None:
    """当你因任意夜间技能出局 (any night out but a red card)."""
    if not by_day(g) and cause != "red_card" and g.seats[seat].skill(LAST_WILL.id) is not None:
        g.triggers.push(LAST_WILL.id, seat)


def last_will(g: Game, t: Trigger):
    """立即公示其具体身份 (with the night's outs)."""
    chosen = yield from ask_target(g, t.seat, LAST_WILL.id, g.living(but=t.seat))
    if chosen is not None:
        target = aim(g, LAST_WILL.id, t.seat, chosen)   # a night-time choice: reflected
        news(g, "reveal", seat=target, role=g.appearance(target).role, by="last_will")
