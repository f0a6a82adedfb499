"""PettingZoo environments for every registered ruleset.

``envs.make("seal", obs_mode="vector" | "text", lang="zh" | "en")`` returns an AEC env wrapped
the PettingZoo way; a versioned module per ruleset (``envs.seal_v0``, made here for every
ruleset of ``rulesets.available()``) exposes ``env()`` / ``raw_env()`` like PettingZoo's own
environment modules.
"""

from __future__ import annotations

import sys
from functools import partial
from types import ModuleType
from typing import Any

from pettingzoo import AECEnv

import rulesets

from .aec import BanshaEnv, env

VERSION = 0


def make(ruleset: str, **kwargs: Any) -> AECEnv:
    """The AEC env of ``ruleset`` (see :class:`envs.aec.BanshaEnv` for the options)."""
    if ruleset not in rulesets.available():
        raise KeyError(f"unknown ruleset {ruleset!r}; available: {', '.join(rulesets.available())}")
    return env(ruleset=ruleset, **kwargs)


def available() -> list[str]:
    """Versioned env names, e.g. ``seal_v0``."""
    return [f"{r}_v{VERSION}" for r in rulesets.available()]


def _versioned(ruleset: str) -> ModuleType:
    """``envs.<ruleset>_v0``: ``env()`` (wrapped) and ``raw_env()`` for one ruleset."""
    name = f"{__name__}.{ruleset}_v{VERSION}"
    module = ModuleType(name, f"The {ruleset} ruleset as a versioned PettingZoo environment "
                              f"module: ``env(**options)`` and ``raw_env(**options)``.")
    module.env = partial(env, ruleset=ruleset)  # type: ignore[attr-defined]
    module.raw_env = partial(BanshaEnv, ruleset=ruleset)  # type: ignore[attr-defined]
    sys.modules[name] = module
    return module


for _ruleset in rulesets.available():
    globals()[f"{_ruleset}_v{VERSION}"] = _versioned(_ruleset)

__all__ = ["BanshaEnv", "make", "env", "available"]
