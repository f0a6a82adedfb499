"""The statistics of a balance report, every interval over games (the independent unit):
differences of two win rates (Newcombe's interval, a two-sided z test), a test that two
boards' outcomes are distributed alike (chi-square), and rank correlation (Spearman).  Rates of
events that happen several times per game use :func:`arena.results.stats.clustered_rate`."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Sequence

from arena.results.stats import Z95, Rate, wilson


@dataclass(frozen=True)
class Diff:
    """``a − b`` of two win rates with a 95% interval and the p-value of "no difference"."""

    delta: Optional[float]
    low: float
    high: float
    p_value: Optional[float]
    a: Rate
    b: Rate

    @property
    def width(self) -> float:
        """The interval's width."""
        return self.high - self.low

    @property
    def significant(self) -> bool:
        """The interval excludes 0."""
        return self.delta is not None and (self.low > 0 or self.high < 0)

    def fmt(self) -> str:
        if self.delta is None:
            return "–"
        return (f"{100 * self.delta:+.1f} pts [{100 * self.low:+.1f}, {100 * self.high:+.1f}]"
                f" p={fmt_p(self.p_value)}")


def fmt_p(p: Optional[float]) -> str:
    """A p-value as text."""
    if p is None:
        return "–"
    return "<0.001" if p < 0.001 else f"{p:.3f}"


def normal_sf(z: float) -> float:
    """P(Z > z) for a standard normal."""
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def difference(k1: float, n1: int, k2: float, n2: int) -> Diff:
    """Newcombe's hybrid score interval (method 10, from the two Wilson intervals) for
    ``k1/n1 − k2/n2``, and the pooled two-proportion z test."""
    a, b = wilson(k1, n1), wilson(k2, n2)
    if not n1 or not n2:
        return Diff(None, -1.0, 1.0, None, a, b)
    p1, p2 = k1 / n1, k2 / n2
    d = p1 - p2
    low = d - math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2)
    high = d + math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2)
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    p = 1.0 if se == 0 else 2 * normal_sf(abs(d) / se)
    return Diff(d, max(-1.0, low), min(1.0, high), p, a, b)


def _gammaincc(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x)."""
    if x <= 0:
        return 1.0
    if x < a + 1:  # series for P, then Q = 1 - P
        term = total = 1.0 / a
        n = a
        for _ in range(500):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-14:
                break
        return max(0.0, 1.0 - total * math.exp(-x + a * math.log(x) - math.lgamma(a)))
    b = x + 1 - a  # continued fraction for Q (Lentz)
    c = 1 / 1e-300
    d = 1 / b
    h = d
    for i in range(1, 500):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-14:
            break
    return min(1.0, math.exp(-x + a * math.log(x) - math.lgamma(a)) * h)


def chi2_sf(x: float, dof: int) -> float:
    """P(X > x) for a chi-square variable with ``dof`` degrees of freedom."""
    return _gammaincc(dof / 2.0, x / 2.0)


def homogeneity(a: dict[str, int], b: dict[str, int]) -> tuple[Optional[float], int, float]:
    """Chi-square test that two boards' outcomes (outcome -> games) come from one distribution:
    ``(p-value, degrees of freedom, statistic)``; ``None`` when there is nothing to compare."""
    keys = [k for k in sorted(set(a) | set(b)) if a.get(k, 0) + b.get(k, 0) > 0]
    na, nb = sum(a.values()), sum(b.values())
    if len(keys) < 2 or not na or not nb:
        return None, 0, 0.0
    n = na + nb
    stat = 0.0
    for k in keys:
        col = a.get(k, 0) + b.get(k, 0)
        for row_n, obs in ((na, a.get(k, 0)), (nb, b.get(k, 0))):
            exp = row_n * col / n
            stat += (obs - exp) ** 2 / exp
    dof = len(keys) - 1
    return chi2_sf(stat, dof), dof, stat


def _ranks(xs: Sequence[float]) -> list[float]:
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    ranks = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


@dataclass(frozen=True)
class Correlation:
    """Spearman's rank correlation with a 95% interval (Fisher's z, Bonett–Wright variance)."""

    rho: Optional[float]
    low: Optional[float]
    high: Optional[float]
    n: int

    def fmt(self) -> str:
        if self.rho is None:
            return "–"
        ci = "" if self.low is None else f" [{self.low:.2f}, {self.high:.2f}]"
        return f"ρ = {self.rho:.2f}{ci} (n={self.n})"


def spearman(x: Sequence[float], y: Sequence[float], z: float = Z95) -> Correlation:
    """Rank correlation of paired values."""
    n = len(x)
    if n < 3:
        return Correlation(None, None, None, n)
    rx, ry = _ranks(x), _ranks(y)
    mx, my = sum(rx) / n, sum(ry) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    sy = math.sqrt(sum((b - my) ** 2 for b in ry))
    if sx == 0 or sy == 0:
        return Correlation(None, None, None, n)
    rho = max(-1.0, min(1.0, sxy / (sx * sy)))
    if n < 4 or abs(rho) >= 1.0:
        return Correlation(rho, None, None, n)
    se = math.sqrt((1 + rho * rho / 2) / (n - 3))
    zr = math.atanh(rho)
    return Correlation(rho, math.tanh(zr - z * se), math.tanh(zr + z * se), n)
