"""外来者 1. 酒鬼 (line 319)

醉酒<认知覆盖>：酒鬼认为自己是一个镇民。

The storyteller picks the townsfolk the drunk believes it is (a character not in play, ruling
CT-cover); the drunk is told "失忆的镇民", is woken as that character and is told what the
storyteller chooses (合理欺骗, line 7); its 寻回记忆 / 旁敲侧击 answer about the believed
character (line 14).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import COVER, ability, character
from ..cover import believe

DRUNK = ability("drunk_cover", "醉酒", "Drunk", "", "You believe you are a townsfolk.", (COVER,),
                does="other")
ROLE = character("drunk", "酒鬼", "Drunk", "outsider", (DRUNK,), line=319, number=1)


def setup(g: Game, me: int, inst: SkillInstance) -> None:
    """The storyteller picks the townsfolk the 酒鬼 believes it is."""
    believe(g, me, "townsfolk", not_in_play=True)


SETUP = {DRUNK.id: setup}
