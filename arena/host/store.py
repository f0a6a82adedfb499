"""A hosted game on disk, so the server can be stopped and started again without losing it.

A host's state directory holds ``settings.json`` (how the game was set up: ruleset — with a
designer's board, its files' text —, board, seed, seats, agents, time limit — and the seats'
secret tokens, so their links keep working; readable by its owner only), the game so far in
``progress.jsonl`` while it is played, and ``progress.json`` (the full record) once it is over.
``arena host --resume DIR`` replays the progress and goes on (:meth:`Table.run`).

``progress.jsonl`` is append-only, so keeping the game costs what changed, not the whole game
again at every save: its first line is the replayable part of the record as it was at the
first save of the process (deal, decisions with their notes, fallbacks, the storyteller's calls;
written afresh, atomically, by each process that hosts the game), and every later line adds
the decisions, notes, fallbacks and storyteller calls made since the line before (and the
host's own keys, such as the phase and when it began).  A line is written whole or, when the
process dies mid-write, is the log's last and is left out on reading: the game read back is
always the game as it was at a save."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping, Optional

from arena.play.records import REQUIRED, RecordError, read_record, write_record
from rulesets.engine import Game
from rulesets.engine.game import RECORD_FORMAT

SETTINGS = "settings.json"
#: the finished game's record
PROGRESS = "progress.json"
#: the game so far, append-only (one JSON object per line)
LOG = "progress.jsonl"
#: the replayable lists and mappings a log line extends
_LISTS = ("decisions", "fallbacks", "story")


class HostStore:
    """The state directory of one hosted game."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.dir = Path(directory)
        #: what the log holds so far (``None``: this process has not written it yet)
        self._kept: Optional[_Kept] = None

    def save_settings(self, settings: Mapping[str, Any]) -> None:
        """Write the settings (with the tokens), readable by the owner only."""
        self.dir.mkdir(parents=True, exist_ok=True)
        path = self.dir / SETTINGS
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(settings, f, ensure_ascii=False, indent=1)

    def load_settings(self) -> dict[str, Any]:
        """The settings of the game in this directory (a clear error when there is none)."""
        path = self.dir / SETTINGS
        try:
            settings = json.loads(path.read_text(encoding="utf-8"))
        except OSError:
            raise RecordError(f"{self.dir} holds no hosted game (no {SETTINGS})") from None
        except json.JSONDecodeError as exc:
            raise RecordError(f"{path} is damaged (JSON error at line {exc.lineno})") from None
        if not isinstance(settings, dict) or "tokens" not in settings:
            raise RecordError(f"{path} is not the settings of a hosted game")
        return settings

    def save_progress(self, game: Game, record: Optional[Mapping[str, Any]] = None,
                      **host: Any) -> bool:
        """Keep the game so far: what changed since the last save is appended to the log
        (nothing is written when nothing changed); with the finished game's ``record``, the
        record is written whole (atomically).  ``host``: the host's own keys (``host_phase``:
        the phase and when it began).  Returns whether anything was written."""
        if record is not None:
            write_record(self.dir / PROGRESS, {**record, **host})
            return True
        kept = self._kept
        if kept is None:  # this process's first save: the log afresh, atomically
            whole = {**_replayable(game), **host}
            self.dir.mkdir(parents=True, exist_ok=True)
            tmp = self.dir / (LOG + ".tmp")
            tmp.write_text(_line(whole), encoding="utf-8")
            os.replace(tmp, self.dir / LOG)
            # the game is not over: a progress.json here is an older host's game so far,
            # which the log now holds (it would be read first)
            (self.dir / PROGRESS).unlink(missing_ok=True)
            self._kept = _Kept.of(game, host)
            return True
        delta = kept.delta(game, host)
        if not delta:
            return False
        with open(self.dir / LOG, "a", encoding="utf-8") as f:
            f.write(_line(delta))
        kept.update(game, host)
        return True

    def load_progress(self) -> Optional[dict[str, Any]]:
        """The game so far (the finished record once over), or ``None`` when it had not
        started."""
        done = self.dir / PROGRESS
        if done.exists():  # the finished game (or the game so far as an older host kept it)
            return read_record(done)
        path = self.dir / LOG
        if not path.exists():
            return None
        return read_log(path)


def read_log(path: Path) -> dict[str, Any]:
    """The game a progress log holds: its first line extended by every later one (a last
    line cut short by a crash is left out; a damaged line elsewhere is an error)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    game: Optional[dict[str, Any]] = None
    for number, text in enumerate(lines, 1):
        try:
            item = json.loads(text)
            if not isinstance(item, dict):
                raise ValueError("not an object")
        except ValueError:
            if number == len(lines) and game is not None:
                break  # the save a crash interrupted: the game as it was at the one before
            raise RecordError(f"{path} is damaged (line {number} is not a saved step)") from None
        if game is None:
            if any(k not in item for k in REQUIRED):
                raise RecordError(f"{path} does not begin with a game (line 1 needs "
                                  f"{', '.join(REQUIRED)})")
            game = item
            continue
        for key, value in item.items():
            if key in _LISTS:
                game.setdefault(key, []).extend(value)
            elif key == "notes":
                game.setdefault("notes", {}).update(value)
            else:
                game[key] = value
    if game is None:
        raise RecordError(f"{path} is empty")
    return game


def _line(data: Mapping[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


class _Kept:
    """How much of a game the log holds: the counts of its decisions, fallbacks and
    storyteller calls, and the host keys as last written (notes are per decision)."""

    def __init__(self, decisions: int, fallbacks: int, story: int,
                 host: Mapping[str, Any]) -> None:
        self.decisions, self.fallbacks, self.story = decisions, fallbacks, story
        self.host = dict(host)

    @classmethod
    def of(cls, game: Game, host: Mapping[str, Any]) -> "_Kept":
        return cls(len(game.decisions), len(game.fallbacks), len(game.story.log), host)

    def delta(self, game: Game, host: Mapping[str, Any]) -> dict[str, Any]:
        """What ``game`` (and ``host``) hold beyond this (empty: nothing new)."""
        out: dict[str, Any] = {}
        n = len(game.decisions)
        if n > self.decisions:
            out["decisions"] = [list(d) for d in game.decisions[self.decisions:]]
            notes = {str(k): game.notes[k] for k in range(self.decisions, n) if k in game.notes}
            if notes:
                out["notes"] = notes
        if len(game.fallbacks) > self.fallbacks:
            out["fallbacks"] = game.fallbacks[self.fallbacks:]
        if len(game.story.log) > self.story:
            out["story"] = game.story.log[self.story:]
        out.update({k: v for k, v in host.items() if self.host.get(k) != v})
        return out

    def update(self, game: Game, host: Mapping[str, Any]) -> None:
        self.decisions, self.fallbacks = len(game.decisions), len(game.fallbacks)
        self.story = len(game.story.log)
        self.host.update(host)


def _replayable(game: Game) -> dict[str, Any]:
    """The replayable part of ``game``'s record, without its events."""
    return {"format": RECORD_FORMAT, "ruleset": game.ruleset.id, "ruleset_version": game.ruleset.version,
            "seed": game.seed, "board": game.board, "deal": list(game.deal),
            "seats": [{"seat": s.index + 1, "role": s.original_role.id} for s in game.seats],
            "decisions": [list(d) for d in game.decisions], "fallbacks": game.fallbacks,
            "notes": {str(k): v for k, v in sorted(game.notes.items())},
            "storyteller": game.story.name, "story": game.story.log}
