"""恶魔 4. 珀 (line 548)

如果夜晚珀不拥有[蓄势]标记：
隐忍[夜晚*]：选择是否发动：如果选择是，则使珀获得[蓄势]标记，持续至珀发动[爆发]技能；如果选择否则发动：
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。
如果夜晚珀拥有[蓄势]标记：
爆发[夜晚*]<指定>：选择目标：三名角色；结算效果：依次对这三名角色造成一次死亡判定。

Three steps in the order (珀[隐忍][杀害][爆发]); whether the 珀 is charged is read at 隐忍, so a
charge made tonight waits for the next night.  爆发's three judgements come 依次, each only while
爆发 works (a 心上人 dying first may make the 珀 drunk: ruling CT-sweetheart-mid).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import everyone, works
from ..statuses import marker, placed
from .kill import kill_ability, kill_step, strike

HOLD = ability("po_charge", "隐忍", "Hold", "夜晚*",
               "Each night* (uncharged): choose whether to charge; if not, kill one.",
               aim="none", does="other")
KILL = kill_ability("po")
BURST = ability("po_burst", "爆发", "Burst", "夜晚*",
                "Charged: choose three players, a death judgement each.", (CHOOSES,),
                aim="three_players", does="kill")
ROLE = character("po", "珀", "Po", "demon", (HOLD, KILL, BURST), line=548, number=4)


def charged(g: Game, me: int) -> bool:
    """Does this 珀 carry its [蓄势] marker?"""
    return bool(placed(g, "charged", me))


def hold(g: Game, me: int, inst: SkillInstance):
    """隐忍: uncharged, choose whether to charge; if not, tonight's kill follows."""
    po = g.seats[me]
    tonight = po.skill(KILL.id)
    if charged(g, me):
        inst.data["burst"] = g.night
        return
    yes = yield from ask.whether(g, me, HOLD.id)
    if yes:
        marker(g, me, "charged", me, HOLD.id)
    elif tonight is not None:
        tonight.data["night"] = g.night




def kill(g: Game, me: int, inst: SkillInstance):
    """杀害: only on a night the 珀 chose not to charge."""
    if inst.data.pop("night", None) == g.night:
        yield from kill_step(KILL.id)(g, me, inst)


def burst(g: Game, me: int, inst: SkillInstance):
    """爆发: charged since before tonight, three death judgements; the charge is spent."""
    holder = g.seats[me].skill(HOLD.id)
    if holder is None or holder.data.pop("burst", None) != g.night:
        return
    chosen = yield from ask.players(g, me, BURST.id, 3, everyone(g), inst=inst)
    g.remove_status(me, "charged", me)
    for t in chosen:  # 依次: each judgement only while 爆发 works (ruling CT-sweetheart-mid)
        if works(g, me, inst):
            strike(g, me, t)


NIGHT = {HOLD.id: hold, KILL.id: kill, BURST.id: burst}
