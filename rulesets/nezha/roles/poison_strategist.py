"""其他身份 15，毒士⑦ (line 289)

毒计[早夜][指定][0] —— 选择范围：任意1名角色，并从[流血][沉默][遗忘][迷魂][超度][漏洞]状态中选择一个。
结算效果：结算目标立刻永久获得对应的状态。
谋策[早夜][指定][3]——选择范围：任意1名角色，每天只能使用1次谋策。
结算效果：若结算目标持有次数技能（临时技能不计），目标将在[早夜]阶段结束后收到通知，目标可以选择自己其中一个
次数技能，其次数增加1。若结算目标不持有次数技能，发动者收到通知，其[毒计]+1。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import answerer, pool, table
from ..skills import again, choose, gain, left, ready, spend
from ..statuses import give
from ..targeting import aim

SCHEME = SkillSpec("scheme", "毒计", "毒計", "Poison scheme", "早夜",
                   "A role permanently gains one of [流血][沉默][遗忘][迷魂][超度][漏洞].",
                   ("指定", "[0]"))
PLOT = SkillSpec("plot", "谋策", "謀策", "Stratagem", "早夜",
                 "Once a day: a role with a counted skill adds one charge to one of them after "
                 "早夜; otherwise 毒计 gains a charge.", ("指定", "[3]"))
SCHEME_STATUS = SkillSpec("scheme_status", "毒计状态", "毒計狀態", "Scheme status", "早夜",
                          "The status 毒计 gives.")
BOOST = SkillSpec("plot_skill", "谋策技能", "謀策技能", "Stratagem skill", "早夜",
                  "The counted skill 谋策 adds a charge to.")
ROLE = RoleSpec("poison_strategist", "毒士", "毒士", "Poison Strategist", camp="village",
                skills=(SCHEME, PLOT), line=289, strength=7)
STATUSES = ("bleed", "silence", "forget", "bewitched", "exorcised", "exploit")


def scheme(g: Game, me: int, inst: SkillInstance):
    """毒计[0]: every charge may be used in the same 早夜, each with its own target and status
    (line 89, ruling N430)."""
    def once():
        t = yield from choose(g, me, inst, SCHEME.id, pool(g))
        if t is None:
            return False
        status = yield from ask_option(g, me, SCHEME_STATUS.id,
                                       [f"status:{s}" for s in STATUSES], optional=False)
        spend(inst)
        for final in aim(g, me, SCHEME.id, t):
            give(g, final, status.partition(":")[2], me)
        return True
    yield from again(g, me, inst, once)


def plot(g: Game, me: int, inst: SkillInstance):
    if not ready(inst):
        return
    t = yield from choose(g, me, inst, PLOT.id, pool(g))
    if t is None:
        return
    spend(inst)
    for final in aim(g, me, PLOT.id, t):
        counted = [k for k in g.seats[final].skills if k.data.get("counted") and k.identity]
        if counted:
            table(g).night.plots.append(final)
        else:
            scheme_inst = g.seats[me].skill(SCHEME.id)
            if scheme_inst is not None:
                gain(scheme_inst)
                g.tell(me, "charge_gained", skill=SCHEME.id, charges=left(scheme_inst))


def after_early_night(g: Game):
    """[早夜]阶段结束后: each plotted role picks one of its counted skills (+1)."""
    night = table(g).night
    for t in night.plots:
        counted = [k for k in g.seats[t].skills if k.data.get("counted") and k.identity]
        who = answerer(g, t)
        if not counted or who is None:
            continue
        pick = yield from ask_option(g, who, BOOST.id,
                                     sorted({f"skill:{k.id}" for k in counted}), optional=False,
                                     plotted=t)
        inst = next(k for k in counted if k.id == pick.partition(":")[2])
        gain(inst)
        g.tell(t, "charge_gained", skill=inst.id, charges=left(inst))
    night.plots = []
