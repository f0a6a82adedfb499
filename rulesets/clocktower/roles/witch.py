"""爪牙 10. 女巫 (line 457)

无力<被动><持续>：如果存活角色数量小于等于三，女巫失去技能。
诅咒[夜晚]<指定>：选择目标：一名角色；结算效果：使其获得[诅咒]状态，持续至下一个黄昏。
[诅咒]：在该状态下，一旦角色发起提名，该角色会受到一次死亡判定。

<持续>: while three or fewer live the 女巫 holds no 诅咒 (its curses lapse with it); it holds it
again if more live later.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, KEEPS, PASSIVE, ability, character
from ..common import afflict, everyone, real, works
from ..deaths import judge
from ..state import Nomination
from ..statuses import next_dusk, placed

WEAK = ability("witch_weak", "无力", "Weakness", "",
               "If three or fewer players live, you lose your ability.", (PASSIVE, KEEPS))
CURSE = ability("witch_curse", "诅咒", "Curse", "夜晚",
                "Each night choose a player: if it nominates before dusk, a death judgement.",
                (CHOOSES,), aim="player", does="kill")
ROLE = character("witch", "女巫", "Witch", "minion", (WEAK, CURSE), line=457, number=10)


def curse(g: Game, me: int, inst: SkillInstance):
    """诅咒: a player is cursed until the next dusk."""
    t = yield from ask.player(g, me, CURSE.id, everyone(g), inst=inst)
    if t is not None and works(g, me, inst):
        afflict(g, t, "cursed", me, CURSE.id, until=next_dusk(g))


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """无力: no 诅咒 while three or fewer live."""
    if not real(inst):
        return
    s = g.seats[me]
    held = s.skill(CURSE.id)
    if len(g.living()) <= 3 and held is not None:
        s.skills = [k for k in s.skills if k is not held]
    elif len(g.living()) > 3 and held is None and s.alive:
        s.skills = [*s.skills, SkillInstance(CURSE.id)]


def nominated(g: Game, me: int, inst: SkillInstance, nom: Nomination):
    """A cursed nominator receives a death judgement from the 女巫."""
    if any(s == nom.nominator for s, _ in placed(g, "cursed", me)):
        judge(g, nom.nominator, me, "curse")
    return
    yield


NIGHT = {CURSE.id: curse}
UPKEEP = {WEAK.id: keep}
DAY = {"nominated": {CURSE.id: nominated}}
