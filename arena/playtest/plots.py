"""The balance report's figures, drawn from the report data (:mod:`.balance`) as PNG bytes."""

from __future__ import annotations

from typing import Any, Optional

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from arena.reports.plots import PALETTE, png  # noqa: E402

from .stats import fmt_p  # noqa: E402

DRAW = "#8a8a8a"
BAND = "#2e9c6a"


def _colour(report: dict[str, Any], camp: str, i: int = 0) -> str:
    if camp == "draw":
        return DRAW
    return report.get("camp_colors", {}).get(camp) or PALETTE[i % len(PALETTE)]


def camps(report: dict[str, Any]) -> bytes:
    """Each camp's win rate (Wilson 95%) against its target band."""
    rows = report["camps"]
    fig, ax = plt.subplots(figsize=(7.5, 0.7 * len(rows) + 1.4))
    for y, c in enumerate(reversed(rows)):
        lo, hi = c["band"]
        ax.fill_betweenx([y - 0.35, y + 0.35], 100 * lo, 100 * hi, color=BAND, alpha=0.18, lw=0)
        if c["n"]:
            p = 100 * c["rate"]
            ax.errorbar(p, y, xerr=[[p - 100 * c["low"]], [100 * c["high"] - p]], fmt="o",
                        color=_colour(report, c["camp"], y), capsize=5, lw=2, ms=7)
            ax.text(100 * c["high"] + 1.5, y, f"{p:.0f}%  {c['verdict']}", va="center", fontsize=8)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([f"{c['camp']} ({c['name']['en']})" for c in reversed(rows)])
    ax.set_xlim(0, 100)
    ax.set_xlabel(f"win rate %  (Wilson 95% over {report['games']} games; green: target band)")
    ax.set_title("Win rate by camp")
    ax.grid(axis="x", alpha=0.3)
    return png(fig)


def impacts(report: dict[str, Any]) -> Optional[bytes]:
    """Each role's impact: its camp's win rate with the role minus with the plain card."""
    rows = [r for r in report["roles"] if r.get("impact") and r["impact"]["delta"] is not None]
    if not rows:
        return None
    rows.sort(key=lambda r: r["impact"]["delta"])
    fig, ax = plt.subplots(figsize=(8, 0.36 * len(rows) + 1.5))
    for y, r in enumerate(rows):
        d = r["impact"]
        col = _colour(report, r["camp"], y)
        ax.errorbar(100 * d["delta"], y, xerr=[[100 * (d["delta"] - d["low"])],
                                                [100 * (d["high"] - d["delta"])]],
                    fmt="o", mfc=col if d["significant"] else "white",
                    color=col, capsize=3, lw=1.6)
    ax.axvline(0, color="#555555", lw=1)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([f"{r['role']}{' (new)' if r['new'] else ''} → {r['plain']}" for r in rows],
                       fontsize=8)
    ax.set_xlabel("impact: its camp's win rate with the role − with the plain card (points, "
                  "Newcombe 95%; filled = significant)")
    ax.set_title("Role impact")
    ax.grid(axis="x", alpha=0.3)
    return png(fig)


def usage(report: dict[str, Any]) -> Optional[bytes]:
    """When skills were used: uses per phase, one row per role's skill (darker = more)."""
    rows = [(r, k) for r in report["roles"] for k in r["skills"] if k["games"]]
    rows = [(r, k) for r, k in rows if k["by_phase"]]
    if not rows:
        return None
    phases: list[str] = []
    for _, k in rows:
        for p in k["by_phase"]:
            if p not in phases:
                phases.append(p)
    from rulesets.engine.phases import order
    kinds = tuple(report.get("phase_kinds") or ("night", "day"))
    phases.sort(key=lambda p: (order(p, kinds), p))
    phases = phases[:16]
    grid = [[k["by_phase"].get(p, 0) / max(1, k["games"]) for p in phases] for _, k in rows]
    fig, ax = plt.subplots(figsize=(1.0 + 0.55 * len(phases) + 2.5, 0.32 * len(rows) + 1.6))
    im = ax.imshow(grid, aspect="auto", cmap="Blues", vmin=0)
    ax.set_xticks(range(len(phases)))
    ax.set_xticklabels(phases, rotation=45, ha="right", fontsize=7)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([f"{r['role']} · {k['skill']}" for r, k in rows], fontsize=7)
    fig.colorbar(im, ax=ax, label="uses per game dealt")
    ax.set_title("When skills were used")
    return png(fig)


