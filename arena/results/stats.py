"""Small statistics with the game as the unit: rates and means over observations (seats,
ballots, claims...) grouped by the game they come from.

Observations of one game are not independent (the seats of a game share its outcome), so
every interval here treats the *game* as the independent unit:

* :func:`clustered_rate` — the pooled share ``sum k / sum n`` over games, its variance from
  the spread of the games' contributions (the linearised, cluster-robust variance of a ratio
  estimator), turned into a Wilson interval on the *effective* number of observations
  ``n_eff = p(1-p) / var`` (Kish's design effect), with Korn & Graubard's degrees-of-freedom
  correction ``(z / t_{G-1})^2`` for few games.  Never wider than ``[0, 1]``; with every
  observation a success (or a failure) ``n_eff`` is the number of games.
* :func:`clustered_mean` — the pooled mean, the same cluster-robust variance, a Student
  interval with ``G - 1`` degrees of freedom.
* :func:`wilson` — the plain Wilson interval, right when each observation is its own game
  (one outcome per game).

``Rate.n`` / ``Mean.n`` count observations, ``games`` the games they came from; ``unit`` says
what an observation is.  Formatted figures say both.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Optional

Z95 = 1.959963984540054


def t_quantile(df: int, p: float = 0.975) -> float:
    """Student's t quantile: exact for 1 and 2 degrees of freedom, the Cornish–Fisher
    expansion (Abramowitz & Stegun 26.7.5, error < 0.005 at df = 3) above; the normal
    quantile for ``p = 0.975`` and large ``df``."""
    if df < 1:
        raise ValueError("t quantile needs df >= 1")
    if df == 1:
        return math.tan(math.pi * (p - 0.5))
    if df == 2:
        return (2 * p - 1) / math.sqrt(2 * p * (1 - p))
    z = _normal_quantile(p)
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4


def _normal_quantile(p: float) -> float:
    """The standard normal quantile (Acklam's rational approximation, refined once)."""
    if p == 0.975:
        return Z95
    a = (-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
         1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00)
    b = (-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
         6.680131188771972e+01, -1.328068155288572e+01)
    c = (-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
         -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00)
    d = (7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
         3.754408661907416e+00)
    if p < 0.02425:
        q = math.sqrt(-2 * math.log(p))
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / \
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    elif p > 1 - 0.02425:
        return -_normal_quantile(1 - p)
    else:
        q = p - 0.5
        r = q * q
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / \
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
    e = 0.5 * math.erfc(-x / math.sqrt(2)) - p
    u = e * math.sqrt(2 * math.pi) * math.exp(x * x / 2)
    return x - u / (1 + x * u / 2)


def _count(n: float, unit: str) -> str:
    return f"{n:g} {unit}".strip() if unit else f"{n:g}"


@dataclass(frozen=True)
class Rate:
    """``k`` successes out of ``n`` observations (from ``games`` games; 0 = each observation
    is its own game) with a 95% interval ``[low, high]``; ``unit`` names an observation."""

    k: float
    n: int
    low: float
    high: float
    games: int = 0
    unit: str = ""

    @property
    def p(self) -> Optional[float]:
        """The share (``None`` without data)."""
        return self.k / self.n if self.n else None

    def count(self) -> str:
        """What the figure counts: ``"576 seats in 48 games"`` (or ``"48 games"``)."""
        if self.games and self.unit != "games":
            return f"{_count(self.n, self.unit)} in {self.games} games"
        return _count(self.n, self.unit or "")

    def fmt(self, pct: bool = True) -> str:
        """``"62% [48–74] n=40 seats in 20 games"`` (or ``"–"`` without data)."""
        if not self.n:
            return "–"
        if pct:
            return (f"{100 * self.p:.0f}% [{100 * self.low:.0f}–{100 * self.high:.0f}] "
                    f"n={self.count()}")
        return f"{self.p:.3f} [{self.low:.3f}–{self.high:.3f}] n={self.count()}"


def _wilson_bounds(p: float, n: float, z: float) -> tuple[float, float]:
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z2 / (4 * n * n))) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def wilson(k: float, n: int, z: float = Z95, unit: str = "games") -> Rate:
    """Wilson score interval for a binomial proportion (Wilson 1927), for independent
    observations (one per game); ``[0, 1]`` when ``n == 0``."""
    if n <= 0:
        return Rate(0, 0, 0.0, 1.0, 0, unit)
    low, high = _wilson_bounds(k / n, n, z)
    return Rate(k, n, 0.0 if k <= 0 else low, 1.0 if k >= n else high, 0, unit)


