"""爪牙 6. 魔鬼代言人 (line 441)

辩护[夜晚]<指定>：选择目标：一名没有[被辩护]标记的存活角色；结算效果：使其获得[霸道]状态，持续至下一个黄昏；
使其获得[被辩护]标记，持续至下下个黎明。
[霸道]：在该状态下，角色不会因处决造成的死亡判定而死亡。
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import afflict, works
from ..statuses import marker, next_dawn, next_dusk

DEFEND = ability("devils_advocate_defend", "辩护", "Advocate", "夜晚",
                 "Each night choose a living player not chosen last night: it survives execution "
                 "until dusk.", (CHOOSES,), aim="player", does="protect")
ROLE = character("devils_advocate", "魔鬼代言人", "Devil's Advocate", "minion", (DEFEND,), line=441,
                 number=6)


def defend(g: Game, me: int, inst: SkillInstance):
    """辩护: [霸道] until dusk and the [被辩护] marker until the dawn after next."""
    pool = [s.index for s in g.seats if s.alive and "advocated" not in s.statuses]
    t = yield from ask.player(g, me, DEFEND.id, pool, inst=inst)
    if t is None:
        return
    marker(g, t, "advocated", me, DEFEND.id, until=next_dawn(g, 2))
    if works(g, me, inst):
        afflict(g, t, "domineering", me, DEFEND.id, until=next_dusk(g))


NIGHT = {DEFEND.id: defend}
