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
from ..deaths import acts_dead
from ..info import learn
from .alchemist import ORIGIN as ALCHEMIST  # 相克1 (line 204): abilities 炼金 gives

STUDY = ability("boffin_study", "研究", "Research", "",
                "The demon has the ability of a good character not in play.", (PASSIVE, KEEPS),
                does="other")
FORMULA = ability("boffin_info", "公式", "Formula", "首夜",
                  "You and the demon learn which character's ability it has.",
                  does="learn_character")
ROLE = character("boffin", "科学怪人", "Boffin", "minion", (STUDY, FORMULA), line=491, number=17)
ORIGIN = "boffin"


def in_play_count(g: Game, role: str) -> int:
    """How many players are that character (the 村夫 may be several)."""
    return sum(s.role.id == role for s in g.seats)


def setup(g: Game, me: int, inst: SkillInstance) -> None:
    """The storyteller picks the good character whose ability the demon gets."""
    pool = [r.id for r in g.ruleset.roles if r.camp == "good" and implemented(r)
            and not any(COVER in a.flags for a in r.skills) and r.id not in ("enlightened",)
            and (not any(s.role.id == r.id for s in g.seats)
                 or (r.id == "village_idiot" and in_play_count(g, r.id) < 3))]  # 相克2, line 495
    if pool:
        inst.data["role"] = g.story.decide("boffin ability", pool, {"seat": me})


def keep(g: Game) -> None:
    """The demons hold each 科学怪人's character's abilities while its 研究 works; not otherwise
    (a regained ability is fresh).  A dead demon (kept in the game by a 主谋) holds only the
    <无视死亡> ones: 死亡角色会失去所有技能."""
    sources = {}
    for me, inst in g.holders(STUDY.id, living=False):
        if real(inst) and inst.data.get("role") and works(g, me, inst):
            sources[f"{ORIGIN} {me}"] = inst.data["role"]
    for s in g.seats:
        held = {k.origin for k in s.skills if k.origin.startswith(ORIGIN)}
        want = set(sources) if s.side == "demon" else set()
        if held - want:
            s.skills = [k for k in s.skills if k.origin not in held - want]
        for origin in sorted(want - held):
            spec = g.ruleset.names.role(sources[origin])
            s.skills = [*s.skills, *(SkillInstance(a.id, origin) for a in spec.skills
                                     if acts_dead(g, s.index, a.id))]


def formula(g: Game, me: int, inst: SkillInstance):
    """公式: the 科学怪人 and the demons learn which character it is (炼金术士 相克1, line 204: a
    炼金术士 holding the 科学怪人's abilities is not told; the demons are)."""
    boffin = next((k for k in g.seats[me].skills if k.id == STUDY.id), None)
    role = boffin.data.get("role") if boffin is not None else None
    if role is None:
        return
    roles = [r.id for r in g.ruleset.roles if r.camp == "good"]
    told = () if inst.origin == ALCHEMIST else (me,)
    for seat in (*told, *demons(g, living=False)):
        learn(g, seat, FORMULA.id, "character", [role], roles)
    return
    yield


SETUP = {STUDY.id: setup}
TABLE_UPKEEP = (keep,)
NIGHT = {FORMULA.id: formula}
