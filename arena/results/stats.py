"""Small statistics: Wilson score intervals for win rates, means with normal intervals."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Optional

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Rate:
    """``k`` successes out of ``n`` with a Wilson score interval ``[low, high]``."""

    k: float
    n: int
    low: float
    high: float

    @property
    def p(self) -> Optional[float]:
        return self.k / self.n if self.n else None

    def fmt(self, pct: bool = True) -> str:
        """``"62% [48–74] n=40"`` (or ``"–"`` without data)."""
        if not self.n:
            return "–"
        if pct:
            return f"{100 * self.p:.0f}% [{100 * self.low:.0f}–{100 * self.high:.0f}] n={self.n}"
        return f"{self.p:.3f} [{self.low:.3f}–{self.high:.3f}] n={self.n}"


def wilson(k: float, n: int, z: float = Z95) -> Rate:
    """Wilson score interval for a binomial proportion (Wilson 1927): better than the normal
    interval near 0 and 1 and for small ``n``; ``[0, 1]`` when ``n == 0``."""
    if n <= 0:
        return Rate(0, 0, 0.0, 1.0)
    p = k / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    low = 0.0 if k <= 0 else max(0.0, centre - half)
    high = 1.0 if k >= n else min(1.0, centre + half)
    return Rate(k, n, low, high)


@dataclass(frozen=True)
class Mean:
    """Mean of ``n`` values with a normal-approximation 95% interval."""

    mean: Optional[float]
    n: int
    low: Optional[float]
    high: Optional[float]
    sd: Optional[float] = None

    def fmt(self, digits: int = 2) -> str:
        if self.mean is None:
            return "–"
        if self.low is None:
            return f"{self.mean:.{digits}f} n={self.n}"
        return f"{self.mean:.{digits}f} [{self.low:.{digits}f}–{self.high:.{digits}f}] n={self.n}"


def mean_ci(values: Iterable[float], z: float = Z95) -> Mean:
    """Sample mean with ``mean ± z·sd/√n`` (no interval for fewer than two values)."""
    xs = [float(v) for v in values]
    n = len(xs)
    if n == 0:
        return Mean(None, 0, None, None)
    m = sum(xs) / n
    if n < 2:
        return Mean(m, n, None, None)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    half = z * sd / math.sqrt(n)
    return Mean(m, n, m - half, m + half, sd)
