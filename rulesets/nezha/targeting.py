"""选择目标 -> 结算目标 (lines 84-87): the kick-ball chain of every [指定] skill.

从[选择目标]过度到[结算目标]按照下列顺序过度：[选择目标]——蚀时狼妃[时间逆流]——魔偶师[人偶操控]——
剑士[防反]——镜[反射]——磁狼[磁吸]——最终会进行结算效果的所有目标
过度方式类似于踢球制 ... 按照顺序先检测B有没有狼妃技能，如果有则将结算目标的球踢回给A，然后再检测
球当前所在的A有没有魔术技能（不会再次检测狼妃），以此类推。
[隐身]：该状态下，所有[指定]技能以该角色进行[最终结算目标]的效果，不进行结算。

The five stages work by night only (each skill says 当晚 / 游戏日夜晚, ruling N40) and from the
moment they are set up (a stage set at 午夜 does not redo what resolved before it, ruling N33);
[隐身] works by day too.  Each stage reads tonight's marks (``NightMarks``).  磁吸 splits the
ball when several magnets are active (多个磁吸生效时，这些角色都会成为结算目标).
"""

from __future__ import annotations

from typing import Optional, Union

from rulesets.engine import Game, Targeting

from .common import VILLAGE, WOLF, actual_camp, counted, table
from .state import Aimed
from .statuses import has

#: SkillSpec flag of a skill whose effect can directly deal [指杀]/[穿透]/[致死伤害] (防反)
HARMS = "伤害"


def _night(g: Game) -> bool:
    return g.phase.startswith("night")


def rewind(g: Game, skill: str, source: int, target: int) -> int:
    """噬时狼妃[时间逆流]: skills of roles whose 实际阵营 is not the wolves' (as a skill judges it:
    inverted under 假面<愚面>, ruling N116) aimed at the marked role go back to their user."""
    night = table(g).night
    consort = night.rewind.get(target)
    if consort is None or not _night(g) or actual_camp(g, source) == WOLF:
        return target
    night.rewound.setdefault(consort, []).append(skill)
    return source


def puppet(g: Game, skill: str, source: int, target: int) -> int:
    """魔偶师[人偶操控]: the puppet and the role swapped with it trade places tonight."""
    return table(g).night.swaps.get(target, target) if _night(g) else target


def counter(g: Game, skill: str, source: int, target: int) -> int:
    """剑士[防反]: the first harmful [指定] skill on the swordsman tonight hits the 防反 target;
    then the swordsman loses 防反 and is told."""
    night = table(g).night
    if target not in night.counters or not _night(g) or HARMS not in g.ruleset.skill_flags(skill):
        return target
    new = night.counters.pop(target)
    seat = g.seats[target]
    seat.skills = [k for k in seat.skills if k.id != "counter"]
    g.tell(target, "counter_used", skill=skill)
    return new


def reflect(g: Game, skill: str, source: int, target: int) -> int:
    """镜[反射]: a random role without 反射 replaces a living holder that may use it (living ones,
    ruling N38, N290); the holder keeps the reflection (``ON_REFLECTED``)."""
    from .roles import ON_REFLECTED, REFLECTS
    if not _night(g) or not REFLECTS(g, target):
        return target
    options = [s.index for s in g.seats if s.alive and counted(g, s.index)
               and s.skill("reflect") is None]
    if not options:
        return target
    new = g.story.pick_seat(options, "反射 replacement")
    for hook in ON_REFLECTED:
        hook(g, target, skill, source, new)
    return new


def magnet(g: Game, skill: str, source: int, target: int) -> Union[int, tuple[int, ...]]:
    """磁狼[磁吸]: tonight the [指定] skills of village roles (their actual camp as a skill judges
    it, ruling N37, N116) land on every active magnet; the user is told its target changed to the
    magnet."""
    magnets = tuple(m for m in table(g).night.magnets if g.seats[m].alive)
    if not magnets or not _night(g) or actual_camp(g, source) != VILLAGE:   # 愚面: N116
        return target
    for m in magnets:
        if m != target:
            g.tell(source, "magnetised", skill=skill, target=m)
    return magnets if len(magnets) > 1 else magnets[0]


def invisible(g: Game, skill: str, source: int, target: int) -> Optional[int]:
    """[隐身]: the effect does not resolve on this role."""
    return None if has(g, target, "invisible") else target


CHAIN = Targeting((("时间逆流", rewind), ("人偶操控", puppet), ("防反", counter),
                   ("反射", reflect), ("磁吸", magnet), ("隐身", invisible)))


def aim(g: Game, source: int, skill: str, chosen: int) -> list[int]:
    """The 结算目标 of ``source``'s [指定] ``skill`` chosen on ``chosen`` (none when 隐身 cancels
    it), remembered for the skills that watch who was targeted (邀舞, 主宰黑夜, 黑蝙蝠...) and
    shown to those that react to it (贪欲)."""
    from .roles import ON_AIMED
    finals = CHAIN.finals(g, skill, source, chosen)
    if _night(g):
        night = table(g).night
        night.aimed.append(Aimed(source, skill, chosen, finals, len(night.aimed),
                                 g.seats[source].camp))
    for hook in ON_AIMED:
        hook(g, source, skill, finals)
    return finals


def aim_one(g: Game, source: int, skill: str, chosen: int) -> Optional[int]:
    """The first 结算目标 (a single-target effect), or ``None``."""
    finals = aim(g, source, skill, chosen)
    return finals[0] if finals else None
