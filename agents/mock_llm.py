"""``mock-llm``: a stand-in for an LLM agent, for exercising the tournament pipeline.

It answers uniformly at random among the legal answers (like ``random``) but behaves like a
model-backed agent in everything the arena measures: it is ``io_bound``, holds an
``agents.limits.endpoint_slot`` while it "waits" ``latency`` seconds per decision, logs one
call per decision (tokens, latency, cost) through ``drain_calls`` and, when the async runner
probes at the end of each day, states a belief ``p_wolf`` for every other seat
(``drain_beliefs``).  No network, no model.

Spec: ``mock-llm`` or ``mock-llm:KEY=VALUE,...`` with ``latency`` (seconds, default 0),
``endpoint`` (default ``mock``), ``model`` (default ``mock-1``), ``price`` (USD per 1k tokens,
default 0.001), ``fail`` (the share of decisions whose simulated model call fails, so that the
agent declares a fallback, default 0) and ``down`` (``1``: the simulated endpoint is down: its
``check()`` fails and every call fails).
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

from .base import AgentUnavailable, Answer, SeatView
from .limits import endpoint_slot, endpoint_slot_async


def _parse(arg: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in arg.split(","))):
        key, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"mock-llm options are KEY=VALUE, got {part!r}")
        out[key] = value
    return out


class MockLLMAgent:
    """Random answers with simulated latency, token accounting and belief probes."""

    io_bound = True

    def __init__(self, arg: str = "") -> None:
        opts = _parse(arg)
        unknown = set(opts) - {"latency", "endpoint", "model", "price", "fail", "down"}
        if unknown:
            raise ValueError(f"unknown mock-llm option(s): {', '.join(sorted(unknown))}")
        self.latency = float(opts.get("latency", 0.0))
        self.endpoint = opts.get("endpoint", "mock")
        self.model = opts.get("model", "mock-1")
        self.price = float(opts.get("price", 0.001))
        self.down = opts.get("down", "0") not in ("0", "", "false")
        self.fail = 1.0 if self.down else float(opts.get("fail", 0.0))
        self.name = "mock-llm"
        self.rng = random.Random(0)
        self._calls: list[dict[str, Any]] = []
        self._beliefs: list[dict[str, Any]] = []
        self.seat = 0

    def reset(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng.seed(seed * 1_000_003 + seat * 31 + 5)
        self._calls.clear()
        self._beliefs.clear()

    def check(self) -> None:
        """The simulated endpoint is there unless ``down``."""
        if self.down:
            raise AgentUnavailable(f"the model endpoint mock://{self.endpoint} is down "
                                   f"(mock-llm down=1); --allow-fallback plays anyway")

    @property
    def check_id(self) -> str:
        """Seats with the same simulated endpoint are checked once."""
        return f"mock {self.endpoint}"

    def _answer(self, view: SeatView, waited: float) -> int | Answer:
        legal = view.decision.legal
        failed = self.fail > 0 and self.rng.random() < self.fail
        prompt = 200 + 8 * len(view.events)
        completion = 0 if failed else 12
        self._calls.append({
            "model": self.model, "endpoint": self.endpoint, "prompt_tokens": 0 if failed else prompt,
            "completion_tokens": completion, "cached_tokens": 0 if failed else prompt // 2,
            "latency_s": waited, "retries": 0, "fallback": failed,
            "cost_usd": 0.0 if failed else (prompt + completion) / 1000 * self.price,
            "error": "simulated endpoint error" if failed else None,
            "outcome": "fallback" if failed else "ok",
        })
        if failed:
            return Answer(view.decision.default, fallback="endpoint error (simulated)")
        return legal[self.rng.randrange(len(legal))]

    def act(self, view: SeatView) -> int | Answer:
        t0 = time.perf_counter()
        with endpoint_slot(self.endpoint):
            if self.latency > 0:
                time.sleep(self.latency)
        return self._answer(view, time.perf_counter() - t0)

    async def act_async(self, view: SeatView) -> int | Answer:
        t0 = time.perf_counter()
        async with endpoint_slot_async(self.endpoint):
            if self.latency > 0:
                await asyncio.sleep(self.latency)
        return self._answer(view, time.perf_counter() - t0)

    async def probe_beliefs(self, view: SeatView) -> None:
        """End-of-day probe: a made-up ``p_wolf`` for every other seat."""
        for t in range(view.n_seats):
            if t != self.seat:
                self._beliefs.append({"target": t, "p_wolf": round(self.rng.random() * 0.6, 3),
                                      "kind": "probe"})

    def drain_calls(self) -> list[dict[str, Any]]:
        out, self._calls = self._calls, []
        return out

    def drain_beliefs(self) -> list[dict[str, Any]]:
        out, self._beliefs = self._beliefs, []
        return out
