"""【狼人阵营】9，恐怖分子[群内]⑦ (line 512)

爆破[正午][指定][翻牌]——选择范围：除竞选日外的游戏日白天，可选任意一名角色。
结算效果：发动者承受[致死伤害]，然后结算目标承受[致死伤害]
"""

from rulesets.engine import Game, RoleSpec, SkillSpec
from rulesets.engine.forum import Special

from ..common import pool
from ..damage import strike
from ..skills import can_flip, choose, flip, usable
from ..targeting import aim_one

BLAST = SkillSpec("blast", "爆破", "爆破", "Blast", "正午",
                  "Flip, not on 竞选日: the terrorist takes [致死伤害], then a role does.",
                  ("指定", "翻牌", "伤害"))
ROLE = RoleSpec("terrorist", "恐怖分子", "恐怖分子", "Terrorist", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(BLAST,), line=512, strength=7, tags=("群内",))


def can_blast(g: Game, seat: int) -> bool:
    return usable(g, seat, BLAST.id, election_day=False) and can_flip(g, seat)


def blast(g: Game, me: int):
    inst = g.seats[me].skill(BLAST.id)
    t = yield from choose(g, me, inst, BLAST.id, [s for s in pool(g, but=me) if g.seats[s].alive])
    if t is None:
        return
    flip(g, me)
    final = aim_one(g, me, BLAST.id, t)
    strike(g, me, me, "lethal", "blast")
    if final is not None:
        strike(g, me, final, "lethal", "blast")


SPECIAL = Special(BLAST.id, can_blast, blast)
