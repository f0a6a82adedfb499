"""Game records on disk: atomic writes, validated reads, replay that proves identity."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Mapping

import rulesets
from rulesets.engine import Game

REQUIRED = ("ruleset", "seed", "seats", "decisions")


class RecordError(ValueError):
    """A record file that cannot be read or does not replay."""


def write_record(path: str | os.PathLike[str], record: Mapping[str, Any]) -> None:
    """Write atomically (temp file + rename) so a crash never leaves half a record."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(record, f, ensure_ascii=False)
    os.replace(tmp, path)


def read_record(path: str | os.PathLike[str]) -> dict[str, Any]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read record {path}: {exc.strerror}") from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is not a valid record (JSON error at line {exc.lineno}: "
                          f"{exc.msg})") from None
    if not isinstance(record, dict) or any(k not in record for k in REQUIRED):
        raise RecordError(f"{path} is not a game record (needs {', '.join(REQUIRED)})")
    return record


def replay_record(record: Mapping[str, Any]) -> Game:
    """Rebuild the game from (ruleset, board, deal, seed, decisions) and check that it produces
    exactly the recorded events and winner."""
    try:
        ruleset = rulesets.get(record["ruleset"])
        game = ruleset.replay(record)
    except (KeyError, ValueError, TypeError) as exc:
        raise RecordError(f"record does not replay: {exc}") from None
    events = record.get("events")
    if events is not None:
        mine = [e.to_json() for e in game.events]
        if json.loads(json.dumps(mine, ensure_ascii=False)) != events:
            first = next((i for i, (a, b) in enumerate(zip(mine, events))
                          if json.loads(json.dumps(a, ensure_ascii=False)) != b), min(len(mine), len(events)))
            raise RecordError(f"replay differs from the record at event {first}")
    if "winner" in record and record["winner"] != game.winner:
        raise RecordError(f"replay winner {game.winner!r} != recorded {record['winner']!r}")
    return game
