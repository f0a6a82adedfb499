"""A skill's effect words rewritten for a while (银狼<以太编程>, lines 635-640), and the one place
every damage and status a skill deals passes through.

可以选择将其中一个技能的部分文字在一定范围内任意修改…修改持续至下一个正午开始.
[指杀/穿透/致死伤害]可以互相修改; 所有常见状态特效可以修改为[沉默/缴械/遗忘/超度/迷魂/流血/寡言/漏洞/
隐身/守护：∞/坚韧/自由/独裁/秩序]; 非常见状态无法修改（如情侣，破伤风等状态）.

A skill *settles* inside :func:`settling` (the night's skill steps, the pack's and a role's own
杀人, the [正午] skills used on a post, the skills fired by an out): while it does, a damage
``damage.hurt`` / ``damage.strike`` deals or a status ``statuses.give`` gives **from that skill's
user** is looked up in the rewrite table, keyed by (seat, skill), and replaced by its rewritten
word.  With no rewrite in the table (every game without a 银狼), nothing changes.  The words a
skill exposes are data (:data:`WORDS`): the damage kinds and common statuses its own effect deals
or gives (ruling N333).
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace
from typing import Any, Callable, Iterator, Mapping, Optional

from rulesets.engine import Game, Schedule, Step

from .common import table

#: [指杀/穿透/致死伤害]可以互相修改
DAMAGE_WORDS = ("kill", "pierce", "lethal")
#: 常见状态特效 (lines 92-112): the statuses a rewrite may replace
COMMON_STATUSES = ("silence", "disarm", "forget", "exorcised", "bewitched", "taciturn", "bleed",
                   "exploit", "karmic", "purify", "freeze", "fear", "invisible", "guard", "tough",
                   "domineering", "undying", "freedom", "dictator", "order")
#: 可以修改为[沉默/缴械/遗忘/超度/迷魂/流血/寡言/漏洞/隐身/守护：∞/坚韧/自由/独裁/秩序]
STATUS_TARGETS = ("silence", "disarm", "forget", "exorcised", "bewitched", "bleed", "taciturn",
                  "exploit", "invisible", "guard", "tough", "freedom", "dictator", "order")

#: the words each skill's own effect deals or gives (damage kinds and common statuses), by skill
#: id: the skills 以太编程 may rewrite (ruling N333).  A skill missing here has no such word (it
#: checks, moves, votes, or gives only uncommon statuses: 情侣, 链接, 愚面, 血咒, 混沌...).
WORDS: Mapping[str, tuple[str, ...]] = {
    # 早夜
    "shelter": ("undying", "order"), "fear": ("fear", "taciturn"), "silence_skill": ("silence",),
    "bewitch_potion": ("bewitched",),
    "scheme": ("bleed", "silence", "forget", "bewitched", "exorcised", "exploit"),
    "seal_mark": ("silence", "freeze"), "exploit_hack": ("exploit",),
    "spread_plague": ("exploit",),
    # 午夜
    "karmic_fire": ("karmic",), "freeze_skill": ("freeze",), "ward": ("guard",),
    "primal_guard": ("tough", "guard"), "cure": ("guard", "bleed"), "dark_guard": ("tough",),
    "abyss": ("guard",), "bat_shelter": ("tough",),
    # 深夜
    "exorcise": ("exorcised",), "piper_charm": ("taciturn",), "requiem": ("purify",), "devour": ("domineering",), "moon_eclipse": ("domineering",),
    "kill": ("kill",), "snipe": ("forget", "lethal"), "harvest": ("bleed",), "wild": ("kill",),
    "gluttony": ("kill",), "annihilate": ("pierce",), "bite": ("kill",),
    "plague_burst": ("lethal",), "car_crash": ("lethal",), "holy_light": ("undying",),
    "heaven_fire": ("lethal",), "hunt": ("pierce", "lethal"), "verdict": ("pierce",),
    "vermilion_fire": ("lethal",), "ambush": ("pierce",), "chase": ("pierce",),
    "charge_slash": ("bleed",), "eternal_sleep": ("lethal",), "holy_slash": ("bleed",),
    # 凌晨
    "antidote": ("guard",), "cleanse": ("purify",), "council": ("pierce",), "poison": ("pierce",),
    "rebound": ("pierce",), "reap_life": ("bleed",), "pharaoh": ("undying",),
    "twin_fate": ("karmic", "undying"), "soul_chase": ("bleed",),
    # 正午
    "collapse": ("lethal",), "assassinate": ("lethal",), "blast": ("lethal",),
    "duel": ("pierce", "lethal"), "thunder": ("lethal",), "burning_camps": ("lethal",),
    "virus_graft": ("karmic", "taciturn", "bleed"), "fate_torrent": ("silence",),
    # 黄昏 (after the vote)
    "thunder_slash": ("bleed",),
    # fired by an out (晨曦 / 黄昏)
    "last_shot": ("lethal",), "patrol": ("silence", "exploit", "lethal"), "revenge": ("lethal",),
    "fox_blaze": ("lethal", "karmic"),
}


def targets_of(word: str) -> tuple[str, ...]:
    """What ``word`` may be rewritten to: another damage kind, or one of the 14 statuses."""
    if word in DAMAGE_WORDS:
        return tuple(w for w in DAMAGE_WORDS if w != word)
    if word in COMMON_STATUSES:
        return tuple(w for w in STATUS_TARGETS if w != word)
    raise ValueError(f"{word!r} is neither a damage kind nor a common status")


def rewrite(g: Game, seat: int, skill: str, word: str, to: str) -> None:
    """``seat``'s ``skill`` now deals / gives ``to`` where its text says ``word``, until the next
    正午 starts (one rewrite per skill: a later one replaces it)."""
    if word not in WORDS.get(skill, ()):
        raise ValueError(f"skill {skill!r} has no rewritable word {word!r}")
    if to not in targets_of(word):
        raise ValueError(f"{word!r} cannot be rewritten to {to!r}")
    table(g).rewrites[(seat, skill)] = (word, to, g.day)


def expire(g: Game) -> None:
    """修改持续至下一个正午开始: rewrites made before today go when today's 正午 starts; the
    holder of the skill, told of the rewrite, is told it ended (``ether_end``)."""
    state = table(g)
    for (seat, skill), (_, _, day) in sorted(state.rewrites.items()):
        if day < g.day:
            g.tell(seat, "ether_end", skill=skill)
    state.rewrites = {k: v for k, v in state.rewrites.items() if v[2] >= g.day}


def rewritten(g: Game, seat: int, skill: str) -> Optional[tuple[str, str]]:
    """The (word, new word) of ``seat``'s ``skill`` in force, if any."""
    entry = table(g).rewrites.get((seat, skill))
    return None if entry is None else (entry[0], entry[1])


