"""One module per 星汉 role, each next to its rulebook paragraph (line numbers refer to
``002_d12da5e017d83cfa.txt``).  A module declares its :class:`RoleSpec` as ``ROLE`` and the
functions that run its skills; ``rulesets.xinghan.night`` lists the night steps and
``rulesets.xinghan.hooks`` what happens when a role goes out.

A seat's skills are :class:`~rulesets.engine.SkillInstance` s dealt from its card: every skill
printed on it except the ones the card only *gains* during the game (flag ``获得``: 毒士's
<救治> / <杀人>, 人质's 匕首, the 赌徒's die faces).
"""

from rulesets.engine import RoleSpec, SkillInstance

from ..common import GAINED

from . import (angel, demon_fox, gambler, gambler_shadow, ghost, half_blood, hostage, insighter,
               iron_pillar, landmine, maid, mirror, piper, poison_sage, psychic, ranger, treasure,
               treasure_keeper, wolf_hunter, wolf_judge, wolf_king, wolf_queen, worker)

#: the modules in the rulebook's order (lines 84-207)
MODULES = (wolf_queen, wolf_king, wolf_hunter, wolf_judge, demon_fox, psychic, angel, gambler,
           gambler_shadow, ranger, poison_sage, iron_pillar, treasure, treasure_keeper, landmine,
           piper, insighter, mirror, ghost, half_blood, hostage, worker, maid)
ROLES: tuple[RoleSpec, ...] = tuple(m.ROLE for m in MODULES)


def identity_skills(role: RoleSpec) -> list[SkillInstance]:
    """The identity skills (身份技能) a card is dealt with."""
    return [SkillInstance(k.id) for k in role.skills if GAINED not in k.flags]
