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
        self.t0 = time.monotonic()
        self.path = run_dir / "progress.json"
        self._last_write = 0.0
        self.bar: Optional[tqdm] = None
        if enabled:
            self.bar = tqdm(total=total, initial=done, unit="game", dynamic_ncols=True,
                            file=sys.stderr, smoothing=0.1, mininterval=0.5,
                            bar_format="{l_bar}{bar}| {n_fmt}/{total_fmt} games "
                                       "[{elapsed}<{remaining}, {rate_fmt}]")
        self._write(force=True)

    def advance(self, done: int = 1, failed: int = 0) -> None:
        """``done`` more games stored, ``failed`` more failed."""
        self.done += done
        self.failed += failed
        if self.bar is not None and done:
            self.bar.update(done)
        self._write()

    def snapshot(self) -> dict[str, Any]:
        elapsed = time.monotonic() - self.t0
        new = self.done - self.start_done
        rate = new / elapsed if elapsed > 0 else 0.0
        left = self.total - self.done
        return {"done": self.done, "total": self.total, "failed": self.failed,
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
