"""The report's figures (matplotlib, rendered off-screen to PNG bytes)."""

from __future__ import annotations

import io
from typing import Optional

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from arena.results.analysis import RunData  # noqa: E402
from arena.results.headtohead import Matrix  # noqa: E402
from arena.results.stats import Mean, Rate  # noqa: E402

PALETTE = ["#3b6fb6", "#d9822b", "#2e9c6a", "#b6423b", "#7b5ea7", "#8c6d3f", "#c2549d",
           "#5f6b73", "#9da23a", "#2aa5b8"]
DRAW_COLOR = "#8a8a8a"
#: a point of a deception panel needs this many games and observations, else it is left out
#: (listed under the panel): an interval from a handful of PK votes says nothing
MIN_GAMES = 5
MIN_OBS = 10
#: the headline deception metrics, one panel each (rows: agent · camp or pair)
HEADLINE = ["vote_accuracy", "vote_attraction", "survival", "key_role_survival", "claim_honesty",
            "opponent_false_claim_believed", "false_accusation_uptake", "vote_swing", "brier",
            "claims_believed", "accusations_followed"]


def png(fig: plt.Figure) -> bytes:
    """A figure as PNG bytes (closed afterwards)."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110, bbox_inches="tight")
    plt.close(fig)
    return buf.getvalue()


def _color(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def _camp_color(data: RunData, camp: str) -> str:
    """The ruleset's colour for ``camp`` (``Presentation.camp_colors``), else one by its place."""
    if camp == "draw":
        return DRAW_COLOR
    if camp in data.camp_colors:
        return data.camp_colors[camp]
    return _color(data.camps.index(camp)) if camp in data.camps else "#666666"


def leaderboard(data: RunData) -> bytes:
    """Ratings with their ~95% intervals: overall, then each camp's table."""
    rows = [(r.label, r.mu, r.low, r.high, "") for r in data.ratings]
    rows += [(r.label, r.mu, r.low, r.high, c) for c, table in data.camp_ratings.items()
             for r in table]
    fig, ax = plt.subplots(figsize=(8, 0.42 * len(rows) + 1.2))
    for y, (name, mu, lo, hi, group) in enumerate(reversed(rows)):
        col = "#222222" if not group else _camp_color(data, group)
        ax.errorbar(mu, y, xerr=[[max(0.0, mu - lo)], [max(0.0, hi - mu)]], fmt="o", color=col, capsize=4, lw=2)
        ax.text(hi + 0.4, y, f"{mu:.1f}", va="center", fontsize=8, color=col)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r[0] for r in reversed(rows)])
    ax.axvline(25, color="#bbbbbb", lw=1, ls="--")
    ax.set_xlabel("openskill rating  (μ ± 2σ, start 25)")
    ax.set_title("Leaderboard")
    ax.grid(axis="x", alpha=0.3)
    return png(fig)


def _bars(ax: plt.Axes, groups: list[str], series: list[tuple[str, list[Optional[Rate]]]]) -> None:
    width = 0.8 / max(1, len(series))
    for j, (label, rates) in enumerate(series):
        xs, ys, lo, hi, ns = [], [], [], [], []
        for i, r in enumerate(rates):
            if r is None or not r.n:
                continue
            xs.append(i + (j - (len(series) - 1) / 2) * width)
            ys.append(100 * r.p)
            lo.append(max(0.0, 100 * (r.p - r.low)))
            hi.append(max(0.0, 100 * (r.high - r.p)))
            ns.append(r.games or r.n)
        ax.bar(xs, ys, width * 0.95, yerr=[lo, hi], capsize=3, color=_color(j), label=label)
        for x, n in zip(xs, ns):
            ax.text(x, 1.5, f"{n}g", ha="center", va="bottom", fontsize=6, color="white")
    ax.set_xticks(range(len(groups)))
    ax.set_xticklabels(groups)
    ax.set_ylim(0, 100)
    ax.set_ylabel("seats won %  (95% over games)")
    ax.grid(axis="y", alpha=0.3)


