"""``arena playtest --fit-strength RULESET``: strength values of roles fitted from the outcomes
of drafted games, beside the rulebook's own values where it prints them (a rulebook that
drafts boards with hand-assigned strength values declares them as ``Ruleset.strength``).

* **Drafts.** ``plain``: each game deals the board with every card that has a plain card of its
  camp replaced by it with probability 1/2 (independently per card, the same seats and camp
  sizes); ``deal``: each game is the ruleset's own deal, which already varies the cards (a
  rulebook that drafts: 哪吒).
* **Model.** A conditional logit over the camps dealt in a game: camp ``c`` wins with
  probability ∝ exp(α_c + Σ_r s_r · n_{r,c}), where n_{r,c} counts copies of card ``r`` dealt
  into ``c``.  ``s_r`` is the card's strength in log-odds of its camp winning per copy, relative
  to the plain card (strength 0); a small ridge keeps it finite.  Intervals: ±1.96 standard
  errors from the observed information.  With ``deal`` there is no plain card and a drafted
  board's camps have fixed sizes, so only differences between the cards of one camp are
  identified: each card's strength is reported relative to the mean of its camp's cards
  (a contrast, with its own standard error).  Draws and games won by a camp nobody was dealt into
  are left out (counted in the report).  Cards whose count never varies are not estimable.
* **Agreement.** Spearman's rank correlation with the rulebook's values (with ``deal``, both
  centred on their camp's mean, so that cards are ranked within their camp); a ruleset that
  prints none gets the split-half agreement instead (fits on the even and the odd games), which says
  how reproducible the ranking is, with a note.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Optional, Sequence

import numpy as np

from rulesets.engine import Storyteller
from rulesets.engine.custom import Design

from arena.tournaments.seating import GameSpec

from .arms import Arm
from .options import Options
from .stats import Correlation, spearman
from .summary import GameSummary, dealt_seats

RIDGE = 0.05
UNITS = {
    "plain": "log-odds of the card's camp winning, per copy, relative to the plain card of its "
             "camp (0); 95% Wald intervals",
    "deal": "log-odds of the card's camp winning, relative to the mean of the fitted cards of its "
            "camp (0: a drafted board's camps have fixed sizes, so only differences within a "
            "camp are identified); 95% Wald intervals; the rank correlation compares them with "
            "the rulebook's values centred on their camp's mean",
}
DRAFT_NOTE = {
    "plain": "each game's board replaces every card that has a plain card of its camp by that "
             "plain card with probability 1/2",
    "deal": "the ruleset's own deal drafts each game's cards",
}


@dataclass(frozen=True)
class DraftArm(Arm):
    """The drafted games of a strength fit: game ``k`` deals its own draft of the board."""

    cards: tuple[str, ...] = ()
    plains: tuple[tuple[str, str], ...] = ()   # (card, its plain card) that a draft may replace
    mode: str = "plain"

    def draft(self, k: int, seed: int) -> list[str]:
        """The cards of game ``k`` (before the shuffle)."""
        rng = random.Random(f"draft:{seed}:{k}")
        cards = list(self.cards)
        for card, plain in self.plains:
            if rng.random() < 0.5:
                cards = [plain if c == card else c for c in cards]
        return cards

    def spec(self, k: int, options: Options, n_seats: int, agent_key: str = "") -> GameSpec:
        """Game ``k``, dealt its draft (played as is)."""
        base = super().spec(k, options, n_seats, agent_key)
        if self.mode != "plain":
            return base
        rules = self.rules()
        deal = rules.deal_cards(rules.board_defaults, Storyteller(options.seed + k),
                                self.draft(k, options.seed))
        return replace(base, deal=tuple(deal))


def draft_arm(design: Design, mode: str) -> DraftArm:
    """The one arm of a strength fit."""
    if mode not in DRAFT_NOTE:
        raise ValueError(f"--draft is plain or deal, got {mode!r}")
    plains = tuple((c, design.plain_card_of(c)) for c in design.board_roles()
                   if design.plain_card_of(c) is not None) if mode == "plain" else ()
    return DraftArm("draft", "draft", design.variant_id(drafted=True),
                    design.spec(drafted=True), f"drafts of {design.board.name}",
                    cards=tuple(design.cards), plains=plains, mode=mode)  # type: ignore[arg-type]


def games_needed(arms: list[Arm], by_arm: dict[str, list[GameSummary]],
                 options: Options) -> dict[str, int]:
    """A strength fit plays ``max_games`` drafts (in rounds of ``batch``)."""
    n = len(by_arm.get("draft", []))
    left = options.max_games - n
    return {"draft": min(left, max(options.batch or 50, 1))} if left > 0 else {}


@dataclass
class Fit:
    """Fitted strengths: card -> (value, standard error), and what the fit used."""

    strength: dict[str, tuple[float, float]]
    not_estimable: list[str]
    games: int
    left_out: int
    camps: list[str]
    #: the covariance of the strengths (in the order of ``strength``)
    cov: np.ndarray = field(default_factory=lambda: np.zeros((0, 0)))

    def within_camp(self, camp_of: Mapping[str, str]) -> "Fit":
        """Each strength relative to the mean strength of its camp's cards (``camp_of``: card
        -> camp), with the contrast's standard error: what a board of fixed camp sizes
        identifies."""
        roles = list(self.strength)
        beta = np.array([self.strength[r][0] for r in roles])
        out: dict[str, tuple[float, float]] = {}
        for i, r in enumerate(roles):
            mates = [j for j, q in enumerate(roles) if camp_of[q] == camp_of[r]]
            c = np.zeros(len(roles))
            c[mates] -= 1.0 / len(mates)
            c[i] += 1.0
            out[r] = (float(c @ beta), float(np.sqrt(max(c @ self.cov @ c, 0.0))))
        return replace(self, strength=out)


def _design(games: Sequence[GameSummary], plain: set[str]) -> tuple[list[str], list[str], list]:
    camps = sorted({c for g in games for _, c, _, _ in dealt_seats(g)})
    counts: dict[str, set[int]] = {}
    for g in games:
        per: dict[str, int] = {}
        for card, _, _, _ in dealt_seats(g):
            per[card] = per.get(card, 0) + 1
        for card in set(per) | set(counts):
            counts.setdefault(card, set()).add(per.get(card, 0))
    roles = sorted(r for r, seen in counts.items() if r not in plain and len(seen) > 1)
    rows = []
    for g in games:
        dealt = sorted({c for _, c, _, _ in dealt_seats(g)})
        if g.winner not in dealt:
            continue
        x = np.zeros((len(dealt), len(camps) - 1 + len(roles)))
        for i, c in enumerate(dealt):
            j = camps.index(c)
            if j:
                x[i, j - 1] = 1.0
        for card, camp, _, _ in dealt_seats(g):
            if card in roles:
                x[dealt.index(camp), len(camps) - 1 + roles.index(card)] += 1.0
        rows.append((x, dealt.index(g.winner)))
    return camps, roles, rows


def fit(games: Sequence[GameSummary], plain: set[str], ridge: float = RIDGE) -> Fit:
    """The conditional logit of the module docstring, by Newton's method."""
    camps, roles, rows = _design(games, plain)
    k = len(camps) - 1 + len(roles)
    beta = np.zeros(k)
    pen = np.full(k, ridge)
    hess = -np.diag(pen)
    for _ in range(50):
        grad = -pen * beta
        hess = -np.diag(pen)
        for x, y in rows:
            u = x @ beta
            p = np.exp(u - u.max())
            p /= p.sum()
            mean = p @ x
            grad += x[y] - mean
            hess -= (x.T * p) @ x - np.outer(mean, mean)
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-8:
            break
    cov = np.linalg.inv(-hess) if k else np.zeros((0, 0))
    off = len(camps) - 1
    strength = {r: (float(beta[off + i]), float(np.sqrt(max(cov[off + i, off + i], 0.0))))
                for i, r in enumerate(roles)}
    seen = {card for g in games for card, _, _, _ in dealt_seats(g)}
    fixed = sorted(seen - set(roles) - plain)
    return Fit(strength, fixed, len(rows), len(games) - len(rows), camps, cov[off:, off:])


