"""``arena host``: serve one game on the web with people in some seats.

Prints one secret URL per human seat and one for the spectator's god view, serves the game
until Ctrl-C (or the game's end with ``--exit-when-over``), and writes the game record like
``arena play --record`` (``arena replay FILE`` plays it back)."""

from __future__ import annotations

import argparse
import secrets
import sys
from pathlib import Path
from typing import Any, Optional

import rulesets

HELP = """Host one game on a web server: the --humans seats are played by people from their
browsers (each opens the secret URL printed for its seat; the link is the credential), the
other seats by --agents, a spectator URL shows the god view.  Listens on 127.0.0.1 by default
(--host 0.0.0.0 to let others in).  A seat that does not answer within --timeout seconds gets
the rulebook's default, recorded as such.  The record is written at the end."""

#: the websocket message size uvicorn accepts (answers are small)
WS_MAX_BYTES = 16384
#: connections the server holds at once (beyond: 503), so a flood cannot exhaust it
CONNECTIONS = 256


def add_parser(sub: Any) -> None:
    """The ``host`` subcommand of the ``arena`` parser."""
    p = sub.add_parser("host", help="serve one game on the web: people in some seats, agents in "
                                    "the others, a spectator's god view", description=HELP)
    p.add_argument("--ruleset", default=None, choices=rulesets.available(),
                   help="the ruleset (default: seal, or the --board file's)")
    p.add_argument("--board", nargs="*", default=[], metavar="FILE|KEY=VALUE",
                   help="a designer's board file (BOARD.toml, as arena playtest reads it: its "
                        "ruleset, cards — new roles too —, seats and options; docs/playtest.md), "
                        "or the ruleset's board options as KEY=VALUE")
    p.add_argument("--roles", metavar="DIR",
                   help="with --board FILE: the folder of its new roles (default: the board's "
                        "`roles` folder)")
    p.add_argument("--humans", metavar="SEATS",
                   help="seats played by people, 1-based, e.g. 3,7")
    p.add_argument("--agents", default="heuristic",
                   help="one agent spec for every other seat, or a comma list with one per seat "
                        "(the human seats' entries are ignored); default: heuristic")
    p.add_argument("--seed", type=int, default=None, help="game seed (default: a random one)")
    p.add_argument("--lang", default="zh", choices=["zh", "en"])
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any free one)")
    p.add_argument("--timeout", type=float, default=None,
                   help="seconds a person has for each decision before the default is played "
                        "(default 300; with --pace forum, the phase's time)")
    p.add_argument("--pace", default="live", choices=["live", "forum"],
                   help="live (default): --timeout per decision, for face-to-face boards; "
                        "forum: each phase (a forum day, a night) lasts until the people have "
                        "answered or --phase-hours have passed, so a game can run over days "
                        "(stop and --resume the server meanwhile)")
    p.add_argument("--phase-hours", type=float, default=24.0,
                   help="with --pace forum: the longest a phase waits for people (default 24)")
    p.add_argument("--storyteller", default="random", metavar="SPEC",
                   help="who answers the storyteller's calls (as for arena play)")
    p.add_argument("--record", metavar="FILE",
                   help="where the finished game's record goes (default: STATE/record.json)")
    p.add_argument("--state", metavar="DIR",
                   help="where the game is kept as it goes, with the seats' secret links "
                        "(default: runs/host/RULESET-SEED-TIME)")
    p.add_argument("--run-dir", metavar="RUN",
                   help="also write the finished game into this run's database, with the "
                        "tournament games' tables (arena report RUN counts the people too)")
    p.add_argument("--resume", metavar="DIR",
                   help="go on with the game kept in DIR (a stopped or crashed host): the same "
                        "links, the game replayed to where it was; the game options are DIR's")
    p.add_argument("--allow-fallback", action="store_true",
                   help="host even when an agent's model endpoint does not answer the check "
                        "made first (its decisions then fall back to the defaults)")
    p.add_argument("--exit-when-over", action="store_true",
                   help="stop the server once the game is over and its record written")
    p.set_defaults(func=cmd_host)


def new_settings(args: argparse.Namespace) -> dict[str, Any]:
    """The settings of a new hosted game from the options (checked; a random seed if none).
    A designer's board file (``--board FILE``) is read as ``arena playtest`` reads it and kept
    as its spec text (the board's and its roles' files), so that a restarted host and the
    game's record rebuild the same variant without the files."""
    from agents.registry import human_seats, seat_specs

    ruleset_id, board, spec, where = board_of(args)
    ruleset = rulesets.get(ruleset_id)
    n = ruleset.n_seats(ruleset.board(board))
    try:
        humans = human_seats(args.humans, n)
        specs = seat_specs(args.agents, n)
    except ValueError as exc:
        raise ValueError(f"{where} has {n} seats: {exc}") from None
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    out = {"ruleset": ruleset_id, "board": board, "seed": seed, "humans": humans,
           "agents": ["human" if s in humans else spec for s, spec in enumerate(specs)],
           "lang": args.lang,
           "timeout": args.timeout if args.timeout is not None else
           (args.phase_hours * 3600 if args.pace == "forum" else 300.0), "storyteller": args.storyteller,
           "agent_key": secrets.token_hex(8), "record": args.record, "run_dir": args.run_dir,
           "phase_seconds": args.phase_hours * 3600 if args.pace == "forum" else None}
    if spec is not None:
        out["ruleset_spec"] = spec
    return out


