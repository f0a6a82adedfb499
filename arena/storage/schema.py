"""The run database's tables: column names and types, and how a column batch becomes an Arrow
table for a bulk insert.  Column meanings: ``docs/metrics.md`` (section *Storage*)."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

import pyarrow as pa

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
                  ("kind", "VARCHAR"), ("choice", "INTEGER"), ("fallback", "BOOLEAN"),
                  ("fallback_cause", "VARCHAR")],
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

ARROW_TYPES = {"VARCHAR": pa.string(), "INTEGER": pa.int32(), "BIGINT": pa.int64(),
          "DOUBLE": pa.float64(), "BOOLEAN": pa.bool_(), "INTEGER[]": pa.list_(pa.int32())}

#: record keys (``game.extras``) that live in their own tables
EXTRA_TABLES = {"llm_calls": "llm_calls", "beliefs": "beliefs"}
CALL_KEYS = ("model", "endpoint", "prompt_tokens", "completion_tokens", "cached_tokens",
             "latency_s", "retries", "fallback", "cost_usd", "error")
BELIEF_KEYS = ("target", "p_wolf", "kind")


def arrow_table(table: str, rows: Mapping[str, list[Any]]) -> pa.Table:
    """The columns ``rows`` of ``table`` as an Arrow table of the schema's types."""
    cols = SCHEMA[table]
    return pa.table({name: pa.array(rows[name], type=ARROW_TYPES[typ.split()[0]]) for name, typ in cols})


def to_ipc(table: pa.Table) -> bytes:
    """``table`` as Arrow IPC stream bytes: how a worker sends a game's rows (a tenth of the
    cost of pickling the table to read back)."""
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table)
    return sink.getvalue().to_pybytes()


def from_ipc(data: bytes) -> pa.Table:
    """The table of :func:`to_ipc`'s bytes."""
    return pa.ipc.open_stream(data).read_all()


def stored_tables() -> Iterable[str]:
    """Names of the tables every run database has."""
    return SCHEMA.keys()
