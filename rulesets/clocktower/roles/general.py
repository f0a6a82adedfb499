"""镇民 47. 将军 (line 198)

推演[夜晚]：获得信息：说书人认为当前更有优势的阵营。（善良/邪恶/均势）

The storyteller's judgement is a rule (ruling CT-general), so that a sober 将军's answer means the
same under every storyteller policy: with ``good`` living good players and ``evil`` living evil
ones (the grimoire's alignments, not registrations: it is the storyteller's own view), good is
ahead when no demon is alive or ``good >= 3 * evil + 2``; evil is ahead when ``good <= 2 * evil + 1``;
else the sides are even (均势).  Drunk or poisoned, any of the three.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import demons
from ..info import learn

#: the three answers (善良/邪恶/均势)
SIDES = ("good", "evil", "even")

FORESIGHT = ability("general_info", "推演", "Foresight", "夜晚",
                    "Each night, learn which alignment the storyteller believes is winning.",
                    does="other")
ROLE = character("general", "将军", "General", "townsfolk", (FORESIGHT,), line=198, number=47)


def ahead(g: Game) -> str:
    """The side the storyteller believes is winning now (CT-general)."""
    good = sum(s.alive and s.camp == "good" for s in g.seats)
    evil = sum(s.alive and s.camp == "evil" for s in g.seats)
    if not demons(g) or good >= 3 * evil + 2:
        return "good"
    if good <= 2 * evil + 1:
        return "evil"
    return "even"


def foresight(g: Game, me: int, inst: SkillInstance):
    """推演: the side ahead, as the storyteller judges it."""
    learn(g, me, FORESIGHT.id, "camp", [ahead(g)], list(SIDES))
    return
    yield


NIGHT = {FORESIGHT.id: foresight}
