"""The figures of a balance report, each from the games of one arm (one board), each with its
interval over games: camp win rates (Wilson), a role's impact (the difference of its camp's win
rate on two boards: Newcombe), skill use, survival, truth of information, game length, endings,
fallbacks and model cost."""

from __future__ import annotations

from collections import Counter
from typing import Any, Optional, Sequence

from rulesets.engine import Ruleset
from rulesets.engine.phases import number
from rulesets.engine.phases import order as play_order

from arena.results.stats import Mean, Rate, clustered_rate, mean_ci, wilson

from .stats import Diff, difference
from .summary import GameSummary

DRAW = "draw"


def winning_camps(rules: Ruleset) -> Optional[frozenset[str]]:
    """The camps that can win a game of ``rules`` (those its win model has rules for); ``None``
    when it has no win model (every camp)."""
    model = rules.win_model
    return None if model is None else frozenset(r.camp for r in model.camps)


def camps_of(games: Sequence[GameSummary], rules: Ruleset) -> list[str]:
    """The camps dealt in these games that can win (a card dealt with no camp yet, which
    chooses or is given one during play, is not a camp of its own), and any camp that won,
    in the ruleset's order."""
    can_win = winning_camps(rules)
    seen = {c for g in games for _, c, _, _ in g.seats if can_win is None or c in can_win}
    seen |= {g.winner for g in games if g.winner}
    order = list(rules.camps) + [r.camp for r in rules.roles]
    return sorted(seen, key=lambda c: (order.index(c) if c in order else len(order), c))


def win_rate(games: Sequence[GameSummary], camp: str) -> Rate:
    """Games ``camp`` won (draws count as losses for every camp)."""
    return wilson(sum(1 for g in games if g.winner == camp), len(games))


def draw_rate(games: Sequence[GameSummary]) -> Rate:
    """Games that ended without a winner (the day limit)."""
    return wilson(sum(1 for g in games if g.winner is None), len(games))


def impact(with_role: Sequence[GameSummary], without: Sequence[GameSummary], camp: str) -> Diff:
    """The role's camp's win rate with the role minus without it."""
    a, b = win_rate(with_role, camp), win_rate(without, camp)
    return difference(a.k, a.n, b.k, b.n)


def verdict(rate: Rate, band: tuple[float, float]) -> str:
    """``balanced`` (the interval inside the band), ``too strong`` / ``too weak`` (the interval
    beyond it), else ``likely strong`` / ``likely weak`` / ``undecided`` by the point estimate
    (the interval straddles an edge: more games decide)."""
    lo, hi = band
    if not rate.n:
        return "no games"
    if rate.low >= lo and rate.high <= hi:
        return "balanced"
    if rate.low > hi:
        return "too strong"
    if rate.high < lo:
        return "too weak"
    p = rate.p or 0.0
    return "likely strong" if p > hi else "likely weak" if p < lo else "undecided"


def _role_games(games: Sequence[GameSummary], role: str) -> list[tuple[GameSummary, list[int]]]:
    out = []
    for g in games:
        seats = [i for i, (r, _, _, _) in enumerate(g.seats) if r == role]
        if seats:
            out.append((g, seats))
    return out


def usage(games: Sequence[GameSummary], role: str, skill: str, kinds: Sequence[str]) -> dict[str, Any]:
    """How often and when the role's seats used ``skill``: the share of games with a use
    (Wilson over games), uses per game (mean over games), and uses per phase."""
    held = _role_games(games, role)
    used, per_game = 0, []
    when: Counter[str] = Counter()
    first: list[float] = []
    for g, seats in held:
        mine = [p for s, k, p in g.uses if k == skill and s in seats]
        used += bool(mine)
        per_game.append(float(len(mine)))
        when.update(p for p in mine if p)
        if mine:
            first.append(float(min(number(p) for p in mine)))
    order = sorted(when, key=lambda p: (play_order(p, tuple(kinds)), p))
    return {"skill": skill, "games": len(held), "used_in": wilson(used, len(held)),
            "per_game": mean_ci(per_game), "first_day": mean_ci(first),
            "by_phase": {p: when[p] for p in order}}


def share_over_games(values: Sequence[float]) -> Mean:
    """The mean of per-game shares with a 95% interval: Wilson's when every game gives 0 or 1
    (one copy of a card), else the normal interval of the mean, kept inside [0, 1]."""
    if all(v in (0.0, 1.0) for v in values):
        r = wilson(sum(values), len(values))
        return Mean(r.p, r.n, r.low if r.n else None, r.high if r.n else None, unit="games")
    m = mean_ci(values)
    if m.low is None or m.high is None:
        return m
    return Mean(m.mean, m.n, max(0.0, m.low), min(1.0, m.high), m.sd, unit=m.unit)


def survival(games: Sequence[GameSummary], role: str) -> tuple[Mean, Mean]:
    """Share of the role's seats alive at the end (over games) and the day its seats went out
    (survivors count the game's last day)."""
    alive, day = [], []
    for g, seats in _role_games(games, role):
        alive.append(sum(1.0 for s in seats if g.seats[s][2]) / len(seats))
        day.append(sum(float(g.seats[s][3] if g.seats[s][3] is not None else g.days)
                       for s in seats) / len(seats))
    return share_over_games(alive), mean_ci(day)


def information(games: Sequence[GameSummary], role: str, skills: Sequence[str]) -> Rate:
    """Share of the role's information results that were true (results whose value can be
    checked against the target's dealt card), with the interval over games (a game's results
    are not independent: :func:`~arena.results.stats.clustered_rate`)."""
    per_game = []
    for g, seats in _role_games(games, role):
        mine = [ok for s, k, ok in g.results if s in seats and k in skills]
        per_game.append((float(sum(mine)), float(len(mine))))
    return clustered_rate(per_game, "results")


def length(games: Sequence[GameSummary]) -> Mean:
    """Game length in days, mean over games."""
    return mean_ci([float(g.days) for g in games])


def endings(games: Sequence[GameSummary]) -> list[dict[str, Any]]:
    """How games ended: (winner, end reason) -> games, share with a Wilson interval."""
    counts = Counter((g.winner or DRAW, g.reason) for g in games)
    n = len(games)
    return [{"winner": w, "reason": r, "games": k, "share": wilson(k, n)}
            for (w, r), k in counts.most_common()]


def fallbacks(games: Sequence[GameSummary]) -> dict[str, Any]:
    """Every recorded fallback (an illegal, unreadable or missing answer, an agent error or a
    model that failed, replaced by the default): the total, the share of decisions (interval
    over games; n = decisions) and the causes."""
    total = sum(g.fallbacks for g in games)
    causes: Counter[str] = Counter()
    for g in games:
        causes.update(g.causes)
    return {"total": total, "games_with": sum(1 for g in games if g.fallbacks),
            "per_game": mean_ci([float(g.fallbacks) for g in games]),
            "rate": clustered_rate([(g.fallbacks, g.decisions) for g in games], "decisions"),
            "causes": dict(causes.most_common()),
            "llm_fallbacks": sum(g.llm_fallbacks for g in games)}


def cost(games: Sequence[GameSummary]) -> Optional[dict[str, Any]]:
    """Model calls, tokens and cost (``None`` when no agent called a model)."""
    if not any(g.calls for g in games):
        return None
    return {"calls": sum(g.calls for g in games), "tokens": sum(g.tokens for g in games),
            "cost_usd": sum(g.cost_usd for g in games),
            "cost_per_game": mean_ci([g.cost_usd for g in games]),
            "tokens_per_game": mean_ci([float(g.tokens) for g in games])}
