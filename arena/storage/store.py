"""One embedded DuckDB file per run directory: games, seats, decisions, events, model calls,
beliefs, written as games finish.

Each write is **one transaction** (each game's ``games`` row plus all its other rows, for one
game or a group: :mod:`.group`), so a run killed at any moment holds only whole games, and
``games.game_id`` is the primary key, so a resumed run never writes a game twice.  Seat numbers are 0-based like the
engine's (the table calls seat 0 "1号"); JSON columns are JSON text.  Column meanings are listed
in ``docs/metrics.md`` (section *Storage*).

Durability: a commit lands in DuckDB's write-ahead log (``arena.duckdb.wal``) and is
checkpointed into the database file within :data:`CHECKPOINT_EVERY_S` (and when the store
closes), so a lost or truncated WAL costs at most the last second of games; when every game
since the last checkpoint was fast to play (under :data:`SLOW_GAME_S`: scripted bots, replayed
in moments) the checkpoint waits up to :data:`FAST_CHECKPOINT_EVERY_S` instead, as a
checkpoint costs tens of milliseconds of CPU whatever it holds.  The ledger
``finished.txt`` (one game id per line, flushed to disk at every commit) lists every game ever
stored, so games the database lost are detected (:meth:`Store.lost_ids`) and reported instead
of being played again quietly.  A database that cannot be opened raises a
:class:`~.errors.StoreError` that says what is wrong and what to do.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, Optional

import duckdb
import pyarrow as pa

from .errors import StoreError, explain
from .rows import game_tables
from .schema import EXTRA_TABLES, SCHEMA, from_ipc

DB_NAME = "arena.duckdb"
#: the ledger of stored games, beside the database
LEDGER_NAME = "finished.txt"
#: at most this long between a commit and its checkpoint into the database file
CHECKPOINT_EVERY_S = 1.0
#: ... when every game written since the last checkpoint took less than SLOW_GAME_S to play
FAST_CHECKPOINT_EVERY_S = 5.0
#: a game that took this long to play (or an unknown time) is precious: never held back
SLOW_GAME_S = 1.0


def is_slow(result: Mapping[str, Any]) -> bool:
    """Whether a result's game took :data:`SLOW_GAME_S` or more to play (or an unknown time)."""
    took = result.get("duration_s")
    return took is None or took >= SLOW_GAME_S


def db_path(run_dir: str | os.PathLike[str]) -> Path:
    """The DuckDB file of a run directory."""
    return Path(run_dir) / DB_NAME


