"""镇民 44. 村夫 (line 185)

结伴[配板]：可能额外存在至多2个村夫。
流言<被动><持续>：如果存在多名村夫，则多名村夫中的一名拥有[醉酒]状态。
查验[夜晚]<指定>：选择目标：一名角色：结算效果：获取信息：该角色的阵营。（善良/邪恶）
(麻脸巫婆 相克, line 468: 如果村夫在场数量不足3人，麻脸巫婆可以创造新的村夫。如果这么做，村夫的[醉酒]效果可能会更换目标。
 科学怪人 相克2, line 495: 如果在场的村夫数量不足3名，科学怪人可以让恶魔拥有村夫的技能。
 悟道者 相克1, line 291: 如果场上的村夫数量小于等于2，悟道者可以变为村夫: :func:`.enlightened.pool`.)

结伴 is the setup's (:func:`..setup._more_village_idiots`: with a 村夫 dealt, the storyteller deals
0-2 more in place of other townsfolk).  流言 is a rule of the table while two or more players are
村夫 (in play, alive or dead): exactly one of them is drunk, the storyteller's pick, kept while it
stays a 村夫; the pick is made again when the 村夫 in play change (a new one brewed by the 麻脸巫婆:
"可能会更换目标").  The drunkenness has no source ability (it is the 村夫 group's, not one
player's), so a dead 村夫 keeps it.  查验: a forced choice of any player each night, told its
alignment as it registers to the 村夫 (C10); shown as yes/no ("evil?") about the chosen player.
Deceived: either (ruling CT-village-idiot).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, KEEPS, PASSIVE, ability, character
from ..common import everyone, table
from ..info import learn, reads_evil

MORE = ability("village_idiot_more", "结伴", "Company", "配板",
               "Setup: up to two more Village Idiots may be in play.", does="setup")
RUMOUR = ability("village_idiot_drunk", "流言", "Rumour", "",
                 "With several Village Idiots, one of them is drunk.", (PASSIVE, KEEPS),
                 does="drunk_or_poison")
CHECK = ability("village_idiot_info", "查验", "Check", "夜晚",
                "Each night, choose a player: learn its alignment.", (CHOOSES,), aim="player",
                does="learn_yes_no")
ROLE = character("village_idiot", "村夫", "Village Idiot", "townsfolk", (MORE, RUMOUR, CHECK),
                 line=185, number=44)

#: the drunk status's data tag (no source: the group's rule)
TAG = "village_idiot"


def idiots(g: Game) -> list[int]:
    """The 村夫 in play (alive or dead)."""
    return [s.index for s in g.seats if s.role.id == ROLE.id]


def _sober(g: Game, seat: int) -> None:
    """Take away the 流言 drunkenness only (another source's stays)."""
    table_ = g.seats[seat].statuses
    table_.items = [st for st in table_.items if not (st.name == "drunk" and st.data == TAG)]


def keep_rumour(g: Game) -> None:
    """流言<持续>: two or more 村夫: exactly one of them drunk (re-picked when they change)."""
    group = idiots(g)
    state = table(g)
    drunk = [s.index for s in g.seats for st in s.statuses.items
             if st.name == "drunk" and st.data == TAG]
    if len(group) < 2:
        for s in drunk:
            _sober(g, s)
        state.pending.pop(TAG, None)
        return
    if drunk and state.pending.get(TAG) == [group] and drunk[0] in group:
        return
    for s in drunk:
        _sober(g, s)
    pick = g.story.decide("village idiot drunk", group, {}, seats=True)
    g.add_status(pick, "drunk", None, data=TAG)
    state.pending[TAG] = [group]


def check(g: Game, me: int, inst: SkillInstance):
    """查验: a player's alignment (yes: evil), as it registers to the 村夫."""
    t = yield from ask.player(g, me, CHECK.id, everyone(g), inst=inst)
    if t is None:
        return
    learn(g, me, CHECK.id, "yes_no", [reads_evil(g, t, me)], [True, False], target=t)


TABLE_UPKEEP = (keep_rumour,)
NIGHT = {CHECK.id: check}
