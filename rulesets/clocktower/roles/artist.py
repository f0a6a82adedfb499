"""镇民 37. 艺术家 (line 150)

作画[白天]<拜访><限定>：提出一个命题；获得信息：该命题是否为真。（是/否/我不知道）

A free proposition cannot be judged by rules; as for the 巫师's wish (ruling C6), the 艺术家 asks
from a menu of propositions the grimoire decides (ruling CT-artist), each about a player or a
character, read as things register to the 艺术家 (C10):

* ``prop_character``: "<player> is the <character>";
* ``prop_evil``: "<player> is evil";
* ``prop_demon``: "<player> is a demon";
* ``prop_in_play``: "the <character> is in play" (some player registers as it);
* ``prop_impaired``: "<player> is drunk or poisoned" (the grimoire's statuses).

Every proposition of the menu has an answer, so a working 艺术家 is told yes or no; 我不知道 is a
possible answer only when it is drunk or poisoned (the storyteller's pick among the three).  The
visit spends the ability, drunk or not (<限定>).
"""

from rulesets.engine import Game, SkillInstance, SkillSpec, ask_option, ask_target

from ..characters import ONCE, VISIT, ability, character
from ..common import spend
from ..info import learn, look

PAINT = ability("artist_info", "作画", "Paint", "白天",
                "Once, visit the storyteller with a proposition; learn whether it is true.",
                (VISIT, ONCE), aim="player", does="learn_yes_no")
ROLE = character("artist", "艺术家", "Artist", "townsfolk", (PAINT,), line=150, number=37)

#: the menu: proposition -> what it is about ("player", "character" or both)
PROPOSITIONS = {"prop_character": ("player", "character"), "prop_evil": ("player",),
                "prop_demon": ("player",), "prop_in_play": ("character",),
                "prop_impaired": ("player",)}
OPTIONS = tuple(PROPOSITIONS)
#: the answers (是/否/我不知道)
ANSWERS = (True, False, "unknown")
#: what the 艺术家 is asked first
SHOWN = "proposition"
PROCEDURES = (
    SkillSpec(SHOWN, "提出命题", "提出命題", "Propose", "白天",
              "Visiting with 作画: the proposition you put to the storyteller."),
    SkillSpec("artist_menu", "作画：命题", "作畫：命題", "Paint: which proposition", "白天",
              "The kind of proposition."),
    SkillSpec("artist_player", "作画：角色", "作畫：角色", "Paint: about whom", "白天",
              "The player the proposition is about."),
    SkillSpec("artist_character", "作画：身份", "作畫：身份", "Paint: which character", "白天",
              "The character the proposition names."),
)


def truth(g: Game, me: int, which: str, who: int, role: str) -> bool:
    """Whether the proposition holds, as the grimoire (and registration to ``me``) says."""
    if which == "prop_character":
        return look(g, who, me).role == role
    if which == "prop_evil":
        return look(g, who, me).camp == "evil"
    if which == "prop_demon":
        return look(g, who, me).side == "demon"
    if which == "prop_in_play":
        return any(look(g, s, me).role == role for s in range(g.n))
    return not g.healthy(who)


def paint(g: Game, me: int, inst: SkillInstance):
    """作画: a proposition from the menu, its player and / or character; the answer."""
    which = yield from ask_option(g, me, "artist_menu", OPTIONS, shown=SHOWN)
    if which is None:
        return
    about = PROPOSITIONS[which]
    who, role = -1, ""
    if "player" in about:
        picked = yield from ask_target(g, me, "artist_player", list(range(g.n)), optional=False,
                                       shown="choose_player")
        who = -1 if picked is None else picked
    if "character" in about:
        named = yield from ask_option(g, me, "artist_character", [r.id for r in g.ruleset.roles],
                                      optional=False, shown="choose_character")
        role = str(named)
    spend(g, me, inst)
    value = truth(g, me, which, who, role)
    learn(g, me, PAINT.id, "yes_no", [value], list(ANSWERS),
          target=who if who >= 0 else None, proposition=which, **({"about": role} if role else {}))


VISITS = {PAINT.id: paint}
