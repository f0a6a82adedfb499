"""What each ``arena`` command does: one ``cmd_<name>(args)`` per subcommand of the parser."""

from __future__ import annotations

import argparse
import json
import os
import secrets
import sys
import traceback
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Sequence

import rulesets


def _board(pairs: Sequence[str]) -> dict[str, Any]:
    board: dict[str, Any] = {}
    for p in pairs:
        key, sep, value = p.partition("=")
        if not sep:
            raise SystemExit(f"--board expects KEY=VALUE, got {p!r}")
        try:
            board[key] = json.loads(value)
        except json.JSONDecodeError:
            board[key] = value
    return board


def cmd_play(args: argparse.Namespace) -> int:
    from agents.base import check_agents
    from agents.human import TerminalHuman
    from agents.registry import human_seats, make_agent, seat_specs
    from arena.results.adherence import crash_warnings, seat_warnings, storyteller_warnings
    from agents.storytellers import make_storyteller
    from arena.play.match import play_game
    from arena.play.records import write_record
    from arena.play.transcript import transcript

    ruleset = rulesets.get(args.ruleset)
    board = _board(args.board)
    if args.llm_base_url:
        os.environ["OPENAI_BASE_URL"] = args.llm_base_url
    if args.llm_model:
        os.environ["OPENAI_MODEL"] = args.llm_model
    n = ruleset.n_seats(ruleset.board(board))
    specs = seat_specs(args.agents, n)
    for seat in human_seats(args.human, n) if args.human else ():
        specs[seat] = "human"
    agents = [make_agent(f"human:{args.lang}" if s == "human" else s, args.ruleset) for s in specs]
    humans = [a for a in agents if isinstance(a, TerminalHuman)]
    for human in humans:  # people sharing this terminal pass the keyboard between turns
        human.hot_seat = len(humans) > 1
    story = make_storyteller(args.storyteller, args.ruleset, args.seed)
    if not args.allow_fallback:
        problems = check_agents([*agents, story])
        if problems:
            for problem in problems:
                print(f"arena: error: {problem}", file=sys.stderr)
            return 2
    key = args.agent_key if args.agent_key is not None else secrets.token_hex(8)
    try:
        game = play_game(args.ruleset, args.seed, agents, board, storyteller=story,
                         agent_key=key, strict=args.strict)
    except Exception as exc:
        if not any("--strict" in note for note in getattr(exc, "__notes__", ())):
            raise
        traceback.print_exc()  # --strict: the agent's own error, with its traceback
        print("arena play: an agent raised an error (--strict): the game was stopped",
              file=sys.stderr)
        return 1
    for seat, agent in enumerate(agents):  # each person sees how it ended, from its own seat
        if isinstance(agent, TerminalHuman):
            agent.show_end(seat, game.inbox[seat], game.ruleset, game.choices)
    if args.god or not humans:  # people saw their game; the god view shows them the rest
        print(transcript(game, args.lang, god=args.god))
    print(f"\nagents seeded with --agent-key {key} (give it again to repeat their choices)",
          file=sys.stderr)
    record = game.record()
    record["agents"] = [a.name for a in agents]
    for warning in crash_warnings(record, record["agents"]) + seat_warnings(
            record, record["agents"]) + storyteller_warnings(
            record.get("llm_calls") or ()):
        print(warning, file=sys.stderr)
    if args.record:
        write_record(args.record, record)
        print(f"\nrecord written to {args.record}", file=sys.stderr)
    return 0


@contextmanager
def _database(run_dir: Any) -> Iterator[None]:
    """Say what is wrong with the run database of ``run_dir`` when DuckDB fails on it (a
    :class:`~arena.storage.StoreError`: what is wrong, what to do), never a traceback."""
    from arena.storage import db_path
    from arena.storage.errors import explained
    with explained(db_path(run_dir)):
        yield


def cmd_replay(args: argparse.Namespace) -> int:
    from arena.play.records import verify_record
    from arena.play.transcript import transcript
    from arena.reports.viewer import load_game_record, terminal_header, write_html

    run_dir = args.run or (args.game.rpartition(":")[0] if ":" in args.game else ".")
    with _database(run_dir):
        record = load_game_record(args.game, args.run)
    check = verify_record(record)
    if args.verify:
        print(check.summary())
        return 0 if check.ok else 1
    if check.game is None:
        print(check.summary(), file=sys.stderr)
        return 1
    game = check.game
    if args.html:
        out = write_html(record, args.html, args.lang)
        print(f"replay viewer written to {out} (open it in a browser; 'God view' shows the cards)",
              file=sys.stderr)
        return 0
    header = terminal_header(record, game, args.lang)
    if header:
        print(header + "\n")
    print(transcript(game, args.lang, god=args.god))
    print("\n" + check.summary(), file=sys.stderr)
    return 0 if check.ok else 1


