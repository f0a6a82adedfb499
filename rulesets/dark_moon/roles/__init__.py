"""One module per dark-moon role, each next to its rulebook paragraph (line numbers refer to
``004_714d7ea8e41d1acb.txt``).  A module declares its :class:`RoleSpec` as ``ROLE`` and the
functions that run its skills; ``rulesets.dark_moon.night`` lists the night steps.

A seat's skills are :class:`~rulesets.engine.SkillInstance` s dealt from its card: every skill
of the card, except a 暗月强化 outside the dark-moon camp (line 61) and the pack's shared
杀人 / 选举 for a wolf inside the wolf camp (line 104: the pack holds them, not the wolf).
"""

from rulesets.engine import RoleSpec, SkillInstance

from . import (diviner, dreamcatcher, guard, half_blood, hunter, knight, leader, magician,
               merchant, piper, sheriff, stalker, villager, witch, wolves)

#: the role modules, each with its card (``ROLE``) and rulebook paragraph (docstring)
MODULES = (wolves, diviner, witch, hunter, guard, knight, merchant, magician, dreamcatcher, stalker,
           villager, half_blood, piper, sheriff, leader)
#: the cards in rulebook order, then the two additional identities (附加身份)
ROLES = tuple(m.ROLE for m in MODULES)
#: the nine 神职 (one card each)
GODS = tuple(r.id for r in ROLES if r.side == "god")

BOOST_FLAG = "暗月强化"


def identity_skills(role: RoleSpec, camp: str) -> list[SkillInstance]:
    """The identity skills (身份技能) a card dealt into ``camp`` holds."""
    out = []
    for skill in role.skills:
        if BOOST_FLAG in skill.flags and camp != "dark_moon":
            continue  # 神职类身份属于村民阵营时，<暗月强化>视为不存在
        if wolves.SHARED in skill.flags and camp == "wolf":
            continue  # the pack shares them
        out.append(SkillInstance(skill.id))
    return out
