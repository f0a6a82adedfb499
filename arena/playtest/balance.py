"""The balance report as data (JSON-able): what ``--json`` prints and the Markdown / HTML
reports render.  Every figure says what it counts and over how many games."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any, Optional

from rulesets.engine import Ruleset
from rulesets.engine.custom import Design
from rulesets.engine.presentation import camp_names

from arena.results.stats import Mean, Rate

from . import measures, tune
from .arms import Arm
from .run import Played
from .stats import Diff, fmt_p, homogeneity
from .stopping import watched

STOPPING_NOTE = ("Games were added in rounds until every watched interval (each camp's win rate "
                 "on each board played as designed, each role's impact, each difference "
                 "between two boards) was narrower than the precision, or each board reached "
                 "the game limit.")


def rate_json(r: Rate) -> dict[str, Any]:
    """A rate as JSON; ``unit`` says what ``n`` counts (games, unless ``games`` says in how
    many games the ``n`` observations were made)."""
    out = {"k": r.k, "n": r.n, "rate": r.p, "low": r.low, "high": r.high, "unit": r.unit}
    if r.games:
        out["games"] = r.games
    return out


def mean_json(m: Mean) -> dict[str, Any]:
    """A mean with its interval as JSON (``unit``: what ``n`` counts)."""
    out = {"mean": m.mean, "low": m.low, "high": m.high, "n": m.n, "unit": m.unit}
    if m.games:
        out["games"] = m.games
    return out


def diff_json(d: Diff) -> dict[str, Any]:
    """A difference of two rates as JSON (both rates included)."""
    return {"delta": d.delta, "low": d.low, "high": d.high, "p_value": d.p_value,
            "significant": d.significant, "with": rate_json(d.a), "without": rate_json(d.b)}


def ratio_json(r: Rate) -> dict[str, Any]:
    """A share of results over games (information truth) as JSON."""
    return {"share": r.p, "low": r.low if r.n else None, "high": r.high if r.n else None,
            "true": r.k, "results": r.n, "games": r.games}


def _design_json(d: Design, rules: Ruleset) -> dict[str, Any]:
    counts = Counter(d.cards)
    new_roles = []
    for rid, role in d.roles.items():
        new_roles.append({
            "id": rid, "zh": role.role.zh, "en": role.role.en, "camp": role.role.camp,
            "side": role.role.side, "file": role.file.path, "rulebook": role.paragraph,
            "on_board": counts.get(rid, 0),
            "skills": [{"id": k.id, "zh": k.zh, "en": k.en, "timing": k.timing,
                        "intent": k.intent, "flags": list(k.flags), "summary": k.summary}
                       for k in role.role.skills]})
    return {"name": d.board.name, "ruleset": d.base.id, "ruleset_title": d.base.title,
            "variant": rules.id, "description": d.board.description,
            "board_file": d.board.file.path, "seats": len(d.cards),
            "cards": dict(counts), "new_roles": new_roles, "digest": d.digest()}


def _names(rules: Ruleset) -> dict[str, Any]:
    words = camp_names(rules)
    return {c: {"zh": w.zh, "en": w.en} for c, w in words.items()}


def _camps(games: list, rules: Ruleset, played: Played) -> list[dict[str, Any]]:
    camps = measures.camps_of(games, rules)
    names = _names(rules)
    out = []
    for camp in camps:
        r = measures.win_rate(games, camp)
        band = played.options.band_of(camp, len(camps))
        out.append({"camp": camp, "name": names.get(camp, {"zh": camp, "en": camp}),
                    **rate_json(r), "band": list(band), "verdict": measures.verdict(r, band)})
    return out


def _roles(played: Played, rules: Ruleset, games: list) -> list[dict[str, Any]]:
    design = played.design
    impacts = {a.role: a for a in played.arms if a.kind == "without"}
    kinds = rules.phase_kinds
    out = []
    for rid in design.board_roles():
        role = rules.names.role(rid)
        entry: dict[str, Any] = {
            "role": rid, "zh": role.zh, "en": role.en, "camp": role.camp,
            "new": rid in design.roles, "copies": design.cards.count(rid),
            "plain": design.plain_card_of(rid)}
        arm = impacts.get(rid)
        if arm is not None:
            without = played.by_arm.get(arm.key, [])
            entry["impact"] = diff_json(measures.impact(games, without, role.camp))
            entry["impact_games"] = {"with": len(games), "without": len(without)}
        else:
            entry["impact"] = None
        entry["skills"] = []
        for k in role.skills:
            u = measures.usage(games, rid, k.id, kinds)
            entry["skills"].append({"skill": k.id, "zh": k.zh, "en": k.en, "intent": k.intent,
                                    "games": u["games"], "used_in": rate_json(u["used_in"]),
                                    "per_game": mean_json(u["per_game"]),
                                    "first_day": mean_json(u["first_day"]),
                                    "by_phase": u["by_phase"]})
        alive, day = measures.survival(games, rid)
        entry["survival"] = mean_json(alive)
        entry["day_out"] = mean_json(day)
        info = [k.id for k in role.skills if k.intent == "information"]
        entry["information"] = ratio_json(measures.information(games, rid, info)) if info else None
        out.append(entry)
    return out


def _length(games: list) -> dict[str, Any]:
    by_winner: dict[str, list[int]] = {}
    for g in games:
        by_winner.setdefault(g.winner or measures.DRAW, []).append(g.days)
    return {"days": mean_json(measures.length(games)), "by_winner": by_winner}


def _comparison(played: Played) -> Optional[dict[str, Any]]:
    arm = next((a for a in played.arms if a.kind == "against"), None)
    if arm is None:
        return None
    a_games, b_games = played.by_arm.get("board", []), played.by_arm.get(arm.key, [])
    rules = played.arms[0].rules()
    camps = sorted(set(measures.camps_of(a_games, rules)) | set(measures.camps_of(b_games, arm.rules())))
    rows = [{"camp": c, **diff_json(measures.impact(a_games, b_games, c))} for c in camps]
    outcome_a = Counter(g.winner or measures.DRAW for g in a_games)
    outcome_b = Counter(g.winner or measures.DRAW for g in b_games)
    p, dof, stat = homogeneity(dict(outcome_a), dict(outcome_b))
    return {"board": played.design.board.name, "against": played.against.board.name
            if played.against else arm.label, "camps": rows,
            "chi2": {"p_value": p, "dof": dof, "statistic": stat, "p_fmt": fmt_p(p)},
            "against_camps": _camps(b_games, arm.rules(), played),
            "against_length": _length(b_games), "against_endings": _endings(b_games)}


def _endings(games: list) -> list[dict[str, Any]]:
    return [{**e, "share": rate_json(e["share"])} for e in measures.endings(games)]


def _fallbacks(games: list) -> dict[str, Any]:
    fb = measures.fallbacks(games)
    return {**fb, "per_game": mean_json(fb["per_game"]), "rate": rate_json(fb["rate"]),
            "games": len(games)}


def _tune(played: Played) -> Optional[dict[str, Any]]:
    if played.options.tune is None:
        return None
    t = tune.summary(played.arms, played.by_arm, played.options)
    t["points"] = [{**p, "rate": rate_json(p["rate"])} for p in t["points"]]
    t["band"] = list(t["band"])
    return t


def _main_arm(played: Played) -> Arm:
    if played.options.tune is None:
        return played.arms[0]
    best = tune.summary(played.arms, played.by_arm, played.options)["best"]
    return next((a for a in played.arms if a.value == best), played.arms[0])


def build(played: Played) -> dict[str, Any]:
    """The whole report."""
    main = _main_arm(played)
    rules = main.rules()
    games = played.by_arm.get(main.key, [])
    widths = watched(played.arms, played.by_arm) if played.options.tune is None else []
    wide = [w for w in widths if w.width > played.options.precision]
    all_games = [g for gs in played.by_arm.values() for g in gs]
    report = {
        "title": f"Balance report: {played.design.board.name} ({played.design.base.title})",
        "generated": time.strftime("%Y-%m-%d %H:%M"),
        "design": _design_json(played.design, rules),
        "main_arm": {"key": main.key, "label": main.label},
        "agents": played.options.agents, "options": played.options.identity(),
        "arms": [{"key": a.key, "kind": a.kind, "label": a.label, "ruleset": a.ruleset,
                  "games": len(played.by_arm.get(a.key, []))} for a in played.arms],
        "games": len(games), "games_total": len(all_games), "failed": len(played.failed),
        "stopping": {"precision": played.options.precision,
                     "max_games": played.options.max_games,
                     "reached": not wide, "note": STOPPING_NOTE,
                     "widest": [{"label": w.label, "width": w.width}
                                for w in sorted(widths, key=lambda w: -w.width)[:5]]},
        "camps": _camps(games, rules, played),
        "draws": rate_json(measures.draw_rate(games)),
        "roles": _roles(played, rules, games) if played.options.tune is None else [],
        "length": _length(games), "endings": _endings(games),
        "fallbacks": _fallbacks(all_games),
        "lost": list(played.lost),
        "cost": None, "comparison": _comparison(played), "tune": _tune(played),
        "camp_colors": dict(rules.presentation.camp_colors),
        "phase_kinds": list(rules.phase_kinds),
    }
    c = measures.cost(all_games)
    if c is not None:
        report["cost"] = {**{k: v for k, v in c.items() if not isinstance(v, Mean)},
                          "cost_per_game": mean_json(c["cost_per_game"]),
                          "tokens_per_game": mean_json(c["tokens_per_game"]),
                          "games": len(all_games)}
    return report
