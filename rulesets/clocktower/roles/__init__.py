"""One module per implemented character, each next to its rulebook paragraph (line numbers refer
to ``001_79295688e1e8f528.txt``).  A module declares its :class:`~..characters.Character` as
``ROLE`` and the functions that run its abilities, in tables keyed by ability id:

``NIGHT``      the night step of an ability (``run(game, seat, instance)``; :mod:`..night` orders them)
``ON_OUT``     what happens when its holder dies (the kernel's on-out hooks)
``ON_DEATH``   what happens when *any* player dies, for each holder of the ability
``UPKEEP``     <持续> / <被动> abilities kept true after every change (``upkeep(game, seat, instance)``)
``ENTER``      <入场> abilities and what a character sets up when it joins the game
``DAY``        day hooks: ``nominated``, ``executed``, ``spoke`` (see :mod:`..day`)

The script (:mod:`.catalogue`) lists all 127 characters; those without a module are part 2
(``implemented=False``) and never dealt.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from ..characters import Character
from . import catalogue, evil_team
from . import (washerwoman, librarian, investigator, chef, empath, fortune_teller, undertaker,
               monk, ravenkeeper, virgin, slayer, soldier, mayor, grandmother, chambermaid,
               clockmaker, dreamer, mathematician, flowergirl, town_crier, oracle, savant,
               seamstress, philosopher, sage, banshee, preacher, village_idiot, farmer, pixie,
               poppy_grower, fisherman, drunk, recluse, tinker, goon, lunatic, mutant, sweetheart,
               golem, poisoner, spy, scarlet_woman, baron, godfather, devils_advocate, assassin,
               mastermind, evil_twin, witch, cerenovus, pit_hag, goblin, widow, organ_grinder,
               psychopath, boffin, mezepheles, marionette, wizard, xaan, harpy, fox_spirit, imp,
               pukka, shabaloth, po, fang_gu, vigormortis, no_dashii, vortox, lord_of_typhon,
               kazali, lleech, lil_monsta, yaggababble, hundun, guhuoniao)
from . import (sailor, exorcist, innkeeper, gambler, courtier, professor, minstrel, tea_lady,
               pacifist, fool)
from . import barber, hatter, ogre, politician, puzzlemaster, snitch
from . import gossip, snake_charmer
from . import hermit, plague_doctor
from . import alchemist
from . import (artist, balloonist, general, juggler, king, knight, nightwatchman, noble, shugenja,
               steward)
from . import acrobat, amnesiac, bounty_hunter, choirboy, cannibal, face_changer, lycanthrope
from . import (bartender, diviner, enlightened, inn_attendant, inquisitor, mortician, physician,
               scholar, scribe, singer, yin_yang_master)

#: the implemented characters' modules, in the script's order (each batch of part 2 imports its
#: own above; the order is the script's, whatever the order of the imports)
_ORDER = {c.id: i for i, c in enumerate(catalogue.listed())}
MODULES: tuple[ModuleType, ...] = tuple(sorted((
    washerwoman, librarian, investigator, chef, empath, fortune_teller, undertaker, monk,
    ravenkeeper, virgin, slayer, soldier, mayor, grandmother, chambermaid, clockmaker, dreamer,
    mathematician, flowergirl, town_crier, oracle, savant, seamstress, philosopher, sage, banshee,
    preacher, village_idiot, farmer, pixie, poppy_grower, fisherman, drunk, recluse, tinker, goon,
    lunatic, mutant, sweetheart, golem, poisoner, spy, scarlet_woman, baron, godfather,
    devils_advocate, assassin, mastermind, evil_twin, witch, cerenovus, pit_hag, goblin, widow,
    organ_grinder, psychopath, boffin, mezepheles, marionette, wizard, xaan, harpy, fox_spirit,
    imp, pukka, shabaloth, po, fang_gu, vigormortis, no_dashii, vortox, lord_of_typhon, kazali,
    lleech, lil_monsta, yaggababble, hundun, guhuoniao,
    sailor, exorcist, innkeeper, gambler, courtier, professor, minstrel, tea_lady, pacifist, fool,
    barber, snitch, puzzlemaster, hatter, ogre, politician,
    noble, knight, steward, shugenja, balloonist, general, king, nightwatchman, juggler, artist,
    lycanthrope, bounty_hunter, acrobat, cannibal, amnesiac, face_changer,
    inn_attendant, singer, physician, enlightened, yin_yang_master, scribe, diviner, inquisitor,
    scholar, bartender, mortician,
    gossip, snake_charmer, choirboy,
    hermit, plague_doctor,
    alchemist,
), key=lambda m: _ORDER[m.ROLE.id]))
_MINE = {m.ROLE.id: m.ROLE for m in MODULES}
#: every character of the script, in its order; implemented ones from their modules
ROLES: tuple[Character, ...] = tuple(_MINE.get(c.id, c) for c in catalogue.listed())
BY_ID: dict[str, Character] = {r.id: r for r in ROLES}
IMPLEMENTED: tuple[str, ...] = tuple(r.id for r in ROLES if r.id in _MINE)


def collect(name: str) -> dict[str, Any]:
    """Merge one table (``NIGHT``, ``ON_OUT``...) of every module (the team's too)."""
    out: dict[str, Any] = {}
    for m in (evil_team, *MODULES):
        for key, value in getattr(m, name, {}).items():
            if key in out:
                raise ValueError(f"ability {key!r} has two {name} entries")
            out[key] = value
    return out
