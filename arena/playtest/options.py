"""The options of a playtest: the command line over the board file's ``[playtest]`` table over
the defaults, validated in one place."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field
from typing import Any, Mapping, Optional

#: the default target band of a camp's win rate: 45-55% with two camps, 1/K ± 5 points with K
BAND_HALF_WIDTH = 0.05


class PlaytestError(ValueError):
    """Options that cannot be used, with the reason."""


@dataclass(frozen=True)
class Tune:
    """``--tune ROLE.PARAM=LO..HI``: the parameter and the values tried."""

    param: str
    values: tuple[float, ...]

    @property
    def role(self) -> str:
        """The tuned role's id."""
        return self.param.partition(".")[0]


@dataclass(frozen=True)
class Options:
    """Everything that decides which games a playtest plays and how it reports them."""

    agents: str = "skill"
    precision: float = 0.10
    max_games: int = 400
    min_games: int = 40
    batch: int = 0
    seed: int = 1
    band: Mapping[str, tuple[float, float]] = field(default_factory=dict)  # camp ("*") -> band
    impact: str = "all"           # all | new | none | ROLE,ROLE
    tune: Optional[Tune] = None
    workers: Optional[int] = None
    #: the key of the agents' seat seeds (``agents.base.seat_seed``); empty: a secret drawn
    #: for the run and kept in its database
    agent_key: str = ""

    def identity(self) -> dict[str, Any]:
        """What decides the games' results and the stopping rule (not how they run)."""
        out = asdict(self)
        out.pop("workers")
        out.pop("batch")
        key = out.pop("agent_key")
        if key:  # its hash: the key itself stays secret
            out["agent_key"] = hashlib.sha256(key.encode()).hexdigest()[:16]
        out["band"] = {k: list(v) for k, v in sorted(self.band.items())}
        return out

    def fingerprint(self, design_digests: list[str]) -> str:
        """A short hash of the identity and the designs' digests: a run directory holds one playtest."""
        blob = json.dumps([self.identity(), design_digests], sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def band_of(self, camp: str, n_camps: int) -> tuple[float, float]:
        """The target band of ``camp`` (its own, else ``*``, else 1/K ± 5 points)."""
        if camp in self.band:
            return self.band[camp]
        if "*" in self.band:
            return self.band["*"]
        centre = 1.0 / max(2, n_camps)
        return (max(0.0, centre - BAND_HALF_WIDTH), min(1.0, centre + BAND_HALF_WIDTH))


_RANGE = re.compile(r"^\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+)\s*=\s*([-\d.]+)\s*\.\.\s*([-\d.]+)"
                    r"\s*(?::\s*([\d.]+))?\s*$")


def parse_tune(text: str, points: int = 0) -> Tune:
    """``ROLE.PARAM=LO..HI`` (integers: every value; otherwise ``points`` values, default 7)
    or ``ROLE.PARAM=LO..HI:STEP``."""
    m = _RANGE.match(text)
    if not m:
        raise PlaytestError(f"--tune expects ROLE.PARAM=LO..HI (e.g. watchman.uses=1..4), got {text!r}")
    param, lo_s, hi_s, step_s = m.groups()
    lo, hi = float(lo_s), float(hi_s)
    if hi < lo:
        raise PlaytestError(f"--tune {text!r}: LO must not exceed HI")
    if step_s:
        step = float(step_s)
        if step <= 0:
            raise PlaytestError(f"--tune {text!r}: the step must be positive")
        n = int(round((hi - lo) / step)) + 1
        values = [lo + i * step for i in range(n)]
    elif lo.is_integer() and hi.is_integer() and "." not in lo_s + hi_s and (points == 0 or
                                                                             hi - lo + 1 <= points):
        values = [float(v) for v in range(int(lo), int(hi) + 1)]
    else:
        k = points or 7
        values = [lo + (hi - lo) * i / (k - 1) for i in range(k)] if k > 1 else [lo]
    if len(values) > 40:
        raise PlaytestError(f"--tune {text!r} asks for {len(values)} values; at most 40")
    return Tune(param, tuple(round(v, 6) for v in values))


def parse_band(text: Any) -> dict[str, tuple[float, float]]:
    """``0.45,0.55`` / ``45..55`` (every camp), ``good=0.4..0.6,wolf=0.3..0.5`` (per camp), or a
    TOML list ``[0.45, 0.55]`` / table ``{good = [0.4, 0.6]}``.  Percentages are allowed."""
    def pair(value: Any, where: str) -> tuple[float, float]:
        if isinstance(value, str):
            parts = re.split(r"\s*(?:\.\.|,|-)\s*", value.strip())
        elif isinstance(value, (list, tuple)):
            parts = list(value)
        else:
            parts = []
        if len(parts) != 2:
            raise PlaytestError(f"a band is LO..HI, got {value!r} ({where})")
        try:
            lo, hi = (float(p) for p in parts)
        except (TypeError, ValueError):
            raise PlaytestError(f"a band is two numbers, got {value!r} ({where})") from None
        if hi > 1 or lo > 1:
            lo, hi = lo / 100, hi / 100
        if not 0 <= lo <= hi <= 1:
            raise PlaytestError(f"a band needs 0 <= LO <= HI <= 1, got {value!r} ({where})")
        return lo, hi

    if isinstance(text, Mapping):
        return {str(k): pair(v, f"band of {k}") for k, v in text.items()}
    if isinstance(text, (list, tuple)):
        return {"*": pair(text, "band")}
    text = str(text)
    if "=" not in text:
        return {"*": pair(text, "--band")}
    out = {}
    for item in text.split(";") if ";" in text else re.split(r",(?=[^,=]+=)", text):
        camp, _, value = item.partition("=")
        out[camp.strip()] = pair(value, f"--band {camp.strip()}")
    return out


def _number(data: Mapping[str, Any], key: str, kind: type, lo: float, hi: float) -> Any:
    v = data[key]
    if isinstance(v, bool) or not isinstance(v, (int, float)) or (kind is int and int(v) != v):
        raise PlaytestError(f"`{key}` must be a{'n integer' if kind is int else ' number'}, got {v!r}")
    if not lo <= v <= hi:
        raise PlaytestError(f"`{key}` must be between {lo:g} and {hi:g}, got {v!r}")
    return kind(v)


def make_options(board_table: Mapping[str, Any], cli: Mapping[str, Any]) -> Options:
    """Options from the board's ``[playtest]`` table overridden by the command line (keys of
    :class:`Options`; ``None`` on the command line = not given)."""
    data: dict[str, Any] = {k: v for k, v in board_table.items()}
    data.update({k: v for k, v in cli.items() if v is not None})
    out: dict[str, Any] = {}
    if "agents" in data:
        if not isinstance(data["agents"], str) or not data["agents"].strip():
            raise PlaytestError("`agents` is one agent spec for every seat")
        out["agents"] = data["agents"].strip()
    for key, kind, lo, hi in (("precision", float, 0.005, 1.0), ("max_games", int, 1, 10**7),
                              ("min_games", int, 1, 10**7), ("batch", int, 0, 10**6),
                              ("seed", int, 0, 2**62), ("workers", int, 0, 4096)):
        if key in data:
            out[key] = _number(data, key, kind, lo, hi)
    if out.get("min_games", 40) > out.get("max_games", 400):
        out["min_games"] = out.get("max_games", 400)
    if "band" in data:
        out["band"] = parse_band(data["band"])
    if "impact" in data:
        if not isinstance(data["impact"], str):
            raise PlaytestError("`impact` is all, new, none or a comma list of roles")
        out["impact"] = data["impact"].strip()
    if data.get("agent_key") is not None:
        if not isinstance(data["agent_key"], str):
            raise PlaytestError("`agent_key` is a string (the key of the agents' seat seeds)")
        out["agent_key"] = data["agent_key"]
    if data.get("tune"):
        tune = data["tune"]
        out["tune"] = tune if isinstance(tune, Tune) else parse_tune(str(tune), int(data.get("tune_points") or 0))
    return Options(**out)