def cmd_tournament(args: argparse.Namespace) -> int:
    from agents.base import AgentUnavailable
    from arena.tournaments import config as tconfig
    from arena.tournaments import tournament
    from arena.results.adherence import (agent_crash_warnings, agent_warnings,
                                         storyteller_warning)
    from arena.results.analysis import analyse, leaderboard_text
    from arena.reports.report import write_report
    from arena.storage import Store

    cfg = tconfig.load(args.config)
    if args.storyteller:
        cfg = tconfig.with_storyteller(cfg, args.storyteller)
    run_dir = Path(args.run_dir) if args.run_dir else tournament.default_run_dir(cfg)
    try:
        with _database(run_dir):
            summary = tournament.run(cfg, run_dir, address=args.address, workers=args.workers,
                                     show_progress=not args.no_progress,
                                     allow_fallback=args.allow_fallback or None,
                                     replay_lost=args.replay_lost, strict=args.strict)
    except AgentUnavailable as exc:
        for problem in str(exc).splitlines():
            print(f"arena tournament: error: {problem}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        _interrupted(run_dir, cfg.games)
        return 130
    except RuntimeError as exc:  # DuckDB turns a Ctrl-C inside a query into this
        if "interrupted" not in str(exc).lower():
            raise
        _interrupted(run_dir, cfg.games)
        return 130
    tournament.print_summary(summary)
    if args.strict and summary.failed:  # the first failure in full: the agent's traceback
        print(f"\ngame {summary.failed[0]['game_id']} failed:\n{summary.failed[0]['error']}",
              file=sys.stderr)
    with _database(run_dir), Store(run_dir, read_only=True) as store:
        data = analyse(store, with_metrics=False)
    print(leaderboard_text(data))
    for warning in agent_crash_warnings(data.adherence) + agent_warnings(
            data.adherence) + storyteller_warning(*data.storyteller_calls):
        print(warning, file=sys.stderr)
    print(f"\nrun database: {run_dir / 'arena.duckdb'}")
    if not args.no_report:
        with _database(run_dir):
            html_path, md_path = write_report(run_dir)
        print(f"report: {html_path} (and {md_path.name})")
    return 1 if summary.failed else 0


def _interrupted(run_dir: Path, planned: int) -> None:
    """What a Ctrl-C left: the games saved (the run's ledger) and how to resume."""
    from arena.storage import LEDGER_NAME
    try:
        saved = len({line.strip() for line in (run_dir / LEDGER_NAME).read_text().splitlines()
                     if line.strip()})
    except OSError:
        saved = 0
    print(f"\narena tournament: interrupted. {saved} of {planned} games are saved in {run_dir}; "
          f"run the same command again to resume (finished games are never played twice).",
          file=sys.stderr)


def cmd_report(args: argparse.Namespace) -> int:
    from arena.reports.report import write_report
    with _database(args.run):
        html_path, md_path = write_report(args.run, args.out)
    print(f"report: {html_path}\nmarkdown: {md_path}")
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from arena.storage import Store
    if not args.parquet:
        raise ValueError("choose a format: --parquet")
    out = Path(args.out) if args.out else Path(args.run) / "parquet"
    with _database(args.run), Store(args.run, read_only=True) as store:
        paths = store.export_parquet(out)
    for p in paths:
        print(p)
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    from arena.reports.rules import rules_json, rules_text
    ruleset = rulesets.get(args.ruleset)
    if args.json:
        print(json.dumps(rules_json(ruleset), ensure_ascii=False, indent=2))
    else:
        print(rules_text(ruleset, args.lang))
    return 0


def cmd_draft(args: argparse.Namespace) -> int:
    from arena.reports.draft import draft_board, draft_text
    ruleset = rulesets.get(args.ruleset)
    board = _board(args.board)
    if args.players is not None:
        board["players"] = args.players
    data = draft_board(ruleset, board, args.seed)     # a board error is reported by main()
    print(json.dumps(data, ensure_ascii=False, indent=2) if args.json
          else draft_text(ruleset, data, args.lang))
    return 0


def cmd_scenario(args: argparse.Namespace) -> int:
    from arena import scenarios
    argv = list(args.files) + (["--json"] if args.json else [])
    return scenarios.main(argv)


def cmd_bench(args: argparse.Namespace) -> int:
    if args.rounds is not None and args.rounds < 1:
        print("arena bench: error: --rounds must be 1 or more", file=sys.stderr)
        return 2
    if args.tournament:
        from arena.bench.tournament import bench_tournament, format_report as tournament_report
        args.rounds = args.rounds or 1
        if args.games < 1 or min(args.workers) < 0:
            print("arena bench: error: --games must be 1 or more, --workers 0 or more",
                  file=sys.stderr)
            return 2
        if args.storage:
            from arena.bench.tournament import format_storage, storage_ceiling
            srep = storage_ceiling(args.config, args.games)
            print(json.dumps(srep) if args.json else format_storage(srep))
            return 0
        rep = bench_tournament(args.config, args.games, args.workers, args.rounds)
        print(json.dumps(rep) if args.json else tournament_report(rep))
        return 0
    if args.textarena:
        from arena.bench.env import TextArenaError, format_same_run, same_run
        try:
            rep = same_run(args.textarena, args.ruleset, args.mode, args.seconds, args.lang,
                           args.rounds or 3, args.seed)
        except TextArenaError as exc:
            print(f"arena bench: error: {exc}", file=sys.stderr)
            return 1
        print(json.dumps(rep) if args.json else format_same_run(rep))
        return 0
    from arena.bench import bench, format_report
    report = bench(args.ruleset, args.mode, seconds=args.seconds, lang=args.lang, seed=args.seed)
    text = format_report(report)
    if args.rl:  # RL sampling throughput (needs the [rl] extra)
        from arena.bench.rl import bench_rl, format_rl_report
        report["rl"] = bench_rl(args.ruleset, iterations=args.rl_iterations, seed=args.seed,
                                address=args.address)
        text += "\n" + format_rl_report(report["rl"])
    print(json.dumps(report) if args.json else text)
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    from arena.rl.train import main as train_main
    return train_main(args)


def cmd_llm_serve(args: argparse.Namespace) -> int:
    from arena.llm.server import ServerError, serve
    try:
        return serve(args.port, args.threads, args.parallel, args.ctx, args.cache_ram)
    except ServerError as exc:
        print(f"arena llm serve: error: {exc}", file=sys.stderr)
        return 1
