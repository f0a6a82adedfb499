"""【村民阵营】3. 猎人 (line 126)

最后一枪[晨曦][黄昏][指定] —— 选择范围：并非因红牌罚下或<最后一枪><报复>出局后下一个可发动技能的时间点，选择任意一名角色。
结算效果：结算目标立即出局，若此时是[黄昏]阶段，公示[结算目标被枪杀]。
补充说明：本规则不能连续开枪，但可以一人开多枪，首领的技能也一样。
暗月强化[深夜][指定] —— 选择范围：偶数日夜晚，选择任意一名角色。
结算效果：结算目标承受[穿透]。

The gun fires from ``rulesets.dark_moon.outs`` (ruling D16); night ``k`` follows day ``k``, so the
boost works on nights 2, 4, 6... (ruling D17).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import final, slot, table

LAST_SHOT = SkillSpec("last_shot", "最后一枪", "最後一槍", "Last shot", "晨曦/黄昏",
                      "At the first 晨曦/黄昏 after going out (not when shot), any role goes out at "
                      "once (announced as shot at 黄昏).", ("指定",))
BOOST = SkillSpec("hunter_boost", "暗月强化", "暗月強化", "Dark-moon boost (Hunter)", "深夜",
                  "On even nights, any role takes [穿透].", ("指定", "暗月强化"))
ROLE = RoleSpec("hunter", "猎人", "獵人", "Hunter", camp="village", side="god",
                skills=(LAST_SHOT, BOOST), line=126)


def boost(g: Game, me: int, inst: SkillInstance):
    if g.night % 2:
        return  # 偶数日夜晚
    night = table(g).night
    t = yield from ask_target(g, me, BOOST.id, g.living())
    if t is not None:
        night.tally.file(slot(BOOST.id, inst), me, final(g, BOOST.id, me, t), "pierce")