def clustered_rate(per_game: Iterable[tuple[float, float]], unit: str = "") -> Rate:
    """The share of successes over games, each game giving ``(successes, observations)``;
    the interval treats games as the independent unit (see the module docstring)."""
    rows = [(float(k), float(n)) for k, n in per_game if n > 0]
    g = len(rows)
    k = sum(r[0] for r in rows)
    n = sum(r[1] for r in rows)
    if g == 0 or n <= 0:
        return Rate(0, 0, 0.0, 1.0, 0, unit)
    p = k / n
    if g == 1:
        n_eff = 1.0  # one game: nothing to say about the spread between games
    else:
        var = g / (g - 1) * sum((kg - p * ng) ** 2 for kg, ng in rows) / (n * n)
        n_eff = float(g) if p in (0.0, 1.0) else (min(n, p * (1 - p) / var) if var > 0 else n)
        n_eff *= (Z95 / t_quantile(g - 1)) ** 2  # Korn & Graubard: few games, wider
    low, high = _wilson_bounds(p, n_eff, Z95)
    return Rate(k, int(round(n)), 0.0 if k <= 0 else low, 1.0 if k >= n else high, g, unit)


@dataclass(frozen=True)
class Mean:
    """Mean of ``n`` observations (from ``games`` games) with a 95% interval; ``unit`` names an
    observation."""

    mean: Optional[float]
    n: int
    low: Optional[float]
    high: Optional[float]
    sd: Optional[float] = None
    games: int = 0
    unit: str = ""

    def count(self) -> str:
        """What the figure counts: ``"120 claims in 40 games"``."""
        if self.games and self.unit != "games":
            return f"{_count(self.n, self.unit)} in {self.games} games"
        return _count(self.n, self.unit or "")

    def fmt(self, digits: int = 2) -> str:
        """``"1.23 [1.01–1.45] n=120 claims in 40 games"`` (or ``"–"`` without data)."""
        if self.mean is None:
            return "–"
        if self.low is None:
            return f"{self.mean:.{digits}f} n={self.count()}"
        return (f"{self.mean:.{digits}f} [{self.low:.{digits}f}–{self.high:.{digits}f}] "
                f"n={self.count()}")


def mean_ci(values: Iterable[float], z: float = Z95, unit: str = "games") -> Mean:
    """Sample mean of independent values (one per game) with a Student 95% interval (none for
    fewer than two values)."""
    xs = [float(v) for v in values]
    n = len(xs)
    if n == 0:
        return Mean(None, 0, None, None, unit=unit)
    m = sum(xs) / n
    if n < 2:
        return Mean(m, n, None, None, unit=unit)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    half = (t_quantile(n - 1) if z == Z95 else z) * sd / math.sqrt(n)
    return Mean(m, n, m - half, m + half, sd, unit=unit)


Bounds = tuple[Optional[float], Optional[float]]


def clustered_mean(per_game: Iterable[tuple[float, float]], unit: str = "",
                   bounds: Bounds = (None, None)) -> Mean:
    """The mean over games, each game giving ``(sum of its values, number of values)``; a
    Student interval on the cluster-robust standard error (games as the unit).

    ``bounds``: the values' range ``(lo, hi)`` (either may be ``None``).  The interval never
    leaves it, and when the games do not differ at all (every game's mean the same, e.g. every
    value 0) but the range is bounded on both sides, the spread between games cannot be
    measured: as for a rate (:func:`clustered_rate`), the interval is then the cautious one of
    one value per game (a value in ``[lo, hi]`` with mean ``m`` has variance at most
    ``(m - lo)(hi - m)``: Wilson's interval on the rescaled mean with n = the games), never a
    point."""
    rows = [(float(s), float(c)) for s, c in per_game if c > 0]
    g = len(rows)
    n = sum(r[1] for r in rows)
    if g == 0:
        return Mean(None, 0, None, None, unit=unit)
    m = sum(r[0] for r in rows) / n
    if g < 2:
        return Mean(m, int(n), None, None, None, g, unit)
    var = g / (g - 1) * sum((s - m * c) ** 2 for s, c in rows) / (n * n)
    lo, hi = bounds
    if var <= 1e-12 * max(1.0, m * m) and lo is not None and hi is not None and hi > lo:
        p = min(1.0, max(0.0, (m - lo) / (hi - lo)))
        low, high = _wilson_bounds(p, g * (Z95 / t_quantile(g - 1)) ** 2, Z95)
        return Mean(m, int(round(n)), lo + (hi - lo) * min(low, p),
                    lo + (hi - lo) * max(high, p), None, g, unit)
    half = t_quantile(g - 1) * math.sqrt(var)
    low, high = m - half, m + half
    if lo is not None:
        low = max(lo, low)
    if hi is not None:
        high = min(hi, high)
    return Mean(m, int(round(n)), low, high, None, g, unit)
