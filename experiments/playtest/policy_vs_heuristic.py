"""How much weaker is the generic skill-driven policy than the hand-written heuristic, on the
roles both can play?  (docs/playtest.md, "How good is the generic policy?")

For every card of a ruleset whose skills declare an intent (``SkillSpec.intent``: both the
heuristic and ``skill:all`` can play it) and every seed: one game with every seat heuristic
(the baseline, shared by all cards) and one game on the same deal where the seat(s) holding the
card are played by ``skill:all`` (its declared skills chosen from their intents; everything else
as the heuristic plays it).  The card's camp's win rates are compared pairwise over the seeds:
the mean of (generic won − heuristic won) with a normal 95% interval over seeds (the paired
games are the independent units).

    python experiments/playtest/policy_vs_heuristic.py --games 400 --workers 2
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

import rulesets
from arena.results.stats import Z95, wilson
from arena.tournaments import scheduler
from arena.tournaments.seating import GameSpec, deal_of

HERE = Path(__file__).resolve().parent


def cards_both_play(ruleset: str) -> list[str]:
    """Cards with a skill whose intent is declared."""
    rules = rulesets.get(ruleset)
    return [r.id for r in rules.playable_roles() if any(k.intent for k in r.skills)]


def plan(ruleset: str, games: int, seed: int) -> tuple[list[GameSpec], dict[str, tuple[int, str]]]:
    """The specs, and game id -> (seed index, card played generically or "")."""
    rules = rulesets.get(ruleset)
    board = rules.board({})
    cards = cards_both_play(ruleset)
    specs, what = [], {}
    for k in range(games):
        roles, _, dealt = deal_of(rules, seed + k, board)
        for card in [""] + [c for c in cards if c in roles]:
            who = tuple("skill:all" if card and r == card else "heuristic" for r in roles)
            gid = f"{ruleset}-{card or 'baseline'}-{k:05d}"
            specs.append(GameSpec(gid, len(specs), k, 0, seed + k, ruleset, board, who, who, dealt))
            what[gid] = (k, card)
    return specs, what


def compare(ruleset: str, results: list[dict[str, Any]], what: dict[str, tuple[int, str]]) -> list[dict]:
    """Per card: heuristic and generic win rates of its camp and the paired difference."""
    rules = rulesets.get(ruleset)
    won: dict[tuple[int, str], bool] = {}
    for r in results:
        k, card = what[r["game_id"]]
        camp = rules.names.role(card).camp if card else None
        won[(k, card)] = r["record"]["winner"]  # type: ignore[assignment]
    rows = []
    for card in cards_both_play(ruleset):
        camp = rules.names.role(card).camp
        pairs = [(won[(k, "")] == camp, won[(k, c)] == camp) for (k, c) in won if c == card
                 and (k, "") in won]
        n = len(pairs)
        if not n:
            continue
        diffs = [float(g) - float(h) for h, g in pairs]
        mean = sum(diffs) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
        half = Z95 * sd / math.sqrt(n) if n > 1 else 1.0
        h, g = wilson(sum(h for h, _ in pairs), n), wilson(sum(g for _, g in pairs), n)
        rows.append({"ruleset": ruleset, "card": card, "camp": camp, "games": n,
                     "skills": [k.id for k in rules.names.role(card).skills if k.intent],
                     "heuristic": {"rate": h.p, "low": h.low, "high": h.high},
                     "generic": {"rate": g.p, "low": g.low, "high": g.high},
                     "difference": {"mean": mean, "low": mean - half, "high": mean + half}})
    return rows


def run(rulesets_: list[str], games: int, seed: int, workers: int) -> list[dict]:
    """Play everything and compare."""
    out: list[dict] = []
    for rs in rulesets_:
        specs, what = plan(rs, games, seed)
        results: list[dict[str, Any]] = []

        def keep(group: list[dict[str, Any]]) -> None:
            bad = [r for r in group if "error" in r]
            if bad:
                raise RuntimeError(bad[0]["error"])
            results.extend(group)
            if len(results) % 100 < len(group) or len(results) == len(specs):
                print(f"{rs}: {len(results)}/{len(specs)} games", file=sys.stderr)

        if workers == 0:
            scheduler.run_serial(specs, keep, {})
        else:
            scheduler.connect(None, num_cpus=workers)
            scheduler.run_tasks(specs, keep, workers, 0, {})
        print(file=sys.stderr)
        out += compare(rs, results, what)
    return out


def markdown(rows: list[dict], games: int) -> str:
    def pct(x: dict) -> str:
        return f"{100 * x['rate']:.0f}% [{100 * x['low']:.0f}–{100 * x['high']:.0f}]"
    lines = [f"Paired games on the same deals ({games} seeds per ruleset): the card's camp's win "
             "rate with the card played by the heuristic (every seat heuristic) and by "
             "`skill:all` (the card's declared skills chosen from their intents, the rest as the "
             "heuristic plays); difference = generic − heuristic, mean over seeds with a 95% "
             "interval.", "",
             "| ruleset | card | skills | camp | games | heuristic | generic | difference (points) |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        d = r["difference"]
        lines.append(f"| {r['ruleset']} | {r['card']} | {', '.join(r['skills'])} | {r['camp']} | "
                     f"{r['games']} | {pct(r['heuristic'])} | {pct(r['generic'])} | "
                     f"{100 * d['mean']:+.1f} [{100 * d['low']:+.1f}, {100 * d['high']:+.1f}] |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rulesets", default="seal,dark_moon")
    p.add_argument("--games", type=int, default=400, help="seeds per ruleset")
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--workers", type=int, default=2, help="ray workers (0: serial)")
    p.add_argument("--out", default=str(HERE / "policy_vs_heuristic"), help="OUT.md and OUT.json")
    args = p.parse_args(argv)
    rows = run(args.rulesets.split(","), args.games, args.seed, args.workers)
    Path(args.out + ".json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    Path(args.out + ".md").write_text(markdown(rows, args.games), encoding="utf-8")
    print(markdown(rows, args.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
