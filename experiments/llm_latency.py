"""Measure the local model server (`arena llm serve`: llama.cpp + Gemma 3 270M) on this machine,
to choose its defaults and the LLM agents' timeouts.

    .venv/bin/python experiments/llm_latency.py [OUT.json] [THREADS,PARALLEL ...]

For each server setting (default: threads 1 and 2 x parallel slots 1, 2 and 4; the context is
4,096 tokens per slot, as the agents budget their prompts), it starts the server and

* a decode probe: ``parallel`` identical requests at once (a fixed ~250-token prompt, 64
  tokens generated at temperature 0), llama-server's own ``timings`` giving the prompt and
  the decode tokens/s of each;
* a short LLM game per slot, all at once (seal, ``max_days=1``: the sheriff election, the
  first night and day; the LLM at seat #1 for its first :data:`CALLS` model calls, the
  heuristic elsewhere and after; the agents' default settings but a timeout no call reaches,
  so the latency is the server's, not the clip): the latency of every call (median, p95,
  p99, max), its prompt and completion tokens;
* the server's resident memory (RSS, sampled every 0.5 s; the maximum), and the machine's
  load average at the start (the machine is shared: the figures are what a game sees here).

Prints one row per setting and writes every figure to OUT.json (default
``llm_latency.json``).  The figures and the choices made from them are in docs/llm.md.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import sys
import threading
import time
import urllib.request
from typing import Any

from agents.heuristic import HeuristicAgent
from agents.llm import LLMAgent, LLMConfig
from arena.llm.server import LocalServer
from arena.play.match import MatchLog, play_game_async

SLOT = 4096
LLM_SEATS = (0,)
#: model calls per LLM seat and game; the seat then plays the heuristic (a bounded measure)
CALLS = 8
PROBE = ("You are playing a hidden-role werewolf game. " * 20 +
         "Say in one sentence who you suspect and why.")


def rss_mib(pid: int) -> float:
    """The resident memory of process ``pid`` in MiB (0 when it is gone)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def probe(base: str, n: int) -> list[dict[str, Any]]:
    """``n`` identical requests at once; llama-server's ``timings`` of each."""
    body = json.dumps({"model": "gemma-3-270m", "temperature": 0, "max_tokens": 64,
                       "messages": [{"role": "user", "content": PROBE}]}).encode()
    out: list[dict[str, Any]] = []

    def one() -> None:
        req = urllib.request.Request(f"{base}/chat/completions", body,
                                     {"Content-Type": "application/json"})
        t0 = time.perf_counter()
        with urllib.request.urlopen(req, timeout=900) as r:
            data = json.loads(r.read())
        t = data.get("timings", {})
        out.append({"latency_s": time.perf_counter() - t0,
                    "prompt_per_s": t.get("prompt_per_second"),
                    "decode_per_s": t.get("predicted_per_second"),
                    "decoded": t.get("predicted_n")})

    threads = [threading.Thread(target=one) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def quantile(xs: list[float], q: float) -> float:
    """The ``q`` quantile of ``xs`` (nearest rank)."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, int(round(q * len(xs) + 0.5)) - 1))]


class Capped:
    """An LLM seat for its first :data:`CALLS` prompted decisions, the heuristic after."""

    def __init__(self, cfg: LLMConfig) -> None:
        self.llm = LLMAgent(cfg)
        self.rest = HeuristicAgent()
        self.name = self.llm.name
        self.made = 0  # calls handed over so far

    def reset(self, seat: int, seed: int) -> None:
        self.llm.reset(seat, seed)
        self.rest.reset(seat, seed)
        self.made = 0

    def act(self, view: Any) -> Any:
        return self.rest.act(view)

    async def act_async(self, view: Any) -> Any:
        if len(self.llm.calls) + self.made >= CALLS:
            return self.rest.act(view)
        answer = await self.llm.act_async(view)
        self.rest.observe(view)  # keep the heuristic's beliefs current for later
        return answer

    def drain_calls(self) -> list[dict[str, Any]]:
        out = self.llm.drain_calls()
        self.made += len(out)
        return out


async def games(base: str, parallel: int) -> list[dict[str, Any]]:
    """``parallel`` short seal games at once, LLM seats at :data:`LLM_SEATS`; every call."""
    cfg = LLMConfig(base_url=base, context_tokens=SLOT, timeout=900.0, call_budget=1800.0,
                    concurrency=parallel, breaker_failures=99)
    logs = [MatchLog() for _ in range(parallel)]

    def agents() -> list[Any]:
        return [Capped(cfg) if s in LLM_SEATS else HeuristicAgent() for s in range(24)]
    await asyncio.gather(*(play_game_async("seal", 700 + i, agents(), {"max_days": 1}, log=logs[i])
                           for i in range(parallel)))
    return [c for log in logs for c in log.calls]


def measure(threads: int, parallel: int) -> dict[str, Any]:
    """Every figure of one server setting."""
    load = os.getloadavg()[0]
    server = LocalServer(threads=threads, parallel=parallel, ctx=SLOT * parallel)
    with server as base:
        assert server.proc is not None
        pid = server.proc.pid
        peak = [0.0]
        done = threading.Event()

        def sample() -> None:
            while not done.is_set():
                peak[0] = max(peak[0], rss_mib(pid))
                time.sleep(0.5)
        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        probes = probe(base, parallel)
        t0 = time.perf_counter()
        calls = asyncio.run(games(base, parallel))
        wall = time.perf_counter() - t0
        done.set()
        sampler.join()
    lat = [c["latency_s"] for c in calls]
    decode = [p["decode_per_s"] for p in probes if p["decode_per_s"]]
    return {"threads": threads, "parallel": parallel, "load": round(load, 2),
            "calls": len(calls), "wall_s": round(wall, 1),
            "fallbacks": sum(bool(c.get("fallback")) for c in calls),
            "latency_median": round(statistics.median(lat), 2),
            "latency_p95": round(quantile(lat, 0.95), 2),
            "latency_p99": round(quantile(lat, 0.99), 2), "latency_max": round(max(lat), 2),
            "prompt_tokens_median": statistics.median(c["prompt_tokens"] for c in calls),
            "completion_tokens_median": statistics.median(c["completion_tokens"] for c in calls),
            "decode_per_s": [round(x, 1) for x in decode],
            "prompt_per_s": [round(p["prompt_per_s"], 1) for p in probes if p["prompt_per_s"]],
            "rss_max_mib": round(peak[0]), "latencies": [round(x, 2) for x in lat]}


def main(argv: list[str]) -> None:
    out = argv[0] if argv and argv[0].endswith(".json") else "llm_latency.json"
    settings = [tuple(int(x) for x in a.split(",")) for a in argv if not a.endswith(".json")] or \
        [(t, p) for p in (1, 2, 4) for t in (1, 2)]
    rows = []
    for threads, parallel in settings:
        row = measure(threads, parallel)
        rows.append(row)
        print(f"threads {threads} parallel {parallel}: {row['calls']} calls, latency median "
              f"{row['latency_median']} s, p95 {row['latency_p95']} s, p99 {row['latency_p99']} s, "
              f"max {row['latency_max']} s; decode {row['decode_per_s']} tok/s; RSS max "
              f"{row['rss_max_mib']} MiB; load {row['load']}; fallbacks {row['fallbacks']}",
              flush=True)
        with open(out, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
