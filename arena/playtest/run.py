"""Running a playtest: rounds of games on the tournament machinery (serial, or ray tasks or
actors, local or ``--address``), each game stored in the run's database as it finishes, until
the stopping rule (:mod:`.stopping`, or the race of :mod:`.tune`) needs no more.

Resuming is the same command: the run directory's database knows every finished game, and the
rule decides from them what is still missing.  A run directory holds one playtest (the designs'
texts and the options that decide the games are fingerprinted)."""

from __future__ import annotations

import json
import secrets
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

import rulesets
from rulesets.engine import Ruleset
from rulesets.engine.custom import Design

from arena.storage import Store
from arena.tournaments import scheduler
from arena.tournaments.progress import Progress
from arena.tournaments.tournament import check_specs
from arena.tournaments.worker import play_spec

from . import stopping, tune
from .arms import Arm, plan_arms
from .options import Options, PlaytestError
from .summary import GameSummary, from_result, from_store


@dataclass
class Played:
    """A finished (or resumed) playtest: its arms and every game's summary by arm."""

    run_dir: Path
    arms: list[Arm]
    by_arm: dict[str, list[GameSummary]]
    options: Options
    design: Design
    against: Optional[Design] = None
    failed: list[dict[str, Any]] = field(default_factory=list)
    played: int = 0
    resumed: int = 0
    seconds: float = 0.0
    mode: str = "serial"
    #: games the run stored once (its ledger ``finished.txt``) that its database lost; their
    #: ids and seeds are never used again (new games take their place)
    lost: list[str] = field(default_factory=list)


def meta_of(arms: list[Arm], options: Options, designs: list[Design]) -> dict[str, Any]:
    """What the run directory remembers of the playtest (and the report shows)."""
    return {"options": options.identity(),
            "designs": [{"name": d.board.name, "ruleset": d.base.id, "digest": d.digest(),
                         "board": d.board.file.path} for d in designs],
            "arms": [{"key": a.key, "kind": a.kind, "ruleset": a.ruleset, "label": a.label,
                      "role": a.role, "value": a.value} for a in arms]}


def _claim(store: Store, arms: list[Arm], options: Options, designs: list[Design]) -> None:
    fp = options.fingerprint([d.digest() for d in designs])
    old = store.get_meta("playtest_fingerprint")
    if old is not None and old != fp:
        raise PlaytestError(f"{store.run_dir} holds another playtest (other role or board "
                            f"files, or other options); use another --run-dir")
    store.set_meta("playtest_fingerprint", fp)
    store.set_meta("playtest", json.dumps(meta_of(arms, options, designs), ensure_ascii=False))
    store.set_meta("ruleset_specs", json.dumps({a.ruleset: a.source for a in arms},
                                               ensure_ascii=False))
    if store.get_meta("created") is None:
        store.set_meta("created", str(time.time()))
    if not options.agent_key and store.get_meta("agent_key") is None:
        store.set_meta("agent_key", secrets.token_hex(16))  # the run's secret seat-seed key


def _mode(options: Options, rules: Ruleset) -> str:
    from agents.registry import make_agent
    agent = make_agent(options.agents, rules.id)
    return "actors" if getattr(agent, "io_bound", False) or hasattr(agent, "act_async") else "tasks"


#: games played in this process between two writes to the database
SERIAL_GROUP = 25

Decide = Callable[[list[Arm], dict[str, list[GameSummary]], Options], dict[str, int]]


def _next_game(arms: list[Arm], played: Played, ledger: set[str]) -> dict[str, int]:
    """The next game number of every arm: after every game stored, and every game the ledger
    lists (a game the database lost is never played again under its id and seed)."""
    ids = ledger | {s.game_id for games in played.by_arm.values() for s in games}
    out = {}
    for a in arms:
        ks = [int(k) for arm, _, k in (i.rpartition("-") for i in ids) if arm == a.key and k.isdigit()]
        out[a.key] = 1 + max(ks, default=-1)
    return out


