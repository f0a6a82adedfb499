"""镇民 37. 艺术家 (line 150)

作画[白天]<拜访><限定>：提出一个命题；获得信息：该命题是否为真。（是/否/我不知道）

A free proposition cannot be judged by rules; as for the 巫师's wish (ruling C6), the 艺术家 asks
from a menu of propositions the grimoire decides (ruling CT-artist; :mod:`..propositions`), each
about a player or a character, read as things register to the 艺术家 (C10).  Every proposition of the menu has an answer, so a working 艺术家 is told yes or no; 我不知道 is a
possible answer only when it is drunk or poisoned (the storyteller's pick among the three).  The
visit spends the ability, drunk or not (<限定>).
"""

from rulesets.engine import Game, SkillInstance, SkillSpec

from .. import propositions
from ..characters import ONCE, VISIT, ability, character
from ..common import spend
from ..info import learn

PAINT = ability("artist_info", "作画", "Paint", "白天",
                "Once, visit the storyteller with a proposition; learn whether it is true.",
                (VISIT, ONCE), aim="player", does="learn_yes_no")
ROLE = character("artist", "艺术家", "Artist", "townsfolk", (PAINT,), line=150, number=37)

#: the menu's options (named answers of the ruleset)
OPTIONS = propositions.OPTIONS
#: the answers (是/否/我不知道)
ANSWERS = (True, False, "unknown")
PROCEDURES = (
    SkillSpec(propositions.SHOWN, "提出命题", "提出命題", "Propose", "白天",
              "Visiting with 作画: the proposition you put to the storyteller."),
    SkillSpec("artist_menu", "作画：命题", "作畫：命題", "Paint: which proposition", "白天",
              "The kind of proposition."),
    SkillSpec("artist_player", "作画：角色", "作畫：角色", "Paint: about whom", "白天",
              "The player the proposition is about."),
    SkillSpec("artist_character", "作画：身份", "作畫：身份", "Paint: which character", "白天",
              "The character the proposition names."),
)


def paint(g: Game, me: int, inst: SkillInstance):
    """作画: a proposition from the menu, its player and / or character; the answer."""
    prop = yield from propositions.ask(g, me, "artist_menu", "artist_player", "artist_character")
    if prop is None:
        return
    spend(g, me, inst)
    value = propositions.truth(g, me, prop)
    learn(g, me, PAINT.id, "yes_no", [value], list(ANSWERS), **prop.fields())


VISITS = {PAINT.id: paint}
