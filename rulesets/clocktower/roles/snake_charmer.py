"""镇民 29. 舞蛇人 (line 120)

舞蛇[夜晚]<指定>：选择目标：一名存活角色；结算效果：如果该角色为恶魔，使该角色和舞蛇人的身份和阵营转变为对方的身份和阵营；
使该角色获得[中毒]状态。

Every night, the first included (舞蛇人[舞蛇], lines 645 and 706: after 侍臣, before 僧侣 and every
demon's kill), the 舞蛇人 chooses a living player, itself allowed (一名存活角色; ruling
CT-snake-target).  If the chosen player registers as a demon to it (C10: a 陌客 may, 小怪宝's
babysitter always does), they swap characters (身份转变, line 6: both told, fresh abilities) and
alignments (阵营转变: both told; the good one turns first, so 圣洁之魂 never refuses the swap),
and the chosen player, now the 舞蛇人, is poisoned (ruling CT-snake-poison: only after a swap, and
for as long as it holds the 舞蛇 it was given; no duration is printed, C56).  The new demon acts
from the next step on (its kill tonight on a later night); the demon's first-night 互认 / 敏锐 are
never run again.  A drunk or poisoned 舞蛇人 chooses, and nothing happens (技能失效, line 9); it is
told nothing either way.  The [错误] of 数学家 counts the new 舞蛇人's later uses: its poison is the
old 舞蛇人's doing.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..alignment import turn
from ..changes import become
from ..characters import CHOOSES, ability, character
from ..common import afflict, everyone, works
from ..info import reads_as

CHARM = ability("snake_charmer_charm", "舞蛇", "Snake Charm", "夜晚",
                "Each night, choose a living player: a chosen demon swaps characters and "
                "alignments with you, then is poisoned.", (CHOOSES,), aim="player",
                does="change_character")
ROLE = character("snake_charmer", "舞蛇人", "Snake Charmer", "townsfolk", (CHARM,), line=120,
                 number=29)


def charm(g: Game, me: int, inst: SkillInstance):
    """舞蛇: a chosen demon and the 舞蛇人 swap characters and alignments; it is then poisoned."""
    t = yield from ask.player(g, me, CHARM.id, everyone(g, living=True), inst=inst)
    if t is None or t == me or not works(g, me, inst) or not reads_as(g, t, me, "demon"):
        return  # itself (a babysitter of 小怪宝): nobody to swap with (CT-snake-target)
    mine, theirs = g.seats[me], g.seats[t]
    roles, camps = (mine.role.id, theirs.role.id), (mine.camp, theirs.camp)
    become(g, me, roles[1], "舞蛇人[舞蛇]")
    become(g, t, roles[0], "舞蛇人[舞蛇]")
    # the good one first: the evil count never passes 圣洁之魂's cap in between (C55)
    for seat, camp in sorted(((me, camps[1]), (t, camps[0])), key=lambda p: p[1] == "evil"):
        turn(g, seat, camp, "舞蛇人[舞蛇]")
    held = g.seats[t].skill(CHARM.id)
    if held is not None:  # tied to the 舞蛇 it now holds; the old 舞蛇人 caused it (数学家)
        afflict(g, t, "poisoned", t, CHARM.id, data={"cause": me})


NIGHT = {CHARM.id: charm}