def _centred(values: Mapping[str, float], camp_of: Mapping[str, str]) -> dict[str, float]:
    """Each value minus the mean of its camp's values."""
    mean: dict[str, list[float]] = {}
    for r, v in values.items():
        mean.setdefault(camp_of[r], []).append(v)
    return {r: v - sum(mean[camp_of[r]]) / len(mean[camp_of[r]]) for r, v in values.items()}


def agreement(games: Sequence[GameSummary], result: Fit, plain: set[str],
              rulebook: dict[str, float], camp_of: Optional[Mapping[str, str]] = None
              ) -> tuple[str, Correlation, list[str]]:
    """``(what is compared, correlation, cards compared)``: with the rulebook's values if the
    ruleset prints them (``camp_of`` given: the fitted strengths are within-camp contrasts, so
    the rulebook's values are centred on their camp's mean too), else split-half."""
    if rulebook:
        both = [r for r in result.strength if r in rulebook]
        printed = {r: float(rulebook[r]) for r in both}
        if camp_of is not None:
            printed = _centred(printed, camp_of)
        return ("rulebook", spearman([result.strength[r][0] for r in both],
                                     [printed[r] for r in both]), both)

    def half(parity: int) -> Fit:
        f = fit([g for i, g in enumerate(games) if i % 2 == parity], plain)
        return f.within_camp(camp_of) if camp_of is not None else f
    even, odd = half(0), half(1)
    both = [r for r in even.strength if r in odd.strength]
    return ("split-half", spearman([even.strength[r][0] for r in both],
                                   [odd.strength[r][0] for r in both]), both)


