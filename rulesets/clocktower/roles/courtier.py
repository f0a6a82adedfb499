"""镇民 21. 侍臣 (line 94)

进言[夜晚]<限定>：选择一个身份，如果存在是该身份的角色，则使这些角色之一获得[醉酒]状态，持续至下下下下个黄昏。

<限定>: the 侍臣 may pass (line 7); once used, drunk or not, the ability is spent.  "是该身份的角色" is
the character a player is (not how it registers: nothing is read about a player), dead or alive;
of several the storyteller picks one.  Drunk until the fourth dusk from now (night N: dusk N+3).
The drunkenness outlives the spent ability (ruling CT-courtier): 发动后失去该技能 is how a <限定>
ability is used up, not the 失去技能 of line 9 whose statuses lapse, so it is not tied to the 侍臣.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import ONCE, ability, character
from ..common import spend, works
from ..statuses import next_dusk

ADVISE = ability("courtier_drunk", "进言", "Advise", "夜晚",
                 "Once, at night, choose a character: a player who is it is drunk until the fourth "
                 "dusk.", (ONCE,), aim="character", does="drunk_or_poison")
ROLE = character("courtier", "侍臣", "Courtier", "townsfolk", (ADVISE,), line=94, number=21)


def advise(g: Game, me: int, inst: SkillInstance):
    """进言: a character; one player who is it is drunk until the fourth dusk from now."""
    role = yield from ask.role(g, me, ADVISE.id, [r.id for r in g.ruleset.roles])
    if role is None:
        return
    working = works(g, me, inst)
    spend(g, me, inst)  # a believed one too: the 酒鬼 thinks it has used it
    holders = [s.index for s in g.seats if s.role.id == role]
    if not working or not holders:
        return
    t = holders[0] if len(holders) == 1 else g.story.decide("courtier drunk", holders,
                                                            {"seat": me}, seats=True)
    g.add_status(t, "drunk", me, until=next_dusk(g, 4))


NIGHT = {ADVISE.id: advise}
