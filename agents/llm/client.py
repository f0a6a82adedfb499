"""Calls to an OpenAI-compatible endpoint: the official async client, a concurrency limit per
endpoint, backoff on 429 / 5xx / connection errors within a time budget per call, a circuit
breaker with half-open probes for dead endpoints, and one record per call (tokens, cached
tokens, latency, retries).

The breaker (one per endpoint and event loop): ``breaker_failures`` consecutive failed calls
open it; while open, calls fail at once; after ``breaker_cooldown`` seconds one call goes
through as a probe (half-open: a single attempt, no retries) while the others keep failing
fast; the probe's success closes the breaker, its failure opens it again for twice as long
(at most 8 x the cooldown)."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from typing import Any, Optional

from ..limits import endpoint_slot_async
from .config import LLMConfig

#: the longest cooldown, as a multiple of ``breaker_cooldown``
MAX_BACKOFF = 8


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
    cooldown: float = 0.0        # the current open period (0: closed)
    probing: bool = False        # a half-open probe is in flight
    loop: Any = None
    client: Any = None

    def admit(self, now: float) -> Optional[bool]:
        """``None``: refuse (open, or another call is probing); ``False``: a normal call;
        ``True``: this call is the half-open probe."""
        if self.cooldown <= 0:
            return False
        if now < self.down_until or self.probing:
            return None
        self.probing = True
        return True

    def succeeded(self) -> None:
        """A call went through: the breaker closes."""
        self.failures, self.cooldown, self.down_until, self.probing = 0, 0.0, 0.0, False

    def failed(self, cfg: LLMConfig, probe: bool) -> None:
        """A call failed: open the breaker after ``cfg.breaker_failures`` in a row, or again
        (twice as long) when the half-open probe failed."""
        self.probing = False
        self.failures += 1
        if probe or self.failures >= max(1, cfg.breaker_failures):
            base = max(0.0, cfg.breaker_cooldown)
            self.cooldown = min(base * MAX_BACKOFF, self.cooldown * 2) if self.cooldown else base
            self.down_until = time.monotonic() + self.cooldown


class EndpointPool:
    """Per-process registry of endpoints (one asyncio semaphore per base_url and loop)."""

    def __init__(self) -> None:
        self._eps: dict[tuple[str, int], Endpoint] = {}

    def get(self, cfg: LLMConfig) -> Endpoint:
        loop = asyncio.get_running_loop()
        key = (cfg.base_url, id(loop))
        ep = self._eps.get(key)
        if ep is None or ep.loop is not loop:  # a new loop may reuse a dead loop's id
            # endpoints of finished loops (one per game played with asyncio.run) are dropped
            self._eps = {k: e for k, e in self._eps.items() if not e.loop.is_closed()}
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
    """One logical completion with transport retries within ``cfg.call_budget`` seconds.
    Never raises: failures come back as ``CallResult(content=None, error=...)``."""
    ep = POOL.get(cfg)
    probe = ep.admit(time.monotonic())
    if probe is None:
        return CallResult(None, error=f"endpoint {cfg.base_url} is down (circuit open)")
    t0 = time.perf_counter()
    deadline = time.monotonic() + max(cfg.timeout, cfg.call_budget)
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
        wait = min(cfg.timeout, max(0.1, deadline - time.monotonic()))
        try:
            async with endpoint_slot_async(cfg.base_url), ep.semaphore:  # global, then per process
                resp = await asyncio.wait_for(
                    ep.client.chat.completions.create(timeout=wait, **kwargs), wait + 1)
        except Exception as exc:  # classified below; a model never stops the game
            if use_schema and _schema_rejected(exc):
                ep.json_schema = False  # this server has no json_schema: tolerant parsing
                continue
            last_error = f"{type(exc).__name__}: {str(exc)[:200]}"
            pause = min(8.0, 0.25 * 2 ** (retries + 1)) * (0.5 + rng.random())
            if (not probe and _retryable(exc) and retries < cfg.retries
                    and time.monotonic() + pause + 1 < deadline):
                retries += 1
                await asyncio.sleep(pause)
                continue
            ep.failed(cfg, probe)
            return CallResult(None, latency_s=time.perf_counter() - t0, retries=retries,
                              error=last_error, schema_used=use_schema)
        ep.succeeded()
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
