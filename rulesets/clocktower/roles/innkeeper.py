"""镇民 18. 旅店老板 (line 83)

看店[夜晚*]<指定>：选择目标：两名不同角色；结算效果：使这两名角色之一获得[醉酒]状态，持续至下一个黄昏；使这两名角色获得
[不死]状态，持续至下一个黎明。

Any two different players (the 旅店老板 itself and the dead included: 两名不同角色 excludes nobody);
the storyteller picks which one is drunk (ruling CT-innkeeper).  The effects resolve in the
printed order, the drunkenness first: when the 旅店老板 makes itself drunk, the [不死] it gives
afterwards is the newer effect and holds (C70), so both players are still undying until dawn.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import afflict, everyone, works
from ..statuses import next_dawn, next_dusk

MIND = ability("innkeeper_protect", "看店", "Mind the inn", "夜晚*",
               "Each night*, choose two players: both are undying tonight, one of them is drunk "
               "until dusk.", (CHOOSES,), aim="two_players", does="protect")
ROLE = character("innkeeper", "旅店老板", "Innkeeper", "townsfolk", (MIND,), line=83, number=18)


def mind(g: Game, me: int, inst: SkillInstance):
    """看店: two different players; one drunk until dusk (the storyteller's pick), both [不死]
    until dawn."""
    pair = yield from ask.players(g, me, MIND.id, 2, everyone(g), inst=inst)
    if len(pair) != 2 or not works(g, me, inst):
        return
    drunk = g.story.decide("innkeeper drunk", sorted(pair), {"seat": me}, seats=True)
    afflict(g, drunk, "drunk", me, MIND.id, until=next_dusk(g))
    for t in pair:
        afflict(g, t, "undying", me, MIND.id, until=next_dawn(g))


NIGHT = {MIND.id: mind}
