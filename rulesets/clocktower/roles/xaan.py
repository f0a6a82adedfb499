"""爪牙 21. 限 (line 514)

衔尾[配板]：可能有任意数量的镇民或外来者。
如果当晚是第n晚，n为开局的外来者数量：
轮回[夜晚]<被动>：使所有镇民获得[中毒]状态，持续至下一个黄昏。

With no outsider at the start, there is no night 0 and 轮回 never fires (the storyteller's setup
deals at least one: ruling C54).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import afflict, table, works
from ..statuses import next_dusk

ANY = ability("xaan_setup", "衔尾", "Ouroboros", "配板",
              "Setup: any number of townsfolk and outsiders.", does="setup")
LOOP = ability("xaan_poison", "轮回", "Recurrence", "夜晚",
               "On night X (X = outsiders at the start), every townsfolk is poisoned until dusk.",
               (PASSIVE,), does="drunk_or_poison")
ROLE = character("xaan", "限", "Xaan", "minion", (ANY, LOOP), line=514, number=21)


def recur(g: Game, me: int, inst: SkillInstance):
    """轮回: on night X every townsfolk is poisoned until dusk."""
    if g.night != table(g).initial_outsiders or not works(g, me, inst):
        return
    for s in g.seats:
        if s.side == "townsfolk":
            afflict(g, s.index, "poisoned", me, LOOP.id, until=next_dusk(g))
    return
    yield


NIGHT = {LOOP.id: recur}
