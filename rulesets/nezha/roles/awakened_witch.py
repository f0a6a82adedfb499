"""其他身份 31，觉醒女巫⑩ (line 397)

灵通[凌晨]<强制> —— 游戏日夜晚，反馈所有[指杀]技能的[选择目标]，反馈没有次数和先后顺序，按照电梯楼顺序排列名单。
救药 [凌晨][1][指定]—— 选择范围：可选任意1名角色，当晚使用了<毒药议会>或次数不足时，不可选择。
结算效果：令结算目标获得状态[守护：∞]，持续至夜晚结束。
毒药议会[凌晨][3][指定] —— 选择范围：该技能每天只能发动一次，可选任意X名角色（X=此技能发动次数），每名角色只能选择
一次，并提交任意一个目标，当晚使用了<救药>或次数不足时，不可选择。
结算效果：若[结算目标]的数量与选择的数量一致，则结算目标仅当晚共群，并得知毒药目标，进行毒药会议。
共群角色需要在夜晚结束前向导演秘密投票，若所有人都同意，被选择的角色视为被觉醒女巫使用了[毒药]，若有任何人弃权或不
同意，则无效果。如果因为各种原因导致审判拉共群的角色与选择数量不一致，该技能发动无效，但数量依然消耗。
PS：毒药会议-觉醒女巫这次开毒依然算作正常[指定]开毒，会受到诸如狼妃反弹等影响。

X is this use's number (1, 2, 3: ruling N73); the poison deals [穿透] (女巫毒药, ruling N11).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target, ask_yes

from ..common import answerer, pool, table
from ..damage import hurt
from ..skills import choose_many, mark_chosen, once_each, ready, repeated, spend
from ..statuses import give
from ..targeting import aim

INSIGHT = SkillSpec("insight", "灵通", "靈通", "Insight", "凌晨",
                    "Learn every [指杀]'s 选择目标 tonight (seat order).", ("强制",))
ANTIDOTE = SkillSpec("antidote", "救药", "救藥", "Antidote", "凌晨",
                     "A role gains [守护：∞] tonight; not with 毒药议会 the same night.",
                     ("指定", "[1]"))
COUNCIL = SkillSpec("council", "毒药议会", "毒藥議會", "Poison council", "凌晨",
                    "Once a day: X jurors (X = this use's number, each once ever) and a target; "
                    "if the jurors all agree, the target is poisoned ([穿透]).",
                    ("指定", "[3]", "伤害"))
COUNCIL_TARGET = SkillSpec("council_target", "毒药目标", "毒藥目標", "Council's target", "凌晨",
                           "The role the poison council is asked to poison.")
COUNCIL_VOTE = SkillSpec("council_vote", "毒药会议", "毒藥會議", "Council vote", "凌晨",
                         "A juror agrees (yes) or not to the poison.")
ROLE = RoleSpec("awakened_witch", "觉醒女巫", "覺醒女巫", "Awakened Witch", camp="village",
                skills=(INSIGHT, ANTIDOTE, COUNCIL), line=397, strength=10)
CHANNEL = "council"


def insight(g: Game, me: int, inst: SkillInstance) -> None:
    chosen = sorted(set(table(g).night.kill_choices))
    g.result(me, INSIGHT.id, None, True, seats=chosen)


def antidote(g: Game, me: int, inst: SkillInstance):
    """救药[1]: a second charge (谋策) may be used in the same 凌晨 (line 89, ruling N430); not once
    毒药议会 was used tonight (当晚使用了<毒药议会>…不可选择)."""
    night = table(g).night
    if me in night.councils:
        return

    def save(final: int, chosen: int) -> None:
        give(g, final, "guard", me, until="night_end")
    used = yield from repeated(g, me, inst, ANTIDOTE, lambda: pool(g), save)
    if used:
        night.potions.add(me)


def council(g: Game, me: int, inst: SkillInstance):
    night = table(g).night
    if not ready(inst) or me in night.potions:
        return
    x = inst.used + 1
    jurors = yield from choose_many(g, me, inst, COUNCIL.id, once_each(inst, pool(g, but=me)), x)
    if len(jurors) < x:
        return
    target = yield from ask_target(g, me, COUNCIL_TARGET.id, pool(g), optional=False)
    spend(inst)
    night.councils.add(me)
    mark_chosen(inst, jurors)
    finals: list[int] = []
    for j in jurors:
        finals += [f for f in aim(g, me, COUNCIL.id, j) if f not in finals and f != me]
    if len(finals) != x:
        return                                   # 发动无效，但数量依然消耗
    group = [me, *finals]
    g.emit("council", group, CHANNEL, seats=group, target=target)
    votes = []
    for j in finals:
        who = answerer(g, j)
        yes = who is not None and (yield from ask_yes(g, who, COUNCIL_VOTE.id, target=target))
        votes.append(yes)
    if all(votes):
        for final in aim(g, me, "poison", target):
            hurt(g, me, final, "pierce", "witch_poison")