def board_of(args: argparse.Namespace) -> tuple[str, dict[str, Any], Optional[str], str]:
    """``(ruleset id, board options, variant spec or None, what to call the board)`` of the
    options: ``--board FILE [--roles DIR]`` is a designer's board (:class:`Design`, the path
    ``arena playtest`` takes: its variant registered in this process from its spec text),
    ``--board KEY=VALUE...`` the ruleset's own board with those options."""
    from arena.cli.commands import _board

    files = [b for b in args.board if "=" not in b]
    if not files:
        if args.roles:
            raise ValueError("--roles goes with a board file (--board BOARD.toml --roles DIR)")
        name = args.ruleset or "seal"
        return name, _board(args.board), None, f"the {name} board"
    if len(args.board) > 1:
        raise ValueError("--board takes one board file, or KEY=VALUE options, not both: the "
                         "file's options are its [options] table")
    from rulesets.engine.custom import Design

    design = Design.load(files[0], args.roles)
    if args.ruleset is not None and args.ruleset != design.base.id:
        raise ValueError(f"{files[0]} is a board of {design.base.id}, not of --ruleset "
                         f"{args.ruleset}")
    spec = design.spec()
    return rulesets.ensure(spec).id, {}, spec, f"the board {files[0]}"


def table_from(settings: dict[str, Any], store: Any, progress: Any = None,
               record: Optional[str] = None) -> Any:
    """The :class:`~arena.host.table.Table` of ``settings`` kept in ``store`` (its tokens
    kept there too once made), going on from ``progress`` when given."""
    from agents.registry import make_agent
    from agents.storytellers import make_storyteller

    from .table import Table
    from .tokens import SeatTokens

    name, seed, humans = settings["ruleset"], int(settings["seed"]), list(settings["humans"])
    spec = settings.get("ruleset_spec")
    if spec is not None and rulesets.ensure(spec).id != name:  # a designer's board: rebuilt
        raise ValueError(f"the kept board of {store.dir} builds another ruleset than {name}")
    agents = [make_agent("random" if seat in humans else agent, name)
              for seat, agent in enumerate(settings["agents"])]
    tokens = SeatTokens(humans, settings.get("tokens"))
    if "tokens" not in settings:
        settings = {**settings, "tokens": tokens.to_json()}
        store.save_settings(settings)
    record = record or settings.get("record")
    path = Path(record) if record else store.dir / "record.json"
    return Table(name, seed, agents, humans, settings["board"], settings["lang"],
                 float(settings["timeout"]), make_storyteller(settings["storyteller"], name, seed),
                 settings["agent_key"], path, tokens=tokens, store=store, progress=progress,
                 run_dir=Path(settings["run_dir"]) if settings.get("run_dir") else None,
                 game_id=f"host-{store.dir.name}", phase_seconds=settings.get("phase_seconds"),
                 ruleset_spec=spec)


def build_table(args: argparse.Namespace) -> Any:
    """The table the options describe: a new game (kept in ``--state``, by default
    ``runs/host/RULESET-SEED-TIME``) or, with ``--resume DIR``, the game kept there."""
    from .store import HostStore
    from .table import started_at

    if args.resume:
        store = HostStore(args.resume)
        return table_from(store.load_settings(), store, store.load_progress(), args.record)
    settings = new_settings(args)
    state = args.state or Path("runs") / "host" / (
        f"{settings['ruleset']}-{settings['seed']}-{started_at()}")
    store = HostStore(state)
    if (store.dir / "settings.json").exists():
        raise ValueError(f"{store.dir} already holds a hosted game: --resume {store.dir} "
                         "to go on with it, or another --state")
    return table_from(settings, store, None, args.record)


def cmd_host(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from .app import build_app
    except ImportError as exc:
        print(f"arena host: error: the web server is not installed ({exc.name}): "
              "pip install -e '.[web]'", file=sys.stderr)
        return 2
    if not args.resume and not args.humans:
        print("arena host: error: name the people's seats with --humans (or --resume DIR)",
              file=sys.stderr)
        return 2
    table = build_table(args)
    if not args.allow_fallback:  # a model that does not answer is an error, not silent defaults
        from agents.base import check_agents
        problems = check_agents([a for s, a in enumerate(table.agents) if s not in table.seats])
        for problem in problems:
            print(f"arena host: error: {problem}", file=sys.stderr)
        if problems:
            return 2
    app = build_app(table)
    config = uvicorn.Config(app, host=args.host, port=args.port, log_level="warning",
                            ws_max_size=WS_MAX_BYTES, limit_concurrency=CONNECTIONS, lifespan="on")
    server = uvicorn.Server(config)

    async def serve() -> None:
        import asyncio
        task = asyncio.create_task(server.serve())
        while not server.started and not task.done():
            await asyncio.sleep(0.05)
        if server.started:
            port = server.servers[0].sockets[0].getsockname()[1] if args.port == 0 else args.port
            show = "127.0.0.1" if args.host in ("0.0.0.0", "::") else args.host
            base = f"http://{show}:{port}"
            print(f"{table.title}: {len(table.seats)} human seat(s), listening on {base}")
            for who, url in table.urls(base).items():
                print(f"  {who:>10}  {url}")
            print("each link is a secret: give each person only their own. Ctrl-C stops; "
                  f"arena host --resume {table.store.dir} goes on.", flush=True)
        while not task.done():
            if args.exit_when_over and table.record is not None:
                server.should_exit = True
            await asyncio.sleep(0.2)
        await task

    import asyncio
    try:
        asyncio.run(serve())
    except KeyboardInterrupt:
        pass
    if table.record is not None and table.record_path is not None:
        print(f"record written to {table.record_path} (arena replay {table.record_path})",
              file=sys.stderr)
    elif table.game is not None:
        print(f"the game was stopped before its end: arena host --resume {table.store.dir} "
              "goes on with it", file=sys.stderr)
    return 0 if table.error is None else 1



