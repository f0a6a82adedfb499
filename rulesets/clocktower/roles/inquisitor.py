"""镇民 70. 提刑官 (line 310)

审问[白天]<被动><限定>：提刑官提名时，使被提名的角色获得[审问]标记。
如果夜晚有角色拥有[审问]标记：
刑罚[夜晚]：如果拥有[审问]标记的角色不是恶魔，获得信息：拥有[审问]标记的角色的身份；如果拥有[审问]标记的角色是恶魔，获得信息：一个善良身份。（身份）

The 提刑官's first nomination spends 审问 (<限定>) and marks the nominee, even while the 提刑官 is
drunk or poisoned (产生标记的效果不会受到[醉酒][中毒]等其他原因影响, line 9).  The marker has no
duration and belongs to 刑罚, which reads it (审问 is gone once used: ruling CT-inquisitor), so
it stays while the 提刑官 holds 刑罚; every later night, at its step (line 760), 刑罚 tells the
marked player's character as it registers to the 提刑官 (C10), or, if it registers as a demon
(小怪宝's babysitter does), a good character of the script, the storyteller's pick.  Deceived:
any character.  A 酒鬼 who believes it is the 提刑官 marks nobody.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import GOOD_TYPES, ONCE, PASSIVE, ability, character
from ..common import real, spend
from ..info import learn, look
from ..state import Nomination
from ..statuses import marker, placed

QUESTION = ability("inquisitor_mark", "审问", "Interrogation", "白天",
                   "Once, the player you nominate is marked [审问].", (PASSIVE, ONCE),
                   does="other")
PUNISH = ability("inquisitor_info", "刑罚", "Punishment", "夜晚",
                 "Each night: learn the marked player's character (a good one if it is the "
                 "demon).", does="learn_character")
ROLE = character("inquisitor", "提刑官", "Inquisitor", "townsfolk", (QUESTION, PUNISH), line=310,
                 number=70)


def nominated(g: Game, me: int, inst: SkillInstance, nom: Nomination):
    """审问: the 提刑官's first nomination marks the nominee (tied to 刑罚) and spends it."""
    if nom.nominator != me or not real(inst):
        return
    spend(g, me, inst)
    marker(g, nom.nominee, "interrogated", me, PUNISH.id)
    return
    yield


def punish(g: Game, me: int, inst: SkillInstance):
    """刑罚: each marked player's character, or a good character for one that registers as a
    demon."""
    script = [r.id for r in g.ruleset.roles]
    good = [r.id for r in g.ruleset.roles if r.side in GOOD_TYPES]
    for t, _ in placed(g, "interrogated", me):
        seen = look(g, t, me)
        learn(g, me, PUNISH.id, "character", good if seen.side == "demon" else [seen.role],
              script, target=t)
    return
    yield


DAY = {"nominated": {QUESTION.id: nominated}}
NIGHT = {PUNISH.id: punish}
