"""爪牙 14. 寡妇 (line 475)

结网[首夜]：获得信息：魔典。（魔典）
毒害[首夜]<指定>：选择目标：一名角色；结算效果：使该角色获得[中毒]状态；使一名善良角色得知寡妇在场。

The poison has no duration: it lasts while the 寡妇's ability works (ruling C56).  The good player
(the storyteller's pick) is told that the 寡妇 is in play.  毒害 has no slot: right after 结网
(ruling C44).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import afflict, everyone, works
from ..info import learn_grimoire
from .poppy_grower import withholds_grimoire

WEB = ability("widow_grimoire", "结网", "Web", "首夜", "See the grimoire.", does="learn_grimoire")
POISON = ability("widow_poison", "毒害", "Poison", "首夜",
                 "Choose a player: poisoned; a good player learns a Widow is in play.", (CHOOSES,),
                 aim="player", does="drunk_or_poison")
ROLE = character("widow", "寡妇", "Widow", "minion", (WEB, POISON), line=475, number=14)


def web(g: Game, me: int, inst: SkillInstance):
    """结网: the grimoire (none while a 罂粟种植者 has its ability: 相克1, line 261)."""
    if withholds_grimoire(g):
        return
    learn_grimoire(g, me, WEB.id)
    return
    yield


def poison(g: Game, me: int, inst: SkillInstance):
    """毒害: a player is poisoned for good; a good player learns a 寡妇 is in play."""
    t = yield from ask.player(g, me, POISON.id, everyone(g), inst=inst)
    if t is None or not works(g, me, inst):
        return
    afflict(g, t, "poisoned", me, POISON.id)
    good = [s.index for s in g.seats if s.camp == "good"]
    if good:
        told = g.story.decide("widow told", good, {"seat": me}, seats=True)
        g.tell(told, "widow_in_play", role=ROLE.id)


NIGHT = {WEB.id: web, POISON.id: poison}
