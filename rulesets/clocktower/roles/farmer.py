"""镇民 49. 农夫 (line 210)

农夫在夜晚死亡时：
务农[夜晚]<被动>：使一名存活善良角色的身份变为农夫。

The step has no slot in the rulebook's orders (ruling C44): it comes after the night's kills (after
the 修补匠's step, before the 教授's), for every 农夫 that died tonight, in seat order.  Whether
务农 works is read when the 农夫 dies (the dead hold no ability, line 12): a drunk or poisoned 农夫,
or a 酒鬼 believing it is one, makes nobody a 农夫.  The storyteller picks the living good player
(its alignment as it is: this is no information); its character changes (line 6: it is told, it
loses its old abilities, and a later night death of it passes the ability on again).  A 农夫 who
dies by day, or at night after the step, makes nobody a 农夫 (ruling CT-farmer).
"""

from rulesets.engine import Game

from ..changes import become
from ..characters import PASSIVE, ability, character
from ..common import table, works

FARM = ability("farmer_heir", "务农", "Farm", "夜晚",
               "If you die at night, a living good player becomes a Farmer.", (PASSIVE,),
               does="change_character")
ROLE = character("farmer", "农夫", "Farmer", "townsfolk", (FARM,), line=210, number=49)


def died(g: Game, me: int, cause: str) -> None:
    """Dying at night: the 农夫's step tonight makes an heir (if 务农 works now)."""
    if g.phase.startswith("night"):
        ok = works(g, me, g.seats[me].skill(FARM.id))
        table(g).pending.setdefault(FARM.id, []).append((me, g.night, ok))


def farm(g: Game):
    """务农: for each 农夫 that died tonight with 务农 working, a living good player becomes a 农夫."""
    for me, night, ok in table(g).pending.pop(FARM.id, []):
        if not ok or night != g.night:
            continue
        good = [s.index for s in g.seats if s.alive and s.camp == "good"]
        if good:
            heir = g.story.decide("farmer heir", good, {"seat": me}, seats=True)
            become(g, heir, ROLE.id, "农夫[务农]")
    return
    yield


ON_OUT = {FARM.id: died}
GROUP = {FARM.id: farm}
