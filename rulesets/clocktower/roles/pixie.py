"""镇民 57. 小精灵 (line 246)

榜样<被动><入场>：使一名小精灵外的镇民获得[被模仿]标记。
观察[首夜]：获得信息：拥有[被模仿]标记的角色的身份。（身份）
拥有[被模仿]标记的角色死亡时：
伪装<被动>：如果小精灵疯狂地证明自己是[观察]获得的身份，则小精灵获得该身份的技能。

The storyteller marks a townsfolk player other than the 小精灵 when it enters play (the setup, or a
character change), even while it is drunk (产生标记的效果不会受到[醉酒][中毒]等其他原因影响, line 9); a
believed 小精灵 (酒鬼) marks nobody.  观察 shows the marked player's character as it registers to the
小精灵; deceived, any townsfolk.  The character told is the one 伪装 asks about.  When the marked
player dies, a living 小精灵 whose 伪装 works gains the told character's abilities, fresh
(:func:`..changes.acquire`), if it was mad about being that character (C32: it claimed it in the
public thread and no other character) on some day so far, that day included (ruling CT-pixie).
"""

from rulesets.engine import Game, SkillInstance

from ..changes import acquire
from ..characters import ENTERS, PASSIVE, ability, character
from ..common import real, table, works
from ..info import look, pick_part
from ..madness import mad_as
from ..statuses import marker, placed

MODEL = ability("pixie_model", "榜样", "Model", "",
                "On entering play, a townsfolk other than you is imitated.", (PASSIVE, ENTERS),
                does="other")
WATCH = ability("pixie_info", "观察", "Watch", "首夜", "Learn the imitated player's character.",
                does="learn_character")
GUISE = ability("pixie_gain", "伪装", "Guise", "",
                "When the imitated player dies, if you were mad about being its character, gain "
                "its abilities.", (PASSIVE,), does="other")
ROLE = character("pixie", "小精灵", "Pixie", "townsfolk", (MODEL, WATCH, GUISE), line=246, number=57)

#: the [被模仿] marker (statuses.MARKERS)
IMITATED = "imitated"


def enter(g: Game, me: int, inst: SkillInstance) -> None:
    """榜样: the storyteller marks another townsfolk player (none for a believed 小精灵)."""
    if not real(inst) or placed(g, IMITATED, me, held=True):
        return
    folk = [s.index for s in g.seats if s.index != me and s.side == "townsfolk"]
    if folk:
        t = g.story.decide("pixie model", folk, {"seat": me}, seats=True)
        marker(g, t, IMITATED, me, MODEL.id)


def watch(g: Game, me: int, inst: SkillInstance):
    """观察: the imitated player's character (deceivable); remembered for 伪装."""
    marked = [s for s, _ in placed(g, IMITATED, me)]
    truth = [look(g, marked[0], me).role] if marked else []
    folk = [r.id for r in g.ruleset.roles if r.side == "townsfolk"]
    role = pick_part(g, me, WATCH.id, truth, folk, "character")
    if role is None:
        return
    g.emit("result", (me,), skill="character", target=None, role=role)
    inst.data["learned"] = role
    guise = g.seats[me].skill(GUISE.id)
    if guise is not None:
        guise.data["learned"] = role
    return
    yield


def imitated_died(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """伪装: the imitated player died; a mad 小精灵 gains the learned character's abilities."""
    role = inst.data.get("learned")
    if role is None or inst.data.get("gained") or not g.seats[me].alive:
        return
    if dead not in [s for s, _ in placed(g, IMITATED, me)] or not works(g, me, inst):
        return
    if not any(mad_as(day, me, role) for day in table(g).days):
        return
    inst.data["gained"] = True
    spec = g.ruleset.names.role(role)
    acquire(g, me, [SkillInstance(a.id, "pixie") for a in spec.skills], "pixie")


ENTER = {MODEL.id: enter}
NIGHT = {WATCH.id: watch}
ON_DEATH = {GUISE.id: imitated_died}
