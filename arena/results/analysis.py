"""Everything a report shows, computed from a run's database: ratings (overall; per camp only
where the games support them), win rates (per agent x camp and per card), the head-to-head
matrix of deceivers and detectors, rule adherence, game length, cost and tokens, deception
metrics (per camp and per pair of camps).  Every interval treats the game as the independent
unit (:mod:`.stats`) and says what its ``n`` counts."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import rulesets
from arena.storage import Store
from arena.tournaments.seating import camp_order
from rulesets.engine import Ruleset

from .adherence import Adherence, adherence, count_causes, storyteller_calls
from .facts import GameFacts, facts, kinds
from .headtohead import Matrix, head_to_head
from .metrics import Metric, compute
from .ratings import CampTables, Rating, camp_tables_note, rate_rows
from .stats import Mean, Rate, clustered_rate, mean_ci


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
    win: dict[str, dict[str, Rate]]            # agent -> camp ("all" too) -> rate over games
    win_role: dict[str, dict[str, Rate]]       # role -> "all" -> rate over games
    winners: dict[str, int]                    # winning camp (or "draw") -> games
    days: list[int]
    days_by_winner: dict[str, list[int]]
    length: Mean
    cost: dict[str, dict[str, Mean]] = field(default_factory=dict)  # agent -> measure -> mean
    #: prompt tokens per model call against the game's decision index (:func:`_token_curve`)
    tokens_by_decision: list[dict[str, Any]] = field(default_factory=list)
    metrics: list[Metric] = field(default_factory=list)
    fallbacks: int = 0
    decisions: int = 0
    camp_colors: dict[str, str] = field(default_factory=dict)  # the ruleset's plot colours
    #: why per-camp ratings are not shown (``None``: they are)
    camp_ratings_note: Optional[str] = None
    head_to_head: list[Matrix] = field(default_factory=list)
    #: why there is no head-to-head matrix (``None`` when there is one)
    head_to_head_note: Optional[str] = None
    adherence: dict[str, Adherence] = field(default_factory=dict)
    #: the storyteller's model calls, when it calls one: (calls, fell back, games)
    storyteller_calls: tuple[int, int, int] = (0, 0, 0)
    #: games the database lost after they finished, played again as new games (--replay-lost)
    replayed_lost: list[str] = field(default_factory=list)


def _rows(store: Store, sql: str, params: Optional[list[Any]] = None) -> list[dict[str, Any]]:
    cur = store.con.execute(sql, params or [])
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def _per_game(seats: list[dict[str, Any]], key: Callable[[dict[str, Any]], tuple]) -> dict[
        tuple, dict[str, list[float]]]:
    """Won seats and seats per game, for each key of the seat rows (``key(row)`` gives the
    keys a seat counts under)."""
    out: dict[tuple, dict[str, list[float]]] = defaultdict(dict)
    for s in seats:
        won = float(bool(s["won"]))
        for k in key(s):
            r = out[k].setdefault(s["game_id"], [0.0, 0.0])
            r[0] += won
            r[1] += 1
    return out


def analyse(store: Store, with_metrics: bool = True) -> RunData:
    """Compute :class:`RunData` from a run database."""
    config = json.loads(store.get_meta("config") or "{}")
    games = _rows(store, "SELECT game_id, idx, winner, days, n_decisions, n_fallbacks FROM games "
                         "ORDER BY idx")
    seats = _rows(store, "SELECT game_id, seat, agent, role, camp, won FROM seats")
    ratings, camp_ratings = rate_rows(games, seats)
    note = camp_tables_note(seats)
    agents = [a["name"] for a in config.get("agents", [])] or sorted({s["agent"] for s in seats})
    present = {s["camp"] for s in seats}
    try:
        ruleset: Optional[Ruleset] = rulesets.get(config.get("ruleset", ""))
    except KeyError:
        ruleset = None
    order = camp_order(ruleset) if ruleset is not None else []
    camps = [c for c in order if c in present] + sorted(present - set(order))
    tally = _per_game(seats, lambda s: ((s["agent"], s["camp"]), (s["agent"], "all")))
    win = {a: {c: clustered_rate(tally[(a, c)].values(), "seats")
               for c in ["all", *camps] if (a, c) in tally} for a in agents}
    by_role = _per_game(seats, lambda s: ((s["role"],),))
    win_role = {k[0]: {"all": clustered_rate(v.values(), "seats")}
                for k, v in sorted(by_role.items())}
    winners: dict[str, int] = defaultdict(int)
    by_winner: dict[str, list[int]] = defaultdict(list)
    for g in games:
        w = g["winner"] or "draw"
        winners[w] += 1
        by_winner[w].append(int(g["days"] or 0))
    data = RunData(
        name=str(config.get("name", store.run_dir.name)), config=config, games=len(games),
        agents=agents, camps=camps, ratings=ratings,
        camp_ratings={} if note else {c: camp_ratings[c] for c in camps if c in camp_ratings},
        win=win, win_role=win_role, winners=dict(winners),
        days=[int(g["days"] or 0) for g in games], days_by_winner=dict(by_winner),
        length=mean_ci(int(g["days"] or 0) for g in games),
        fallbacks=sum(int(g["n_fallbacks"] or 0) for g in games),
        decisions=sum(int(g["n_decisions"] or 0) for g in games), camp_ratings_note=note,
        replayed_lost=json.loads(store.get_meta("replayed_lost") or "[]"))
    data.cost = _cost(store)
    data.tokens_by_decision = _token_curve(store)
    if ruleset is not None:
        data.camp_colors = dict(ruleset.presentation.camp_colors)
    if with_metrics and ruleset is not None:
        beliefs: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for b in _rows(store, "SELECT game_id, seat, target, p_wolf FROM beliefs"):
            beliefs[b["game_id"]].append(b)
        causes: dict[str, Counter] = defaultdict(Counter)
        found: list[GameFacts] = []
        for r in store.records(kinds(ruleset)):  # one pass: records are large, facts small
            found.append(facts(r, beliefs.get(r["game_id"], ())))
            count_causes(causes, r)
        data.metrics = compute(found)
        data.head_to_head, data.head_to_head_note = head_to_head(found)
        data.adherence = adherence(store.con, causes)
    else:
        data.adherence = adherence(store.con)
    data.storyteller_calls = storyteller_calls(store.con)
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


#: decisions per bucket of the token curve
TOKEN_BUCKET = 100


def _token_curve(store: Store) -> list[dict[str, Any]]:
    """Per agent and bucket of ``TOKEN_BUCKET`` decision indices (0-99, 100-199, ...): the
    model calls, their mean and largest prompt tokens (a prompt nearing the endpoint's
    context shows here first), the share of prompt tokens the server says it served from its
    prompt cache (``cached``: its usage's ``cached_tokens`` over its ``prompt_tokens``; ``None``
    when it reported no cached tokens at all) and the fallbacks among them."""
    return _rows(store, f"""
        SELECT s.agent, (c.decision // {TOKEN_BUCKET}) * {TOKEN_BUCKET} AS first, count(*) AS calls,
               avg(c.prompt_tokens) AS mean_prompt, max(c.prompt_tokens) AS max_prompt,
               CASE WHEN sum(coalesce(c.cached_tokens, 0)) > 0 AND sum(c.prompt_tokens) > 0
                    THEN sum(coalesce(c.cached_tokens, 0)) / sum(c.prompt_tokens) END AS cached,
               sum(CASE WHEN c.fallback THEN 1 ELSE 0 END) AS fallbacks
        FROM llm_calls c JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat
        WHERE c.decision IS NOT NULL
        GROUP BY s.agent, first ORDER BY s.agent, first""")


#: what the terminal leaderboard's figures mean
LEADERBOARD_NOTES = (
    "rating: openskill (Plackett-Luce), mu [mu - 2 sigma, mu + 2 sigma]; each game ranks the "
    "agents seated in it by the share of their seats that won",
    "win rate: share of the agent's seats on the winning side; 95% interval over games (the "
    "independent unit: the seats of a game share its outcome); n = seats, in that many games",
    "fallbacks: share of the agent's decisions answered with the rulebook default (an illegal "
    "or unreadable answer, an error, a model that failed)",
    "as CAMP: the win rate of the agent's seats dealt into that camp (its interval over games "
    "and n in the report)",
)


def leaderboard_text(data: RunData) -> str:
    """The leaderboard as a fixed-width table for the terminal, with what its figures mean."""
    lines = [f"{data.name}: {data.games} games; winners: " + ", ".join(
        f"{w} {n}" for w, n in sorted(data.winners.items(), key=lambda kv: -kv[1]))]
    head = (f"{'#':>2}  {'agent':<22} {'rating (mu ± 2σ)':>20}  "
            f"{'win rate [95% CI over games]':>42}  {'fallbacks':>9}")
    for c in data.camps:
        head += f"  {('as ' + (c or 'none')):>12}"
    lines += [head, "-" * len(head)]
    for i, r in enumerate(data.ratings, 1):
        w = data.win.get(r.name, {})
        a = data.adherence.get(r.name)
        fb = f"{100 * (a.rate.p or 0):.1f}%" if a is not None and a.rate.n else "–"
        row = (f"{i:>2}  {r.name:<22} {r.mu:>8.1f} [{r.low:5.1f}, {r.high:5.1f}]"
               f"  {w['all'].fmt() if 'all' in w else '–':>42}  {fb:>9}")
        for c in data.camps:
            rate = w.get(c)
            row += f"  {(f'{100 * rate.p:.0f}%' if rate and rate.n else '–'):>12}"
        lines.append(row)
    lines += [""] + [f"  {n}" for n in LEADERBOARD_NOTES]
    if data.replayed_lost:
        lines.append(f"  note: {len(data.replayed_lost)} games were lost by the database after "
                     f"they finished and played again as new games: "
                     f"{', '.join(data.replayed_lost[:8])}")
    return "\n".join(lines)
