"""【狼人阵营】27，觉醒狼王[群内]⑩ (line 614)

报复[晨曦][黄昏][指定][2] ——选择范围：若自己不是因为村民阵营的技能出局，则出局后的下一个可发动技能的时点，可以选择任意
1名角色。  结算效果：对结算目标造成[致死伤害]。
亲传[黄昏][指定]——选择范围：若[报复]次数尚足够，则减少1点[报复]次数，选择狼人阵营[群内]的角色。
结算效果：结算目标获得1次[报复]技能。
PS：每次可以发动亲传时，都会得知群内狼名单。

A receiver of 亲传 fires under the same condition (ruling N66).  Each charge is a use of its own:
a post-death skill its strike fires (a 雷克萨's 最后一枪) is inserted at once, before the next
charge (【即时插入结算】, line 916; ruling N137).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, Trigger

from ..common import SENT_OFF, VILLAGE, actual_camp, pack_members, pool
from ..damage import strike
from ..skills import choose, instance, left, ready, spend
from ..windows import SHOOTERS

REVENGE = SkillSpec("revenge", "报复", "報復", "Revenge", "晨曦/黄昏",
                    "At the first 晨曦/黄昏 after going out (not by a village skill): each "
                    "charge, a role takes [致死伤害].", ("指定", "[2]", "伤害"))
PASS_DOWN = SkillSpec("pass_down", "亲传", "親傳", "Pass down", "黄昏",
                      "Give one 报复 charge to a pack member.", ("指定",))
ROLE = RoleSpec("awakened_wolf_king", "觉醒狼王", "覺醒狼王", "Awakened Wolf King", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(REVENGE, PASS_DOWN), line=614,
                strength=10, tags=("群内",))


def on_out(g: Game, seat: int, cause: str) -> None:
    source = g.seats[seat].death_source
    if source is not None and source != seat and actual_camp(g, source) == VILLAGE \
            and cause not in ("exile", SENT_OFF):
        return                                    # 因为村民阵营的技能出局 (愚面 inverts it, N116)
    g.triggers.push(REVENGE.id, seat)


def revenge(g: Game, trigger: Trigger):
    me = trigger.seat
    for inst in [k for k in g.seats[me].skills if k.id == REVENGE.id]:
        while ready(inst) and (left(inst) or 0) > 0:
            t = yield from choose(g, me, inst, REVENGE.id,
                                  [s for s in pool(g, but=me) if g.seats[s].alive])
            if t is None:
                break
            spend(inst)
            queued = {id(x) for x in g.triggers.queue}
            strike(g, me, t, "lethal", "revenge")
            yield from g.triggers.drain(      # 即时插入结算: what this use fired goes first
                g, g.ruleset.trigger_runs,
                where=lambda x: id(x) not in queued and x.skill in SHOOTERS)


def pass_down(g: Game, me: int, inst: SkillInstance):
    revenge_inst = g.seats[me].skill(REVENGE.id)
    if revenge_inst is None or (left(revenge_inst) or 0) < 1:
        return
    members = [s for s in pack_members(g) if s != me]
    t = yield from choose(g, me, inst, PASS_DOWN.id, members, pack=members)
    if t is None:
        return
    spend(revenge_inst)
    g.grant(t, [instance(REVENGE, "pass_down", charges=1)], "pass_down")
