"""One embedded DuckDB file per run directory: games, seats, decisions, events, model calls,
beliefs, written as games finish.

Each finished game is written in **one transaction** (its ``games`` row plus all its other
rows), so a run killed at any moment holds only whole games, and ``games.game_id`` is the
primary key, so a resumed run never writes a game twice.  Seat numbers are 0-based like the
engine's (the table calls seat 0 "1号"); JSON columns are JSON text.  Column meanings are listed
in ``docs/metrics.md`` (section *Storage*).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, Optional

import duckdb
import pyarrow as pa

import rulesets

DB_NAME = "arena.duckdb"

SCHEMA: dict[str, list[tuple[str, str]]] = {
    "games": [("game_id", "VARCHAR PRIMARY KEY"), ("idx", "INTEGER"), ("deal_index", "INTEGER"),
              ("rotation", "INTEGER"), ("seed", "BIGINT"), ("ruleset", "VARCHAR"),
              ("ruleset_version", "VARCHAR"), ("board", "VARCHAR"), ("n_seats", "INTEGER"),
              ("winner", "VARCHAR"), ("end_reason", "VARCHAR"), ("end_phase", "VARCHAR"),
              ("days", "INTEGER"), ("nights", "INTEGER"), ("n_decisions", "INTEGER"),
              ("n_events", "INTEGER"), ("n_fallbacks", "INTEGER"), ("duration_s", "DOUBLE"),
              ("finished_at", "DOUBLE"), ("record", "VARCHAR")],
    "seats": [("game_id", "VARCHAR"), ("seat", "INTEGER"), ("agent", "VARCHAR"),
              ("spec", "VARCHAR"), ("role", "VARCHAR"), ("final_role", "VARCHAR"),
              ("camp", "VARCHAR"), ("final_camp", "VARCHAR"), ("win_camp", "VARCHAR"),
              ("alive", "BOOLEAN"), ("death_cause", "VARCHAR"), ("won", "BOOLEAN"),
              ("draw", "BOOLEAN")],
    "decisions": [("game_id", "VARCHAR"), ("idx", "INTEGER"), ("seat", "INTEGER"),
                  ("kind", "VARCHAR"), ("choice", "INTEGER"), ("fallback", "BOOLEAN")],
    "events": [("game_id", "VARCHAR"), ("idx", "INTEGER"), ("phase", "VARCHAR"),
               ("kind", "VARCHAR"), ("audience", "INTEGER[]"), ("channel", "VARCHAR"),
               ("stage", "VARCHAR"), ("data", "VARCHAR")],
    "llm_calls": [("game_id", "VARCHAR"), ("seat", "INTEGER"), ("decision", "INTEGER"),
                  ("day", "INTEGER"), ("phase", "VARCHAR"), ("model", "VARCHAR"),
                  ("endpoint", "VARCHAR"), ("prompt_tokens", "BIGINT"),
                  ("completion_tokens", "BIGINT"), ("cached_tokens", "BIGINT"),
                  ("latency_s", "DOUBLE"), ("retries", "INTEGER"), ("fallback", "BOOLEAN"),
                  ("cost_usd", "DOUBLE"), ("error", "VARCHAR"), ("extra", "VARCHAR")],
    "beliefs": [("game_id", "VARCHAR"), ("seat", "INTEGER"), ("day", "INTEGER"),
                ("phase", "VARCHAR"), ("decision", "INTEGER"), ("target", "INTEGER"),
                ("p_wolf", "DOUBLE"), ("kind", "VARCHAR"), ("extra", "VARCHAR")],
    "meta": [("key", "VARCHAR PRIMARY KEY"), ("value", "VARCHAR")],
}

_ARROW = {"VARCHAR": pa.string(), "INTEGER": pa.int32(), "BIGINT": pa.int64(),
          "DOUBLE": pa.float64(), "BOOLEAN": pa.bool_(), "INTEGER[]": pa.list_(pa.int32())}

#: record keys (``game.extras``) that live in their own tables
EXTRA_TABLES = {"llm_calls": "llm_calls", "beliefs": "beliefs"}
CALL_KEYS = ("model", "endpoint", "prompt_tokens", "completion_tokens", "cached_tokens",
             "latency_s", "retries", "fallback", "cost_usd", "error")
BELIEF_KEYS = ("target", "p_wolf", "kind")


def db_path(run_dir: str | os.PathLike[str]) -> Path:
    """The DuckDB file of a run directory."""
    return Path(run_dir) / DB_NAME


def _arrow(table: str, rows: Mapping[str, list[Any]]) -> pa.Table:
    cols = SCHEMA[table]
    return pa.table({name: pa.array(rows[name], type=_ARROW[typ.split()[0]]) for name, typ in cols})


class Store:
    """A run's database.  One writer at a time (DuckDB locks the file)."""

    def __init__(self, run_dir: str | os.PathLike[str], read_only: bool = False) -> None:
        self.run_dir = Path(run_dir)
        path = db_path(self.run_dir)
        if read_only:
            if not path.exists():
                raise FileNotFoundError(f"no run database at {path}")
        else:
            self.run_dir.mkdir(parents=True, exist_ok=True)
        self.con = duckdb.connect(str(path), read_only=read_only)
        if not read_only:
            for table, cols in SCHEMA.items():
                body = ", ".join(f"{n} {t}" for n, t in cols)
                self.con.execute(f"CREATE TABLE IF NOT EXISTS {table} ({body})")

    def close(self) -> None:
        self.con.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- meta ---------------------------------------------------------------------------------
    def get_meta(self, key: str) -> Optional[str]:
        row = self.con.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchone()
        return None if row is None else row[0]

    def set_meta(self, key: str, value: str) -> None:
        self.con.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", [key, value])

    # -- writing ------------------------------------------------------------------------------
    def done_ids(self) -> set[str]:
        """Ids of every game already stored."""
        return {r[0] for r in self.con.execute("SELECT game_id FROM games").fetchall()}

    def write_games(self, results: Iterable[Mapping[str, Any]]) -> int:
        """Store finished games (worker results) in one transaction: each game whole or not at
        all.  Games already stored (a duplicate delivery) are skipped, never written twice.
        Returns how many were written.  Writing several games at once is a group commit:
        DuckDB's cost is per statement (~10 ms), not per row."""
        con = self.con
        con.execute("BEGIN TRANSACTION")
        try:
            results = list(results)
            ids = [r["game_id"] for r in results]
            have = {r[0] for r in con.execute(
                "SELECT game_id FROM games WHERE list_contains(?, game_id)", [ids]).fetchall()}
            merged: dict[str, dict[str, list[Any]]] = {t: _empty(t) for t in SCHEMA if t != "meta"}
            written = 0
            for result in results:
                if result["game_id"] in have:
                    continue
                have.add(result["game_id"])
                written += 1
                for table, cols in game_rows(result).items():
                    for k, v in cols.items():
                        merged[table][k].extend(v)
            for table, cols in merged.items():
                if not cols[SCHEMA[table][0][0]]:
                    continue
                rows = _arrow(table, cols)  # noqa: F841  (read by DuckDB's replacement scan)
                names = ", ".join(n for n, _ in SCHEMA[table])
                con.execute(f"INSERT INTO {table} ({names}) SELECT {names} FROM rows")
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        return written

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


