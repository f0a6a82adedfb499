"""Rulesets: one package per rulebook on a shared engine.  Pure rules, no PettingZoo."""

from __future__ import annotations

from importlib import import_module

from .engine import Ruleset

_MODULES = {"seal": "rulesets.seal", "dark_moon": "rulesets.dark_moon"}
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
