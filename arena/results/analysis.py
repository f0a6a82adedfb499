"""Everything a report shows, computed from a run's database: ratings (overall and one table
per camp), win rates (per agent x camp and per role, Wilson intervals), game length, cost and
tokens, deception metrics (per camp and per pair of camps)."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Optional

import rulesets
from arena.storage import Store
from arena.tournaments.seating import camp_order
from rulesets.engine import Ruleset

from .facts import facts, kinds
from .metrics import Metric, compute
from .ratings import CampTables, Rating, rate_rows
from .stats import Mean, Rate, mean_ci, wilson


@dataclass
class RunData:
    """The numbers behind a report."""

    name: str
    config: dict[str, Any]
    games: int
    agents: list[str]
    camps: list[str]
    ratings: list[Rating]
    camp_ratings: CampTables                  # camp -> its agents' ratings, best first
    win: dict[str, dict[str, Rate]]            # agent -> camp ("all" too) -> rate
    win_role: dict[str, dict[str, Rate]]       # role -> agent -> rate
    winners: dict[str, int]                    # winning camp (or "draw") -> games
    days: list[int]
    days_by_winner: dict[str, list[int]]
    length: Mean
    cost: dict[str, dict[str, Mean]] = field(default_factory=dict)  # agent -> measure -> mean
    metrics: list[Metric] = field(default_factory=list)
    fallbacks: int = 0
    decisions: int = 0
    camp_colors: dict[str, str] = field(default_factory=dict)  # the ruleset's plot colours


def _rows(store: Store, sql: str, params: Optional[list[Any]] = None) -> list[dict[str, Any]]:
    cur = store.con.execute(sql, params or [])
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def analyse(store: Store, with_metrics: bool = True) -> RunData:
    """Compute :class:`RunData` from a run database."""
    config = json.loads(store.get_meta("config") or "{}")
    games = _rows(store, "SELECT game_id, idx, winner, days, n_decisions, n_fallbacks FROM games "
                         "ORDER BY idx")
    seats = _rows(store, "SELECT game_id, seat, agent, role, camp, won FROM seats")
    ratings, camp_ratings = rate_rows(games, seats)
    agents = [a["name"] for a in config.get("agents", [])] or sorted({s["agent"] for s in seats})
    present = {s["camp"] for s in seats}
    try:
        ruleset: Optional[Ruleset] = rulesets.get(config.get("ruleset", ""))
    except KeyError:
        ruleset = None
    order = camp_order(ruleset) if ruleset is not None else []
    camps = [c for c in order if c in present] + sorted(present - set(order))
    tally: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    role_tally: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for s in seats:
        for key in ((s["agent"], s["camp"]), (s["agent"], "all")):
            tally[key][0] += int(bool(s["won"]))
            tally[key][1] += 1
        for key in ((s["role"], s["agent"]), (s["role"], "all")):
            role_tally[key][0] += int(bool(s["won"]))
            role_tally[key][1] += 1
    win = {a: {c: wilson(*tally[(a, c)]) for c in ["all", *camps] if (a, c) in tally}
           for a in agents}
    win_role: dict[str, dict[str, Rate]] = defaultdict(dict)
    for (role, who), (k, n) in sorted(role_tally.items()):
        win_role[role][who] = wilson(k, n)
    winners: dict[str, int] = defaultdict(int)
    by_winner: dict[str, list[int]] = defaultdict(list)
    for g in games:
        w = g["winner"] or "draw"
        winners[w] += 1
        by_winner[w].append(int(g["days"] or 0))
    data = RunData(
        name=str(config.get("name", store.run_dir.name)), config=config, games=len(games),
        agents=agents, camps=camps, ratings=ratings,
        camp_ratings={c: camp_ratings[c] for c in camps if c in camp_ratings}, win=win,
        win_role=dict(win_role), winners=dict(winners),
        days=[int(g["days"] or 0) for g in games], days_by_winner=dict(by_winner),
        length=mean_ci(int(g["days"] or 0) for g in games),
        fallbacks=sum(int(g["n_fallbacks"] or 0) for g in games),
        decisions=sum(int(g["n_decisions"] or 0) for g in games))
    data.cost = _cost(store)
    if ruleset is not None:
        data.camp_colors = dict(ruleset.presentation.camp_colors)
    if with_metrics and ruleset is not None:
        beliefs: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for b in _rows(store, "SELECT game_id, seat, target, p_wolf FROM beliefs"):
            beliefs[b["game_id"]].append(b)
        data.metrics = compute(facts(r, beliefs.get(r["game_id"], ()))
                               for r in store.records(kinds(ruleset)))
    return data


def _cost(store: Store) -> dict[str, dict[str, Mean]]:
    """Per agent: mean cost (USD), tokens, calls, latency per game it played (LLM agents)."""
    rows = _rows(store, """
        SELECT s.agent, c.game_id, sum(coalesce(c.cost_usd, 0)) AS cost,
               sum(coalesce(c.prompt_tokens, 0) + coalesce(c.completion_tokens, 0)) AS tokens,
               sum(coalesce(c.cached_tokens, 0)) AS cached, count(*) AS calls,
               avg(c.latency_s) AS latency, sum(CASE WHEN c.fallback THEN 1 ELSE 0 END) AS fallbacks
        FROM llm_calls c JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat
        GROUP BY s.agent, c.game_id""")
    per: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for r in rows:
        for k in ("cost", "tokens", "cached", "calls", "latency", "fallbacks"):
            per[r["agent"]][k].append(float(r[k] or 0))
    return {a: {k: mean_ci(v) for k, v in d.items()} for a, d in per.items()}


def leaderboard_text(data: RunData) -> str:
    """The leaderboard as a fixed-width table for the terminal."""
    lines = [f"{data.name}: {data.games} games; winners: " + ", ".join(
        f"{w} {n}" for w, n in sorted(data.winners.items(), key=lambda kv: -kv[1]))]
    head = f"{'#':>2}  {'agent':<22} {'rating (mu ± 2σ)':>20}  {'win rate (95% CI)':>24}"
    for c in data.camps:
        head += f"  {('as ' + (c or 'none')):>12}"
    lines += [head, "-" * len(head)]
    for i, r in enumerate(data.ratings, 1):
        w = data.win.get(r.name, {})
        row = (f"{i:>2}  {r.name:<22} {r.mu:>8.1f} [{r.low:5.1f}, {r.high:5.1f}]"
               f"  {w['all'].fmt() if 'all' in w else '–':>24}")
        for c in data.camps:
            rate = w.get(c)
            row += f"  {(f'{100 * rate.p:.0f}%' if rate and rate.n else '–'):>12}"
        lines.append(row)
    return "\n".join(lines)
