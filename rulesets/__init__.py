"""Rulesets: one package per rulebook on a shared engine.  Pure rules, no PettingZoo.

Every subpackage of ``rulesets/`` other than ``engine`` is a ruleset: its ``RULESET`` (a
:class:`~rulesets.engine.Ruleset` whose ``id`` is the package name) is found on disk, so a new
rulebook is added by writing ``rulesets/<id>/`` and nothing else.  A ruleset written outside
the package (a tutorial) joins with :func:`register`; a designer's variant of one, built from a
board file and role files (``rulesets.engine.custom``), joins with :func:`ensure` from its
spec text, in any process.
"""

from __future__ import annotations

import hashlib
from importlib import import_module
from pathlib import Path
from typing import Optional, Union

from .engine import Ruleset

_HERE = Path(__file__).resolve().parent
_CACHE: dict[str, Ruleset] = {}
#: rulesets registered from outside the package: id -> the module that defines it (if named)
_REGISTERED: dict[str, Optional[str]] = {}
#: variant spec digest -> the ruleset built from it (``ensure``)
_SPECS: dict[str, Ruleset] = {}


def packaged() -> list[str]:
    """Ids of the rulebook packages next to the engine (registered rulesets left out)."""
    return sorted(p.name for p in _HERE.iterdir()
                  if p.is_dir() and p.name != "engine" and (p / "__init__.py").is_file())


def available() -> list[str]:
    """Ids of the rulesets: the rulebook packages next to the engine, and registered ones."""
    return sorted(set(packaged()) | set(_REGISTERED))


def _load(ruleset_id: str) -> Ruleset:
    """Import ``rulesets.<id>`` and return its ``RULESET``."""
    ruleset = import_module(f"{__name__}.{ruleset_id}").RULESET
    if ruleset.id != ruleset_id:
        raise ValueError(f"rulesets/{ruleset_id}/ declares a ruleset with id {ruleset.id!r}")
    return ruleset


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id (``"seal"``...)."""
    if ruleset_id not in _CACHE:
        if ruleset_id not in available():
            raise KeyError(f"unknown ruleset {ruleset_id!r}; available: {', '.join(available())}")
        _CACHE[ruleset_id] = _load(ruleset_id)
    return _CACHE[ruleset_id]


def register(ruleset: Union[Ruleset, str]) -> Ruleset:
    """Add a ruleset written outside this package: a :class:`Ruleset` instance, or the dotted
    name of a module whose ``RULESET`` is one (other processes, e.g. ray workers, can import a
    module by name).  Returns the ruleset; registering the same id again replaces it."""
    module = None
    if isinstance(ruleset, str):
        module = ruleset
        ruleset = import_module(module).RULESET
    if not isinstance(ruleset, Ruleset) or not ruleset.id:
        raise TypeError(f"not a ruleset with an id: {ruleset!r}")
    _REGISTERED[ruleset.id] = module
    _CACHE[ruleset.id] = ruleset
    return ruleset


def ensure(spec: str) -> Ruleset:
    """Register the ruleset a spec text describes (a designer's variant:
    :meth:`rulesets.engine.custom.Design.spec`), once per process, and return it.  Workers call
    this before playing a game of a variant, so it needs no file on their machine."""
    key = hashlib.sha256(spec.encode()).hexdigest()
    ruleset = _SPECS.get(key)
    if ruleset is None:
        from .engine.custom import variant_from_spec
        ruleset = _SPECS[key] = variant_from_spec(spec)
    if _CACHE.get(ruleset.id) is not ruleset:
        register(ruleset)
    return ruleset
