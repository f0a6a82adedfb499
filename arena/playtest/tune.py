"""``--tune ROLE.PARAM=LO..HI``: which value of a role's parameter brings the role's camp
closest to its target band, found by racing (a noisy-evaluation search: more games where it
matters).

Every value is an arm.  After each round a value's *distance* to the target (the centre of its
camp's band) has an interval from its win-rate interval; a value whose smallest possible
distance exceeds the largest possible distance of the best value is dropped (it cannot be the
closest), and only the values still in the race get more games, until one is left, every
remaining interval is narrower than ``--precision``, or they reach ``--max-games``.  The curve
(win rate against value, with intervals) is reported for every value, dropped ones included."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from arena.results.stats import Rate

from .arms import Arm
from .measures import camps_of, win_rate
from .options import Options
from .summary import GameSummary


@dataclass(frozen=True)
class Point:
    """One value of the parameter: its camp's win rate and distance to the target."""

    value: float
    rate: Rate
    near: float     # smallest distance to the target the interval allows
    far: float      # largest distance
    alive: bool     # still in the race
    centre: float   # the target: the middle of the camp's band

    @property
    def distance(self) -> Optional[float]:
        """How far the point estimate is from the target."""
        return None if self.rate.p is None else abs(self.rate.p - self.centre)


def _distances(rate: Rate, centre: float) -> tuple[float, float]:
    if not rate.n:
        return 0.0, 1.0
    near = 0.0 if rate.low <= centre <= rate.high else min(abs(rate.low - centre),
                                                           abs(rate.high - centre))
    return near, max(abs(rate.low - centre), abs(rate.high - centre))


def tuned_camp(arms: Sequence[Arm]) -> str:
    """The camp of the tuned role."""
    return arms[0].rules().names.role(arms[0].role).camp


def target(arms: Sequence[Arm], by_arm: Mapping[str, list[GameSummary]],
           options: Options) -> tuple[str, tuple[float, float]]:
    """The tuned role's camp and its target band."""
    camp = tuned_camp(arms)
    games = [g for a in arms for g in by_arm.get(a.key, [])]
    n_camps = len(camps_of(games, arms[0].rules())) or 2
    return camp, options.band_of(camp, n_camps)


def race(arms: Sequence[Arm], by_arm: Mapping[str, list[GameSummary]],
         options: Options) -> list[Point]:
    """Every value's point; ``alive`` marks those still in the race (values dropped earlier stay
    dropped: a value is alive only if no round's intervals rule it out, judged on all games)."""
    camp, band = target(arms, by_arm, options)
    centre = (band[0] + band[1]) / 2
    pts = []
    for a in arms:
        rate = win_rate(by_arm.get(a.key, []), camp)
        near, far = _distances(rate, centre)
        pts.append(Point(a.value or 0.0, rate, near, far, True, centre))
    best_far = min(p.far for p in pts)
    return [Point(p.value, p.rate, p.near, p.far, p.near <= best_far, p.centre) for p in pts]


def needs(arms: Sequence[Arm], by_arm: Mapping[str, list[GameSummary]],
          options: Options) -> dict[str, int]:
    """Arm key -> games to add this round: every value up to ``min_games``, then the values
    still in the race whose interval is wider than the precision."""
    batch = options.batch or 20
    pts = race(arms, by_arm, options)
    alive = [a for a, p in zip(arms, pts) if p.alive]
    out: dict[str, int] = {}
    for a, p in zip(arms, pts):
        n = len(by_arm.get(a.key, []))
        if n >= options.max_games:
            continue
        if n < options.min_games:
            out[a.key] = min(max(batch, options.min_games - n), options.max_games - n)
        elif p.alive and len(alive) > 1 and p.rate.high - p.rate.low > options.precision:
            out[a.key] = min(batch, options.max_games - n)
    return out


def summary(arms: Sequence[Arm], by_arm: Mapping[str, list[GameSummary]],
            options: Options) -> dict[str, Any]:
    """The curve and the best value."""
    camp, band = target(arms, by_arm, options)
    pts = race(arms, by_arm, options)
    scored = [p for p in pts if p.rate.n]
    best = min(scored, key=lambda p: (p.distance, p.far, p.value)) if scored else None
    return {"param": options.tune.param if options.tune else "", "camp": camp, "band": band,
            "best": None if best is None else best.value,
            "decided": sum(p.alive for p in pts) == 1,
            "points": [{"value": p.value, "rate": p.rate, "games": p.rate.n, "in_race": p.alive,
                        "distance": p.distance} for p in pts]}
