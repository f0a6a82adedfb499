"""New roles written outside the package: a TOML declaration or a Python role module.

**TOML** (simple roles, the effect vocabulary of :mod:`rulesets.engine.effects`)::

    [role]
    id = "watchman"
    zh = "守夜人"
    en = "Night Watchman"
    camp = "good"
    side = "god"
    rulebook = "守夜人：每晚可以查验一名其他存活玩家是否为狼人，限两次。"

    [[skills]]
    id = "watch"
    zh = "守望"
    en = "Watch"
    timing = "night"            # night | first_night | later_nights (夜晚 / 首夜 / 夜晚*)
    target = "other_living"     # other_living | living | dead | self | none
    effect = "learn_wolf"       # the vocabulary
    flags = ["限定"]             # 限定 / 强制 / 指定 / 不能连续两晚
    uses = 2
    place = "after:knife"       # end | before:STEP | after:STEP (a step of the night order)

**Python** (anything the kernel can express): a module whose docstring is the rulebook
paragraph and which declares ``ROLE`` (a :class:`~rulesets.engine.RoleSpec`) and optionally
``NIGHT`` (``(Step, place)`` pairs, or Steps placed at the end), ``STATUSES``
(:class:`~rulesets.engine.StatusKind` s), ``ON_OUT`` (skill id -> on-out hook), ``TRIGGERS``
(skill id -> trigger run) and ``PARAMS`` (name -> number: what ``--tune`` may change; the
module's functions read them when they run).
"""

from __future__ import annotations

import ast
import hashlib
import traceback
import types
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from ..effects import DeclarationError, Declared, declare, numeric_params
from ..outs import OutHook, TriggerRun
from ..roles import RoleSpec
from ..schedule import Step
from ..statuses import StatusKind
from .files import SourceFile, line_of, parse_toml

ROLE_KEYS = {"id", "zh", "zh_trad", "en", "camp", "side", "rulebook", "checks_as_wolf", "knife",
             "immune"}
SKILL_KEYS = {"id", "zh", "zh_trad", "en", "timing", "target", "effect", "flags", "summary",
              "place", "uses"}


@dataclass(frozen=True)
class PlacedStep:
    """A night step of a new role and where it goes in the night order (``end``,
    ``before:STEP``, ``after:STEP``), with the file line that says so (for errors)."""

    step: Step
    place: str
    line: int


@dataclass
class RoleDesign:
    """A new role as loaded from its file: the card, its rulebook paragraph, its night steps,
    statuses, hooks and tunable parameters."""

    role: RoleSpec
    paragraph: str
    file: SourceFile
    line: int
    steps: tuple[PlacedStep, ...] = ()
    statuses: tuple[StatusKind, ...] = ()
    on_out: Mapping[str, OutHook] = field(default_factory=dict)
    trigger_runs: Mapping[str, TriggerRun] = field(default_factory=dict)
    params: dict[str, float] = field(default_factory=dict)
    declared: tuple[Declared, ...] = ()

    @property
    def id(self) -> str:
        """The new card's id."""
        return self.role.id


def _str(f: SourceFile, data: Mapping[str, Any], key: str, table: str, index: int = 0,
         required: bool = True, default: str = "") -> str:
    v = data.get(key, default)
    if (required and not v) or not isinstance(v, str):
        what = "is missing" if key not in data else f"must be a non-empty string, got {v!r}"
        raise f.error(line_of(f.text, key if key in data else None, table, index) or 1,
                      f"[{table}] `{key}` {what}")
    return v


def _unknown(f: SourceFile, data: Mapping[str, Any], known: set[str], table: str,
             index: int = 0) -> None:
    for key in data:
        if key not in known:
            raise f.error(line_of(f.text, key, table, index),
                          f"unknown key `{key}` in [{table}] (known: {', '.join(sorted(known))})")


def _role_spec(f: SourceFile, data: Mapping[str, Any], skills: tuple) -> RoleSpec:
    """The ``[role]`` table as a card."""
    _unknown(f, data, ROLE_KEYS, "role")
    rid = _str(f, data, "id", "role")
    if not rid.replace("_", "").isalnum() or not rid[0].isalpha():
        raise f.error(line_of(f.text, "id", "role"), f"a role id is a word of letters, digits "
                      f"and _ starting with a letter, got {rid!r}")
    immune = data.get("immune", [])
    if not isinstance(immune, list) or not all(isinstance(x, str) for x in immune):
        raise f.error(line_of(f.text, "immune", "role"), "`immune` is a list of causes")
    for key in ("checks_as_wolf", "knife"):
        if not isinstance(data.get(key, False), bool):
            raise f.error(line_of(f.text, key, "role"), f"`{key}` must be true or false")
    zh = _str(f, data, "zh", "role")
    return RoleSpec(rid, zh, _str(f, data, "zh_trad", "role", required=False, default=zh),
                    _str(f, data, "en", "role"), camp=_str(f, data, "camp", "role"),
                    side=_str(f, data, "side", "role", required=False),
                    checks_as_wolf=bool(data.get("checks_as_wolf", False)),
                    knife=bool(data.get("knife", False)), immune=frozenset(immune), skills=skills)


