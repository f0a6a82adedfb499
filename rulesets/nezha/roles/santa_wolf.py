"""【狼人阵营】5，圣诞老狼⑦ (line 480)

礼物[早夜][指定][4]  —— 选择范围：骰点2次后，选择一个除自己外任意一名角色，该技能每晚只能发动1次
结算效果：根据骰子点数，决定礼物结果，若第一个骰点为偶数，则为坏礼物，第二个骰点不计。若第一个骰点为奇数，则为好礼物，
然后根据第二个骰点决定礼物内容。
1，验人，好人收到获得<预言>；三方收到获得<通灵>；狼人收到获得石像鬼<查验>。
2，毒药，同女巫<毒药>。
3，猎枪，同猎人的<最后一枪>，可叠加，永久有效。
4，控制，好人收到获得<沉默>，狼人或者三方收到获得<恐惧>
5，杀人，获得一次<杀人>机会
6，保护，好人收到获得<法式守护>，狼人或三方获得<深渊>
结算目标在[早夜]阶段结束后收到通知，是否打开礼物：如选择不打开，则该玩家获得来自于圣诞老狼的[迷魂]状态，持续至下一个夜晚开始；
如打开为好礼物，将礼物收下使用，除猎枪外的礼物将在下一个游戏日白天进入正午阶段时失效；如打开为坏礼物，该角色承受来自于圣诞老狼
的[致死伤害]。收礼玩家的选择和礼物信息白天公示，但玩家匿名，例：有人拒绝了好礼物！/有人打开了坏礼物！
礼物制作[早夜]——在发动[礼物]时，若次数尚足够，可额外发动该技能，[礼物]的次数额外减少1，圣诞老狼可以无需骰点，直接决定礼物的
内容。
PS：和黑商不同的是，除了猎枪以外的礼物不能憋礼物，并且如果有多个夜晚，礼物可以重复使用。

Both skills run in 早夜1 (the order lists 圣诞老狼 礼物制作 there).  The two dice are the
storyteller's recorded draws (``pick`` "礼物 die 1/2"), rolled once the 圣诞老狼 decides to give a
present and shown to it with the target question; 礼物制作, asked first while two charges are
left, names the content instead (the bad present included) at the cost of a second charge.  The 结算目标 is asked whether to open when 早夜1
ends (rulings N130, N131); what it chose and whether the present was good is published at the
next opening, anonymously.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option, ask_yes

from ..common import VILLAGE, WOLF, actual_camp, answerer, pool, table
from ..damage import hurt
from ..pack import KILL
from ..skills import choose, instance, ready, spend
from ..statuses import give
from ..targeting import aim
from . import gifts, nightmare_shadow, rexxar

PRESENT = SkillSpec("present", "礼物", "禮物", "Present", "早夜",
                    "Once a night: two dice, then another role gets a present, good (by the "
                    "second die) or bad (first die even); it opens it or not when 早夜 ends.",
                    ("指定", "[4]", "伤害"))
CRAFT = SkillSpec("present_craft", "礼物制作", "禮物製作", "Present crafting", "早夜",
                  "With 礼物: one more charge, no dice, the 圣诞老狼 names the content (the bad "
                  "present or one of the six good ones).")
MODE = SkillSpec("present_dice", "骰点送礼", "骰點送禮", "Roll for a present", "早夜",
                 "Whether to roll the two dice for tonight's present (礼物 without 礼物制作).")
OPEN = SkillSpec("present_open", "打开礼物", "打開禮物", "Open the present", "早夜",
                 "Open the present (a good one gives a skill, a bad one [致死伤害]) or refuse "
                 "it ([迷魂] until the next night).")
ROLE = RoleSpec("santa_wolf", "圣诞老狼", "聖誕老狼", "Santa Wolf", camp="wolf",
                checks_as_wolf=True, skills=(PRESENT, CRAFT), line=480, strength=7)

BAD = "present:bad"
#: the second die -> the good present (lines 483-488)
GOOD = ("present:check", "present:poison", "present:gun", "present:control", "present:kill",
        "present:protect")
CONTENTS = (BAD, *GOOD)


def content_of(first: int, second: int) -> str:
    """若第一个骰点为偶数，则为坏礼物，第二个骰点不计; otherwise the second die names the good one."""
    return BAD if first % 2 == 0 else GOOD[second - 1]


def present(g: Game, me: int, inst: SkillInstance):
    """礼物 / 礼物制作 (早夜1): the mode, the dice or the content, then the 结算目标."""
    who = answerer(g, me)
    if who is None or not ready(inst):
        return
    dice: list[int] = []
    content: Optional[str] = None
    craft = g.seats[me].skill(CRAFT.id)
    if craft is not None and g.can_use(me, CRAFT.id) and ready(inst, 2):   # 若次数尚足够
        content = yield from ask_option(g, who, CRAFT.id, CONTENTS,
                                        charges=inst.data.get("charges"))
    crafted = content is not None
    if content is None:
        roll = yield from ask_yes(g, who, MODE.id, charges=inst.data.get("charges"))
        if not roll:
            return
        dice = [g.story.pick([1, 2, 3, 4, 5, 6], "礼物 die 1"),
                g.story.pick([1, 2, 3, 4, 5, 6], "礼物 die 2")]
        content = content_of(*dice)
        g.tell(me, "present_dice", dice=dice, option=content)
    t = yield from choose(g, me, inst, PRESENT.id, pool(g, but=me), optional=False,
                          dice=dice, option=content)
    if t is None:
        return
    spend(inst, 2 if crafted else 1)        # [礼物]的次数额外减少1
    for final in aim(g, me, PRESENT.id, t):
        table(g).night.presents.append((me, final, content))


def open_presents(g: Game):
    """早夜1结束: each 结算目标 is told of its present and opens it or not (ruling N131)."""
    night = table(g).night
    presents, night.presents = night.presents, []
    for santa, t, content in presents:
        who = answerer(g, t)
        if not g.seats[t].alive or who is None:
            continue
        opened = yield from ask_yes(g, who, OPEN.id, receiver=t)
        good = content != BAD
        table(g).notices.append({"kind": "present", "opened": opened, "good": good})
        if not opened:
            give(g, t, "bewitched", santa, until="night_start")
        elif not good:
            hurt(g, santa, t, "lethal", "santa_bad")
        else:
            receive(g, santa, t, content)


def receive(g: Game, santa: int, t: int, content: str) -> None:
    """The good present's skill, by the receiver's camp (好人 / 狼人 / 三方: the actual camp as the
    圣诞老狼's skill judges it, 不定 as 三方); it lapses at the next 正午, the gun never."""
    camp = actual_camp(g, t, santa)
    kind = content.partition(":")[2]
    if kind == "gun":                                 # 可叠加，永久有效
        g.grant(t, [instance(rexxar.LAST_SHOT, "present")], "present")
        return
    spec: Optional[SkillSpec] = {
        "check": gifts.PROPHECY if camp == VILLAGE else
        gifts.INSPECT if camp == WOLF else gifts.SPIRIT,
        "poison": gifts.POISON,
        "control": gifts.SILENCE if camp == VILLAGE else nightmare_shadow.FEAR,
        "kill": KILL,
        "protect": gifts.WARD if camp == VILLAGE else gifts.ABYSS,
    }.get(kind)
    if spec is None:
        raise ValueError(f"圣诞老狼: unknown present {content!r}")
    g.grant(t, [instance(spec, "present", until="noon")], "present")