def dealt_camps(record: Mapping[str, Any]) -> list[str]:
    """Each seat's camp at the deal: the ``@camp`` of a ``role@camp`` deal entry, else the
    printed camp of its original card."""
    ruleset = rulesets.get(record["ruleset"])
    deal = record.get("deal") or [s["role"] for s in record["seats"]]
    out = []
    for entry in deal:
        rid, _, camp = str(entry).partition("@")
        out.append(camp or ruleset.names.role(rid).camp)
    return out


def _empty(table: str) -> dict[str, list[Any]]:
    return {name: [] for name, _ in SCHEMA[table]}


def _side_rows(table: str, gid: Any, items: Iterable[Mapping[str, Any]],
               keys: Iterable[str]) -> dict[str, list[Any]]:
    """Columns of an agent side table (LLM calls, belief probes): the game, seat, decision,
    day and phase of each item, its ``keys``, and everything else as JSON in ``extra``."""
    cols = _empty(table)
    for item in items:
        row = {"game_id": gid, "seat": item.get("seat"), "decision": item.get("decision"),
               "day": item.get("day"), "phase": item.get("phase")}
        row.update({k: item.get(k) for k in keys})
        rest = {k: v for k, v in item.items() if k not in row}
        row["extra"] = json.dumps(rest, ensure_ascii=False, default=str) if rest else None
        for k, v in row.items():
            cols[k].append(v)
    return cols