class Store:
    """A run's database.  One writer at a time (DuckDB locks the file)."""

    def __init__(self, run_dir: str | os.PathLike[str], read_only: bool = False) -> None:
        self.run_dir = Path(run_dir)
        self.read_only = read_only
        path = db_path(self.run_dir)
        if read_only:
            if not path.exists():
                raise StoreError(f"no run database at {path} (is {self.run_dir} a run "
                                 f"directory? `arena tournament CONFIG --run-dir DIR` makes one)")
        else:
            self.run_dir.mkdir(parents=True, exist_ok=True)
        try:
            # a writer inserts a few games at a time: one thread, no thread pool to wake
            self.con = duckdb.connect(str(path), read_only=read_only,
                                      config={} if read_only else {"threads": 1})
            if not read_only:
                for table, cols in SCHEMA.items():
                    body = ", ".join(f"{n} {t}" for n, t in cols)
                    self.con.execute(f"CREATE TABLE IF NOT EXISTS {table} ({body})")
                self._add_new_columns()
            self.con.execute("SELECT count(*) FROM games").fetchone()  # readable at all?
        except duckdb.Error as exc:
            raise explain(exc, path) from None
        self._checkpointed = time.monotonic()
        self._stored: Optional[set[str]] = None  # ids written, read at the first write
        self._unsaved = False   # commits not yet checkpointed
        self._slow = False      # ... among them a slow game's
        if not read_only and not self.ledger_path.exists():
            self._append_ledger(sorted(self.done_ids()))  # runs made before the ledger

    def _add_new_columns(self) -> None:
        """Columns the schema gained since this run's database was made (``decisions.
        fallback_cause``), added empty so that a run resumes on the new code."""
        have = set(self.con.execute("SELECT table_name, column_name FROM duckdb_columns() "
                                    "WHERE database_name = current_database()").fetchall())
        for table, cols in SCHEMA.items():
            for n, t in cols:
                if (table, n) not in have:
                    self.con.execute(f"ALTER TABLE {table} ADD COLUMN {n} {t.split()[0]}")

    def close(self) -> None:
        """Checkpoint (a writer) and close the database."""
        if not self.read_only:
            self.checkpoint()
        self.con.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- durability ---------------------------------------------------------------------------
    @property
    def ledger_path(self) -> Path:
        """The ledger of stored games (``finished.txt``)."""
        return self.run_dir / LEDGER_NAME

    def _append_ledger(self, ids: Iterable[str]) -> None:
        ids = list(ids)
        with open(self.ledger_path, "a", encoding="utf-8") as f:
            f.write("".join(f"{i}\n" for i in ids))
            f.flush()
            os.fsync(f.fileno())

    def ledger_ids(self) -> set[str]:
        """Every game the ledger says was stored."""
        try:
            return {line.strip() for line in self.ledger_path.read_text(encoding="utf-8").splitlines()
                    if line.strip()}
        except FileNotFoundError:
            return set()

    def lost_ids(self) -> list[str]:
        """Games stored once (the ledger) that the database no longer holds, in order."""
        return sorted(self.ledger_ids() - self.done_ids())

    def checkpoint(self) -> None:
        """Move committed games from the write-ahead log into the database file."""
        self.con.execute("CHECKPOINT")
        self._checkpointed = time.monotonic()
        self._unsaved = self._slow = False

    def checkpoint_if_due(self) -> bool:
        """Checkpoint when commits have waited :data:`CHECKPOINT_EVERY_S` since the last
        checkpoint (:data:`FAST_CHECKPOINT_EVERY_S` if every game among them was fast);
        returns whether it did."""
        if not self._unsaved:
            return False
        every = CHECKPOINT_EVERY_S if self._slow else FAST_CHECKPOINT_EVERY_S
        if time.monotonic() - self._checkpointed < every:
            return False
        self.checkpoint()
        return True

    # -- meta ---------------------------------------------------------------------------------
    def get_meta(self, key: str) -> Optional[str]:
        row = self.con.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchone()
        return None if row is None else row[0]

    def set_meta(self, key: str, value: str) -> None:
        self.con.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", [key, value])

    def ensure_rulesets(self) -> None:
        """Register the designers' variants the run played (a playtest stores their spec
        texts in ``meta``), so its games can be replayed in this process."""
        specs = self.get_meta("ruleset_specs")
        if specs:
            import rulesets
            for spec in json.loads(specs).values():
                rulesets.ensure(spec)

    # -- writing ------------------------------------------------------------------------------
    def done_ids(self) -> set[str]:
        """Ids of every game already stored."""
        return {r[0] for r in self.con.execute("SELECT game_id FROM games").fetchall()}

    def write_games(self, results: Iterable[Mapping[str, Any]]) -> int:
        """Store finished games (worker results) in one transaction: each game whole or not at
        all.  Games already stored (a duplicate delivery) are skipped, never written twice.
        Returns how many were written.  A result carries its rows (``tables``: table name ->
        Arrow IPC bytes, built by the worker: :func:`arena.tournaments.worker.packed`) or its
        ``record`` (rows built here).  All the games go in with one insert per table: DuckDB's cost is per
        statement (~1 ms), not per row, so storing several games at once is a group commit."""
        results = list(results)
        if self._stored is None:  # this store is the file's only writer (DuckDB's lock)
            self._stored = self.done_ids()
        new: dict[str, Mapping[str, Any]] = {}
        for r in results:
            if r["game_id"] not in self._stored:
                new.setdefault(r["game_id"], r)
        parts: dict[str, list[pa.Table]] = {}
        for result in new.values():
            if "tables" in result:
                tables = {t: from_ipc(data) for t, data in result["tables"].items()}
            else:
                tables = game_tables(result)
            for table, rows in tables.items():
                parts.setdefault(table, []).append(rows)
        con = self.con
        con.execute("BEGIN TRANSACTION")
        try:
            for table, tables in parts.items():
                rows = pa.concat_tables(tables)  # noqa: F841  (read by DuckDB's replacement scan)
                names = ", ".join(n for n, _ in SCHEMA[table])
                con.execute(f"INSERT INTO {table} ({names}) SELECT {names} FROM rows")
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        self._stored.update(new)
        self._append_ledger(r["game_id"] for r in results)
        if new:
            self._unsaved = True
            self._slow = self._slow or any(is_slow(r) for r in new.values())
        self.checkpoint_if_due()
        return len(new)

    def write_game(self, result: Mapping[str, Any]) -> bool:
        """Store one finished game; ``False`` if it was already stored."""
        return self.write_games([result]) == 1

    # -- reading ------------------------------------------------------------------------------
    def record(self, game_id: str) -> dict[str, Any]:
        """The full game record (as ``game.record()`` wrote it, with ``agents``)."""
        row = self.con.execute("SELECT record FROM games WHERE game_id = ?", [game_id]).fetchone()
        if row is None:
            raise KeyError(f"no game {game_id!r} in {db_path(self.run_dir)}")
        record = json.loads(row[0])
        events = self.con.execute(
            "SELECT idx, phase, kind, audience, channel, stage, data FROM events "
            "WHERE game_id = ? ORDER BY idx", [game_id]).fetchall()
        out = []
        for i, ph, k, aud, ch, stage, d in events:
            ev = {"i": i, "phase": ph, "kind": k, "audience": aud, "channel": ch,
                  "data": json.loads(d)}
            if stage is not None:
                ev["stage"] = stage
            out.append(ev)
        record["events"] = out
        for key, table in EXTRA_TABLES.items():
            cur = self.con.execute(f"SELECT * EXCLUDE (game_id) FROM {table} WHERE game_id = ?",
                                   [game_id])
            names = [d[0] for d in cur.description]
            rows = [dict(zip(names, r)) for r in cur.fetchall()]
            if rows:
                record[key] = rows
        return record

    def records(self, kinds: Optional[Iterable[str]] = None) -> Iterator[dict[str, Any]]:
        """Every stored record in game order, with only the events of ``kinds`` (all when
        ``None``) and without the model-call / belief extras: a bulk read for analyses."""
        where, params = "", []
        if kinds is not None:
            where, params = "WHERE list_contains(?, kind)", [sorted(kinds)]
        evs: dict[str, list[dict[str, Any]]] = {}
        for gid, i, ph, k, aud, ch, stage, d in self.con.execute(
                f"SELECT game_id, idx, phase, kind, audience, channel, stage, data FROM events "
                f"{where} ORDER BY game_id, idx", params).fetchall():
            ev = {"i": i, "phase": ph, "kind": k, "audience": aud, "channel": ch,
                  "data": json.loads(d)}
            if stage is not None:
                ev["stage"] = stage
            evs.setdefault(gid, []).append(ev)
        for gid, days, rec in self.con.execute(
                "SELECT game_id, days, record FROM games ORDER BY idx").fetchall():
            record = json.loads(rec)
            record["game_id"] = gid
            record["days"] = days
            record["events"] = evs.get(gid, [])
            yield record

    def game_ids(self) -> list[str]:
        return [r[0] for r in self.con.execute("SELECT game_id FROM games ORDER BY idx").fetchall()]

    def count(self, table: str) -> int:
        return int(self.con.execute(f"SELECT count(*) FROM {table}").fetchone()[0])

    def export_parquet(self, out_dir: str | os.PathLike[str]) -> list[Path]:
        """Write every table to ``out_dir/<table>.parquet``."""
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        paths = []
        for table in SCHEMA:
            p = out / f"{table}.parquet"
            self.con.execute(f"COPY (SELECT * FROM {table}) TO '{p.as_posix()}' (FORMAT PARQUET)")
            paths.append(p)
        return paths
