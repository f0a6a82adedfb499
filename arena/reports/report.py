"""``arena report RUN``: a self-contained HTML report (plots inlined as PNG) and a Markdown
report (plots beside it in ``plots/``) from a run's database."""

from __future__ import annotations

import base64
import html
import time
from pathlib import Path
from typing import Optional

from . import plots
from arena.results.adherence import CAUSES
from arena.results.headtohead import NO_CAMPS_SEATING
from arena.results.analysis import TOKEN_BUCKET, RunData, analyse
from arena.results.metrics import Metric
from arena.results.stats import Mean, Rate
from arena.storage import Store

CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK SC",sans-serif;
margin:0;background:#f6f7f9;color:#1d2329}
header{background:#1f2a38;color:#fff;padding:22px 36px}
header h1{margin:0 0 6px;font-size:24px} header p{margin:0;color:#b9c4d0}
main{max-width:1100px;margin:0 auto;padding:20px 36px 60px}
section{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08);
padding:18px 22px;margin:18px 0}
h2{font-size:18px;margin:0 0 12px} table{border-collapse:collapse;width:100%;font-size:13px}
th,td{padding:6px 8px;border-bottom:1px solid #e6e9ee;text-align:right}
th:first-child,td:first-child,th:nth-child(2),td:nth-child(2){text-align:left}
th{background:#f0f2f5;font-weight:600} tr:hover td{background:#fafbfc}
img{max-width:100%;display:block;margin:8px auto}
.kpis{display:flex;gap:14px;flex-wrap:wrap}.kpi{flex:1;min-width:140px;background:#f0f4fa;
border-radius:8px;padding:10px 14px}.kpi b{display:block;font-size:22px}.kpi span{color:#5a6672;
font-size:12px}.note{color:#5a6672;font-size:12px}.ci{color:#7a8590;font-size:11px}
"""


def _fmt(s: Optional[object]) -> str:
    if isinstance(s, Rate):
        return f"{100 * s.p:.0f}%" if s.n else "–"
    if isinstance(s, Mean):
        return "–" if s.mean is None else f"{s.mean:.2f}"
    return "–"


def _ci(s: Optional[object]) -> str:
    """The interval and what n counts: ``[48–74] n=576 seats in 48 games``."""
    if isinstance(s, Rate) and s.n:
        return f"[{100 * s.low:.0f}–{100 * s.high:.0f}] n={s.count()}"
    if isinstance(s, Mean) and s.mean is not None and s.low is not None:
        return f"[{s.low:.2f}–{s.high:.2f}] n={s.count()}"
    if isinstance(s, Mean) and s.mean is not None:
        return f"n={s.count()}"
    return ""


def _figures(data: RunData) -> dict[str, bytes]:
    figs = {"leaderboard": plots.leaderboard(data), "win_by_camp": plots.win_by_camp(data),
            "win_by_role": plots.win_by_role(data), "game_length": plots.game_length(data)}
    for name, fn in (("head_to_head", plots.head_to_head), ("cost", plots.cost),
                     ("deception", plots.deception)):
        png = fn(data)
        if png is not None:
            figs[name] = png
    return figs


def _leader_rows(data: RunData) -> list[list[str]]:
    rows = []
    for i, r in enumerate(data.ratings, 1):
        w = data.win.get(r.name, {})
        row = [str(i), r.name, f"{r.mu:.1f}", f"[{r.low:.1f}, {r.high:.1f}]", f"{r.ordinal:.1f}",
               str(r.games), _fmt(w.get("all")) + " " + _ci(w.get("all"))]
        row += [_fmt(w.get(c)) + " " + _ci(w.get(c)) for c in data.camps]
        cost = data.cost.get(r.name)
        row.append(f"${cost['cost'].mean:.4f} / {cost['tokens'].mean:,.0f}" if cost else "–")
        rows.append(row)
    return rows


def _leader_head(data: RunData) -> list[str]:
    return ["#", "agent", "rating μ", "95% interval", "μ−3σ", "games", "win rate", *[
        f"as {c or 'none'}" for c in data.camps], "cost / tokens per game"]


def _camp_tables(data: RunData) -> list[tuple[str, list[str], list[list[str]]]]:
    """One rating table per camp: (camp, head, rows)."""
    head = ["#", "agent", "rating μ", "95% interval", "μ−3σ", "games"]
    return [(camp or "none", head, [[str(i), r.name, f"{r.mu:.1f}", f"[{r.low:.1f}, {r.high:.1f}]",
                                      f"{r.ordinal:.1f}", str(r.games)]
                                     for i, r in enumerate(table, 1)])
            for camp, table in data.camp_ratings.items()]


def _metric_rows(data: RunData) -> tuple[list[str], list[list[str]]]:
    head = ["metric", "camp", "about", "all", *data.agents]
    rows = []
    for m in data.metrics:
        row = [m.title + (f" ({m.better} is better)" if m.better else ""), m.group, m.about]
        for who in ["all", *data.agents]:
            s = m.by.get(who)
            row.append(f"{_fmt(s)} {_ci(s)}".strip())
        rows.append(row)
    return head, rows


def _h2h_tables(data: RunData) -> list[tuple[str, list[str], list[list[str]]]]:
    """One table per deceiving camp: rows its agents, columns the detectors' agents; each cell
    the deceivers' win rate and the detectors' lift over chance, with n."""
    out = []
    for m in data.head_to_head:
        head = [f"{m.camp} played by ↓ / {m.detectors} by →", *m.detecting]
        rows = []
        for r in m.deceivers:
            row = [r]
            for c in m.detecting:
                cell = m.cell(r, c)
                if cell is None:
                    row.append("never met")
                    continue
                lift = cell.lift
                row.append(f"{_fmt(cell.wins)} won {_ci(cell.wins)}; lift "
                           f"{'–' if lift.mean is None else f'{lift.mean:+.2f}'} "
                           f"{_ci(lift)}".strip())
            rows.append(row)
        out.append((f"{m.camp} (deceivers) vs {m.detectors} (detectors)", head, rows))
    return out


def _adherence_rows(data: RunData) -> tuple[list[str], list[list[str]]]:
    head = ["agent", "fallbacks (default played)", *[CAUSES[c] for c in CAUSES],
            "model calls", "model replies unreadable"]
    rows = []
    for a in data.agents:
        ad = data.adherence.get(a)
        if ad is None:
            continue
        rows.append([a, f"{100 * (ad.rate.p or 0):.1f}% {_ci(ad.rate)}".strip(),
                     *[str(ad.causes.get(c, 0)) for c in CAUSES], str(ad.calls),
                     f"{ad.unparsable_replies}" + (f" ({100 * ad.unparsable_replies / ad.calls:.0f}%)"
                                                   if ad.calls else "")])
    return head, rows


def _table_html(head: list[str], rows: list[list[str]]) -> str:
    def cell(tag: str, text: str) -> str:
        main, _, rest = text.partition(" [")
        extra = f' <span class="ci">[{html.escape(rest)}</span>' if rest else ""
        return f"<{tag}>{html.escape(main)}{extra}</{tag}>"
    out = ["<table><thead><tr>" + "".join(cell("th", h) for h in head) + "</tr></thead><tbody>"]
    out += ["<tr>" + "".join(cell("td", c) for c in r) + "</tr>" for r in rows]
    return "".join(out) + "</tbody></table>"


def _table_md(head: list[str], rows: list[list[str]]) -> str:
    esc = [[c.replace("|", "\\|") for c in r] for r in [head, *rows]]
    lines = ["| " + " | ".join(esc[0]) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in esc[1:]]
    return "\n".join(lines)


SECTIONS = [("leaderboard", "Ratings", "Overall rating: openskill (Plackett–Luce), μ ± 2σ; each game "
             "ranks the agents seated in it by the share of their seats that won (with camps "
             "seating: the agent whose camp won). Win rates: share of the agent's seats that won, "
             "95% interval over games (the independent unit: the seats of one game share its "
             "outcome); n counts seats and the games they come from."),
            ("head_to_head", "Head to head: deceivers vs detectors", "Games where each camp was "
             "played by one agent. Each cell: how often the deceiving camp won (interval over "
             "games) and the detectors' lift over chance (their exile ballots on the deceivers "
             "minus a random ballot's share; above 0 = better than chance), n = games / ballots. "
             "Only agents that played each other are compared."),
            ("win_by_camp", "Win rate by camp", "Share of seats on the winning side, 95% intervals "
             "over games; the foot of each bar gives the number of games."),
            ("win_by_role", "Win rate by card", "Per dealt card, all agents together (a balance "
             "figure). Per agent and card is not shown: under rotate seating the agent holding "
             "one card fixes who holds every other card, and under camps seating a card's holder "
             "is its camp's, so a per-agent bar would measure the seating, not the card's player."),
            ("game_length", "Game length", "Days until the game ended, by winner."),
            ("adherence", "Rule adherence", "Apart from strategy: how often an agent's answer could "
             "not be played as given and the referee played the rulebook default instead (every "
             "fallback counted, whoever caused it), by cause; for agents that call models, how "
             "many first replies were unreadable (a corrective retry may have saved them). "
             "Interval over games; n = decisions."),
            ("cost", "Cost and tokens", "Per game, for agents that call models."),
            ("deception", "Deception metrics", "Per camp (the camp's members against its "
             "opponents) and per pair A→B (camp A deceiving camp B); definitions in "
             "docs/metrics.md. Intervals over games; n counts what the metric observes (ballots, "
             "claims, seats...) and the games. The plot leaves out figures with fewer than "
             f"{plots.MIN_GAMES} games or {plots.MIN_OBS} observations (all are in the table).")]


def write_report(run_dir: str | Path, out_dir: Optional[str | Path] = None) -> tuple[Path, Path]:
    """Write ``report.html`` and ``report.md`` (+ ``plots/*.png``); returns both paths."""
    run_dir = Path(run_dir)
    out = Path(out_dir) if out_dir else run_dir
    with Store(run_dir, read_only=True) as store:
        data = analyse(store)
    figs = _figures(data)
    (out / "plots").mkdir(parents=True, exist_ok=True)
    for name, png in figs.items():
        (out / "plots" / f"{name}.png").write_bytes(png)
    html_path, md_path = out / "report.html", out / "report.md"
    html_path.write_text(render_html(data, figs), encoding="utf-8")
    md_path.write_text(render_md(data, figs), encoding="utf-8")
    return html_path, md_path


def _kpis(data: RunData) -> list[tuple[str, str]]:
    best = data.ratings[0].name if data.ratings else "–"
    winners = ", ".join(f"{w} {n}" for w, n in sorted(data.winners.items(), key=lambda kv: -kv[1]))
    return [(str(data.games), "games"), (best, "top rated"), (winners or "–", "winning camps"),
            (data.length.fmt(1).split(" n=")[0], "days per game"),
            (f"{100 * data.fallbacks / max(1, data.decisions):.2f}%", "fallback answers")]


Table = tuple[str, list[str], list[list[str]]]

#: said instead of a section that has nothing to show
EMPTY = {"cost": "No model calls were recorded in this run (no LLM agents).",
         "head_to_head": NO_CAMPS_SEATING}


def _empty(key: str, data: RunData) -> Optional[str]:
    """What a section with nothing to show says instead (``None``: the section is left out)."""
    if key == "head_to_head" and data.head_to_head_note:
        return data.head_to_head_note
    return EMPTY.get(key)


def _tables(key: str, data: RunData) -> list[Table]:
    """The tables shown under a section (titled ``""`` when the section's title suffices)."""
    if key == "leaderboard":
        return [(f"Ratings as {camp}", head, rows) for camp, head, rows in _camp_tables(data)]
    if key == "head_to_head":
        return _h2h_tables(data)
    if key == "adherence":
        head, rows = _adherence_rows(data)
        return [("", head, rows)] if rows else []
    if key == "deception" and data.metrics:
        return [("", *_metric_rows(data))]
    if key == "cost" and data.tokens_by_decision:
        head = ["agent", "decisions", "calls", "prompt tokens (mean)", "prompt tokens (max)",
                "served from the server's cache", "fallbacks"]
        rows = [[r["agent"], f"{r['first']}–{r['first'] + TOKEN_BUCKET - 1}", str(r["calls"]),
                 f"{float(r['mean_prompt'] or 0):,.0f}", f"{int(r['max_prompt'] or 0):,}",
                 "not reported" if r["cached"] is None else f"{100 * float(r['cached']):.0f}%",
                 str(r["fallbacks"])] for r in data.tokens_by_decision]
        return [("Prompt tokens per call against the game's decision index (the cache column: "
                 "the share of prompt tokens the server's usage reports as cached)", head, rows)]
    return []


def _notes(key: str, data: RunData) -> list[str]:
    """Notes under a section besides its description (why per-camp ratings are missing)."""
    out = []
    if key == "leaderboard" and data.camp_ratings_note:
        out.append(data.camp_ratings_note[0].upper() + data.camp_ratings_note[1:] + ".")
    if key == "adherence" and data.storyteller_calls[0]:
        n, k, g = data.storyteller_calls
        out.append(f"The storyteller's model: {n} calls in {g} games; {k} failed or stayed "
                   f"unreadable ({100 * k / n:.1f}%), and the storyteller's fallback policy "
                   f"answered them instead.")
    if key == "leaderboard" and data.replayed_lost:
        out.append(f"{len(data.replayed_lost)} games were lost by the run database after they "
                   f"finished and were played again as new games (--replay-lost): "
                   f"{', '.join(data.replayed_lost)}.")
    return out


def render_html(data: RunData, figs: dict[str, bytes]) -> str:
    """The whole report as one HTML page (no external files)."""
    cfg = data.config
    sub = (f"ruleset {cfg.get('ruleset', '?')} · seating {cfg.get('seating', '?')}"
           f"{' (duplicate)' if cfg.get('duplicate') else ''} · seed {cfg.get('seed', '?')} · "
           f"generated {time.strftime('%Y-%m-%d %H:%M')}")
    parts = [f"<!doctype html><html lang='en'><head><meta charset='utf-8'>"
             f"<title>{html.escape(data.name)} — Bansha Arena report</title><style>{CSS}</style>"
             f"</head><body><header><h1>{html.escape(data.name)}</h1><p>{html.escape(sub)}</p>"
             f"</header><main>"]
    parts.append("<section><div class='kpis'>" + "".join(
        f"<div class='kpi'><b>{html.escape(v)}</b><span>{html.escape(k)}</span></div>"
        for v, k in _kpis(data)) + "</div></section>")
    parts.append("<section><h2>Leaderboard</h2>" + _table_html(_leader_head(data),
                                                                _leader_rows(data)) + "</section>")
    for key, title, note in SECTIONS:
        tables = _tables(key, data)
        if key not in figs and not tables:
            if _empty(key, data):
                parts.append(f"<section><h2>{html.escape(title)}</h2><p class='note'>"
                             f"{html.escape(_empty(key, data) or '')}</p></section>")
            continue
        parts.append(f"<section><h2>{html.escape(title)}</h2><p class='note'>{html.escape(note)}</p>")
        parts += [f"<p class='note'>{html.escape(n)}</p>" for n in _notes(key, data)]
        if key in figs:
            img = base64.b64encode(figs[key]).decode()
            parts.append(f"<img alt='{html.escape(title)}' src='data:image/png;base64,{img}'>")
        for sub_title, head, rows in tables:
            if sub_title:
                parts.append(f"<h3>{html.escape(sub_title)}</h3>")
            parts.append(_table_html(head, rows))
        parts.append("</section>")
    parts.append("</main></body></html>")
    return "".join(parts)


def render_md(data: RunData, figs: dict[str, bytes]) -> str:
    """The report as Markdown; images refer to ``plots/<name>.png``."""
    cfg = data.config
    lines = [f"# {data.name}", "",
             f"ruleset `{cfg.get('ruleset', '?')}`, seating `{cfg.get('seating', '?')}`"
             f"{' (duplicate)' if cfg.get('duplicate') else ''}, seed {cfg.get('seed', '?')}, "
             f"{data.games} games; winners: " + (", ".join(
                 f"{w} {n}" for w, n in sorted(data.winners.items(), key=lambda kv: -kv[1]))
                 or "none") + ".", "",
             "## Leaderboard", "", _table_md(_leader_head(data), _leader_rows(data)), ""]
    for key, title, note in SECTIONS:
        tables = _tables(key, data)
        if key not in figs and not tables:
            if _empty(key, data):
                lines += [f"## {title}", "", _empty(key, data) or "", ""]
            continue
        lines += [f"## {title}", "", note, ""]
        lines += [n + "\n" for n in _notes(key, data)]
        if key in figs:
            lines += [f"![{title}](plots/{key}.png)", ""]
        for sub_title, head, rows in tables:
            if sub_title:
                lines += [f"### {sub_title}", ""]
            lines += [_table_md(head, rows), ""]
    return "\n".join(lines)


def metric_by_key(metrics: list[Metric], key: str, group: str) -> Optional[Metric]:
    """The metric named ``key`` of ``group`` (a camp, or a pair ``A→B``), if it had data."""
    return next((m for m in metrics if m.key == key and m.group == group), None)
