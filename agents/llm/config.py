"""LLM agent settings: per seat from the CLI, a TOML file, or the usual OPENAI_* variables."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Mapping, Optional

#: where `arena llm serve` listens by default; agents use it when nothing else is configured
LOCAL_BASE_URL = "http://127.0.0.1:8089/v1"
LOCAL_MODEL = "gemma-3-270m"


@dataclass(frozen=True)
class LLMConfig:
    """How one LLM seat talks to its endpoint.

    A dead or hung endpoint costs a game at most ``breaker_failures x call_budget`` seconds
    (300 s by default) before the breaker opens; while it is open every decision falls back at
    once (recorded), and after each cooldown (15 s, doubling up to 8 x) one probe call of at
    most ``timeout`` seconds tests the endpoint again (half-open): success closes it."""

    model: str = LOCAL_MODEL
    base_url: str = LOCAL_BASE_URL
    api_key: str = "sk-local"
    temperature: float = 0.7
    max_tokens: int = 256
    lang: str = "en"
    # the default endpoint is `arena llm serve` on a small machine: measured there, a call took
    # 73 s at most with 4 games on 4 slots, 39 s with the default 2 (docs/llm.md), so a request
    # is given 120 s, and a call one such request plus 30 s for retries of fast failures
    timeout: float = 120.0         # seconds per request
    retries: int = 2               # transport retries (429 / 5xx / connection errors) per call
    call_budget: float = 150.0     # seconds for all attempts of one call, retries included
    breaker_failures: int = 2      # consecutive failed calls that open the endpoint's breaker
    breaker_cooldown: float = 15.0  # seconds open before one probe call (half-open); doubles
    concurrency: int = 4           # requests in flight per endpoint (per process)
    json_schema: bool = True       # use response_format json_schema when the server supports it
    history_days: int = 3          # full history kept for the last N days; older days summarised
    history_chars: int = 12000     # hard cap on the history's length (oldest chatter dropped first)
    context_tokens: int = 4096     # the endpoint's context per request (a llama-server slot:
    #                                ctx / parallel); prompt + answer are kept within it; 0: no cap
    speech_chars: int = 300        # longest free speech asked for
    speech_acts: int = 1           # speech acts per speech turn: after each, the seat is asked
    #                                again (its prompt shows what it already said) until it
    #                                passes or has made this many; 1: everything in one act
    belief_probe: bool = False     # ask for camp probabilities at the end of each day
    store_prompts: bool = False    # keep each call's prompt and raw completion in its llm_calls
    #                                row (column extra: JSON; prompt_chars is always kept)
    price_prompt: float = 0.0      # USD per million prompt tokens (for cost reports)
    price_completion: float = 0.0  # USD per million completion tokens

    @classmethod
    def from_env(cls, **overrides: Any) -> "LLMConfig":
        """Defaults, then OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL, then ``overrides``."""
        cfg = cls()
        env = {"base_url": os.environ.get("OPENAI_BASE_URL"),
               "api_key": os.environ.get("OPENAI_API_KEY"),
               "model": os.environ.get("OPENAI_MODEL")}
        cfg = replace(cfg, **{k: v for k, v in env.items() if v})
        return cfg.merge(overrides)

    def merge(self, values: Mapping[str, Any]) -> "LLMConfig":
        """A copy with ``values`` applied (unknown keys are an error)."""
        known = {f.name: f.type for f in fields(self)}
        clean: dict[str, Any] = {}
        for key, value in values.items():
            if value is None:
                continue
            key = key.replace("-", "_")
            if key not in known:
                raise ValueError(f"unknown LLM setting {key!r} (known: {', '.join(sorted(known))})")
            current = getattr(self, key)
            try:
                clean[key] = type(current)(value) if not isinstance(current, bool) else _bool(value)
            except (TypeError, ValueError):
                raise ValueError(f"LLM setting {key!r} must be {type(current).__name__}, "
                                 f"got {value!r}") from None
        cfg = replace(self, **clean)
        if cfg.lang not in ("zh", "en"):
            raise ValueError(f"LLM setting lang must be 'zh' or 'en', got {cfg.lang!r}")
        return cfg


def _bool(v: Any) -> bool:
    if isinstance(v, str):
        return v.strip().lower() in ("1", "true", "yes", "on")
    return bool(v)


def parse_spec(arg: str, base: Optional[LLMConfig] = None) -> LLMConfig:
    """An agent spec's argument: ``llm`` / ``llm:MODEL`` / ``llm:key=value;key=value`` /
    ``llm:@file.toml`` (a TOML table of settings)."""
    cfg = base or LLMConfig.from_env()
    arg = arg.strip()
    if not arg:
        return cfg
    if arg.startswith("@"):
        path = Path(arg[1:])
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise ValueError(f"cannot read LLM settings {path}: {exc}") from None
        return cfg.merge(data.get("llm", data))
    if "=" not in arg:
        return cfg.merge({"model": arg})
    pairs = {}
    for part in arg.split(";"):
        if part.strip():
            k, sep, v = part.partition("=")
            if not sep:
                raise ValueError(f"bad LLM setting {part!r}: use key=value")
            pairs[k.strip()] = v.strip()
    return cfg.merge(pairs)
