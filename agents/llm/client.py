"""Calls to an OpenAI-compatible endpoint: the official async client, a concurrency limit per
endpoint, backoff on 429 / 5xx / timeouts, a circuit breaker for dead endpoints, and one
record per call (tokens, cached tokens, latency, retries)."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from typing import Any, Optional

from ..limits import endpoint_slot_async
from .config import LLMConfig

#: after this many consecutive failed calls an endpoint is skipped for ``COOLDOWN_S`` seconds
BREAKER_FAILURES = 3
COOLDOWN_S = 30.0


@dataclass
class CallResult:
    """What one logical call returned, with its accounting."""

    content: Optional[str]
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    latency_s: float = 0.0
    retries: int = 0
    error: Optional[str] = None
    schema_used: bool = False


@dataclass
class Endpoint:
    """Shared state of one base_url within a process: limit, schema support, breaker."""

    semaphore: asyncio.Semaphore
    json_schema: Optional[bool] = None  # unknown until the first call
    failures: int = 0
    down_until: float = 0.0
    loop: Any = None
    client: Any = None


class EndpointPool:
    """Per-process registry of endpoints (one asyncio semaphore per base_url and loop)."""

    def __init__(self) -> None:
        self._eps: dict[tuple[str, int], Endpoint] = {}

    def get(self, cfg: LLMConfig) -> Endpoint:
        loop = asyncio.get_running_loop()
        key = (cfg.base_url, id(loop))
        ep = self._eps.get(key)
        if ep is None:
            ep = Endpoint(asyncio.Semaphore(max(1, cfg.concurrency)), None if cfg.json_schema else False,
                          loop=loop)
            self._eps[key] = ep
        if ep.client is None:
            from openai import AsyncOpenAI
            ep.client = AsyncOpenAI(base_url=cfg.base_url, api_key=cfg.api_key,
                                    timeout=cfg.timeout, max_retries=0)
        return ep


POOL = EndpointPool()


def _retryable(exc: Exception) -> bool:
    import openai
    if isinstance(exc, (openai.APITimeoutError, openai.APIConnectionError, openai.RateLimitError,
                        asyncio.TimeoutError)):
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code == 429 or exc.status_code >= 500
    return False


def _schema_rejected(exc: Exception) -> bool:
    import openai
    if isinstance(exc, openai.BadRequestError):
        return "response_format" in str(exc) or "json_schema" in str(exc) or "schema" in str(exc)
    if isinstance(exc, openai.APIStatusError) and exc.status_code in (400, 422, 501):
        return "response_format" in str(exc) or "schema" in str(exc)
    return False


async def complete(cfg: LLMConfig, messages: list[dict[str, str]], schema: Optional[dict[str, Any]],
                   name: str, rng: random.Random, max_tokens: Optional[int] = None) -> CallResult:
    """One logical completion with transport retries.  Never raises: failures come back as
    ``CallResult(content=None, error=...)``."""
    ep = POOL.get(cfg)
    now = time.monotonic()
    if ep.down_until > now:
        return CallResult(None, error=f"endpoint {cfg.base_url} is down (circuit open)")
    t0 = time.perf_counter()
    retries = 0
    last_error = ""
    while True:
        use_schema = schema is not None and ep.json_schema is not False
        kwargs: dict[str, Any] = {"model": cfg.model, "messages": messages,
                                  "temperature": cfg.temperature,
                                  "max_tokens": max_tokens or cfg.max_tokens}
        if use_schema:
            kwargs["response_format"] = {"type": "json_schema", "json_schema": {
                "name": name, "schema": schema, "strict": True}}
        try:
            async with endpoint_slot_async(cfg.base_url), ep.semaphore:  # global, then per process
                resp = await asyncio.wait_for(ep.client.chat.completions.create(**kwargs),
                                              cfg.timeout + 5)
        except Exception as exc:  # classified below; a model never stops the game
            if use_schema and _schema_rejected(exc):
                ep.json_schema = False  # this server has no json_schema: tolerant parsing
                continue
            last_error = f"{type(exc).__name__}: {str(exc)[:200]}"
            if _retryable(exc) and retries < cfg.retries:
                retries += 1
                await asyncio.sleep(min(8.0, 0.25 * 2 ** retries) * (0.5 + rng.random()))
                continue
            ep.failures += 1
            if ep.failures >= BREAKER_FAILURES:
                ep.down_until = time.monotonic() + COOLDOWN_S
            return CallResult(None, latency_s=time.perf_counter() - t0, retries=retries,
                              error=last_error, schema_used=use_schema)
        ep.failures = 0
        if use_schema:
            ep.json_schema = True
        usage = getattr(resp, "usage", None)
        cached = 0
        details = getattr(usage, "prompt_tokens_details", None) if usage else None
        if details is not None:
            cached = int(getattr(details, "cached_tokens", 0) or 0)
        content = resp.choices[0].message.content if resp.choices else None
        return CallResult(content,
                          prompt_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
                          completion_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
                          cached_tokens=cached, latency_s=time.perf_counter() - t0,
                          retries=retries, schema_used=use_schema)
