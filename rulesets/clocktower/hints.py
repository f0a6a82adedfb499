"""旁敲侧击 (line 14): "提出一个有关自己技能的描述；获得信息：该描述与该角色的身份技能的接近程度。
（无关/有关/接近/完美）" — made structured so the storyteller grades it deterministically.

A description has three facets, each read off the ability's printed text (``Ability``):

* **when** it works — its timing tag: 首夜 / 夜晚 / 夜晚* / 白天 / 配板, or none (a passive,
  <被动>, untimed ability);
* **aim** what it chooses — nothing, a player, two players, three players, a player and a
  character, a character;
* **does** what it does — learn a number, a yes/no, a player, players, a character, a player and
  a character, the grimoire; make drunk or poisoned; kill; protect; change a character; change
  an alignment; change the setup; something else.

The grade is how many facets match the character's closest ability: 3 完美, 2 接近, 1 有关,
0 无关 (ruling CT-hint-grade).  The team abilities (互认, 敏锐) and the amnesia abilities are not the
character's and are not graded.  A seat with <认知覆盖> is graded against what it believes.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from .characters import PASSIVE, Ability

WHEN = ("first_night", "each_night", "other_nights", "day", "setup", "passive")
AIMS = ("none", "player", "two_players", "three_players", "player_and_character", "character")
DOES = ("learn_number", "learn_yes_no", "learn_player", "learn_players", "learn_character",
        "learn_player_and_character", "learn_grimoire", "drunk_or_poison", "kill", "protect",
        "change_character", "change_alignment", "setup", "other")
#: 无关 / 有关 / 接近 / 完美 by the number of matching facets
GRADES = ("unrelated", "related", "close", "perfect")
GRADE_ZH = {"unrelated": "无关", "related": "有关", "close": "接近", "perfect": "完美"}
TIMING = {"首夜": "first_night", "夜晚": "each_night", "夜晚*": "other_nights", "白天": "day",
          "配板": "setup"}
#: codec options of the three questions (``when_day``, ``aim_player``, ``does_kill``...)
OPTIONS = (*(f"when_{w}" for w in WHEN), *(f"aim_{a}" for a in AIMS), *(f"does_{d}" for d in DOES))


class Description(NamedTuple):
    """A structured description of an ability (the three facets)."""

    when: str
    aim: str
    does: str


def describe(a: Ability) -> Description:
    """How the printed ability reads: its timing tag (none: passive), what it chooses, what it does."""
    when = TIMING.get(a.timing, "passive")
    if a.timing not in TIMING and PASSIVE not in a.flags and a.timing:
        when = "passive"
    return Description(when, a.aim, a.does)


def grade(abilities: Iterable[Ability], said: Description) -> str:
    """完美 / 接近 / 有关 / 无关: the most facets ``said`` shares with one of ``abilities``."""
    best = 0
    for a in abilities:
        mine = describe(a)
        best = max(best, sum(x == y for x, y in zip(mine, said)))
    return GRADES[best]
