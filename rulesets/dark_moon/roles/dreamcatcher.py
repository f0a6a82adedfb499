"""【村民阵营】8. 摄梦人 (line 156)

摄梦[深夜][指定]<强制> —— 选择范围：除自己外任意一名角色，若不选择将会随机选择。
结算效果：（1）令结算目标获得状态[坚韧]，持续至夜晚结束；（2）若发动者当晚出局，结算目标承受[致死伤害]；
（3）若结算目标前一晚也被执行了此效果，结算目标承受[致死伤害]。多个摄梦的结算效果互相独立。
补充说明：晨曦和黄昏都属于白天，因此枪杀出局不触发摄梦。
暗月强化[深夜] —— 选择<摄梦>技能效果（1）（2）（3）中的一个，当晚不执行此效果。

Ruling D23: effect (3) is per source and triggers when the same role was that source's final
target the night before (even if an effect was skipped then).  Effect (2) fires in settlement
right after the source's own out (``rulesets.dark_moon.deaths``).
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_option, ask_target

from ..common import final, slot, table
from ..state import Dream

DREAM = SkillSpec("dream", "摄梦", "攝夢", "Dream", "深夜",
                  "Forced, another role (random if none): (1) [坚韧] tonight; (2) [致死伤害] if the "
                  "dreamcatcher goes out tonight; (3) [致死伤害] if it was dreamed last night too.",
                  ("指定", "强制"))
BOOST = SkillSpec("dream_boost", "暗月强化", "暗月強化", "Dark-moon boost (Dreamcatcher)", "深夜",
                  "Skip one of the effects (1), (2), (3) tonight.", ("暗月强化",))
ROLE = RoleSpec("dreamcatcher", "摄梦人", "攝夢人", "Dreamcatcher", camp="village", side="god",
                skills=(DREAM, BOOST), line=156)

SKIPS = {"skip_1": 1, "skip_2": 2, "skip_3": 3}


def dream(g: Game):
    night = table(g).night
    boosted: set[int] = set()
    for me, inst in g.holders(DREAM.id):
        t = yield from ask_target(g, me, DREAM.id, g.living(but=me), optional=False)
        if t is None:
            continue
        target = final(g, DREAM.id, me, t)
        skip = 0
        if me not in boosted and g.seats[me].skill(BOOST.id) is not None:
            boosted.add(me)
            choice = yield from ask_option(g, me, BOOST.id, SKIPS)
            skip = SKIPS.get(choice or "", 0)
        where = slot(DREAM.id, inst)
        if skip != 1:
            g.add_status(target, "tough", me, until="night_end")         # (1)
        if skip != 2:
            night.dreams.append(Dream(me, target, skip, where))           # (2) at settlement
        if skip != 3 and inst.data.get("last") == (g.night - 1, target):
            night.tally.file(where, me, target, "lethal")                        # (3)
        inst.data["last"] = (g.night, target)
