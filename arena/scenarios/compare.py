"""Comparing a scenario's expectation with what happened: one readable line per difference."""

from __future__ import annotations

import json
from typing import Any

from .model import Scenario


def _same(want: Any, got: Any) -> bool:
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and _same(v, got[k]) for k, v in want.items())
    if isinstance(want, bool) or isinstance(got, bool):
        return isinstance(want, bool) and isinstance(got, bool) and want == got
    return want == got


def _hit(pattern: dict, event: dict) -> bool:
    """Subset match; ``to = 5`` means seat 5 is among the event's audience."""
    return all(k in event and (v in event[k] if k == "to" and isinstance(event[k], list)
                               and isinstance(v, int) else _same(v, event[k]))
               for k, v in pattern.items())


def _show(x: Any) -> str:
    return json.dumps(x, ensure_ascii=False)


def _check_records(key: str, wanted: list[dict], got: list[dict]) -> list[str]:
    diffs = []
    for want in wanted:
        pattern = {k: v for k, v in want.items() if k != "absent"}
        hits = [e for e in got if _hit(pattern, e)]
        if want.get("absent"):
            if hits:
                diffs.append(f"{key}: expected none matching {_show(pattern)}, found {_show(hits[0])}")
        elif not hits:
            near = [e for e in got if all(_same(pattern[k], e.get(k)) for k in ("kind", "skill", "seat")
                                          if k in pattern)][:4]
            hint = f"; similar: {', '.join(map(_show, near))}" if near else ""
            diffs.append(f"{key}: nothing matching {_show(pattern)}{hint}")
    return diffs


def compare(sc: Scenario, outcome: dict[str, Any]) -> list[str]:
    """Human-readable differences between ``sc.expect`` and ``outcome`` (empty = pass)."""
    diffs = list(outcome.get("errors", []))
    for key, want in sc.expect.items():
        got = outcome.get(key)
        if key == "deaths":
            for phase, seats in want.items():
                have = got.get(phase, [])
                if have != seats:
                    diffs.append(f"deaths in {phase}: expected {seats}, got {have}")
        elif key in ("alive", "dead"):
            wrong = [s for s in want if s not in got]
            if wrong:
                diffs.append(f"{key}: expected seat(s) {wrong} to be {key}, but they are not")
        elif key in ("camps", "win_camps", "roles", "skills", "statuses"):
            for seat, value in want.items():
                if got.get(seat) != value:
                    diffs.append(f"{key} of seat {seat}: expected {value!r}, got {got.get(seat)!r}")
        elif key == "asked":
            for phase, seats in want.items():
                for seat, kinds in seats.items():
                    have = got.get(phase, {}).get(seat, [])
                    if have != kinds:
                        diffs.append(f"asked seat {seat} in {phase}: expected {kinds}, got {have}")
        elif key in ("results", "announcements", "told"):
            diffs += _check_records(key, want, got)
        elif not _same(want, got):
            diffs.append(f"{key}: expected {want!r}, got {got!r}")
    return diffs
