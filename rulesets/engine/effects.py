"""The effect vocabulary: a simple role's skill as data — timing, target rule, effect, flags.

A designer who writes a role in TOML (``rulesets.engine.custom``) declares each skill with
words from this module, and :func:`declare` turns the declaration into the skill's
:class:`~.roles.SkillSpec` and the night :class:`~.schedule.Step` that runs it through the
kernel's gates (``can_use`` before the step, the ruleset's redirections, the defence at
settlement, ``inform`` for results).  Nothing here knows a ruleset: what a protection or a kill
means on a board is the ruleset's data (``Ruleset.protection_status``, ``kill_damage``,
``night_tally``, ``final_target``).

* **timing** — ``night`` (夜晚: every night), ``first_night`` (首夜), ``later_nights``
  (夜晚*: every night but the first).
* **target** — ``other_living`` (其他存活), ``living`` (存活), ``dead`` (死亡), ``self`` (自己),
  ``none`` (no target: the seat is asked whether it uses the skill).
* **effect** — see :data:`EFFECTS` (``learn_wolf``, ``learn_camp``, ``learn_role``,
  ``protect``, ``kill``, ``block``, ``vote_bonus``, ``vote_weight``, ``win``, ``none``).
* **flags** — 限定 (``uses``: a number of uses, 1 unless given), 强制 (the seat must use it: a
  silent seat gets a random target, a target-less skill fires without asking), 指定 (the skill
  names a target: implied by every target rule but ``self`` and ``none``), 不能连续两晚 (never the
  same target two nights running).  English aliases: ``limited``, ``forced``, ``targeted``,
  ``no_repeat``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from .decisions import ask_target, ask_yes
from .outcome import GameOver
from .roles import CONTROL, INFORMATION, KILL, NO_EFFECT, PROTECTION, VOTE, WIN, SkillSpec
from .schedule import EVERY, FIRST, LATER, Step
from .statuses import ALL_SKILLS, STACK, StatusKind
from .votes import VOTE_BONUS, VOTE_WEIGHT

if TYPE_CHECKING:  # pragma: no cover
    from .game import Flow, Game
    from .skills import SkillInstance

#: timing words -> (schedule nights, the rulebook's tag)
TIMINGS: Mapping[str, tuple[str, str]] = {
    "night": (EVERY, "夜晚"), "夜晚": (EVERY, "夜晚"),
    "first_night": (FIRST, "首夜"), "首夜": (FIRST, "首夜"),
    "later_nights": (LATER, "夜晚*"), "夜晚*": (LATER, "夜晚*"),
}
#: target rules -> the rulebook's words
TARGETS: Mapping[str, str] = {"other_living": "其他存活", "living": "存活", "dead": "死亡",
                              "self": "自己", "none": ""}
#: target rules that ask the seat for a target (指定)
NAMED = frozenset({"other_living", "living", "dead"})

LIMITED, FORCED, DESIGNATED, NO_REPEAT = "限定", "强制", "指定", "不能连续两晚"
#: flag words and their English aliases -> the rulebook's tag
FLAGS: Mapping[str, str] = {LIMITED: LIMITED, "limited": LIMITED, FORCED: FORCED,
                            "forced": FORCED, DESIGNATED: DESIGNATED, "targeted": DESIGNATED,
                            NO_REPEAT: NO_REPEAT, "不能連續兩晚": NO_REPEAT,
                            "no_repeat": NO_REPEAT}

#: the status of a ``block``: every skill of the holder fails tonight
BLOCKED = "blocked"
#: statuses the effects give; a variant adds them to its ruleset's table
STATUSES = (StatusKind(BLOCKED, "封锁", "blocked", disables=frozenset({ALL_SKILLS})),
            StatusKind(VOTE_WEIGHT, "票权", "vote weight", stacking=STACK),
            StatusKind(VOTE_BONUS, "加票", "extra votes", stacking=STACK))


class DeclarationError(ValueError):
    """A declared skill that cannot be used; ``key`` names the declaration's key at fault."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


@dataclass(frozen=True)
class Param:
    """A parameter of an effect: its name, default and type (``int``, ``float`` or ``str``)."""

    name: str
    default: Any
    kind: type
    doc: str = ""


#: ``(game, seat, final target or None, declaration)``: what the effect does
Apply = Callable[["Game", int, Optional[int], "Declared"], None]


@dataclass(frozen=True)
class Effect:
    """One word of the vocabulary: what it does (``apply``), its intent (for bots), the target
    rules it accepts and its parameters."""

    name: str
    intent: str
    doc: str
    apply: Apply
    targets: frozenset[str]
    params: tuple[Param, ...] = ()


