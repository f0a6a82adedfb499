"""Rulesets: one package per rulebook on a shared engine.  Pure rules, no PettingZoo."""

from __future__ import annotations

from importlib import import_module
from typing import Union

from .engine import Ruleset

_MODULES = {"seal": "rulesets.seal", "dark_moon": "rulesets.dark_moon", "nezha": "rulesets.nezha"}
_CACHE: dict[str, Ruleset] = {}


def available() -> list[str]:
    """Ids of the registered rulesets."""
    return sorted(_MODULES)


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id (``"seal"``...)."""
    if ruleset_id not in _MODULES:
        raise KeyError(f"unknown ruleset {ruleset_id!r}; available: {', '.join(available())}")
    if ruleset_id not in _CACHE:
        _CACHE[ruleset_id] = import_module(_MODULES[ruleset_id]).RULESET
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
    _MODULES[ruleset.id] = module or f"<registered {ruleset.id}>"
    _CACHE[ruleset.id] = ruleset
    return ruleset
