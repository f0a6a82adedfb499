"""Characters (身份) and abilities (技能) of the script as data.

A character is a :class:`Character` (a :class:`~rulesets.engine.RoleSpec` whose ``side`` is its
type, 身份类型: 镇民 / 外来者 / 爪牙 / 恶魔, and whose ``camp`` is its starting alignment, 善良 /
邪恶: line 6).  An ability is an :class:`Ability` (a :class:`~rulesets.engine.SkillSpec` with
the rulebook's timing tag and flags, plus how its text reads to 旁敲侧击: ``aim``, what it chooses,
and ``does``, what it does; see :mod:`.hints`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulesets.engine import RoleSpec, SkillSpec

#: 身份类型 (line 6): type id -> (zh, en)
TYPES = {"townsfolk": ("镇民", "Townsfolk"), "outsider": ("外来者", "Outsider"),
         "minion": ("爪牙", "Minion"), "demon": ("恶魔", "Demon")}
GOOD_TYPES = ("townsfolk", "outsider")
EVIL_TYPES = ("minion", "demon")
#: 阵营 (line 6): camp id -> (zh, en)
CAMPS = {"good": ("善良阵营", "the good team"), "evil": ("邪恶阵营", "the evil team")}

#: 本局游戏的初始配置为7镇民2外来者2爪牙1恶魔 (line 5)
BASE = {"townsfolk": 7, "outsider": 2, "minion": 2, "demon": 1}
#: 圣洁之魂 (line 15): 同时在场的邪恶角色数量不超过初始设置的数量+1，即不超过四名
EVIL_CAP = BASE["minion"] + BASE["demon"] + 1

#: skill tags (line 7-8), as printed: <指定> chooses, <限定> once, <被动> passive...
CHOOSES, ONCE, PASSIVE, KEEPS, ENTERS, DEATHLESS = "指定", "限定", "被动", "持续", "入场", "无视死亡"
VISIT, DECLARE, COVER, ONCE_PER_GAME = "拜访", "宣言", "认知覆盖", "单局限定"


@dataclass(frozen=True)
class Ability(SkillSpec):
    """One ability as printed.  ``timing`` is its tag (``"首夜"``, ``"夜晚"``, ``"夜晚*"``,
    ``"白天"``, ``"配板"``, or ``""`` when untagged); ``aim`` what it chooses (``none``,
    ``player``, ``two_players``, ``three_players``, ``player_and_character``, ``character``)
    and ``does`` what it does (``learn_number``, ``kill``, ...): the two facets 旁敲侧击 grades."""

    aim: str = "none"
    does: str = "other"


@dataclass(frozen=True)
class Character(RoleSpec):
    """A character of the script: ``side`` is its type, ``camp`` its starting alignment,
    ``number`` its place in the script's list (line 15)."""

    number: int = 0


def ability(sid: str, zh: str, en: str, timing: str, summary: str, flags: tuple[str, ...] = (),
            aim: str = "none", does: str = "other", implemented: bool = True) -> Ability:
    """An :class:`Ability` (the rulebook is in simplified Chinese only: both Chinese names are
    the printed one)."""
    return Ability(sid, zh, zh, en, timing, summary, flags, implemented, aim=aim, does=does)


def character(cid: str, zh: str, en: str, kind: str, abilities: tuple[Ability, ...], line: int,
              number: int = 0) -> Character:
    """A :class:`Character` of type ``kind``; good types start good, evil types evil."""
    if kind not in TYPES:
        raise ValueError(f"unknown character type {kind!r}")
    camp = "good" if kind in GOOD_TYPES else "evil"
    return Character(cid, zh, zh, en, camp=camp, side=kind, skills=abilities, line=line,
                     number=number)


def implemented(role: RoleSpec) -> bool:
    """A character whose every ability runs (a part-2 character is listed, never dealt)."""
    return all(s.implemented for s in role.skills)
