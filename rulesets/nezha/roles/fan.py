"""【不定阵营】10，粉丝 (line 845)

追随[开局]<强制> —— 游戏开始前，粉丝需选择一个角色支持，该角色称为偶像，并转入相同阵营，跟随该角色阵营变动，粉丝
永久获得[不死]状态，偶像出局时，该[不死]状态失效，且粉丝还会连带受到[致死伤害]。

At 开局, in the row 巫妖匣/粉丝 (after 大天狗's 家国抉择), the fan must pick another role (any, a
puppet account or a 马甲 included): it joins the idol's camp and follows it (told its new camp,
``camps.follow``), and holds a permanent [不死] (sourced by the idol).  When the idol goes out (any
way, a red card too), the [不死] ends and the fan takes [致死伤害] in the chain order right after
巫妖匣连带 (粉丝连带, ``damage.CHAINS``: the row 巫妖匣/粉丝 of 开局).  Rulings N240-N243.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..camps import leader_pick, lifeline

FOLLOW = SkillSpec("fan_follow", "追随", "追隨", "Follow an idol", "开局",
                   "At game start pick an idol: join and follow its camp; permanent [不死] until "
                   "the idol goes out, then [致死伤害].", ("强制",))
ROLE = RoleSpec("fan", "粉丝", "粉絲", "Fan", camp="undetermined", skills=(FOLLOW,), line=845)
#: the status that binds a fan to its idol (its source): the chain 粉丝连带 reads it
BOND = "fan_bond"


def _lifeline(g: Game, me: int, idol: int) -> None:
    lifeline(g, me, idol, BOND)


#: 追随 at 开局 / for one holder: join and follow the idol, [不死] until it goes out
opening, pick_idol = leader_pick(FOLLOW.id, "idol", _lifeline)
