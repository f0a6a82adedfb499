"""The night (line 237): 早夜, 深夜, 凌晨 as data, then the settlement of step 5 (line 238).

4. 进入夜晚：21:20~22:20为早夜和深夜阶段，22:20~22:40为凌晨阶段，对应身份依次选择发动技能。

The rulebook orders only the segments.  Inside 深夜 the choices are secret and resolve together
at settlement, so the asking order changes nothing, except that 占卜 comes first: a borrowed
skill is usable in the same 深夜; 占卜's answer is told when 凌晨 starts (ruling D6).  Each step runs a *skill* for
whoever holds it now (a card's own, a borrowed or a gifted instance), not a role.
"""

from __future__ import annotations


from rulesets.engine import LATER, SEQUENTIAL, SIMULTANEOUS, Block, Game, Schedule, Step

from .common import table
from .deaths import settle
from .roles import (diviner, dreamcatcher, guard, hunter, leader, magician, merchant, piper,
                    stalker, villager, witch, wolves)
from .state import NightMarks

#: sub-phases (Event.stage) and their names
STAGES = {"dawn": ("晨曦", "dawn"), "noon": ("正午", "noon"), "dusk": ("黄昏", "dusk"),
          "early_night": ("早夜", "early night"), "deep_night": ("深夜", "deep night"),
          "small_hours": ("凌晨", "small hours")}
#: sub-phases the table sees begin (a public ``stage`` header); the night's are private steps
ANNOUNCED_STAGES = frozenset({"dawn", "noon", "dusk"})

#: the night's three segments; a skill step runs for every living holder of the skill, a group
#: step (the pack's kill, 占卜 with its boost, 摄梦, 祝福, the potions) once
NIGHT = Schedule((
    Block((Step("魔术师<交换>", magician.swap, skill=magician.SWAP.id),),
          SEQUENTIAL, "early_night", "早夜"),
    Block((Step("<占卜>（+占卜师<暗月强化>）", diviner.divine),
           Step("狼人阵营<杀人>", wolves.pack_kill),
           Step("暗月阵营<杀人>", wolves.dark_kill, skill="kill"),
           Step("首领<捕猎>", leader.hunt, skill="hunt"),
           Step("女巫<暗月强化>", witch.boost, skill=witch.BOOST.id),
           Step("猎人<暗月强化>", hunter.boost, skill=hunter.BOOST.id),
           Step("<守护之盾>（+守卫<暗月强化>）", guard.shield, skill=guard.SHIELD.id),
           Step("<馈赠>", merchant.gift, skill=merchant.GIFT.id),
           Step("<摄梦>（+摄梦人<暗月强化>）", dreamcatcher.dream),
           Step("<潜行>", stalker.stalk, skill=stalker.STALK.id, nights=LATER),
           Step("村民<祝福>", villager.bless),
           Step("吹笛者<吹笛>", piper.pipe, skill=piper.PIPE.id)),
          SIMULTANEOUS, "deep_night", "深夜"),
    Block((Step("占卜的反馈", diviner.tell, procedure=True),
           Step("<通灵>", witch.mediumship, procedure=True),
           Step("<救药><毒药>", witch.potions)),
          SEQUENTIAL, "small_hours", "凌晨"),
))


def begin(g: Game) -> None:
    g.begin("night", g.day)  # night k follows day k (ruling D17)
    g.stage = None
    g.expire("night_start")  # 暗月占卜师's borrowed skills: 下一个游戏日夜晚开始时失效
    table(g).night = NightMarks(g.night)
    g.emit("night_falls", night=g.night)


def play(g: Game):
    """One whole night: every step in order, the settlement, then the night's end."""
    begin(g)
    yield from NIGHT.run(g, first=g.night == 1)
    g.stage = "settlement"
    g.judge()                # the night's statuses ([吹笛] included) hold before any out (D54)
    settle(g)
    g.expire("night_end")    # statuses, and last night's gifts (下一个游戏日夜晚结束时失效)
    merchant.deliver(g)      # 结算目标在夜晚结束时获得对应的临时技能
    g.judge()