@dataclass(frozen=True)
class Declared:
    """A declared skill: names, timing, target rule, effect, flags and parameters (``uses`` and
    the effect's own), validated by :func:`declare`."""

    id: str
    zh: str
    en: str
    summary: str
    timing: str
    target: str
    effect: str
    flags: tuple[str, ...] = ()
    params: Mapping[str, Any] = field(default_factory=dict)
    zh_trad: str = ""

    @property
    def uses(self) -> int:
        """How many times the skill can be used in a game (0: no limit)."""
        return int(self.params.get("uses", 0))

    @property
    def forced(self) -> bool:
        """强制: the seat must use the skill."""
        return FORCED in self.flags

    @property
    def no_repeat(self) -> bool:
        """不能连续两晚: never the same target two nights running."""
        return NO_REPEAT in self.flags

    def spec(self) -> SkillSpec:
        """The skill as the kernel declares skills."""
        tag = TIMINGS[self.timing][1]
        where = TARGETS[self.target]
        flags = tuple(dict.fromkeys(((where,) if where else ()) + self.flags))
        return SkillSpec(self.id, self.zh, self.zh_trad or self.zh, self.en, tag, self.summary,
                         flags, intent=EFFECTS[self.effect].intent)

    def step(self, label: str) -> Step:
        """The night step that runs the skill for every living holder."""
        return Step(label, _runner(self), skill=self.id, nights=TIMINGS[self.timing][0])


