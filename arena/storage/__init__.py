"""The run database (one DuckDB file per run directory): the table schema, a finished game as
rows, and :class:`Store`, which writes games as they finish and reads records back."""

from .rows import dealt_camps, game_rows
from .schema import SCHEMA, stored_tables
from .store import DB_NAME, Store, db_path

__all__ = ["DB_NAME", "SCHEMA", "Store", "db_path", "dealt_camps", "game_rows", "stored_tables"]
