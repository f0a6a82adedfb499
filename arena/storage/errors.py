"""What went wrong with a run database, said plainly: which file, what is wrong with it, and
what to do — instead of DuckDB's exception (or a traceback)."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


class StoreError(Exception):
    """A run database that cannot be used; the message says why and what to do."""


class LostGames(StoreError):
    """Games the run finished and stored that its database no longer holds."""

    def __init__(self, message: str, ids: list[str]) -> None:
        super().__init__(message)
        self.ids = ids


def explain(exc: BaseException, path: Path) -> StoreError:
    """A :class:`StoreError` for a DuckDB error raised while opening or reading ``path``."""
    text = str(exc)
    first = text.strip().splitlines()[0] if text.strip() else type(exc).__name__
    wal = Path(f"{path}.wal")
    if "lock" in text.lower() and ("conflicting" in text.lower() or "could not set" in text.lower()):
        return StoreError(f"the run database {path} is in use by another process ({first}); "
                          f"wait for it to finish (or stop it) and try again")
    if "WAL" in text or "wal" in text.split(":")[0]:
        return StoreError(f"the write-ahead log {wal} of the run database is damaged ({first}). "
                          f"Games not yet checkpointed into {path.name} are in it. Restore both "
                          f"files from a backup, or move {wal.name} away to open the database "
                          f"without them (a tournament then reports them as lost)")
    if "not a valid DuckDB database file" in text:
        return StoreError(f"{path} is not a run database (not a DuckDB file: empty, overwritten "
                          f"or another kind of file). Restore it from a backup, or move it away "
                          f"and start the run again (its games are then lost to this run)")
    if "Could not read enough bytes" in text or "Corrupt database file" in text or \
            "checksum" in text:
        what = "truncated" if "enough bytes" in text else "damaged"
        return StoreError(f"the run database {path} is {what} ({first}): a copy or a disk that "
                          f"filled up cut it short or changed it. Restore it from a backup, or "
                          f"move it away and start the run again (its games are then lost to "
                          f"this run)")
    return StoreError(f"the run database {path} cannot be read ({type(exc).__name__}: {first})")


@contextmanager
def explained(path: Path) -> Iterator[None]:
    """Turn a DuckDB error raised inside the block into the :class:`StoreError` that says what
    is wrong with the database file ``path`` and what to do (never a traceback)."""
    import duckdb
    try:
        yield
    except duckdb.Error as exc:
        raise explain(exc, path) from None