@contextmanager
def settling(g: Game, seat: int, skill: str) -> Iterator[None]:
    """``seat``'s ``skill`` settles inside this block (nested blocks stack)."""
    stack = table(g).settling
    stack.append((seat, skill))
    try:
        yield
    finally:
        stack.pop()


def word(g: Game, source: Optional[int], said: str) -> str:
    """The word the skill settling now deals where its text says ``said``: rewritten when the
    settling skill is ``source``'s and has a rewrite of ``said`` in force, else ``said``."""
    state = table(g)
    if not state.rewrites or not state.settling or source is None:
        return said
    seat, skill = state.settling[-1]
    if seat != source:
        return said
    entry = state.rewrites.get((seat, skill))
    if entry is None or entry[0] != said:
        return said
    return entry[1]


def step(s: Step) -> Step:
    """A night step whose skill settles inside :func:`settling` (a group step is left alone)."""
    if not s.skill:
        return s
    run, skill = s.run, s.skill
    if s.procedure:
        def plain(g: Game, seat: int, inst: Any) -> None:
            with settling(g, seat, skill):
                run(g, seat, inst)
        return replace(s, run=plain)

    def flow(g: Game, seat: int, inst: Any):
        with settling(g, seat, skill):
            return (yield from run(g, seat, inst))
    return replace(s, run=flow)


def schedule(night: Schedule) -> Schedule:
    """``night`` with every skill step settling inside :func:`settling`."""
    return replace(night, blocks=tuple(replace(b, steps=tuple(step(s) for s in b.steps))
                                       for b in night.blocks))


def special_run(skill: str, run: Callable[[Game, int], Any]) -> Callable[[Game, int], Any]:
    """A [正午] skill used on a post, settling inside :func:`settling`."""
    def flow(g: Game, seat: int):
        with settling(g, seat, skill):
            return (yield from run(g, seat))
    return flow


def trigger_run(run: Callable[[Game, Any], Any]) -> Callable[[Game, Any], Any]:
    """A skill fired by an out (``run(game, trigger)``), settling inside :func:`settling`."""
    def flow(g: Game, trigger: Any):
        with settling(g, trigger.seat, trigger.skill):
            return (yield from run(g, trigger))
    return flow