def report(design: Design, games: Sequence[GameSummary], options: Options, mode: str,
           failed: int) -> dict[str, Any]:
    """The strength report as data."""
    rules = design.base
    plain = _plains(design) if mode == "plain" else set()
    result = fit(games, plain)
    camp_of = None
    if mode != "plain":
        camp_of = {r: rules.names.role(r).camp for r in result.strength}
        result = result.within_camp(camp_of)
    rulebook = {k: float(v) for k, v in rules.strength.items()}
    what, corr, compared = agreement(games, result, plain, rulebook, camp_of)
    rows = []
    for r, (v, se) in sorted(result.strength.items(), key=lambda kv: -kv[1][0]):
        role = rules.names.role(r)
        rows.append({"role": r, "zh": role.zh, "en": role.en, "camp": role.camp, "strength": v,
                     "low": v - 1.96 * se, "high": v + 1.96 * se, "se": se,
                     "rulebook": rulebook.get(r)})
    note = None if rulebook else (
        f"{rules.id} prints no strength values (a rulebook that drafts boards prints them); "
        "this run demonstrates the fit on its roles, and the rank correlation shown is the "
        "split-half agreement of two fits on the even and the odd games, not a comparison "
        "with a rulebook.")
    return {"title": f"Strength values: {design.board.name} ({rules.title})", "ruleset": rules.id,
            "draft": mode, "draft_note": DRAFT_NOTE[mode], "agents": options.agents,
            "games": len(games), "fitted_games": result.games, "left_out": result.left_out,
            "failed": failed, "camps": result.camps, "roles": rows,
            "not_estimable": result.not_estimable, "plain_cards": sorted(plain),
            "agreement": {"against": what, "rho": corr.rho, "low": corr.low, "high": corr.high,
                          "n": corr.n, "cards": compared},
            "note": note, "units": UNITS[mode]}


def _plains(design: Design) -> set[str]:
    return {p for c in design.board_roles() for p in [design.plain_card_of(c)] if p}


def markdown(rep: dict[str, Any]) -> str:
    """The strength report in Markdown."""
    lines = [f"# {rep['title']}", "",
             f"Drafts: {rep['draft_note']}.  Agents `{rep['agents']}`; {rep['games']} games, "
             f"{rep['fitted_games']} fitted ({rep['left_out']} draws or wins of an undealt camp "
             f"left out), {rep['failed']} failed.", "",
             f"Strength: {rep['units']}.", ""]
    if rep["note"]:
        lines += [f"**Note.** {rep['note']}", ""]
    lines += ["| card | camp | fitted strength [95%] | rulebook value |", "|---|---|---|---|"]
    for r in rep["roles"]:
        rb = "–" if r["rulebook"] is None else f"{r['rulebook']:g}"
        lines.append(f"| {r['role']} ({r['zh']}) | {r['camp']} | {r['strength']:+.2f} "
                     f"[{r['low']:+.2f}, {r['high']:+.2f}] | {rb} |")
    a = rep["agreement"]
    ci = "" if a["low"] is None else f" [{a['low']:.2f}, {a['high']:.2f}]"
    rho = "–" if a["rho"] is None else f"{a['rho']:.2f}{ci}"
    lines += ["", f"Rank correlation ({a['against']}, Spearman, {a['n']} cards): ρ = {rho}.", "",
              f"Reference (strength 0): {', '.join(rep['plain_cards']) or 'the mean of each camp'}; not "
              f"estimable (never varied): {', '.join(rep['not_estimable']) or '–'}."]
    return "\n".join(lines) + "\n"


def figure(rep: dict[str, Any]) -> Optional[bytes]:
    """Fitted strengths with intervals (and the rulebook's values on a second axis)."""
    rows = rep["roles"]
    if not rows:
        return None
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from arena.reports.plots import PALETTE, png
    camps = sorted({r["camp"] for r in rows})
    fig, ax = plt.subplots(figsize=(8, 0.34 * len(rows) + 1.5))
    for y, r in enumerate(rows):
        col = PALETTE[camps.index(r["camp"]) % len(PALETTE)]
        ax.errorbar(r["strength"], y, xerr=[[r["strength"] - r["low"]], [r["high"] - r["strength"]]],
                    fmt="o", color=col, capsize=3)
    ax.axvline(0, color="#555555", lw=1)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([f"{r['role']} ({r['camp']})" for r in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("fitted strength (log-odds per copy vs the plain card, 95%)")
    if any(r["rulebook"] is not None for r in rows):
        twin = ax.twiny()
        twin.plot([r["rulebook"] for r in rows], range(len(rows)), "kx", label="rulebook")
        twin.set_xlabel("rulebook value (x)")
    ax.set_title("Role strength fitted from drafted games")
    ax.grid(axis="x", alpha=0.3)
    return png(fig)
