"""A surface set by a skill (表面阵营，表面身份，表面带刀): three decisions shared by 隐狼's 伪装 (item 2)
and 狼外婆's 装模作样 / 欺诈天下, and the look they make (fields of the engine's ``Appearance``)."""

from typing import Any

from rulesets.engine import Game, SkillSpec, ask_option

from ..common import WOLF
from .mirror_maiden import CAMPS, KNIVES

LOOK_CAMP = SkillSpec("disguise_camp", "伪装阵营", "偽裝陣營", "Disguise: camp", "开局",
                      "A disguise's surface camp (隐狼 伪装, 狼外婆).")
LOOK_CARD = SkillSpec("disguise_card", "伪装身份", "偽裝身份", "Disguise: identity", "开局",
                      "A disguise's surface identity (隐狼 伪装, 狼外婆).")
LOOK_KNIFE = SkillSpec("disguise_knife", "伪装带刀", "偽裝帶刀", "Disguise: knife", "开局",
                       "Whether a disguise reads as carrying a knife (隐狼 伪装, 狼外婆).")
DECISIONS = (LOOK_CAMP, LOOK_CARD, LOOK_KNIFE)


def ask_look(g: Game, who: int, **info: Any):
    """Ask ``who`` for a surface camp, card and knife; returns the look."""
    camp = yield from ask_option(g, who, LOOK_CAMP.id, CAMPS, optional=False, **info)
    cards = [f"card:{r.id}" for r in g.ruleset.roles if not r.additional]
    card = yield from ask_option(g, who, LOOK_CARD.id, cards, optional=False, **info)
    knife = yield from ask_option(g, who, LOOK_KNIFE.id, KNIVES, optional=False, **info)
    side = camp.partition(":")[2]
    return {"camp": side, "role": card.partition(":")[2], "wolf": side == WOLF,
            "knife": knife == KNIVES[0]}
