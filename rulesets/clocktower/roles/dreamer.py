"""镇民 28. 筑梦师 (line 117)

筑梦[夜晚]<指定>：选择目标：除筑梦师外的一名角色；结算效果：获得信息：一个善良身份与一个邪恶身份，其中一个是该角色的身份。（善良身份+邪恶身份）

Any other player, alive or dead.  The player's character is as it registers to the 筑梦师 (a
间谍 may show a good character, a 陌客 an evil one); the other character, of the other alignment's
types, is the storyteller's free pick among the script (ruling CT-dreamer).  Deceived, the
"true" part may be any character of the script; under [迷乱] neither is the player's.  Shown as
two characters, the good one first.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, GOOD_TYPES, ability, character
from ..common import others
from ..info import look, pick_part

DREAM = ability("dreamer_info", "筑梦", "Dream", "夜晚",
                "Each night, choose another player: learn a good and an evil character, one of "
                "them its character.", (CHOOSES,), aim="player", does="learn_character")
ROLE = character("dreamer", "筑梦师", "Dreamer", "townsfolk", (DREAM,), line=117, number=28)


def dream(g: Game, me: int, inst: SkillInstance):
    """筑梦: the chosen player's character and one of the other alignment, good one first."""
    t = yield from ask.player(g, me, DREAM.id, others(g, me), inst=inst)
    if t is None:
        return
    roles = g.ruleset.roles
    truth = look(g, t, me).role
    shown = pick_part(g, me, DREAM.id, [truth], [r.id for r in roles], "character")
    good = g.ruleset.names.role(shown).side in GOOD_TYPES
    pool = [r.id for r in roles if (r.side in GOOD_TYPES) != good and r.id != truth]
    other = g.story.decide(f"{DREAM.id} other", pool, {"seat": me, "target": t})
    pair = [shown, other] if good else [other, shown]
    g.emit("result", (me,), skill="characters", target=t, roles=pair)


NIGHT = {DREAM.id: dream}