def _skill(f: SourceFile, raw: Mapping[str, Any], index: int,
           overrides: Mapping[str, float]) -> Declared:
    """One ``[[skills]]`` entry as a declared skill (tuned values applied)."""
    effect_keys = {k for k in raw if k not in SKILL_KEYS}
    sid = _str(f, raw, "id", "skills", index)
    params = {k: raw[k] for k in effect_keys}
    if "uses" in raw:
        params["uses"] = raw["uses"]
    for key, value in overrides.items():
        params[key] = value
    flags = raw.get("flags", [])
    if not isinstance(flags, list):
        raise f.error(line_of(f.text, "flags", "skills", index), "`flags` is a list of tags")
    try:
        return declare(sid, zh=_str(f, raw, "zh", "skills", index),
                       zh_trad=_str(f, raw, "zh_trad", "skills", index, required=False),
                       en=_str(f, raw, "en", "skills", index),
                       timing=_str(f, raw, "timing", "skills", index),
                       target=_str(f, raw, "target", "skills", index, required=False,
                                   default="other_living"),
                       effect=_str(f, raw, "effect", "skills", index), flags=tuple(flags),
                       params=params,
                       summary=_str(f, raw, "summary", "skills", index, required=False))
    except DeclarationError as exc:
        line = line_of(f.text, exc.key, "skills", index) or line_of(f.text, None, "skills", index)
        raise f.error(line, f"skill {sid!r}: {exc}") from None


def load_toml(f: SourceFile, overrides: Optional[Mapping[str, float]] = None) -> RoleDesign:
    """A role declared in TOML.  ``overrides`` sets tunable parameters (``PARAM`` or
    ``SKILL.PARAM``: see :func:`tunable`)."""
    data = parse_toml(f)
    unknown = set(data) - {"role", "skills"}
    if unknown:
        key = sorted(unknown)[0]
        raise f.error(line_of(f.text, key) or line_of(f.text, None, key),
                      f"unknown key or table `{key}` (a role file has [role] and [[skills]])")
    if not isinstance(data.get("role"), dict):
        raise f.error(1, "a role file needs a [role] table (id, zh, en, camp, side, rulebook)")
    raws = data.get("skills", [])
    if not isinstance(raws, list):
        raise f.error(line_of(f.text, "skills"), "skills are [[skills]] tables")
    per_skill = _split_overrides(f, raws, overrides or {})
    declared: list[Declared] = []
    places: list[tuple[str, int]] = []
    for i, raw in enumerate(raws):
        d = _skill(f, {k: v for k, v in raw.items() if k != "place"}, i, per_skill.get(i, {}))
        if any(d.id == o.id for o in declared):
            raise f.error(line_of(f.text, "id", "skills", i), f"two skills named {d.id!r}")
        declared.append(d)
        place = raw.get("place", "end")
        if not isinstance(place, str):
            raise f.error(line_of(f.text, "place", "skills", i), "`place` is a string")
        places.append((place, line_of(f.text, "place", "skills", i)
                       or line_of(f.text, None, "skills", i)))
    role = _role_spec(f, data["role"], tuple(d.spec() for d in declared))
    paragraph = data["role"].get("rulebook", "")
    if not isinstance(paragraph, str) or not paragraph.strip():
        raise f.error(line_of(f.text, "rulebook", "role") or line_of(f.text, None, "role"),
                      "[role] needs `rulebook`: the role's rulebook paragraph, as players read it")
    steps = tuple(PlacedStep(d.step(f"{role.zh}<{d.zh}>"), place, line)
                  for d, (place, line) in zip(declared, places))
    params = {f"{d.id}.{k}": v for d in declared for k, v in numeric_params(d).items()}
    return RoleDesign(role, paragraph.strip(), f, line_of(f.text, None, "role"), steps,
                      params=params, declared=tuple(declared))


