"""How long a hosted game takes on the host's side, and where the time goes: a seal game
with heuristic agents on every seat but the people's, each person a scripted client in the
server's event loop (answering as soon as asked, reading its page's state first), or people
who never answer (every question times out at once).  Prints CPU and wall time; ``--profile``
adds cProfile's top functions.  Figures: docs/bench.md ("Hosted games").

    python experiments/host_speed.py [--seed 4] [--people 3] [--silent 3,7] [--no-store] [--profile]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import tempfile
import time
from pathlib import Path

from agents.registry import seat_agents
from arena.host.store import HostStore
from arena.host.table import Table
from arena.host.tokens import Pass


async def _person(table: Table, seat: int) -> None:
    """Answer every question of ``seat`` at once (the last option, the second of a long list)."""
    since = 0
    while table.record is None and table.error is None:
        pending = table.seats[seat].pending
        if pending is not None and not pending.future.done():
            st = table.state(Pass(seat), since)
            since = st["since"] + len(st["lines"])
            d = st["decision"]
            o = d["options"][-1] if len(d["options"]) < 5 else d["options"][1]
            table.answer(Pass(seat), {"decision": d["number"], "choice": o["code"]})
        await asyncio.sleep(0)


async def _host(table: Table, people: list[int]) -> None:
    await asyncio.gather(table.run(), *(_person(table, s) for s in people))


def _seats(text: str) -> list[int]:
    return [int(s) - 1 for s in text.split(",") if s.strip()]


def main() -> None:
    """Play one hosted game as the options say and print its figures."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=4)
    p.add_argument("--people", default="3", help="seats of scripted people (1-based), or ''")
    p.add_argument("--silent", default="", help="seats of people who never answer (1-based)")
    p.add_argument("--no-store", action="store_true", help="keep nothing on disk")
    p.add_argument("--profile", action="store_true")
    args = p.parse_args()
    people, silent = _seats(args.people), _seats(args.silent)
    store = None if args.no_store else HostStore(Path(tempfile.mkdtemp()) / "state")
    table = Table("seal", args.seed, seat_agents("heuristic", "seal", 24), people + silent,
                  lang="en", timeout=0.001 if silent and not people else 30, agent_key="k",
                  store=store, record_path=store.dir / "record.json" if store else None)
    for s in silent:
        table.seats[s].timeout = 0.001
    profile = cProfile.Profile() if args.profile else None
    wall, cpu = time.perf_counter(), time.process_time()
    if profile:
        profile.enable()
    asyncio.run(_host(table, people))
    if profile:
        profile.disable()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    game = table.game
    asked = sum(w.asked for w in table.seats.values())
    print(f"seed {args.seed}: {len(game.decisions)} decisions, {asked} questions to people; "
          f"CPU {cpu:.2f} s, wall {wall:.2f} s{'' if store else ' (no store)'}")
    if profile:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(25)


if __name__ == "__main__":
    main()
