"""Agent specs as strings (``random``, ``heuristic``, ``skill[:all]``, ``llm:...``, ``mock-llm[:OPTS]``,
``py:MODULE:CLASS[:ARG]`` for your own agent class, ``rl:PATH`` for a trained policy)."""

from __future__ import annotations

import os
import sys
from importlib import import_module
from typing import Any, Callable

from .base import Agent
from .random_agent import RandomAgent

def _heuristic(ruleset: str, arg: str) -> Agent:
    from .heuristic import for_ruleset
    return for_ruleset(ruleset)  # type: ignore[return-value]


def _skill(ruleset: str, arg: str) -> Agent:
    """``skill`` (the heuristic, with every skill it does not know played from the role's
    declaration) or ``skill:all`` (every skill with a declared intent played that way)."""
    from .skill import SkillPolicy
    if arg not in ("", "all"):
        raise ValueError(f"skill agent spec is 'skill' or 'skill:all', got 'skill:{arg}'")
    return SkillPolicy(ruleset, everything=arg == "all")  # type: ignore[return-value]


def _llm(ruleset: str, arg: str) -> Agent:
    from .llm import LLMAgent, parse_spec
    return LLMAgent(parse_spec(arg))


def _mock_llm(ruleset: str, arg: str) -> Agent:
    from .mock_llm import MockLLMAgent
    return MockLLMAgent(arg)


def _python(ruleset: str, arg: str) -> Agent:
    """``py:package.module:ClassName[:ARG]``: your own agent class, built with ``ARG`` (a
    string) when one is given.  Modules are looked up in the current directory first, then
    the installed packages; they must be importable where games run (a local ray instance's
    workers share the directory; a cluster's nodes need the module installed)."""
    module, _, rest = arg.partition(":")
    cls_name, sep, ctor_arg = rest.partition(":")
    if not module or not cls_name:
        raise ValueError(f"py agent spec needs py:MODULE:CLASS, got 'py:{arg}'")
    cls = import_class(module, cls_name, f"py:{arg}")
    return cls(ctor_arg) if sep else cls()


def import_class(module: str, name: str, spec: str) -> Any:
    """``module.name`` with the current directory on the import path; a missing module or
    class is a one-line :class:`ValueError` naming the spec."""
    cwd = os.getcwd()
    if cwd not in sys.path and "" not in sys.path:
        sys.path.insert(0, cwd)
    try:
        mod = import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and module.startswith(exc.name):
            raise ValueError(f"{spec}: no module {module!r} in the current directory ({cwd}) "
                             f"or the installed packages") from None
        raise ValueError(f"{spec}: importing {module!r} failed: {exc}") from None
    cls = getattr(mod, name, None)
    if cls is None:
        raise ValueError(f"{spec}: module {module!r} ({getattr(mod, '__file__', '?')}) has no "
                         f"{name!r}") from None
    return cls


def _rl(ruleset: str, arg: str) -> Agent:
    """``rl:PATH[;module=ID][;sample=true]``: a checkpoint of ``arena train`` (numpy only)."""
    from .rl import make_rl_agent
    agent = make_rl_agent(arg)
    if agent.bundle.ruleset != ruleset:
        raise ValueError(f"rl:{arg} was trained on {agent.bundle.ruleset!r}, not {ruleset!r}")
    return agent


def _human(ruleset: str, arg: str) -> Agent:
    """``human[:zh|en]``: a person at this terminal (:class:`agents.human.TerminalHuman`)."""
    from .human import TerminalHuman
    return TerminalHuman(arg or "zh")  # type: ignore[return-value]


FACTORIES: dict[str, Callable[[str, str], Agent]] = {
    "random": lambda ruleset, arg: RandomAgent(),
    "heuristic": _heuristic,
    "skill": _skill,
    "llm": _llm,
    "mock-llm": _mock_llm,
    "py": _python,
    "rl": _rl,
    "human": _human,
}


def make_agent(spec: str, ruleset: str) -> Agent:
    """Build an agent from a spec: ``random``, ``heuristic``, ``llm`` (local server or
    OPENAI_BASE_URL), ``llm:MODEL``, ``llm:key=value;key=value`` or ``llm:@settings.toml``."""
    kind, _, arg = spec.strip().partition(":")
    if kind not in FACTORIES:
        raise ValueError(f"unknown agent {spec!r}; known: {', '.join(sorted(FACTORIES))}")
    return FACTORIES[kind](ruleset, arg)


def seat_specs(specs: str, n: int) -> list[str]:
    """One spec per seat from ``"random"`` (every seat) or a comma list of exactly ``n``."""
    parts = [p.strip() for p in specs.split(",") if p.strip()]
    if len(parts) == 1:
        parts = parts * n
    if len(parts) != n:
        raise ValueError(f"--agents needs 1 or {n} comma-separated specs, got {len(parts)}")
    return parts


def human_seats(seats: str, n: int) -> list[int]:
    """0-based seats from a comma list of 1-based seat numbers (``"3,7"``), each checked."""
    out: list[int] = []
    for part in seats.split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit() or not 1 <= int(part) <= n:
            raise ValueError(f"a human seat is a seat number from 1 to {n}, got {part!r}")
        if int(part) - 1 in out:
            raise ValueError(f"seat {part} is named twice as a human seat")
        out.append(int(part) - 1)
    if not out:
        raise ValueError("name at least one human seat (e.g. 5 or 3,7)")
    return out


def seat_agents(specs: str, ruleset: str, n: int) -> list[Agent]:
    """``"random"`` for every seat, or a comma list of exactly ``n`` specs (seat 1 first)."""
    return [make_agent(p, ruleset) for p in seat_specs(specs, n)]
