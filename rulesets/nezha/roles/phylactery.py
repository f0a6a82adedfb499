"""【不定阵营】11，巫妖匣 (line 848)

同命[开局]<强制> —— 游戏开始时，巫妖匣需选择一个角色支持，并转入相同阵营，跟随该角色阵营变动，目标角色永久获得[不死]
状态，巫妖匣出局时，该[不死]状态失效，且目标角色还会连带受到[致死伤害]。

At 开局, in the row 巫妖匣/粉丝, the phylactery must pick another role: it joins that role's camp and
follows it (told its new camp), and the role holds a permanent [不死] sourced by the phylactery
(not told: a non-negative status, line 103).  When the phylactery goes out (any way), that [不死]
ends and the role takes [致死伤害] in the chain 巫妖匣连带 (``damage.CHAINS``).  Rulings N240-N243.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..camps import leader_pick, lifeline

SAME_FATE = SkillSpec("same_fate", "同命", "同命", "Shared fate", "开局",
                      "At game start pick a role: join and follow its camp; it holds permanent "
                      "[不死] until the phylactery goes out, then takes [致死伤害].", ("强制",))
ROLE = RoleSpec("phylactery", "巫妖匣", "巫妖匣", "Phylactery", camp="undetermined",
                skills=(SAME_FATE,), line=848)
#: the status binding the protected role to the phylactery (its source): 巫妖匣连带 reads it
BOND = "phylactery"


def _lifeline(g: Game, me: int, t: int) -> None:
    lifeline(g, t, me, BOND)


#: 同命 at 开局 / for one holder: join and follow it; it holds [不死] while the phylactery is in
opening, bind = leader_pick(SAME_FATE.id, "bound", _lifeline)