def run(design: Design, options: Options, run_dir: Path, against: Optional[Design] = None,
        address: Optional[str] = None, show_progress: bool = True,
        on_round: Optional[Callable[[Played], None]] = None,
        arms: Optional[list[Arm]] = None, decide: Optional[Decide] = None,
        allow_fallback: bool = False) -> Played:
    """Play (or resume) a playtest; see the module docstring.  ``arms`` and ``decide`` replace
    the planned arms and the stopping rule (a strength fit plays drafts until a game count).

    Before the first game is played the agent is checked (its model endpoint answers:
    :func:`arena.tournaments.tournament.check_specs` raises
    :class:`~agents.base.AgentUnavailable`) unless ``allow_fallback``.  Games the database
    lost (listed in its ledger) are named in ``Played.lost``; new games take their place."""
    arms = arms if arms is not None else plan_arms(design, options, against)
    rules = {a.ruleset: a.rules() for a in arms}
    seats = {a.key: rules[a.ruleset].n_seats(rules[a.ruleset].board_defaults) for a in arms}
    by_key = {a.key: a for a in arms}
    if decide is None:
        decide = tune.needs if options.tune is not None else stopping.needs
    designs = [design] + ([against] if against is not None else [])
    from agents.registry import make_agent
    make_agent(options.agents, arms[0].ruleset)  # a bad spec fails before anything runs
    t0 = time.monotonic()
    with Store(run_dir) as store:
        _claim(store, arms, options, designs)
        done = from_store(store, lambda rid: rules[rid] if rid in rules else rulesets.get(rid))
        played = Played(Path(run_dir), arms, {a.key: [] for a in arms}, options, design, against)
        for s in done:
            if s.arm in played.by_arm:
                played.by_arm[s.arm].append(s)
        played.resumed = len(done)
        secret = store.get_meta("agent_key") or ""
        keys = {a.key for a in arms}
        played.lost = [i for i in store.lost_ids() if i.rpartition("-")[0] in keys]
        next_k = _next_game(arms, played, store.ledger_ids())
        workers = options.workers
        owned = False
        progress: Optional[Progress] = None
        try:
            while True:
                need = decide(arms, played.by_arm, options)
                if not need:
                    break
                specs = []
                for key, count in need.items():
                    arm = by_key[key]
                    specs += [arm.spec(next_k[key] + i, options, seats[key], secret)
                              for i in range(count)]
                    next_k[key] += count
                if progress is None:
                    if not allow_fallback:
                        check_specs([options.agents], arms[0].ruleset)
                    if workers != 0:
                        if show_progress:
                            print(f"connecting to ray ({address or 'new local instance'})...",
                                  file=sys.stderr)
                        owned = scheduler.connect(address, num_cpus=workers)
                        played.mode = _mode(options, rules[arms[0].ruleset])
                    progress = Progress(len(done) + len(specs), len(done), Path(run_dir),
                                        enabled=show_progress)
                else:
                    progress.set_total(progress.done + len(specs))
                got = _play_round(specs, store, rules, played, progress, workers, options)
                if not got:
                    raise PlaytestError(f"every game of a round failed; first error:\n"
                                        f"{played.failed[-1]['error'] if played.failed else '?'}")
                if on_round is not None:
                    on_round(played)
        finally:
            if progress is not None:
                progress.close()
            if owned:
                import ray
                ray.shutdown()
    played.seconds = time.monotonic() - t0
    return played


def _play_round(specs: list, store: Store, rules: dict[str, Ruleset], played: Played,
                progress: Progress, workers: Optional[int], options: Options) -> int:
    """Play one round's games, storing and summarising each as it finishes; returns how many
    finished."""
    finished = 0

    def on_results(results: list[dict[str, Any]]) -> None:
        nonlocal finished
        good = [r for r in results if "error" not in r]
        played.failed.extend(r for r in results if "error" in r)
        store.write_games(good) if good else None
        for r in good:
            s = from_result(r, rules[r["record"]["ruleset"]])
            played.by_arm[s.arm].append(s)
        finished += len(good)
        played.played += len(good)
        progress.advance(len(good), len(results) - len(good))

    if workers == 0:  # in this process; stored in groups (a DuckDB write costs ~10 ms)
        group: list[dict[str, Any]] = []
        last = time.monotonic()
        for spec in specs:
            group.append(play_spec(spec))
            if len(group) >= SERIAL_GROUP or time.monotonic() - last > 2.0:
                on_results(group)
                group, last = [], time.monotonic()
        if group:
            on_results(group)
    else:
        n = workers or scheduler.cluster_cpus()
        if played.mode == "actors":
            scheduler.run_actors(specs, on_results, min(n, scheduler.cluster_cpus()), 8, {})
        else:
            scheduler.run_tasks(specs, on_results, n, 0, {})
    for games in played.by_arm.values():
        games.sort(key=lambda s: s.game_id)
    return finished
