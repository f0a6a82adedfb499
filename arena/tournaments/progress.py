"""Live progress of a run: a terminal bar (games done, rate, ETA) and ``progress.json`` in the
run directory for anything that watches a run from outside (tests, dashboards)."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any, Optional

from tqdm import tqdm


class Progress:
    """Counts finished games; ``close()`` at the end."""

    def __init__(self, total: int, done: int, run_dir: Path, enabled: bool = True) -> None:
        self.total = total
        self.done = done
        self.start_done = done
        self.failed = 0
        self.fallbacks = 0       # decisions answered with the default, in this session's games
        self.decisions = 0
        self.t0 = time.monotonic()
        self.path = run_dir / "progress.json"
        self._last_write = 0.0
        self.bar: Optional[tqdm] = None
        if enabled:
            self.bar = tqdm(total=total, initial=done, unit="game", dynamic_ncols=True,
                            file=sys.stderr, smoothing=0.1, mininterval=0.5,
                            bar_format="{l_bar}{bar}| {n_fmt}/{total_fmt} games "
                                       "[{elapsed}<{remaining}, {rate_fmt}{postfix}]")
        self._write(force=True)

    def advance(self, done: int = 1, failed: int = 0, fallbacks: int = 0,
                decisions: int = 0) -> None:
        """``done`` more games stored, ``failed`` more failed; their ``decisions`` of which
        ``fallbacks`` were answered with the default (shown on the bar when there are any)."""
        self.done += done
        self.failed += failed
        self.fallbacks += fallbacks
        self.decisions += decisions
        if self.bar is not None and done:
            if self.fallbacks:
                self.bar.set_postfix_str(f"fallbacks {100 * self.fallbacks / max(1, self.decisions):.1f}%",
                                         refresh=False)
            self.bar.update(done)
        self._write()

    def set_total(self, total: int) -> None:
        """A new estimate of the games in the run (a run that stops when its intervals are
        narrow enough learns its total as it goes)."""
        self.total = total
        if self.bar is not None:
            self.bar.total = total
            self.bar.refresh()
        self._write(force=True)

    def snapshot(self) -> dict[str, Any]:
        elapsed = time.monotonic() - self.t0
        new = self.done - self.start_done
        rate = new / elapsed if elapsed > 0 else 0.0
        left = self.total - self.done
        return {"done": self.done, "total": self.total, "failed": self.failed,
                "fallbacks": self.fallbacks, "decisions": self.decisions,
                "elapsed_s": round(elapsed, 2), "games_per_s": round(rate, 3),
                "eta_s": round(left / rate, 1) if rate > 0 else None, "updated": time.time()}

    def _write(self, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self._last_write < 0.5 and self.done < self.total:
            return
        self._last_write = now
        tmp = self.path.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(self.snapshot()))
        os.replace(tmp, self.path)

    def close(self) -> None:
        self._write(force=True)
        if self.bar is not None:
            self.bar.close()
