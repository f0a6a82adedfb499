"""外来者 8. 理发师 (line 347)

理发师死亡时：
理发<被动>：使理发师获得[理发]标记，持续至下一个黎明。
夜晚理发师拥有[理发]标记时：
变态[夜晚]<被动><无视死亡>：使一名恶魔获得临时技能：
交换[夜晚]<指定>：选择目标：两名不同角色；结算效果：使这两名角色的身份转变为对方的身份。
注：有多个恶魔时，其他的恶魔为无效目标。交换身份的技能来源判定仍为理发师，因为血染钟楼的技能来源指的是技能的效果是源于哪个
身份的技能。

The step is 理发师[交换] (line 773, after every kill; ruling CT-barber-step): it runs the
理发师's 变态 for each holder with a [理发] marker.  The marker is made at the death whatever the
理发师's health (产生标记的效果不会受到[醉酒][中毒]等其他原因影响, line 9) and is tied to 变态, the
<无视死亡> ability that reads it, so the death that makes it does not end it (CT-barber-marker).  A
working 变态 wakes one living demon (the storyteller's pick among several): it must choose two
different players (<指定>, not <限定>), itself allowed, other demons not; each takes the other's
character (身份转变, line 6: told, fresh abilities, alignment unchanged).  A drunk or poisoned
理发师's 变态 fails: no demon is woken and nobody swaps (CT-barber-drunk).  The note makes the
理发师 the swap's source: a 莽夫 chosen by it takes the 理发师's alignment, and the swap still happens
(its drunkenness of the 理发师 lapses at once: the 莽夫 swapped away loses 雇佣; CT-barber-source).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..changes import become
from ..characters import CHOOSES, DEATHLESS, PASSIVE, ability, character
from ..common import demons, everyone, real, works
from ..statuses import marker, next_dawn

CUT = ability("barber_haircut", "理发", "Haircut", "",
              "When you die, you hold [理发] until the next dawn.", (PASSIVE,), does="other")
MORPH = ability("barber_morph", "变态", "Makeover", "夜晚",
                "On a night you hold [理发], a demon may have two players swap characters.",
                (PASSIVE, DEATHLESS), aim="none", does="change_character")
ROLE = character("barber", "理发师", "Barber", "outsider", (CUT, MORPH), line=347, number=8)
#: 交换, the demon's temporary ability: asked of the demon, never held by a seat
SWAP = ability("barber_swap", "交换", "Swap", "夜晚",
               "Choose two different players (not another demon): they swap characters.",
               (CHOOSES,), aim="two_players", does="change_character")
PROCEDURES = (SWAP,)


def died(g: Game, me: int, cause: str) -> None:
    """理发: the 理发师 holds [理发] until the next dawn (made even while drunk: a marker)."""
    if real(g.seats[me].skill(CUT.id)) and g.seats[me].skill(MORPH.id) is not None:
        marker(g, me, "haircut", me, MORPH.id, until=next_dawn(g))


def morph(g: Game, me: int, inst: SkillInstance):
    """变态: with [理发] on the 理发师 and the ability working, a demon swaps two players."""
    if "haircut" not in g.seats[me].statuses or not works(g, me, inst):
        return
    pool = demons(g)
    if not pool:
        return
    demon = pool[0] if len(pool) == 1 else g.story.decide("barber demon", pool, {"seat": me},
                                                        seats=True)
    cands = [s for s in everyone(g) if s == demon or s not in pool]
    chosen = yield from ask.players(g, demon, SWAP.id, 2, cands, may_pass=False)
    # 技能来源判定仍为理发师: a 莽夫 chosen makes the 理发师 drunk (CT-barber-source)
    pair = [ask.aimed(g, me, inst, SWAP.id, t) for t in chosen]
    if len(pair) != 2 or not works(g, me, inst):
        return
    a, b = pair
    ra, rb = g.seats[a].role.id, g.seats[b].role.id
    become(g, a, rb, "理发师[交换]")
    become(g, b, ra, "理发师[交换]")


ON_OUT = {CUT.id: died}
NIGHT = {MORPH.id: morph}