# -- the effects --------------------------------------------------------------------------------
def _learn_wolf(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    assert t is not None
    g.result(me, d.id, t, g.appearance(t, me).wolf, (True, False))


def _learn_camp(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    assert t is not None
    camps = tuple(dict.fromkeys((*g.ruleset.camps, *(r.camp for r in g.ruleset.playable_roles()))))
    g.result(me, d.id, t, g.appearance(t, me).camp, camps)


def _learn_role(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    assert t is not None
    roles = tuple(r.id for r in g.ruleset.playable_roles())
    g.result(me, d.id, t, g.appearance(t, me).role, roles)


def _protect(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    assert t is not None
    status = str(d.params.get("status") or g.ruleset.protection_status)
    g.add_status(t, status, me, until="night_end")


def _kill(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    assert t is not None
    damage = str(d.params.get("damage") or g.ruleset.kill_damage)
    tally = g.ruleset.night_tally(g)
    if tally is None:
        g.go_out(t, d.id, public=False, source=me)
    else:
        tally.file(d.id, me, t, damage, (g.seats[me].camp,))


def _block(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    assert t is not None
    g.add_status(t, BLOCKED, me, until="night_end")


def _halves(d: Declared) -> int:
    return int(round(2 * float(d.params.get("votes", 1))))


def _vote_bonus(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    assert t is not None
    g.add_status(t, VOTE_BONUS, me, until="night_start", data=_halves(d))


def _vote_weight(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    g.add_status(me, VOTE_WEIGHT, me, until="night_start", data=_halves(d))


def _win(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    camp = str(d.params.get("camp") or g.seats[me].camp)
    raise GameOver(camp, str(d.params.get("reason") or f"{d.zh}：{camp}"))


def _nothing(g: "Game", me: int, t: Optional[int], d: Declared) -> None:
    return None


_LIVING = frozenset({"other_living", "living"})
_ANY = frozenset(TARGETS)
EFFECTS: Mapping[str, Effect] = {e.name: e for e in (
    Effect("learn_wolf", INFORMATION, "learn whether the target reads as a wolf (查验是否为狼人)",
           _learn_wolf, _LIVING | {"dead"}),
    Effect("learn_camp", INFORMATION, "learn the camp the target reads as (查验阵营)",
           _learn_camp, _LIVING | {"dead"}),
    Effect("learn_role", INFORMATION, "learn the card the target reads as (查验身份)",
           _learn_role, _LIVING | {"dead"}),
    Effect("protect", PROTECTION, "the target is guarded tonight (the ruleset's protection "
           "status, or `status`)", _protect, _LIVING | {"self"},
           (Param("status", "", str, "the status given (default: the ruleset's guard)"),)),
    Effect("kill", KILL, "the target takes the ruleset's night kill (or `damage`), settled with "
           "the night's other hits", _kill, _LIVING,
           (Param("damage", "", str, "the damage filed (default: the ruleset's kill)"),)),
    Effect("block", CONTROL, "the target's skills fail tonight (封锁)", _block, _LIVING),
    Effect("vote_bonus", VOTE, "the target gets `votes` extra votes against it in the exile "
           "votes until the next night", _vote_bonus, _LIVING,
           (Param("votes", 1.0, float, "extra votes (halves allowed)"),)),
    Effect("vote_weight", VOTE, "the seat's own ballot counts `votes` more until the next night",
           _vote_weight, frozenset({"self", "none"}),
           (Param("votes", 1.0, float, "extra weight of the ballot"),)),
    Effect("win", WIN, "the seat's camp (or `camp`) wins at once", _win, frozenset({"none", "self"}),
           (Param("camp", "", str, "the camp that wins (default: the seat's)"),
            Param("reason", "", str, "the end reason shown"))),
    Effect("none", NO_EFFECT, "nothing happens (a placebo: to measure that it changes nothing)",
           _nothing, _ANY),
)}


# -- running a declared skill -----------------------------------------------------------------
def candidates(g: "Game", me: int, rule: str) -> list[int]:
    """The seats a target rule allows, in seat order."""
    if rule == "other_living":
        return g.living(but=me)
    if rule == "living":
        return g.living()
    if rule == "dead":
        return [s.index for s in g.seats if not s.alive]
    return []


def _runner(d: Declared) -> Callable[["Game", int, "SkillInstance"], "Flow"]:
    effect = EFFECTS[d.effect]

    def run(g: "Game", me: int, inst: "SkillInstance") -> "Flow":
        if d.uses and inst.used >= d.uses:
            return  # 限定: spent
        target: Optional[int] = None
        if d.target in NAMED:
            pool = candidates(g, me, d.target)
            if d.no_repeat:
                barred = inst.barred(g.night)
                pool = [c for c in pool if c not in barred]
            chosen = yield from ask_target(g, me, d.id, pool, optional=not d.forced)
            if d.no_repeat:
                inst.chose(g.night, [] if chosen is None else [chosen])
            if chosen is None:
                return
            inst.used += 1
            target = g.ruleset.final_target(g, d.id, me, chosen)
            if target is None:
                return  # the ruleset's redirections cancelled it
        else:
            if not d.forced:
                use = yield from ask_yes(g, me, d.id)
                if not use:
                    return
            inst.used += 1
            target = me if d.target == "self" else None
        effect.apply(g, me, target, d)

    return run


def _number(key: str, value: Any, kind: type) -> Any:
    if kind is str:
        if not isinstance(value, str):
            raise DeclarationError(key, f"`{key}` must be a string, got {value!r}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise DeclarationError(key, f"`{key}` must be a number, got {value!r}")
    if kind is int and int(value) != value:
        raise DeclarationError(key, f"`{key}` must be a whole number, got {value!r}")
    return kind(value)


def declare(skill_id: str, *, zh: str, en: str, timing: str, target: str, effect: str,
            flags: tuple[str, ...] = (), params: Optional[Mapping[str, Any]] = None,
            summary: str = "", zh_trad: str = "") -> Declared:
    """Validate one declared skill.  Raises :class:`DeclarationError` naming the key at fault
    (``timing``, ``target``, ``effect``, ``flags``, ``uses`` or a parameter) with the words
    that are allowed."""
    if not skill_id or not skill_id.replace("_", "").isalnum():
        raise DeclarationError("id", f"a skill id is a word of letters, digits and _, got {skill_id!r}")
    if timing not in TIMINGS:
        raise DeclarationError("timing", f"unknown timing {timing!r} (known: "
                               f"{', '.join(TIMINGS)})")
    if target not in TARGETS:
        raise DeclarationError("target", f"unknown target rule {target!r} (known: "
                               f"{', '.join(TARGETS)})")
    if effect not in EFFECTS:
        raise DeclarationError("effect", f"unknown effect {effect!r} (known: "
                               f"{', '.join(EFFECTS)})")
    eff = EFFECTS[effect]
    if target not in eff.targets:
        raise DeclarationError("target", f"effect {effect!r} takes a target rule among "
                               f"{', '.join(sorted(eff.targets))}, got {target!r}")
    tags: list[str] = []
    for f in flags:
        if f not in FLAGS:
            raise DeclarationError("flags", f"unknown flag {f!r} (known: {', '.join(FLAGS)})")
        tags.append(FLAGS[f])
    if DESIGNATED in tags and target not in NAMED:
        raise DeclarationError("flags", f"指定 (targeted) needs a target rule among "
                               f"{', '.join(sorted(NAMED))}, got {target!r}")
    if NO_REPEAT in tags and target not in NAMED:
        raise DeclarationError("flags", "不能连续两晚 (no_repeat) needs a named target")
    if target in NAMED and DESIGNATED not in tags:
        tags.insert(0, DESIGNATED)
    raw = dict(params or {})
    out: dict[str, Any] = {}
    uses = raw.pop("uses", None)
    if uses is not None:
        out["uses"] = _number("uses", uses, int)
        if out["uses"] < 0:
            raise DeclarationError("uses", f"`uses` must be 0 (no limit) or more, got {uses!r}")
        if out["uses"] and LIMITED not in tags:
            tags.append(LIMITED)
    elif LIMITED in tags:
        out["uses"] = 1
    known = {p.name: p for p in eff.params}
    for key, value in raw.items():
        if key not in known:
            raise DeclarationError(key, f"effect {effect!r} has no parameter {key!r} (its "
                                   f"parameters: {', '.join(known) or 'none'}, and uses)")
        out[key] = _number(key, value, known[key].kind)
    for p in eff.params:
        out.setdefault(p.name, p.default)
    return Declared(skill_id, zh or en or skill_id, en or skill_id, summary or eff.doc, timing,
                    target, effect, tuple(dict.fromkeys(tags)), out, zh_trad)


def numeric_params(d: Declared) -> dict[str, float]:
    """The parameters of ``d`` a search can tune (``uses`` and numeric effect parameters)."""
    out = {"uses": float(d.uses)}
    for p in EFFECTS[d.effect].params:
        if p.kind in (int, float):
            out[p.name] = float(d.params[p.name])
    return out
