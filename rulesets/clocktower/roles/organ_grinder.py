"""爪牙 15. 街头风琴手 (line 480)

风琴<被动>：所有角色无法得知投票的票型和票数。
伪装[夜晚]：选择是否发动；如果选择是，则使街头风琴手获得[醉酒]状态，持续至下一个黄昏。
注：如果街头风琴手的[风琴]在白天发动，则当天不会开放投票贴，所有人私下向说书人投票。

While a living 街头风琴手's ability works, votes are cast privately: only the storyteller sees
who voted and how many; the table learns only that the vote closed (and any execution).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import PASSIVE, ability, character
from ..common import afflict, working
from ..statuses import next_dusk

ORGAN = ability("organ_grinder_hide", "风琴", "Organ", "", "Nobody learns how anyone voted.",
                (PASSIVE,), does="other")
DISGUISE = ability("organ_grinder_drunk", "伪装", "Disguise", "夜晚",
                   "Each night choose whether to be drunk until dusk.", does="drunk_or_poison")
ROLE = character("organ_grinder", "街头风琴手", "Organ Grinder", "minion", (ORGAN, DISGUISE),
                 line=480, number=15)


def disguise(g: Game, me: int, inst: SkillInstance):
    """伪装: choose whether to be drunk until dusk."""
    yes = yield from ask.whether(g, me, DISGUISE.id)
    if yes and inst.origin != "cover":
        afflict(g, me, "drunk", me, DISGUISE.id, until=next_dusk(g))


def hidden(g: Game) -> bool:
    """风琴: votes are hidden while a working 街头风琴手 lives."""
    return bool(working(g, ORGAN.id))


NIGHT = {DISGUISE.id: disguise}
HIDDEN_VOTES = (hidden,)