def survival(report: dict[str, Any]) -> Optional[bytes]:
    """Share of each role's seats alive at the end (mean over games, 95%)."""
    rows = [r for r in report["roles"] if r["survival"]["mean"] is not None]
    if not rows:
        return None
    fig, ax = plt.subplots(figsize=(7.5, 0.3 * len(rows) + 1.4))
    for y, r in enumerate(rows):
        s = r["survival"]
        m = 100 * s["mean"]
        lo = 100 * (s["low"] if s["low"] is not None else s["mean"])
        hi = 100 * (s["high"] if s["high"] is not None else s["mean"])
        ax.errorbar(m, y, xerr=[[m - lo], [hi - m]], fmt="s", color=_colour(report, r["camp"], y),
                    capsize=2, ms=4)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r["role"] for r in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("alive at the end %  (mean over games, 95%)")
    ax.set_title("Survival by role")
    ax.grid(axis="x", alpha=0.3)
    return png(fig)


def length(report: dict[str, Any]) -> bytes:
    """Game length in days, stacked by the winning camp."""
    by = report["length"]["by_winner"]
    fig, ax = plt.subplots(figsize=(7, 3.4))
    if by:
        days = [d for ds in by.values() for d in ds]
        bins = [x - 0.5 for x in range(min(days), max(days) + 2)]
        labels = sorted(by)
        ax.hist([by[w] for w in labels], bins=bins, stacked=True,
                 color=[_colour(report, w, i) for i, w in enumerate(labels)], label=labels)
        ax.legend(title="winner", fontsize=8)
    ax.set_xlabel("days")
    ax.set_ylabel("games")
    ax.set_title("Game length by winner")
    ax.grid(axis="y", alpha=0.3)
    return png(fig)


def comparison(report: dict[str, Any]) -> Optional[bytes]:
    """Two boards side by side: each camp's win rate (Wilson 95%)."""
    comp = report.get("comparison")
    if not comp:
        return None
    rows = comp["camps"]
    fig, ax = plt.subplots(figsize=(7.5, 3.6))
    w = 0.38
    for j, (key, label) in enumerate((("with", comp["board"]), ("without", comp["against"]))):
        xs = [i + (j - 0.5) * w for i in range(len(rows))]
        ps = [100 * (r[key]["rate"] or 0) for r in rows]
        err = [[p - 100 * r[key]["low"] for p, r in zip(ps, rows)],
               [100 * r[key]["high"] - p for p, r in zip(ps, rows)]]
        ax.bar(xs, ps, w * 0.95, yerr=err, capsize=3, color=PALETTE[j], label=label)
    ax.set_xticks(range(len(rows)))
    ax.set_xticklabels([f"{r['camp']}\np={fmt_p(r['p_value'])}" for r in rows], fontsize=8)
    ax.set_ylim(0, 100)
    ax.set_ylabel("win rate %  (Wilson 95%)")
    ax.set_title("Board against board")
    ax.legend(fontsize=8)
    ax.grid(axis="y", alpha=0.3)
    return png(fig)


def tune_curve(report: dict[str, Any]) -> Optional[bytes]:
    """The tuned parameter's curve: the role's camp's win rate at each value, the band, the
    values still in the race (filled) and the best one."""
    t = report.get("tune")
    if not t:
        return None
    pts = [p for p in t["points"] if p["rate"]["n"]]
    fig, ax = plt.subplots(figsize=(7, 3.8))
    lo, hi = t["band"]
    xs = [p["value"] for p in t["points"]]
    ax.axhspan(100 * lo, 100 * hi, color=BAND, alpha=0.15, lw=0, label="target band")
    for p in pts:
        r = p["rate"]
        m = 100 * r["rate"]
        ax.errorbar(p["value"], m, yerr=[[m - 100 * r["low"]], [100 * r["high"] - m]], fmt="o",
                    color=PALETTE[0], mfc=PALETTE[0] if p["in_race"] else "white", capsize=4)
        ax.text(p["value"], 100 * r["high"] + 1.5, f"n={r['n']}", ha="center", fontsize=7)
    if t["best"] is not None:
        ax.axvline(t["best"], color=PALETTE[3], ls="--", lw=1, label=f"best: {t['best']:g}")
    ax.set_xticks(xs)
    ax.set_xlabel(t["param"])
    ax.set_ylabel(f"{t['camp']} win rate %  (Wilson 95%)")
    ax.set_ylim(0, 100)
    ax.set_title("Tuning curve (hollow: dropped from the race)")
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    return png(fig)


def figures(report: dict[str, Any]) -> dict[str, bytes]:
    """Every figure the report has data for, by name."""
    out = {"camps": camps(report), "length": length(report)}
    for name, fn in (("impacts", impacts), ("usage", usage), ("survival", survival),
                     ("comparison", comparison), ("tune", tune_curve)):
        fig = fn(report)
        if fig is not None:
            out[name] = fig
    return out