def _split_overrides(f: SourceFile, raws: list, overrides: Mapping[str, float]
                     ) -> dict[int, dict[str, float]]:
    """``PARAM`` (unique among the skills) or ``SKILL.PARAM`` -> per skill index."""
    out: dict[int, dict[str, float]] = {}
    for name, value in overrides.items():
        sid, _, param = name.rpartition(".")
        hits = [i for i, raw in enumerate(raws)
                if (not sid or raw.get("id") == sid)
                and (param in raw or param == "uses" or _has_param(raw, param))]
        if len(hits) != 1:
            raise f.error(0, f"cannot tune {name!r}: " + ("no skill has that parameter" if not hits
                                                         else "several skills have it; name one "
                                                              "as SKILL.PARAM"))
        out.setdefault(hits[0], {})[param] = value
    return out


def _has_param(raw: Mapping[str, Any], param: str) -> bool:
    from ..effects import EFFECTS
    effect = EFFECTS.get(str(raw.get("effect", "")))
    return effect is not None and any(p.name == param for p in effect.params)


# -- Python role modules --------------------------------------------------------------------------
def _assigned_line(tree: ast.Module, name: str) -> int:
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                return node.lineno
    return 0


def _exec_error(f: SourceFile, exc: BaseException) -> int:
    """The line of ``f`` where executing it failed (the deepest frame in the file)."""
    line = 0
    for frame in traceback.extract_tb(exc.__traceback__):
        if frame.filename == f.path:
            line = frame.lineno or line
    return line


def load_python(f: SourceFile, overrides: Optional[Mapping[str, float]] = None) -> RoleDesign:
    """A role module (see the module docstring).  It runs in a fresh module of its own, so two
    variants with different parameters never share state."""
    try:
        tree = ast.parse(f.text, f.path)
        code = compile(tree, f.path, "exec")
    except SyntaxError as exc:
        raise f.error(exc.lineno or 0, f"Python syntax error: {exc.msg}") from None
    digest = hashlib.sha1(f.text.encode()).hexdigest()[:10]
    module = types.ModuleType(f"rulesets_custom_{digest}", ast.get_docstring(tree))
    module.__file__ = f.path
    try:
        exec(code, module.__dict__)
    except Exception as exc:
        raise f.error(_exec_error(f, exc), f"the role module failed: "
                      f"{type(exc).__name__}: {exc}") from None
    role = getattr(module, "ROLE", None)
    if not isinstance(role, RoleSpec):
        raise f.error(_assigned_line(tree, "ROLE") or 1,
                      "a role module declares ROLE = RoleSpec(...)")
    paragraph = (module.__doc__ or "").strip()
    if not paragraph:
        raise f.error(1, "a role module's docstring is the role's rulebook paragraph; it has none")
    params = getattr(module, "PARAMS", {})
    if not isinstance(params, dict) or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in params.values()):
        raise f.error(_assigned_line(tree, "PARAMS"), "PARAMS maps names to numbers")
    for name, value in (overrides or {}).items():
        if name not in params:
            raise f.error(_assigned_line(tree, "PARAMS"),
                          f"cannot tune {name!r}: PARAMS has {', '.join(params) or 'nothing'}")
        params[name] = type(params[name])(value) if isinstance(params[name], int) and \
            float(value).is_integer() else value
    steps = _night(f, tree, getattr(module, "NIGHT", ()))
    statuses = tuple(getattr(module, "STATUSES", ()))
    if not all(isinstance(s, StatusKind) for s in statuses):
        raise f.error(_assigned_line(tree, "STATUSES"), "STATUSES is a list of StatusKind")
    return RoleDesign(role, paragraph, f, _assigned_line(tree, "ROLE"), steps, statuses,
                      dict(getattr(module, "ON_OUT", {})), dict(getattr(module, "TRIGGERS", {})),
                      {k: float(v) for k, v in params.items()})


def _night(f: SourceFile, tree: ast.Module, night: Any) -> tuple[PlacedStep, ...]:
    line = _assigned_line(tree, "NIGHT")
    out = []
    for item in night:
        step, place = (item, "end") if isinstance(item, Step) else tuple(item)
        if not isinstance(step, Step) or not isinstance(place, str):
            raise f.error(line, "NIGHT is a list of Step or (Step, place) pairs")
        out.append(PlacedStep(step, place, line))
    return tuple(out)


def load_role(f: SourceFile, overrides: Optional[Mapping[str, float]] = None) -> RoleDesign:
    """A role file by its suffix (``.toml`` or ``.py``)."""
    if f.path.endswith(".toml"):
        return load_toml(f, overrides)
    if f.path.endswith(".py"):
        return load_python(f, overrides)
    raise f.error(0, "a role file is a .toml declaration or a .py module")
