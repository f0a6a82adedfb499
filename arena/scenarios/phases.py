"""Phase labels in play order (``"night 1"``, ``"day 2"``): their index and validation."""

from __future__ import annotations

import re
from typing import Any

from .model import Problem

PHASE = re.compile(r"^(night|day) ([1-9][0-9]*)$")


def phase_index(label: str, first: str = "night") -> int:
    """Phases in play order: with ``first = "night"`` (seal) night N -> 2N-1, day N -> 2N; with
    ``first = "day"`` (暗月: day N comes before night N) day N -> 2N-1, night N -> 2N.  Anything
    before the first phase -> 0."""
    m = PHASE.match(label)
    if not m:
        return 0
    n = int(m.group(2))
    return 2 * n - 1 if m.group(1) == first else 2 * n


def phase_label(index: int, first: str = "night") -> str:
    second = "day" if first == "night" else "night"
    return f"{first} {(index + 1) // 2}" if index % 2 else f"{second} {index // 2}"


def parse_phase(value: Any, where: str) -> str:
    if isinstance(value, str) and value.strip() == "setup":  # before the first phase (配板)
        return "setup"
    if not isinstance(value, str) or not PHASE.match(value.strip()):
        raise Problem(f"{where}: phase must look like \"night 1\" or \"day 2\" (or \"setup\"), "
                      f"got {value!r}")
    return value.strip()
