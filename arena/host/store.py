"""A hosted game on disk, so the server can be stopped and started again without losing it.

A host's state directory holds ``settings.json`` (how the game was set up: ruleset, board,
seed, seats, agents, time limit — and the seats' secret tokens, so their links keep working;
readable by its owner only) and ``progress.json`` (the game so far: the record's replayable
part — deal, decisions with their notes, fallbacks, the storyteller's calls — written
atomically whenever a person is asked or answers, and the full record once the game is over).
``arena host --resume DIR`` replays the progress and goes on (:meth:`Table.run`)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping, Optional

from arena.play.records import RecordError, read_record, write_record
from rulesets.engine import Game
from rulesets.engine.game import RECORD_FORMAT

SETTINGS = "settings.json"
PROGRESS = "progress.json"


class HostStore:
    """The state directory of one hosted game."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.dir = Path(directory)

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
                      **host: Any) -> None:
        """Write the game so far (or its full ``record`` once over), atomically, with the
        host's own keys (``host_phase``: the phase and when it began)."""
        write_record(self.dir / PROGRESS, {**(_replayable(game) if record is None else record),
                                           **host})

    def load_progress(self) -> Optional[dict[str, Any]]:
        """The game so far, or ``None`` when it had not started."""
        path = self.dir / PROGRESS
        return read_record(path) if path.exists() else None


def _replayable(game: Game) -> dict[str, Any]:
    """The replayable part of ``game``'s record, without its events (cheap to write often)."""
    return {"format": RECORD_FORMAT, "ruleset": game.ruleset.id, "ruleset_version": game.ruleset.version,
            "seed": game.seed, "board": game.board, "deal": list(game.deal),
            "seats": [{"seat": s.index + 1, "role": s.original_role.id} for s in game.seats],
            "decisions": [list(d) for d in game.decisions], "fallbacks": game.fallbacks,
            "notes": {str(k): v for k, v in sorted(game.notes.items())},
            "storyteller": game.story.name, "story": game.story.log}
