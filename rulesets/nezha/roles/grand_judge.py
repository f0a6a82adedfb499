"""其他身份 7，大法官⑥ (line 244)

审判[早夜][指定][限定]——选择范围：任意2名其他角色。
结算效果：若成功结算，且结算目标恰好是2人，则2人和大法官三人仅当晚共群，进行审判会议。
共群角色需要在夜晚结束前决议处决谁出局，若意见统一，被选择的角色于晨曦阶段承受来自于大法官的[投票出局]，并
公告[投票出局的角色被审判处决]，若意见不统一，则无效果。如果因为各种原因导致审判拉共群的角色不是正好三人，该
技能发动无效，但限定依然消耗。
一锤定音[正午][限定]——游戏日正午可发动此技能，当天大法官的票权+100票。

The council votes in 凌晨 (after the night's other steps), each of the three naming a living
role; unanimity executes it at 晨曦1 as [投票出局] (霸道/不死 stop it, ruling N59).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.forum import Special

from ..common import answerer, pool, table
from ..damage import strike
from ..skills import choose_many, ready, spend, usable, used
from ..targeting import aim

TRIAL = SkillSpec("trial", "审判", "審判", "Trial", "早夜",
                  "Two other roles and the judge share a chat tonight; if all three name the same "
                  "role, it is voted out (投票出局) at 晨曦.", ("指定", "限定"))
VERDICT = SkillSpec("trial_vote", "审判会议", "審判會議", "Trial vote", "凌晨",
                    "The trial council names the role to execute (all three must agree).")
GAVEL = SkillSpec("gavel", "一锤定音", "一錘定音", "Gavel", "正午",
                  "Today the judge's vote counts 100 more.", ("限定",))
ROLE = RoleSpec("grand_judge", "大法官", "大法官", "Grand Judge", camp="village",
                skills=(TRIAL, GAVEL), line=244, strength=6)
CHANNEL = "trial"


def trial(g: Game, me: int, inst: SkillInstance):
    if not ready(inst):
        return                                    # <限定>: once a game (ruling N138)
    picked = yield from choose_many(g, me, inst, TRIAL.id, pool(g, but=me), 2)
    if len(picked) < 2:
        return
    spend(inst)
    finals: list[int] = []
    for t in picked:
        finals += [f for f in aim(g, me, TRIAL.id, t) if f not in finals and f != me]
    if len(finals) == 2:
        council = [me, *finals]
        table(g).night.judgement = (me, finals)
        g.emit("trial", council, CHANNEL, seats=council)


def council(g: Game):
    """审判会议 (凌晨): the three name a role; unanimity sends it to 晨曦."""
    night = table(g).night
    if night.judgement is None:
        return
    judge, two = night.judgement
    council = [judge, *two]
    if not all(g.seats[s].alive for s in council):
        # 如果因为各种原因导致审判拉共群的角色不是正好三人，该技能发动无效 (a member went out before
        # 凌晨: ruling N114)
        return
    named = []
    for s in council:
        who = answerer(g, s)
        t = None if who is None else \
            (yield from ask_target(g, who, VERDICT.id, g.living(), optional=True))
        named.append(t)
        g.emit("trial_vote", council, CHANNEL, seat=s, target=t)
    if named[0] is not None and all(t == named[0] for t in named):
        table(g).executions.append((judge, named[0]))


def execute(g: Game):
    """晨曦1: 被选择的角色承受来自于大法官的[投票出局]."""
    state = table(g)
    todo, state.executions = state.executions, []
    for judge, t in todo:
        if strike(g, judge, t, "vote", "judged"):
            state.notices.append({"kind": "judged", "seat": t})
    return
    yield


def can_gavel(g: Game, seat: int) -> bool:
    return usable(g, seat, GAVEL.id)


def gavel(g: Game, me: int):
    spend(g.seats[me].skill(GAVEL.id))
    used(g, me, GAVEL.id)
    table(g).day.bonus[me] = table(g).day.bonus.get(me, 0) + 100
    return
    yield


SPECIAL = Special(GAVEL.id, can_gavel, gavel)
