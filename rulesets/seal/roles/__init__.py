"""One module per role of the 封印板子, each next to its rulebook paragraph (line numbers refer to
``003_d2b73e5652753fc0.txt``).  A module declares its :class:`RoleSpec` as ``ROLE`` and the
functions that run its skills; ``rulesets.seal.night`` lists the night steps in rulebook order."""

from . import (actor, bear_tamer, black_wolf_king, crow, evil_spirit, fox, gargoyle, gravekeeper,
               half_blood, knight, moon_maiden, nightmare, piper, socialite, villager,
               war_wolf, white_wolf_king, wolf_beauty, wolves)

#: the board's role cards in rulebook order, then the plain wolf an infection produces
ROLES = (moon_maiden.ROLE, bear_tamer.ROLE, crow.ROLE, fox.ROLE, knight.ROLE, socialite.ROLE,
         gravekeeper.ROLE, actor.ROLE, half_blood.ROLE, villager.ROLE, white_wolf_king.ROLE,
         black_wolf_king.ROLE, war_wolf.ROLE, wolf_beauty.ROLE, gargoyle.ROLE, nightmare.ROLE,
         evil_spirit.ROLE, piper.ROLE, wolves.PLAIN_WOLF)
