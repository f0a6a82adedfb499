"""恶魔 3. 沙巴洛斯 (line 544)

反刍[夜晚*]<被动>：沙巴洛斯可能使一名具有[被吞噬]标记的死亡角色复活。
吞噬[夜晚*]<指定>：选择目标：两名角色；结算效果：依次对这两名角色造成一次死亡判定；如果该死亡判定造成了死亡，则使因该
死亡判定而死亡的角色获得[被吞噬]标记，持续至下下个黄昏。
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, PASSIVE, ability, character
from ..common import everyone, works
from ..deaths import revive
from ..statuses import marker, next_dusk, placed
from .kill import strike_who

REGURGITATE = ability("shabaloth_revive", "反刍", "Regurgitate", "夜晚*",
                      "Each night*, a player you devoured might come back to life.", (PASSIVE,),
                      does="other")
DEVOUR = ability("shabaloth_kill", "吞噬", "Devour", "夜晚*",
                 "Each night*, choose two players: a death judgement each.", (CHOOSES,),
                 aim="two_players", does="kill")
ROLE = character("shabaloth", "沙巴洛斯", "Shabaloth", "demon", (REGURGITATE, DEVOUR), line=544,
                 number=3)


def regurgitate(g: Game, me: int, inst: SkillInstance):
    """反刍: the storyteller may revive one devoured player."""
    eaten = [s for s, _ in placed(g, "devoured", me) if not g.seats[s].alive]
    if not eaten or not works(g, me, inst):
        return
    back = g.story.decide("shabaloth revives", ["none", *eaten], {"seat": me})
    if back != "none":
        revive(g, back)
    return
    yield


def devour(g: Game, me: int, inst: SkillInstance):
    """吞噬: two death judgements, 依次 (one after the other: each made only while 吞噬 works, so a
    心上人 devoured first who makes the 沙巴洛斯 drunk stops the second, ruling CT-sweetheart-mid);
    the dead are marked [被吞噬] (a marker: made even once it is drunk, line 9)."""
    chosen = yield from ask.players(g, me, DEVOUR.id, 2, everyone(g), inst=inst)
    for t in chosen:
        if not works(g, me, inst):
            continue
        dead = strike_who(g, me, t)  # 因该死亡判定而死亡的角色 (the 镇长 may pass it on)
        if dead is not None:
            marker(g, dead, "devoured", me, REGURGITATE.id, until=next_dusk(g, 2))


NIGHT = {REGURGITATE.id: regurgitate, DEVOUR.id: devour}