def win_by_camp(data: RunData) -> bytes:
    """Win rate of every agent in every camp (the number of games at the foot of each bar)."""
    groups = ["all", *data.camps]
    fig, ax = plt.subplots(figsize=(max(6, 1.6 * len(groups) * max(1, len(data.agents)) / 2), 4))
    _bars(ax, groups, [(a, [data.win.get(a, {}).get(c) for c in groups]) for a in data.agents])
    ax.set_xticklabels([g or "none" for g in groups])
    ax.set_title("Win rate by camp  (g = games)")
    ax.legend(fontsize=8)
    return png(fig)


def win_by_role(data: RunData) -> bytes:
    """Win rate of each dealt card, all agents together (horizontal bars, n games)."""
    roles = sorted(data.win_role)
    fig, ax = plt.subplots(figsize=(8, 0.32 * len(roles) + 1.5))
    ys, xs, lo, hi = [], [], [], []
    for i, role in enumerate(roles):
        r = data.win_role[role].get("all")
        if r is None or not r.n:
            continue
        ys.append(i)
        xs.append(100 * r.p)
        lo.append(max(0.0, 100 * (r.p - r.low)))
        hi.append(max(0.0, 100 * (r.high - r.p)))
        ax.text(101, i, f"{r.games} games", va="center", fontsize=7, color="#555555")
    ax.barh(ys, xs, 0.7, xerr=[lo, hi], capsize=2, color=_color(0))
    ax.set_yticks(range(len(roles)))
    ax.set_yticklabels(roles)
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("seats won %  (95% over games; all agents)")
    ax.set_title("Win rate by card")
    ax.grid(axis="x", alpha=0.3)
    return png(fig)


def head_to_head(data: RunData) -> Optional[bytes]:
    """One heat map per deceiving camp: its win rate for each pairing of the agent that played
    it (rows) and the agent that played the detectors (columns), with the detectors' lift over
    chance and the number of games in each cell."""
    mats: list[Matrix] = data.head_to_head
    if not mats:
        return None
    fig, axes = plt.subplots(1, len(mats), figsize=(4.6 * len(mats), 3.6), squeeze=False)
    for ax, m in zip(axes.flat, mats):
        grid = [[(m.cell(r, c).wins.p if m.cell(r, c) else float("nan")) for c in m.detecting]
                for r in m.deceivers]
        ax.imshow(grid, vmin=0, vmax=1, cmap="RdBu_r", aspect="auto")
        for i, r in enumerate(m.deceivers):
            for j, c in enumerate(m.detecting):
                cell = m.cell(r, c)
                if cell is None:
                    ax.text(j, i, "never met", ha="center", va="center", fontsize=7)
                    continue
                lift = cell.lift.mean
                dark = abs(cell.wins.p - 0.5) > 0.3  # the colour map's ends: white text reads
                ax.text(j, i, f"{100 * cell.wins.p:.0f}% won\nlift "
                        f"{'–' if lift is None else f'{lift:+.2f}'}\n{cell.wins.n} games",
                        ha="center", va="center", fontsize=7, color="white" if dark else "black")
        ax.set_xticks(range(len(m.detecting)))
        ax.set_xticklabels([f"{a}" for a in m.detecting], fontsize=8)
        ax.set_yticks(range(len(m.deceivers)))
        ax.set_yticklabels(m.deceivers, fontsize=8)
        ax.set_xlabel(f"playing {m.detectors} (detectors)")
        ax.set_ylabel(f"playing {m.camp} (deceivers)")
        ax.set_title(f"{m.camp} vs {m.detectors}", fontsize=9)
    fig.tight_layout()
    return png(fig)


def game_length(data: RunData) -> bytes:
    """Histogram of game length in days, stacked by the winning camp."""
    fig, ax = plt.subplots(figsize=(7, 3.6))
    if data.days:
        lo, hi = min(data.days), max(data.days)
        bins = [x - 0.5 for x in range(lo, hi + 2)]
        labels = sorted(data.days_by_winner)
        ax.hist([data.days_by_winner[w] for w in labels], bins=bins, stacked=True,
                color=[_camp_color(data, w) for w in labels], label=labels)
        ax.legend(title="winner", fontsize=8)
    ax.set_xlabel("days")
    ax.set_ylabel("games")
    ax.set_title(f"Game length (mean {data.length.fmt(1)})")
    ax.grid(axis="y", alpha=0.3)
    return png(fig)


