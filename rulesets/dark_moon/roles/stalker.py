"""【村民阵营】9. 潜行者 (line 162)

潜行[深夜][指定]<限定> —— 选择范围：当天投票的对象但尚未出局的角色，第一夜不可发动。
结算效果：结算目标承受[致死伤害]。
暗月强化<强制> —— 删去<潜行>技能的<限定>标签。

Ruling D24: the range is the role the holder itself voted for in that day's vote (its final
ballot), still in; board flag ``stalk_any_voted`` widens it to every role that got a vote.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.roles import KILL

from ..common import final, slot, table

STALK = SkillSpec("stalk", "潜行", "潛行", "Stalk", "深夜",
                  "Once, not on night 1: the role the stalker voted for today, if still in, takes "
                  "[致死伤害].", ("指定", "限定"), intent=KILL)
BOOST = SkillSpec("stalker_boost", "暗月强化", "暗月強化", "Dark-moon boost (Stalker)", "被动",
                  "潜行 loses <限定>.", ("强制", "被动", "暗月强化"))
ROLE = RoleSpec("stalker", "潜行者", "潛行者", "Stalker", camp="village", side="god",
                skills=(STALK, BOOST), line=162)


def targets(g: Game, me: int) -> list[int]:
    ballots = table(g).forum.ballots
    if g.board["stalk_any_voted"]:
        voted = {t for t in ballots.values() if t is not None}
    else:
        mine = ballots.get(me)
        voted = set() if mine is None else {mine}
    return sorted(t for t in voted if g.seats[t].alive)


def stalk(g: Game, me: int, inst: SkillInstance):
    """Not on night 1 (第一夜不可发动: the schedule runs it on later nights only)."""
    night = table(g).night
    if inst.used and g.seats[me].skill(BOOST.id) is None:
        return
    t = yield from ask_target(g, me, STALK.id, targets(g, me))
    if t is None:
        return
    inst.used += 1
    night.tally.file(slot(STALK.id, inst), me, final(g, STALK.id, me, t), "lethal")
