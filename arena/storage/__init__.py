"""The run database (one DuckDB file per run directory): the table schema, a finished game as
rows, and :class:`Store`, which writes games as they finish and reads records back."""

from .errors import LostGames, StoreError, explain
from .rows import dealt_camps, game_rows, seat_agents
from .schema import SCHEMA, stored_tables
from .store import DB_NAME, LEDGER_NAME, Store, db_path

__all__ = ["DB_NAME", "LEDGER_NAME", "SCHEMA", "LostGames", "Store", "StoreError", "db_path",
           "dealt_camps", "explain", "game_rows", "seat_agents", "stored_tables"]
