"""Group commit: finished games held for a fraction of a second and stored together, so a fast
tournament pays DuckDB's per-statement cost once per group instead of once per game.

Only fast games are held (under :data:`~.store.SLOW_GAME_S` to play: scripted bots): a group
is written when :data:`EVERY_S` seconds have passed since the last write, when it holds
:data:`MAX_GAMES` games, when a slow game (an LLM's, a person's) joins it — that one is written
as soon as it finishes — and by :meth:`GroupCommit.flush` (at the end of a run and when it is
stopped: Ctrl-C).  A run killed outright (``kill -9``, power loss) loses at most the fast games
of that last second: they are not in the ledger, so a resumed run plays them again (they
are never reported lost, never stored twice).
"""

from __future__ import annotations

import time
from typing import Any, Callable, Iterable, Mapping, Optional

from .store import Store, is_slow

#: write the held games once this long has passed since the last write
EVERY_S = 1.0
#: ... or once this many are held
MAX_GAMES = 256

#: told of every group stored: its results and how many of them were new to the database
OnStored = Callable[[list[Mapping[str, Any]], int], None]


class GroupCommit:
    """Holds finished games (worker results) and writes them to ``store`` in groups."""

    def __init__(self, store: Store, on_stored: Optional[OnStored] = None,
                 every_s: float = EVERY_S, max_games: int = MAX_GAMES) -> None:
        self.store = store
        self.on_stored = on_stored
        self.every_s = every_s
        self.max_games = max_games
        self.pending: list[Mapping[str, Any]] = []
        self.last = time.monotonic()

    def add(self, results: Iterable[Mapping[str, Any]]) -> int:
        """Hold ``results`` (an empty iterable: just a chance to write) and write the group if
        it is due; returns how many games were written now."""
        results = list(results)
        self.pending.extend(results)
        if self.pending and (len(self.pending) >= self.max_games or any(map(is_slow, results))
                             or time.monotonic() - self.last >= self.every_s):
            return self.flush()
        if not results:  # a quiet moment: also the time to checkpoint what waits for it
            self.store.checkpoint_if_due()
        return 0

    def flush(self) -> int:
        """Write every held game now (one transaction); returns how many were new."""
        if not self.pending:
            return 0
        group, self.pending = self.pending, []
        written = self.store.write_games(group)
        self.last = time.monotonic()
        if self.on_stored is not None:
            self.on_stored(group, written)
        return written
