"""``arena playtest``: the command's options and what it runs (docs/playtest.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

HELP = """Measure a board's balance in one command: each camp's win rate against a target band,
every role's impact (the board with the role replaced by the plain card of its camp), how often
and when skills were used, survival, how often information was true, game length and endings.
Games run in rounds until every watched interval is narrower than --precision (or --max-games
per board).  Writes RUN_DIR/report.{json,md,html}; run the same command again to resume."""


def add_parser(sub: Any) -> None:
    """The ``playtest`` subcommand of the ``arena`` parser."""
    p = sub.add_parser("playtest", help="measure a board's balance (new roles, impact, tuning, "
                                        "strength values); see docs/playtest.md",
                       description=HELP)
    p.add_argument("board", nargs="?", metavar="BOARD.toml",
                   help="the board file (ruleset, cards, options; see docs/playtest.md)")
    p.add_argument("--roles", metavar="DIR", help="folder of new role files (*.toml, *.py); "
                   "default: the board's `roles` folder")
    p.add_argument("--agents", metavar="SPEC", help="agent spec for every seat (default: skill = "
                   "the ruleset's heuristic, every skill it does not know played from the "
                   "role's declaration); e.g. llm:MODEL for a small LLM run (cost reported)")
    p.add_argument("--precision", type=float, metavar="W",
                   help="stop when every watched 95%% interval is narrower than W (default 0.10)")
    p.add_argument("--max-games", type=int, metavar="N", help="games per board at most (default 400)")
    p.add_argument("--min-games", type=int, metavar="N", help="games per board at least (default 40)")
    p.add_argument("--batch", type=int, metavar="N", help="games per board per round (default 20)")
    p.add_argument("--seed", type=int, metavar="N", help="game k of every board uses seed N+k (default 1)")
    p.add_argument("--band", metavar="BAND", help="target band of a camp's win rate: LO..HI for "
                   "every camp (0.45..0.55 or 45..55) or CAMP=LO..HI,CAMP=LO..HI (default: "
                   "45..55 with two camps, 1/K±5 points with K)")
    p.add_argument("--impact", metavar="WHICH", help="whose impact to measure: all (default), "
                   "new, none, or ROLE,ROLE")
    p.add_argument("--against", metavar="BOARD2.toml", help="compare with another board "
                   "(each camp's win rate, a significance test); impacts default to none")
    p.add_argument("--against-roles", metavar="DIR", help="role folder of the --against board")
    p.add_argument("--tune", metavar="ROLE.PARAM=LO..HI", help="search a numeric parameter of a "
                   "new role for the value that brings its camp closest to its band (racing: "
                   "more games where it matters); LO..HI:STEP for a step")
    p.add_argument("--tune-points", type=int, metavar="K", help="values tried in a non-integer "
                   "--tune range (default 7)")
    p.add_argument("--fit-strength", metavar="RULESET", help="fit role strength values from "
                   "drafted games of RULESET's board (or of BOARD) instead")
    p.add_argument("--draft", choices=["plain", "deal"], default=None,
                   help="with --fit-strength: plain = replace cards by their camp's plain card "
                        "at random (default), deal = the ruleset's own deal drafts")
    p.add_argument("--workers", type=int, metavar="N", help="parallel ray workers (default: every "
                   "CPU of the cluster); 0 = serial in this process, without ray")
    p.add_argument("--address", metavar="ADDR", help="ray cluster: ray://HOST:PORT, HOST:PORT or "
                   "auto (default: a new local ray instance)")
    p.add_argument("--run-dir", metavar="DIR", help="where the games and the report live "
                   "(default: runs/playtest/<board name>)")
    p.add_argument("--out", metavar="DIR", help="where the report files go (default: the run "
                   "directory)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--llm-base-url", metavar="URL", help="endpoint for llm seats")
    p.add_argument("--llm-model", metavar="NAME", help="model for llm seats")
    p.add_argument("--agent-key", metavar="KEY", help="the key of the agents' seat seeds "
                   "(default: a secret drawn for the run and kept in its database; give one to "
                   "repeat a playtest's games in another run directory)")
    p.add_argument("--allow-fallback", action="store_true", help="play even when the agent's "
                   "model endpoint does not answer the check made before the first game")
    p.set_defaults(func=main)


def _options(args: argparse.Namespace, table: dict[str, Any]) -> Any:
    from .options import make_options
    cli = {"agents": args.agents, "precision": args.precision, "max_games": args.max_games,
           "min_games": args.min_games, "batch": args.batch, "seed": args.seed,
           "band": args.band, "impact": args.impact, "workers": args.workers,
           "tune": args.tune, "tune_points": args.tune_points, "agent_key": args.agent_key}
    if (args.against or args.tune) and args.impact is None and "impact" not in table:
        cli["impact"] = "none"
    return make_options(table, cli)


def main(args: argparse.Namespace) -> int:
    """Run the command; returns the exit status (2 when the agent cannot play: its model
    endpoint does not answer, unless ``--allow-fallback``)."""
    from agents.base import AgentUnavailable

    if args.llm_base_url:
        os.environ["OPENAI_BASE_URL"] = args.llm_base_url
    if args.llm_model:
        os.environ["OPENAI_MODEL"] = args.llm_model
    try:
        return _fit(args) if args.fit_strength else _playtest(args)
    except AgentUnavailable as exc:
        for problem in str(exc).splitlines():
            print(f"arena playtest: error: {problem}", file=sys.stderr)
        return 2


def _playtest(args: argparse.Namespace) -> int:
    from rulesets.engine.custom import Design

    from arena.storage import db_path
    from arena.storage.errors import explained

    from .options import PlaytestError
    if not args.board:
        raise PlaytestError("give a BOARD.toml (or --fit-strength RULESET)")
    design = Design.load(args.board, args.roles)
    against = Design.load(args.against, args.against_roles) if args.against else None
    options = _options(args, dict(design.board.playtest))
    run_dir = Path(args.run_dir or Path("runs") / "playtest" / design.board.name)
    from . import balance, render
    from .run import run
    with explained(db_path(run_dir)):
        played = run(design, options, run_dir, against, args.address, not args.no_progress,
                     allow_fallback=args.allow_fallback)
    report = balance.build(played)
    for warning in terminal_warnings(report, options.agents):
        print(warning, file=sys.stderr)
    paths = render.write(report, Path(args.out) if args.out else run_dir)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        _print_summary(report)
    print(f"{played.played} games played, {played.resumed} resumed, {len(played.failed)} failed "
          f"in {played.seconds:.1f} s; report: {paths['html']} (and {paths['md'].name}, "
          f"{paths['json'].name})", file=sys.stderr)
    return 1 if played.failed else 0


def terminal_warnings(report: dict[str, Any], agent: str) -> list[str]:
    """What the terminal must say besides the summary: an agent that fell back often (the
    rulebook default played for it, :func:`arena.results.adherence.agent_warnings`) and games
    the run database lost."""
    from collections import Counter

    from arena.results.adherence import Adherence, agent_warnings
    from arena.results.stats import Rate
    fb = report["fallbacks"]
    r = fb["rate"]
    rate = Rate(r["k"], r["n"], r["low"], r["high"], r.get("games", 0), r["unit"])
    out = agent_warnings({agent: Adherence(agent, rate, Counter(fb["causes"]))})
    if report.get("lost"):
        out.append(f"warning: {len(report['lost'])} finished games are missing from the run "
                   f"database (listed in its ledger finished.txt): {', '.join(report['lost'][:8])}"
                   f"; new games took their place (the report lists them)")
    return out


def _print_summary(report: dict[str, Any]) -> None:
    from .render import delta, rate
    print(report["title"])
    for c in report["camps"]:
        print(f"  {c['camp']:<12} {rate(c):<28} band {c['band'][0]:.2f}-{c['band'][1]:.2f}  "
              f"{c['verdict']}")
    for r in report["roles"]:
        if r.get("impact"):
            print(f"  impact of {r['role']:<16} {delta(r['impact'])}")
    comp = report.get("comparison")
    if comp:
        for r in comp["camps"]:
            print(f"  {r['camp']:<12} {comp['board']} vs {comp['against']}: {delta(r)}")
        print(f"  outcomes alike? chi-square p = {comp['chi2']['p_fmt']}")
    t = report.get("tune")
    if t:
        for p in t["points"]:
            print(f"  {t['param']} = {p['value']:<6g} {rate(p['rate'])}"
                  f"{'' if p['in_race'] else '  (dropped)'}")
        print(f"  best value: {t['best']}")
    st = report["stopping"]
    if not st["reached"]:
        print(f"  precision {st['precision']} not reached (game limit); widest: "
              f"{st['widest'][0]['label']} ({st['widest'][0]['width']:.3f})")


def _fit(args: argparse.Namespace) -> int:
    from rulesets.engine.custom import Design

    from arena.storage import db_path
    from arena.storage.errors import explained

    from . import strength
    from .run import run
    design = Design.load(args.board, args.roles) if args.board else Design.of_ruleset(args.fit_strength)
    if design.base.id != args.fit_strength:
        raise ValueError(f"--fit-strength {args.fit_strength}: the board plays {design.base.id}")
    mode = args.draft or ("deal" if design.base.drafted else "plain")
    options = _options(args, dict(design.board.playtest))
    run_dir = Path(args.run_dir or Path("runs") / "playtest" / f"{design.board.name}-strength")
    arm = strength.draft_arm(design, mode)
    with explained(db_path(run_dir)):
        played = run(design, options, run_dir, None, args.address, not args.no_progress,
                     arms=[arm], decide=strength.games_needed, allow_fallback=args.allow_fallback)
    rep = strength.report(design, played.by_arm["draft"], options, mode, len(played.failed))
    out = Path(args.out) if args.out else run_dir
    out.mkdir(parents=True, exist_ok=True)
    (out / "strength.json").write_text(json.dumps(rep, ensure_ascii=False, indent=1),
                                           encoding="utf-8")
    md = strength.markdown(rep)
    fig = strength.figure(rep)
    if fig is not None:
        (out / "strength.png").write_bytes(fig)
        md += "\n![fitted strengths](strength.png)\n"
    (out / "strength.md").write_text(md, encoding="utf-8")
    print(json.dumps(rep, ensure_ascii=False, indent=1) if args.json else md)
    print(f"{played.played} games played, {played.resumed} resumed; report: "
          f"{out / 'strength.md'}", file=sys.stderr)
    return 1 if played.failed else 0
