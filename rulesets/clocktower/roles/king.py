"""镇民 46. 国王 (line 193)

如果夜晚死亡角色的数量大于等于存活角色的数量：
王权[夜晚]：获得信息：一名存活角色。（角色）
闻名<被动><持续>：使恶魔获得信息：国王的角色。（角色）

Ruling CT-king: 王权 is read as the official 国王's "learn one alive character": the character of
a living player other than the 国王 (as it registers to the 国王, C10), the storyteller's pick,
on each night when the dead players number at least the living ones at the 国王's step (so a
night's kills before it count).  Read literally, "一名存活角色" would name a living player, which
everyone already knows.  Drunk or poisoned, any character of the script.  闻名: every demon
learns which player the 国王 is and its character, once, at night, while 闻名 works (a 酒鬼 who
believes it is the 国王 tells the demon nothing).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import KEEPS, PASSIVE, ability, character
from ..common import others, works
from ..info import learn, look, show_to_demons

REIGN = ability("king_info", "王权", "Reign", "夜晚",
                "Each night, if the dead equal or outnumber the living, learn one living "
                "player's character.", does="learn_character")
FAME = ability("king_known", "闻名", "Fame", "", "The demon knows who you are.",
               (PASSIVE, KEEPS), does="other")
ROLE = character("king", "国王", "King", "townsfolk", (REIGN, FAME), line=193, number=46)


def reign(g: Game, me: int, inst: SkillInstance):
    """王权: when the dead are as many as the living, a living player's character."""
    alive = sum(s.alive for s in g.seats)
    if g.n - alive < alive:
        return
    living = [s for s in others(g, me) if g.seats[s].alive]
    valid = sorted({look(g, s, me).role for s in living}, key=[r.id for r in g.ruleset.roles].index)
    if not valid:  # nobody else alive: the game is over before this
        return
    learn(g, me, REIGN.id, "character", valid, [r.id for r in g.ruleset.roles])
    return
    yield


def fame(g: Game, me: int, inst: SkillInstance) -> None:
    """闻名: each demon learns who the 国王 is (once, at night, while it works)."""
    if g.phase.startswith("night") and works(g, me, inst):
        show_to_demons(g, me, FAME.id)


NIGHT = {REIGN.id: reign}
UPKEEP = {FAME.id: fame}
