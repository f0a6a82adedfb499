"""Storyteller specs as strings, like agent specs: who answers the storyteller's calls.

``random``   the kernel's seeded uniform policy (the default)
``first``    always the first option (a scripted, deterministic storyteller)
``NAME``     a policy the ruleset ships (``Ruleset.storytellers``)
``llm[:ARG]`` a model as storyteller (:mod:`agents.storyteller.llm`; ``ARG``: the LLM agents'
             settings, e.g. ``llm:gpt-4o-mini`` or ``llm:base_url=...;model=...``)
``py:MODULE:CLASS[:ARG]``  your own class (built with ``ARG`` when given; it reads the game,
             seed included, in ``start(game)``); the module must be importable where games run

Every policy's answers are recorded in the game, so any of them replays exactly.
"""

from __future__ import annotations


import rulesets
from rulesets.engine import POLICIES, StorytellerPolicy

DEFAULT = "random"


def make_storyteller(spec: str, ruleset: str, seed: int) -> StorytellerPolicy:
    """Build the storyteller policy for one game of ``ruleset`` from ``spec``."""
    spec = (spec or DEFAULT).strip()
    kind, _, arg = spec.partition(":")
    if kind == "py":
        module, _, rest = arg.partition(":")
        cls_name, sep, ctor_arg = rest.partition(":")
        if not module or not cls_name:
            raise ValueError(f"py storyteller spec needs py:MODULE:CLASS, got {spec!r}")
        from .registry import import_class
        cls = import_class(module, cls_name, f"storyteller {spec!r}")
        policy = cls(ctor_arg) if sep else cls()
    elif kind in POLICIES and not arg:
        policy = POLICIES[kind](seed)
    elif kind == "llm":
        from .storyteller import LLMStoryteller
        policy = LLMStoryteller(arg)
    else:
        own = rulesets.get(ruleset).storytellers
        if kind not in own:
            known = sorted(set(POLICIES) | set(own)) + ["llm[:ARG]", "py:MODULE:CLASS"]
            raise ValueError(f"unknown storyteller {spec!r} for {ruleset}; known: {', '.join(known)}")
        policy = own[kind](seed)
    if not isinstance(policy, StorytellerPolicy):
        raise ValueError(f"storyteller {spec!r} does not answer calls (needs name, start, choose)")
    return policy
