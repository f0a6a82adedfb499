"""外来者 18. 酒保 (line 400)

调酒<被动>：使距离酒保上下分别最近的两名善良角色中的一名获得[醉酒]状态；如果酒保因为处决造成的死亡判定而死亡，该技能不会被失去。

When the 酒保 enters play (the setup, or a character change), the storyteller makes one of the
nearest good player each way round the ring (alive or dead: the text does not say 存活, as
CT-neighbours reads 镇民) drunk, by alignment as it is (an effect, not information: no
registration).  调酒 is <被动> without <持续>: the player is not re-chosen when it turns evil or
dies (ruling CT-bartender).  No duration: the drunkenness lasts while 调酒 works (C70): suspended
while the 酒保 is drunk or poisoned, lost when it dies — except of an execution's death judgement
(该技能不会被失去: the ability is kept by the dead 酒保, ``SURVIVES``).  A believed 酒保 does nothing.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import afflict, nearest, real
from ..deaths import EXECUTION
from ..statuses import placed

MIX = ability("bartender_drunk", "调酒", "Mixing",
              "", "One of the nearest good players (one each way) is drunk; kept if you are "
              "executed.", (PASSIVE,), does="drunk_or_poison")
ROLE = character("bartender", "酒保", "Bartender", "outsider", (MIX,), line=400, number=18)


def enter(g: Game, me: int, inst: SkillInstance) -> None:
    """调酒: the storyteller makes one of the two nearest good players drunk (tied to 调酒)."""
    if not real(inst) or any(st.skill == MIX.id for _, st in placed(g, "drunk", me, held=True)):
        return
    pair = nearest(g, me, lambda s: g.seats[s].camp == "good")
    if pair:
        t = g.story.decide("bartender drunk", pair, {"seat": me}, seats=True)
        afflict(g, t, "drunk", me, MIX.id)


ENTER = {MIX.id: enter}
#: abilities a death of these causes does not take away (该技能不会被失去)
SURVIVES = {MIX.id: frozenset({EXECUTION})}
