"""One module per role of the 封印板子, each next to its rulebook paragraph (line numbers refer to
``003_d2b73e5652753fc0.txt``).  A module declares its :class:`RoleSpec` as ``ROLE`` and the
functions that run its skills; ``rulesets.seal.night`` lists the night steps in rulebook order."""

from . import (actor, bear_tamer, black_wolf_king, crow, evil_spirit, fox, gargoyle, gravekeeper,
               half_blood, knight, moon_maiden, nightmare, piper, socialite, villager,
               war_wolf, white_wolf_king, wolf_beauty, wolves)

#: the role modules, each with its card (``ROLE``) and rulebook paragraph (docstring)
MODULES = (moon_maiden, bear_tamer, crow, fox, knight, socialite, gravekeeper, actor, half_blood,
           villager, white_wolf_king, black_wolf_king, war_wolf, wolf_beauty, gargoyle, nightmare,
           evil_spirit, piper)
#: the board's role cards in rulebook order, then the plain wolf an infection produces
ROLES = (*(m.ROLE for m in MODULES), wolves.PLAIN_WOLF)
