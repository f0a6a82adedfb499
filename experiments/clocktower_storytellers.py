"""Compare clocktower storyteller policies on the same seeded games (all seats heuristic).

    .venv/bin/python experiments/clocktower_storytellers.py [GAMES] [POLICY...]

For each policy: the good team's wins with a Wilson 95% interval, the mean number of days, how
often a deceived seat (drunk, poisoned, believing, confounded) was told the truth anyway, how far
a false number was from the truth, how often a 陌客 / 间谍 registered as itself, and for a model
(``llm:...``) how many of the calls put to it fell back to ``fair`` (no readable answer).  The figures
are in docs/rulings/clocktower.md.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

import rulesets
from agents.base import SeatView
from agents.registry import make_agent
from agents.storytellers import make_storyteller
from arena.results.stats import wilson


class Watch:
    """Wraps a policy and keeps every call it answered (the context holds the truth)."""

    def __init__(self, policy: Any) -> None:
        self.policy = policy
        self.name = policy.name
        self.seen: list[tuple[Any, Any]] = []
        self.asked = 0
        self.fallbacks = 0

    def start(self, game: Any) -> None:
        self.policy.start(game)

    def choose(self, call: Any) -> Any:
        before = len(getattr(self.policy, "calls", ()))
        answer = self.policy.choose(call)
        self.seen.append((call, answer))
        log = getattr(self.policy, "calls", ())
        if len(log) > before:  # a model was asked (the llm policy): did it answer?
            self.asked += 1
            self.fallbacks += bool(log[-1].get("fallback"))
        return answer


def play(seed: int, policy: str):
    ct = rulesets.get("clocktower")
    watch = Watch(make_storyteller(policy, "clocktower", seed))
    g = ct.new_game(seed, storyteller=watch)
    agents = [make_agent("heuristic", "clocktower") for _ in range(g.n)]
    for s, a in enumerate(agents):
        a.reset(s, seed)
    while not g.over:
        d = g.pending
        g.answer_or_default(agents[d.seat].act(SeatView(d.seat, g.n, d, g.inbox[d.seat],
                                                        g.choices, g.ruleset)))
    return g, watch


def measure(policy: str, games: int) -> dict[str, float]:
    m = dict(wins=0, days=0, lies=0, truths=0, gap=0, numbers=0, regs=0, selves=0, asked=0,
             fallbacks=0)
    for seed in range(games):
        g, watch = play(seed, policy)
        m["wins"] += g.winner == "good"
        m["days"] += g.day
        m["asked"] += watch.asked
        m["fallbacks"] += watch.fallbacks
        for call, answer in watch.seen:
            if call.call == "register":
                m["regs"] += 1
                m["selves"] += answer == 0
            elif call.call == "inform":
                told, truth = call.options[answer], call.context.get("truth")
                m["lies"] += 1
                m["truths"] += told == truth
                if isinstance(told, int) and isinstance(truth, int) and told != truth \
                        and not isinstance(told, bool):
                    m["numbers"] += 1
                    m["gap"] += abs(told - truth)
    return m


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    random.seed(0)
    for policy in sys.argv[2:] or ["random", "fair"]:
        t0 = time.perf_counter()
        m = measure(policy, n)
        rate = wilson(int(m["wins"]), n)
        print(f"| {policy} | {m['wins']}/{n} [{rate.low:.3f}, {rate.high:.3f}] | {m['days'] / n:.1f} | "
              f"{m['truths']}/{m['lies']} | {m['gap'] / max(1, m['numbers']):.2f} | "
              f"{m['selves']}/{m['regs']} | {m['fallbacks']}/{m['asked']} | "
              f"{time.perf_counter() - t0:.0f} s |")
