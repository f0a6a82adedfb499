"""Rulesets: one package per rulebook on a shared engine.  Pure rules, no PettingZoo.

Every subpackage of ``rulesets/`` other than ``engine`` is a ruleset: its ``RULESET`` (a
:class:`~rulesets.engine.Ruleset` whose ``id`` is the package name) is found on disk, so a new
rulebook is added by writing ``rulesets/<id>/`` and nothing else.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from .engine import Ruleset

_HERE = Path(__file__).resolve().parent
_CACHE: dict[str, Ruleset] = {}


def available() -> list[str]:
    """Ids of the rulesets: the rulebook packages next to the engine."""
    return sorted(p.name for p in _HERE.iterdir()
                  if p.is_dir() and p.name != "engine" and (p / "__init__.py").is_file())


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