def cost(data: RunData) -> Optional[bytes]:
    """Cost and tokens per game for agents that call models (``None`` when none did)."""
    agents = [a for a in data.agents if a in data.cost]
    if not agents:
        return None
    fig, axes = plt.subplots(1, 2, figsize=(9, 3.4))
    for ax, key, label in ((axes[0], "cost", "USD per game"), (axes[1], "tokens", "tokens per game")):
        ms: list[Mean] = [data.cost[a][key] for a in agents]
        ax.bar(range(len(agents)), [m.mean or 0 for m in ms],
               yerr=[[max(0.0, (m.mean or 0) - (m.low if m.low is not None else m.mean or 0)) for m in ms],
                     [max(0.0, (m.high if m.high is not None else m.mean or 0) - (m.mean or 0))
                      for m in ms]],
               color=[_color(data.agents.index(a)) for a in agents], capsize=4)
        ax.set_xticks(range(len(agents)))
        ax.set_xticklabels(agents)
        ax.set_title(label)
        ax.grid(axis="y", alpha=0.3)
    return png(fig)


def _enough(s: object) -> bool:
    """Whether a figure rests on enough data to be plotted (:data:`MIN_GAMES`, :data:`MIN_OBS`)."""
    n = getattr(s, "n", 0)
    games = getattr(s, "games", 0) or n
    return n >= MIN_OBS and games >= MIN_GAMES


def deception(data: RunData) -> Optional[bytes]:
    """Small multiples: each headline deception metric per agent and camp (or pair of camps)
    with its interval over games and its n; points with too little data are left out and
    counted under their panel."""
    panels: dict[str, list[tuple[str, str, object]]] = {}
    hidden: dict[str, int] = {}
    for m in data.metrics:
        if m.key in HEADLINE:
            for a in data.agents:
                if a not in m.by:
                    continue
                if _enough(m.by[a]):
                    panels.setdefault(m.key, []).append((a, m.group, m.by[a]))
                else:
                    hidden[m.key] = hidden.get(m.key, 0) + 1
    if not panels:
        return None
    keys = [k for k in HEADLINE if k in panels]
    titles = {m.key: m.title.strip(" …") + (f"  ({m.better} is better)" if m.better else "")
              for m in data.metrics}
    cols = 3
    rows = (len(keys) + cols - 1) // cols
    height = max(len(panels[k]) for k in keys)
    fig, axes = plt.subplots(rows, cols, figsize=(11, (0.25 * height + 1.4) * rows), squeeze=False)
    for ax in axes.flat[len(keys):]:
        ax.axis("off")
    for ax, key in zip(axes.flat, keys):
        points = panels[key]
        for i, (a, group, s) in enumerate(points):
            v = s.p if isinstance(s, Rate) else s.mean  # type: ignore[union-attr]
            lo = s.low if s.low is not None else v  # type: ignore[union-attr]
            hi = s.high if s.high is not None else v  # type: ignore[union-attr]
            ax.errorbar(v, i, xerr=[[max(0.0, v - lo)], [max(0.0, hi - v)]], fmt="o",
                        color=_color(data.agents.index(a)), capsize=3)
        ax.set_yticks(range(len(points)))
        ax.set_yticklabels([f"{a} · {group}  (n={s.n}, {getattr(s, 'games', 0)}g)"  # type: ignore[attr-defined]
                            for a, group, s in points], fontsize=7)
        ax.set_ylim(-0.7, len(points) - 0.3)
        ax.set_title(titles[key], fontsize=8)
        if hidden.get(key):
            ax.set_xlabel(f"{hidden[key]} more with < {MIN_GAMES} games or < {MIN_OBS} "
                          f"observations: see the table", fontsize=6)
        ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return png(fig)
