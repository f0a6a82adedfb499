"""The balance report as Markdown (plots beside it in ``plots/``), a self-contained HTML page
(plots inlined) and JSON, from the report data of :mod:`.balance`."""

from __future__ import annotations

import base64
import html as htmlmod
import json
from pathlib import Path
from typing import Any, Optional

from arena.reports.report import CSS
from arena.results.adherence import CAUSES

from . import plots
from .stats import fmt_p

#: what each figure shows, in report order
FIGURES = {"camps": "Win rate by camp against the target band",
           "impacts": "Role impact (its camp's win rate with the role minus with the plain card)",
           "usage": "When skills were used", "survival": "Survival by role",
           "length": "Game length by winner", "comparison": "Board against board",
           "tune": "Tuning curve"}


def pct(x: Optional[float], digits: int = 0) -> str:
    """A share as a percentage (``–`` when unknown)."""
    return "–" if x is None else f"{100 * x:.{digits}f}%"


def counted(x: dict[str, Any]) -> str:
    """What a figure's n counts: ``n=200 games``, ``n=5210 decisions in 40 games`` (``n=200``
    when the figure does not say)."""
    unit = f" {x['unit']}" if x.get("unit") else ""
    games = f" in {x['games']} games" if x.get("games") and x.get("unit") != "games" else ""
    return f"n={x['n']}{unit}{games}"


def rate(r: dict[str, Any]) -> str:
    """``52% [45–59] n=200 games``."""
    if not r.get("n"):
        return "–"
    return f"{pct(r['rate'])} [{100 * r['low']:.0f}–{100 * r['high']:.0f}] {counted(r)}"


def mean(m: dict[str, Any], digits: int = 2, as_pct: bool = False) -> str:
    """``2.31 [2.10–2.52] n=40 games`` (``as_pct``: as percentages)."""
    if m.get("mean") is None:
        return "–"
    f = (lambda v: f"{100 * v:.0f}%") if as_pct else (lambda v: f"{v:.{digits}f}")
    ci = "" if m.get("low") is None else f" [{f(m['low'])}–{f(m['high'])}]"
    return f"{f(m['mean'])}{ci} {counted(m)}"


def delta(d: Optional[dict[str, Any]]) -> str:
    """A difference in points with its interval, p-value and significance."""
    if not d or d.get("delta") is None:
        return "–"
    mark = " **significant**" if d["significant"] else ""
    return (f"{100 * d['delta']:+.1f} [{100 * d['low']:+.1f}, {100 * d['high']:+.1f}] "
            f"p={fmt_p(d['p_value'])}{mark}")


def share(r: Optional[dict[str, Any]]) -> str:
    """A share of results over games (information truth)."""
    if not r or r.get("share") is None:
        return "–"
    ci = "" if r["low"] is None else f" [{100 * r['low']:.0f}–{100 * r['high']:.0f}]"
    return f"{pct(r['share'])}{ci} ({r['true']:g}/{r['results']:g} in {r['games']} games)"


def _table(head: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c).replace("|", "/") for c in row) + " |" for row in rows]
    return out


