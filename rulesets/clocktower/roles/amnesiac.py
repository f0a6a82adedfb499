"""镇民 53. 失忆者 (line 229)

失忆<被动>：失忆者拥有一个说书人设计的技能。
寻忆[白天]<拜访>：提出一个有关自己技能的描述；获得信息：该描述与该技能的接近程度。（无关/有关/接近/完美）
注：在全员追忆剧本中，失忆者会在进场时得知自己是失忆者，失忆者获得完美方计入黄昏公布的角色数量。

Ruling CT-amnesiac.  A storyteller cannot invent rules text the engine could run, so the
"designed" ability is the abilities of a townsfolk character not in play, the storyteller's pick
at setup (``decide("amnesiac ability")``: an implemented townsfolk, not the 失忆者, none of whose
abilities is [配板] or <认知覆盖>).  The 失忆者 holds them, fresh, while it holds 失忆 (so not once
dead, nor after a character change); they run at their own steps and fail while it is drunk or
poisoned.  It is told it is the 失忆者 when it enters (注), but is counted at dusk only once a 寻忆
answered 完美.  寻忆 asks the three questions of a 旁敲侧击 description (:mod:`..hints`) and grades it
against the designed abilities (the closest one; the 失忆者's own two are not graded); it is an
ability's information, so a drunk or poisoned 失忆者 may be told any grade and [迷乱] a wrong one;
[白天] with no <限定>: once a day (as C50 reads the 精神病患者's 砍杀), not after the day's execution.
"""

from rulesets.engine import Game, SkillInstance

from ..amnesia import describe_ability
from ..characters import COVER, PASSIVE, VISIT, ability, character, implemented
from ..common import table
from ..hints import GRADES, grade
from ..info import learn

#: the origin of the designed abilities
DESIGNED = "amnesiac"

AMNESIA = ability("amnesiac_ability", "失忆", "Amnesia",
                  "", "You have an ability the storyteller designs.", (PASSIVE,), does="other")
SEEK = ability("amnesiac_seek", "寻忆", "Seek", "白天",
               "Visit the storyteller by day: describe your ability; learn how close it is "
               "(无关 / 有关 / 接近 / 完美).", (VISIT,), does="other")
ROLE = character("amnesiac", "失忆者", "Amnesiac", "townsfolk", (AMNESIA, SEEK), line=229,
                 number=53)


def design(g: Game, me: int, inst: SkillInstance) -> None:
    """失忆: the storyteller picks the townsfolk whose abilities the 失忆者 holds; it is told it is
    the 失忆者 (注: 失忆者会在进场时得知自己是失忆者), not counted as knowing yet."""
    pool = [r.id for r in g.ruleset.roles if r.side == "townsfolk" and implemented(r)
            and r.id != ROLE.id and not any(s.role.id == r.id for s in g.seats)
            and not any(COVER in a.flags or a.timing == "配板" for a in r.skills)]
    if pool and inst.origin != "cover":
        inst.data["role"] = g.story.decide("amnesiac ability", pool, {"seat": me})
    g.tell(me, "role", role=ROLE.id)
    keep(g)


def designed(g: Game, seat: int) -> list:
    """The designed abilities ``seat`` holds now."""
    return [k for k in g.seats[seat].skills if k.origin == DESIGNED]


def keep(g: Game) -> None:
    """Each seat holds the designed abilities exactly while it holds 失忆 (fresh when regained)."""
    for s in g.seats:
        own = s.skill(AMNESIA.id)
        role = own.data.get("role") if own is not None and own.origin != "cover" else None
        held = designed(g, s.index)
        if role is None and held:
            s.skills = [k for k in s.skills if k.origin != DESIGNED]
        elif role is not None and not held:
            spec = g.ruleset.names.role(role)
            s.skills = [*s.skills, *(SkillInstance(a.id, DESIGNED) for a in spec.skills)]


def seek(g: Game, me: int, inst: SkillInstance):
    """寻忆: once a day, a description graded against the designed abilities; 完美 counts."""
    if inst.data.get("day") == g.day:
        g.tell(me, "visit", nothing=True)
        return
    inst.data["day"] = g.day
    said = yield from describe_ability(g, me)
    if said is None:
        return
    own = g.seats[me].skill(AMNESIA.id)
    role = own.data.get("role") if own is not None else None
    truth = grade(g.ruleset.names.role(role).skills, said) if role else GRADES[0]
    told = learn(g, me, SEEK.id, "hint", [truth], list(GRADES), described=list(said))
    if told == "perfect":
        table(g).known.add(me)  # 失忆者获得完美方计入黄昏公布的角色数量


SETUP = {AMNESIA.id: design}
TABLE_UPKEEP = (keep,)
VISITS = {SEEK.id: seek}
