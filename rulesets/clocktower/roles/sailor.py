"""镇民 15. 水手 (line 70)

强健<被动>：水手拥有[不死]状态。
拼酒[夜晚]<指定>：选择目标：一名存活角色；结算效果：使该角色与水手之一获得[醉酒]状态，持续至下一个黄昏。

强健 has no timing tag, so the [不死] holds by day and by night (an execution's death judgement
included); it lapses while the 水手 is drunk or poisoned, by its own 拼酒 too (line 9: 技能失效…此时
该技能造成的状态…也一并解除), and with its death.  拼酒 may choose the 水手 itself (一名存活角色 excludes
nobody; the 僧侣's 除僧侣外 shows how the script says so): then the 水手 is the one made drunk.
Otherwise the storyteller picks which of the two (ruling CT-sailor).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, PASSIVE, ability, character
from ..common import afflict, everyone, real, works
from ..statuses import next_dusk, placed

STURDY = ability("sailor_undying", "强健", "Sturdy", "", "You are undying (death judgements do not "
                 "kill you).", (PASSIVE,), does="protect")
DRINK = ability("sailor_drink", "拼酒", "Drink", "夜晚",
                "Each night choose a living player: it or you is drunk until dusk.", (CHOOSES,),
                aim="player", does="drunk_or_poison")
ROLE = character("sailor", "水手", "Sailor", "townsfolk", (STURDY, DRINK), line=70, number=15)


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """强健: the 水手 holds [不死] while it holds the ability (suspended while it fails)."""
    mine = any(st.skill == STURDY.id for _, st in placed(g, "undying", me, held=True))
    if real(inst) and g.seats[me].alive and not mine:
        afflict(g, me, "undying", me, STURDY.id)


def drink(g: Game, me: int, inst: SkillInstance):
    """拼酒: a living player; it or the 水手 (the storyteller's pick) is drunk until dusk."""
    t = yield from ask.player(g, me, DRINK.id, everyone(g, living=True), inst=inst)
    if t is None or not works(g, me, inst):
        return
    drunk = me if t == me else g.story.decide("sailor drunk", [t, me], {"seat": me, "target": t},
                                              seats=True)
    afflict(g, drunk, "drunk", me, DRINK.id, until=next_dusk(g))


NIGHT = {DRINK.id: drink}
UPKEEP = {STURDY.id: keep}