def sections(report: dict[str, Any]) -> list[tuple[str, list[str], Optional[str]]]:
    """``(heading, Markdown lines, figure name)`` in report order."""
    d = report["design"]
    st = report["stopping"]
    out: list[tuple[str, list[str], Optional[str]]] = []
    head = [f"Board **{d['name']}** on **{d['ruleset']}** ({d['ruleset_title']}), {d['seats']} seats"
            f" — `{d['board_file']}`.", ""]
    if d["description"]:
        head += [d["description"], ""]
    head += [f"Agents: `{report['agents']}` on every seat.  Games: {report['games']} of this board "
             f"({report['main_arm']['label']}), {report['games_total']} in all arms; "
             f"{report['failed']} failed.",
             f"Stopping: precision {st['precision']:g} (widest watched interval "
             f"{max((w['width'] for w in st['widest']), default=0):.3f}: "
             f"{'reached' if st['reached'] else 'not reached — the game limit ' + str(st['max_games']) + ' per board stopped the run'}).",
             "", "Cards: " + ", ".join(f"{k}×{v}" if v > 1 else k for k, v in d["cards"].items())]
    unused = [r["id"] for r in d["new_roles"] if not r["on_board"]]
    if unused:
        head += ["", "New roles loaded but not on this board: " + ", ".join(unused) + "."]
    out.append(("Summary", head, None))
    rows = [[f"{c['camp']} ({c['name']['en']})", rate(c), f"{pct(c['band'][0])}–{pct(c['band'][1])}",
             f"**{c['verdict']}**"] for c in report["camps"]]
    rows.append(["draw (no winner)", rate(report["draws"]), "", ""])
    lines = _table(["camp", "win rate (Wilson 95%, over games)", "target band", "verdict"], rows)
    lines += ["", "Verdict: *balanced* when the whole interval is inside the band, *too strong* / "
              "*too weak* when it is beyond it, otherwise *likely strong* / *likely weak* / "
              "*undecided* by the point estimate (more games decide)."]
    out.append(("Win rate by camp", lines, "camps"))
    for role in (r for r in d["new_roles"] if r["on_board"]):
        lines = [f"*{role['en']}* ({role['zh']}), camp `{role['camp']}`, side `{role['side']}`, "
                 f"{role['on_board']} on the board — `{role['file']}`", "",
                 "> " + role["rulebook"].replace("\n", "\n> "), ""]
        lines += _table(["skill", "timing", "intent", "flags", "what it does"],
                        [[f"{k['id']} ({k['zh']})", k["timing"], k["intent"] or "–",
                          " ".join(k["flags"]), k["summary"]] for k in role["skills"]])
        out.append((f"New role: {role['id']}", lines, None))
    if report["roles"]:
        rows = [[r["role"] + (" (new)" if r["new"] else ""), r["camp"], r["plain"] or "–",
                 delta(r["impact"]),
                 "" if not r.get("impact_games") else
                 f"{r['impact_games']['with']} / {r['impact_games']['without']}"]
                for r in report["roles"]]
        lines = _table(["role", "camp", "replaced by", "impact on its camp's win rate, points "
                        "(Newcombe 95%, z test)", "games with / without"], rows)
        lines += ["", "Impact: the role's camp's win rate on this board minus on the board with "
                  "every copy of the role replaced by the plain card of its camp (same seeds)."]
        out.append(("Role impact", lines, "impacts"))
        rows = []
        for r in report["roles"]:
            for k in r["skills"]:
                phases = ", ".join(f"{p}: {n}" for p, n in list(k["by_phase"].items())[:6])
                rows.append([r["role"], f"{k['skill']} ({k['zh']})", k["intent"] or "–",
                             rate(k["used_in"]), mean(k["per_game"]), mean(k["first_day"], 1),
                             phases or "–"])
        lines = _table(["role", "skill", "intent", "used in (share of games dealt, Wilson)",
                        "uses per game", "first use (day)", "uses by phase (all games)"], rows)
        out.append(("Skill use", lines, "usage"))
        rows = [[r["role"], r["camp"], mean(r["survival"], as_pct=True), mean(r["day_out"], 1),
                 share(r["information"])] for r in report["roles"]]
        lines = _table(["role", "camp", "alive at the end (mean over games)",
                        "day out (survivors: last day)",
                        "information true (vs the target's dealt card)"], rows)
        out.append(("Survival and information", lines, "survival"))
    lines = [f"Game length: {mean(report['length']['days'], 1)} days (mean over games, 95%).", ""]
    lines += _table(["winner", "how the game ended", "games", "share (Wilson 95%)"],
                    [[e["winner"], e["reason"], str(e["games"]), rate(e["share"])]
                     for e in report["endings"]])
    out.append(("Game length and endings", lines, "length"))
    fb = report["fallbacks"]
    lines = [f"Fallbacks (an illegal or missing answer replaced by the rulebook's default, each "
             f"recorded): {fb['total']} in {fb['games_with']} of {fb['games']} games; share "
             f"of the decisions {rate(fb['rate'])} (interval over games); by cause: "
             f"{', '.join(f'{CAUSES.get(c, c)} {k}' for c, k in fb['causes'].items()) or 'none'}; "
             f"model-call fallbacks: {fb['llm_fallbacks']}."]
    if report.get("lost"):
        lines += ["", f"Games the run database lost (listed in its ledger `finished.txt`, gone "
                  f"from `arena.duckdb`; new games took their place): {', '.join(report['lost'])}."]
    c = report.get("cost")
    if c:
        lines += ["", f"Model calls: {c['calls']}, tokens {c['tokens']}, cost ${c['cost_usd']:.4f} "
                  f"over {c['games']} games; per game ${mean(c['cost_per_game'], 4)}, "
                  f"tokens {mean(c['tokens_per_game'], 0)}."]
    out.append(("Fallbacks and cost", lines, None))
    comp = report.get("comparison")
    if comp:
        rows = [[r["camp"], rate(r["with"]), rate(r["without"]), delta(r)] for r in comp["camps"]]
        lines = _table(["camp", comp["board"], comp["against"], "difference, points (Newcombe 95%, z test)"],
                       rows)
        chi = comp["chi2"]
        lines += ["", f"Outcomes (winner or draw) distributed alike on both boards: chi-square "
                  f"{chi['statistic']:.2f}, {chi['dof']} degrees of freedom, p = {chi['p_fmt']}."]
        out.append((f"{comp['board']} against {comp['against']}", lines, "comparison"))
    t = report.get("tune")
    if t:
        rows = [[f"{p['value']:g}", rate(p["rate"]), "–" if p["distance"] is None else
                 f"{100 * p['distance']:.1f}", "yes" if p["in_race"] else "dropped"]
                for p in t["points"]]
        lines = [f"Parameter `{t['param']}`; target: `{t['camp']}` win rate in "
                 f"{pct(t['band'][0])}–{pct(t['band'][1])}. Best value: **{t['best']}** "
                 f"({'decided' if t['decided'] else 'not decided: several values remain'}).", ""]
        lines += _table(["value", f"{t['camp']} win rate (Wilson 95%)",
                         "distance to the band's centre (points)", "in the race"], rows)
        lines += ["", "Racing: every value gets the minimum of games, then only values that can "
                  "still be the closest to the target get more; a value is dropped when even its "
                  "most favourable distance is larger than the best value's least favourable one."]
        out.append(("Tuning", lines, "tune"))
    return out


