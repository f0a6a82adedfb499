"""``arena bench``: how fast the env plays and how much memory it holds (``env``), and how fast
RLlib samples from the adapter (``rl``, imported on demand: it needs the [rl] extra)."""

from .env import TEXTARENA_SECRETMAFIA_DECISIONS_PER_S, bench, env_memory_kb, format_report

__all__ = ["TEXTARENA_SECRETMAFIA_DECISIONS_PER_S", "bench", "env_memory_kb", "format_report"]
