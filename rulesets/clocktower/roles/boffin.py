"""爪牙 17. 科学怪人 (line 491)

研究<被动><持续>：使一名恶魔获得一个不在场善良身份的技能。
公式[首夜]：获得信息：[研究]获得技能的身份；使恶魔获得信息：[研究]获得技能的身份。（身份）
相克1：恶魔不会获得酒鬼和悟道者的技能。

The storyteller picks the character at setup (an implemented good character not in play, never
酒鬼 / 悟道者 / a <认知覆盖> one); the demon holds that character's abilities while the 科学怪人's
ability works.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import COVER, KEEPS, PASSIVE, ability, character, implemented
from ..common import demons, real, works
from ..info import learn

STUDY = ability("boffin_study", "研究", "Research", "",
                "The demon has the ability of a good character not in play.", (PASSIVE, KEEPS),
                does="other")
FORMULA = ability("boffin_info", "公式", "Formula", "首夜",
                  "You and the demon learn which character's ability it has.",
                  does="learn_character")
ROLE = character("boffin", "科学怪人", "Boffin", "minion", (STUDY, FORMULA), line=491, number=17)
ORIGIN = "boffin"


def setup(g: Game, me: int, inst: SkillInstance) -> None:
    pool = [r.id for r in g.ruleset.roles if r.camp == "good" and implemented(r)
            and not any(COVER in a.flags for a in r.skills) and r.id not in ("enlightened",)
            and not any(s.role.id == r.id for s in g.seats)]
    if pool:
        inst.data["role"] = g.story.decide("boffin ability", pool, {"seat": me})


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """The demon holds the abilities while the 科学怪人's works; not otherwise."""
    role = inst.data.get("role")
    if not role or not real(inst):
        return
    on = works(g, me, inst)
    for d in demons(g, living=False):
        s = g.seats[d]
        mine = [k for k in s.skills if k.origin == f"{ORIGIN} {me}"]
        if on and not mine:
            spec = g.ruleset.names.role(role)
            s.skills = [*s.skills, *(SkillInstance(a.id, f"{ORIGIN} {me}") for a in spec.skills)]
        elif not on and mine:
            s.skills = [k for k in s.skills if k.origin != f"{ORIGIN} {me}"]


def formula(g: Game, me: int, inst: SkillInstance):
    boffin = next((k for k in g.seats[me].skills if k.id == STUDY.id), None)
    role = boffin.data.get("role") if boffin is not None else None
    if role is None:
        return
    roles = [r.id for r in g.ruleset.roles if r.camp == "good"]
    for seat in (me, *demons(g, living=False)):
        learn(g, seat, FORMULA.id, "character", [role], roles)
    return
    yield


SETUP = {STUDY.id: setup}
UPKEEP = {STUDY.id: keep}
NIGHT = {FORMULA.id: formula}
