"""Game records on disk: atomic writes, validated reads, replay that proves identity."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Optional

import rulesets
from rulesets.engine import Game, Ruleset
from rulesets.engine.storyteller import DEAL_CALLS, ReplayPolicy, Storyteller

REQUIRED = ("ruleset", "seed", "seats", "decisions")
#: the record key holding a designer's variant as its spec text (a game hosted on a board
#: file: :meth:`rulesets.engine.custom.Design.spec`), so that the record replays anywhere
RULESET_SPEC = "ruleset_spec"


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
    try:
        ruleset_of(record)
    except (KeyError, ValueError) as exc:
        raise RecordError(f"{path}: {exc.args[0] if exc.args else exc}") from None
    return record


def ruleset_of(record: Mapping[str, Any]) -> Ruleset:
    """The ruleset ``record`` is a game of; a designer's variant (the record's
    :data:`RULESET_SPEC`) is rebuilt and registered in this process first.  A variant whose
    roles are Python files runs their code, as a playtest's run directory does: replay such a
    record only from a source you trust."""
    spec = record.get(RULESET_SPEC)
    if spec is None:
        return rulesets.get(record["ruleset"])
    if not isinstance(spec, str):
        raise ValueError(f"{RULESET_SPEC} is the text of a designer's board, got {type(spec).__name__}")
    ruleset = rulesets.ensure(spec)
    if ruleset.id != record["ruleset"]:
        raise ValueError(f"the record's board builds the ruleset {ruleset.id}, but the record "
                         f"is of {record['ruleset']}")
    return ruleset


@dataclass
class Verification:
    """What a replay checked: ``checks`` names each comparison made (with its count),
    ``problem`` the first divergence (``None``: every check held), ``game`` the replayed game."""

    checks: list[str] = field(default_factory=list)
    problem: Optional[str] = None
    game: Optional[Game] = None

    @property
    def ok(self) -> bool:
        return self.problem is None and self.game is not None

    def summary(self) -> str:
        if self.problem is not None:
            return f"replay FAILED: {self.problem}"
        return "replay verified: " + "; ".join(self.checks)


def _jsonish(x: Any) -> Any:
    return json.loads(json.dumps(x, ensure_ascii=False))


def verify_record(record: Mapping[str, Any]) -> Verification:
    """Replay ``record`` and compare everything it holds with the replayed game: every
    decision was asked of the recorded seat (and answered the same), every storyteller call
    asked again and fed back, every event, the fallbacks, the seats and the winner.  A record
    without events cannot be checked against anything and fails."""
    v = Verification()
    try:
        ruleset = ruleset_of(record)
        game = ruleset.replay(record)
    except (KeyError, ValueError, TypeError) as exc:
        v.problem = f"record does not replay: {exc}"
        return v
    v.game = game
    v.checks.append(f"{len(game.decisions)} decisions asked of the recorded seats")
    story = record.get("story")
    if story is not None:
        policy = game.story.policy
        if not getattr(policy, "finished", True):
            v.problem = (f"the replay asked the storyteller {policy.at} of the "  # type: ignore[attr-defined]
                         f"{len(policy.log)} recorded calls")  # type: ignore[attr-defined]
            return v
        v.problem = _redeal_problem(ruleset, record, story)
        if v.problem is not None:
            return v
        v.checks.append(f"{len(story)} storyteller calls fed back")
    events = record.get("events")
    if not events:
        v.problem = "the record holds no events to compare the replay with"
        return v
    mine = _jsonish([e.to_json() for e in game.events])
    if mine != events:
        first = next((i for i, (a, b) in enumerate(zip(mine, events)) if a != b),
                     min(len(mine), len(events)))
        got = mine[first]["kind"] if first < len(mine) else "nothing"
        want = events[first]["kind"] if first < len(events) else "nothing"
        v.problem = f"event {first} differs (recorded {want}, replayed {got})"
        return v
    v.checks.append(f"{len(events)} events identical")
    for key, mine_value in (("fallbacks", game.fallbacks), ("seats", game.record()["seats"])):
        if key in record and _jsonish(mine_value) != _jsonish(record[key]):
            v.problem = f"the replay's {key} differ from the record's"
            return v
    if "winner" in record and record["winner"] != game.winner:
        v.problem = f"replay winner {game.winner!r} != recorded {record['winner']!r}"
        return v
    v.checks.append(f"winner {game.winner!r} and seats identical; {len(game.fallbacks)} "
                    f"fallbacks fed back, each its decision's default")
    return v


def _redeal_problem(ruleset: Any, record: Mapping[str, Any],
                    story: list[Any]) -> Optional[str]:
    """The board drawn again from the recorded deal calls alone (a drafted board's every draw,
    the seating): ``None`` if it is the record's deal (the replay itself plays that deal as
    given), else what differs."""
    calls = [c for c in story if c[0] in DEAL_CALLS]
    if not calls or "deal" not in record:
        return None
    policy = ReplayPolicy(calls)
    try:
        redealt = [_as_played(ruleset, e) for e in
                   ruleset.deal(ruleset.board(record.get("board")), Storyteller(record["seed"], policy))]
    except ValueError as exc:
        return f"the recorded deal calls do not draw the board again: {exc}"
    if not policy.finished:
        return f"the deal asked {policy.at} of the {len(calls)} recorded deal calls"
    dealt = [_as_played(ruleset, e) for e in record["deal"]]
    if redealt != dealt:
        first = next((i for i, (a, b) in enumerate(zip(redealt, dealt)) if a != b),
                     min(len(redealt), len(dealt)))
        return (f"the recorded deal calls draw another board (seat {first + 1}: "
                f"{redealt[first] if first < len(redealt) else 'nothing'}, the record's deal "
                f"has {dealt[first] if first < len(dealt) else 'nothing'})")
    return None


def _as_played(ruleset: Any, entry: Any) -> str:
    """A deal entry (``role`` or ``role@camp``) as the game records it: the role's id, with
    ``@camp`` only where the camp is not the card's own."""
    rid, _, camp = str(entry).partition("@")
    role = ruleset.names.roles.get(rid) or ruleset.names.role(rid)
    return role.id if camp in ("", role.camp) else f"{role.id}@{camp}"


def replay_record(record: Mapping[str, Any]) -> Game:
    """Rebuild the game from its record and check that it is identical (see
    :func:`verify_record`); raises :class:`RecordError` naming the first divergence."""
    v = verify_record(record)
    if not v.ok:
        raise RecordError(v.problem or "record does not replay")
    assert v.game is not None
    return v.game
