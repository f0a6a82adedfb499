"""Roles and skills as data: what a rulebook paragraph declares, with names in every script."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Optional

#: what a skill does, for players that play a role from its declaration (``SkillSpec.intent``):
#: learn something about a target, keep it from going out, take it out, stop its skills tonight,
#: move votes, win the game, or nothing at all
INFORMATION = "information"
PROTECTION = "protection"
KILL = "kill"
CONTROL = "control"
VOTE = "vote"
WIN = "win"
NO_EFFECT = "none"
INTENTS = (INFORMATION, PROTECTION, KILL, CONTROL, VOTE, WIN, NO_EFFECT)


@dataclass(frozen=True)
class SkillSpec:
    """One skill of a role as the rulebook prints it.

    ``timing`` uses the rulebook's tags (``"夜間"``, ``"首夜"``, ``"白天"``, ``"死亡時"``...);
    ``flags`` the skill tags (``"其他"``, ``"不能連續兩晚"``, ``"限定"``...).
    ``implemented`` is false only for a skill the engine does not run yet.  ``intent`` (one of
    :data:`INTENTS`, ``""`` when not declared) says what the skill does in a word, so that a
    generic player can use a skill nobody wrote a bot for: information results are reported, a
    protection goes to a trusted information role, a kill or a control to a suspect.
    """

    id: str
    zh: str
    zh_trad: str
    en: str
    timing: str
    summary: str
    flags: tuple[str, ...] = ()
    implemented: bool = True
    intent: str = ""

    def __post_init__(self) -> None:
        if self.intent and self.intent not in INTENTS:
            raise ValueError(f"skill {self.id!r}: unknown intent {self.intent!r} "
                             f"(known: {', '.join(INTENTS)})")

    def names(self) -> tuple[str, ...]:
        return (self.id, self.zh, self.zh_trad, self.en)


@dataclass(frozen=True)
class RoleSpec:
    """A role card: names, camp, side, how it reads to checks, immunities and skills.

    ``side`` is the card's identity category where the rulebook has one: 神/民 (``"god"`` /
    ``"villager"``) for seal's good cards; 狼人 / 神职 / 村民 (``"wolf"`` / ``"god"`` /
    ``"villager"``) in 暗月, where ``""`` means no category (混血儿, 吹笛者).
    ``strength`` is the card's strength value (强度值) where a rulebook drafts boards by it
    (哪吒: ⑤..⑩, 25..70 for third parties), ``tags`` its rulebook tags (群内, 接刀, 验人系...)."""

    id: str
    zh: str
    zh_trad: str
    en: str
    camp: str
    side: str = ""
    checks_as_wolf: bool = False
    knife: bool = False
    immune: frozenset[str] = frozenset()
    skills: tuple[SkillSpec, ...] = ()
    line: int = 0
    referenced: bool = False  # an "original" role used only as a form of another role
    additional: bool = False  # an additional identity (附加身份 <非身份>: 警长, 首领), never dealt
    strength: Optional[float] = None
    tags: tuple[str, ...] = ()

    @property
    def implemented(self) -> bool:
        """Every skill of the card runs (a card without skills counts as implemented)."""
        return all(s.implemented for s in self.skills)

    def names(self) -> tuple[str, ...]:
        return (self.id, self.zh, self.zh_trad, self.en)

    def name(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


@dataclass
class NameIndex:
    """Looks roles and skills up by id, simplified or traditional Chinese, or English name."""

    roles: dict[str, RoleSpec] = field(default_factory=dict)
    skills: dict[str, SkillSpec] = field(default_factory=dict)
    #: names several cards' skills share (奇迹商人's and 圣诞老狼's 礼物): every skill of each, in
    #: card order (``skills`` holds the first)
    shared: dict[str, tuple[SkillSpec, ...]] = field(default_factory=dict)

    @staticmethod
    def key(name: str) -> str:
        return name.strip().lower().replace(" ", "_").replace("【", "").replace("】", "")

    @classmethod
    def build(cls, roles: Iterable[RoleSpec], extra_skills: Iterable[SkillSpec] = ()) -> "NameIndex":
        index = cls()
        for role in roles:
            for n in role.names():
                index.roles[cls.key(n)] = role
            for skill in role.skills:
                for n in skill.names():
                    k = cls.key(n)
                    first = index.skills.setdefault(k, skill)
                    if first.id != skill.id and skill not in index.shared.get(k, ()):
                        index.shared[k] = index.shared.get(k, (first,)) + (skill,)
        for skill in extra_skills:
            for n in skill.names():
                index.skills.setdefault(cls.key(n), skill)
        return index

    def role(self, name: str) -> RoleSpec:
        try:
            return self.roles[self.key(name)]
        except KeyError:
            raise KeyError(f"unknown role {name!r}") from None

    def skill(self, name: str, holder: Optional[RoleSpec] = None) -> SkillSpec:
        """The skill of that name; a name several cards' skills share is the ``holder`` card's
        skill when it has one of them (else the first card's)."""
        key = self.key(name)
        if holder is not None and key in self.shared:
            for skill in self.shared[key]:
                if any(s.id == skill.id for s in holder.skills):
                    return skill
        try:
            return self.skills[key]
        except KeyError:
            raise KeyError(f"unknown skill or decision {name!r}") from None