def markdown(report: dict[str, Any], plot_dir: str = "plots") -> str:
    """The report in Markdown (figures linked from ``plot_dir``)."""
    lines = [f"# {report['title']}", "", f"*Generated {report['generated']}.*", ""]
    for heading, body, fig in sections(report):
        lines += [f"## {heading}", "", *body, ""]
        if fig is not None and fig in report.get("_figures", ()):
            lines += [f"![{FIGURES[fig]}]({plot_dir}/{fig}.png)", ""]
    return "\n".join(lines)


def _md_to_html(lines: list[str]) -> str:
    """The report's Markdown subset (tables, bold, italics, code, quotes, paragraphs)."""
    import re

    def inline(s: str) -> str:
        s = htmlmod.escape(s)
        s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
        s = re.sub(r"\*(.+?)\*", r"<i>\1</i>", s)
        return re.sub(r"`(.+?)`", r"<code>\1</code>", s)

    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("| "):
            rows = []
            while i < len(lines) and lines[i].startswith("|"):
                rows.append(lines[i])
                i += 1
            head = [c.strip() for c in rows[0].strip("|").split("|")]
            out.append("<table><tr>" + "".join(f"<th>{inline(c)}</th>" for c in head) + "</tr>")
            for r in rows[2:]:
                out.append("<tr>" + "".join(f"<td>{inline(c.strip())}</td>"
                                            for c in r.strip("|").split("|")) + "</tr>")
            out.append("</table>")
            continue
        if line.startswith("> "):
            out.append(f"<blockquote>{inline(line[2:])}</blockquote>")
        elif line.strip():
            out.append(f"<p>{inline(line)}</p>")
        i += 1
    return "\n".join(out)


def html(report: dict[str, Any], figures: dict[str, bytes]) -> str:
    """The report as one self-contained HTML page (figures inlined)."""
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>{htmlmod.escape(report['title'])}"
             f"</title><style>{CSS}blockquote{{border-left:3px solid #c9d3df;margin:8px 0;"
             f"padding:4px 12px;color:#3a4651}}</style></head><body>",
             f"<header><h1>{htmlmod.escape(report['title'])}</h1><p>generated "
             f"{report['generated']}</p></header><main>"]
    for heading, body, fig in sections(report):
        parts.append(f"<section><h2>{htmlmod.escape(heading)}</h2>{_md_to_html(body)}")
        if fig is not None and fig in figures:
            b64 = base64.b64encode(figures[fig]).decode()
            parts.append(f"<img alt='{htmlmod.escape(FIGURES[fig])}' src='data:image/png;base64,{b64}'>")
        parts.append("</section>")
    parts.append("</main></body></html>")
    return "\n".join(parts)


def write(report: dict[str, Any], out_dir: Path) -> dict[str, Path]:
    """``report.json``, ``report.md`` + ``plots/*.png`` and ``report.html`` in ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    figures = plots.figures(report)
    (out_dir / "plots").mkdir(exist_ok=True)
    for name, data in figures.items():
        (out_dir / "plots" / f"{name}.png").write_bytes(data)
    paths = {"json": out_dir / "report.json", "md": out_dir / "report.md",
             "html": out_dir / "report.html"}
    paths["json"].write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    paths["md"].write_text(markdown({**report, "_figures": list(figures)}), encoding="utf-8")
    paths["html"].write_text(html(report, figures), encoding="utf-8")
    return paths