def game_rows(result: Mapping[str, Any]) -> dict[str, dict[str, list[Any]]]:
    """Columns for every table from one worker result (see :mod:`arena.tournaments.worker`)."""
    record = dict(result["record"])
    gid = result["game_id"]
    events = record.pop("events")
    for key in EXTRA_TABLES:  # stored in their own tables, re-attached by Store.record()
        record.pop(key, None)
    winner = record.get("winner")
    fallback_at = {f["decision"] for f in record.get("fallbacks", [])}
    agents = record.get("agents") or [None] * len(record["seats"])
    specs = result.get("specs") or [None] * len(record["seats"])

    games = _empty("games")
    for key, value in (("game_id", gid), ("idx", result["index"]),
                       ("deal_index", result.get("deal_index")), ("rotation", result.get("rotation")),
                       ("seed", record["seed"]), ("ruleset", record["ruleset"]),
                       ("ruleset_version", str(record.get("ruleset_version", ""))),
                       ("board", json.dumps(record.get("board", {}), ensure_ascii=False)),
                       ("n_seats", len(record["seats"])), ("winner", winner),
                       ("end_reason", record.get("end_reason")), ("end_phase", record.get("end_phase")),
                       ("days", result.get("days")), ("nights", result.get("nights")),
                       ("n_decisions", len(record["decisions"])), ("n_events", len(events)),
                       ("n_fallbacks", len(record.get("fallbacks", []))),
                       ("duration_s", result.get("duration_s")), ("finished_at", time.time()),
                       ("record", json.dumps(record, ensure_ascii=False))):
        games[key].append(value)

    seats = _empty("seats")
    camps = dealt_camps(record)
    for i, s in enumerate(record["seats"]):
        camp = camps[i]
        vals = {"game_id": gid, "seat": i, "agent": agents[i], "spec": specs[i], "role": s["role"],
                "final_role": s.get("final_role"), "camp": camp, "final_camp": s.get("camp"),
                "win_camp": s.get("win_camp"), "alive": s.get("alive"),
                "death_cause": s.get("death_cause"),
                "won": winner is not None and s.get("win_camp") == winner, "draw": winner is None}
        for k, v in vals.items():
            seats[k].append(v)

    dec = _empty("decisions")
    for i, (seat, kind, choice) in enumerate(record["decisions"]):
        dec["game_id"].append(gid)
        dec["idx"].append(i)
        dec["seat"].append(seat)
        dec["kind"].append(kind)
        dec["choice"].append(choice)
        dec["fallback"].append(i in fallback_at)

    ev = _empty("events")
    for e in events:
        ev["game_id"].append(gid)
        ev["idx"].append(e["i"])
        ev["phase"].append(e["phase"])
        ev["kind"].append(e["kind"])
        ev["audience"].append(e["audience"])
        ev["channel"].append(e["channel"])
        ev["stage"].append(e.get("stage"))
        ev["data"].append(json.dumps(e["data"], ensure_ascii=False))

    calls = _side_rows("llm_calls", gid, result.get("calls", ()), CALL_KEYS)
    beliefs = _side_rows("beliefs", gid, result.get("beliefs", ()), BELIEF_KEYS)

    return {"games": games, "seats": seats, "decisions": dec, "events": ev,
            "llm_calls": calls, "beliefs": beliefs}


def stored_tables() -> Iterable[str]:
    """Names of the tables every run database has."""
    return SCHEMA.keys()
