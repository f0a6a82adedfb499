"""PettingZoo environments for every registered ruleset.

``envs.make("seal", obs_mode="vector" | "text", lang="zh" | "en")`` returns an AEC env wrapped
the PettingZoo way; versioned modules (``envs.seal_v0``) expose ``env()`` / ``raw_env()`` like
PettingZoo's own environment modules.
"""

from __future__ import annotations

from typing import Any

from pettingzoo import AECEnv

import rulesets

from .aec import BanshaEnv, env


def make(ruleset: str, **kwargs: Any) -> AECEnv:
    """The AEC env of ``ruleset`` (see :class:`envs.aec.BanshaEnv` for the options)."""
    if ruleset not in rulesets.available():
        raise KeyError(f"unknown ruleset {ruleset!r}; available: {', '.join(rulesets.available())}")
    return env(ruleset=ruleset, **kwargs)


def available() -> list[str]:
    """Versioned env names, e.g. ``seal_v0``."""
    return [f"{r}_v0" for r in rulesets.available()]


__all__ = ["BanshaEnv", "make", "env", "available"]
