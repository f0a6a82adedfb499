"""镇民 35. 女裁缝 (line 142)

裁衣[夜晚]<指定><限定>：选择目标：除女裁缝外的两名不同角色；结算效果：获得信息：这两名角色是否为相同阵营。（是/否）

<限定> with <指定> (line 7): each night until it is used the 女裁缝 may choose two players or
decline; choosing spends it, drunk or poisoned too (line 9: 使用<限定>技能仍会失去技能), and a 酒鬼 who
believes it is the 女裁缝 is no longer woken once it chose.  Any two other players, alive or dead;
each alignment as it registers to the 女裁缝 (ruling CT-seamstress).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ONCE, ability, character
from ..common import others, spend
from ..info import learn, look

SEW = ability("seamstress_info", "裁衣", "Sew", "夜晚",
              "Once, at night, choose two other players: learn whether they are on the same team.",
              (CHOOSES, ONCE), aim="two_players", does="learn_yes_no")
ROLE = character("seamstress", "女裁缝", "Seamstress", "townsfolk", (SEW,), line=142, number=35)


def sew(g: Game, me: int, inst: SkillInstance):
    """裁衣: once, two other players; yes if they register as the same alignment."""
    pair = yield from ask.players(g, me, SEW.id, 2, others(g, me), inst=inst)
    if len(pair) < 2:
        return
    spend(g, me, inst)
    a, b = pair
    same = look(g, a, me).camp == look(g, b, me).camp
    learn(g, me, SEW.id, "yes_no", [same], [True, False], seats=[a, b])


NIGHT = {SEW.id: sew}
