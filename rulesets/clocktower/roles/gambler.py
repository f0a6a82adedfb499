"""镇民 19. 赌徒 (line 86)

赌博[夜晚*]<指定>：选择目标：一名角色和一个身份；结算效果：如果该角色的身份与指定身份不同，则对赌徒造成一次死亡判定。

Any player (itself and the dead included: 一名角色 excludes nobody) and any character of the script;
the player's character is read as it registers to the 赌徒 (C10: a 间谍 may register as a good
character, a 陌客 as an evil one).  A drunk or poisoned 赌徒 is never judged (ruling CT-gambler).
The judgement's source is the 赌徒 (a townsfolk's ability: [庇护] does not stop it, [不死] does).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import everyone, works
from ..deaths import judge
from ..info import look

GAMBLE = ability("gambler_guess", "赌博", "Gamble", "夜晚*",
                 "Each night*, choose a player and guess its character: if wrong, you may die.",
                 (CHOOSES,), aim="player_and_character", does="kill")
ROLE = character("gambler", "赌徒", "Gambler", "townsfolk", (GAMBLE,), line=86, number=19)
PROCEDURES = (ability("gambler_character", "赌博：身份", "Gamble: character", "夜晚*",
                      "The character you guess the player is."),)


def gamble(g: Game, me: int, inst: SkillInstance):
    """赌博: a player and a character; a wrong guess is a death judgement on the 赌徒."""
    t = yield from ask.player(g, me, GAMBLE.id, everyone(g), inst=inst)
    guess = yield from ask.role(g, me, PROCEDURES[0].id, [r.id for r in g.ruleset.roles],
                                may_pass=False)
    if t is None or guess is None or not works(g, me, inst):
        return
    if look(g, t, me).role != guess:
        judge(g, me, me, "ability")


NIGHT = {GAMBLE.id: gamble}
