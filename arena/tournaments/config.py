"""Tournament configs (TOML): ruleset and board, the agent pool, games, seed, seating, ray.

```toml
name = "quickstart"          # names the default run directory runs/<name>
ruleset = "seal"
games = 40                   # total games (duplicate mode: deals x pool size)
seed = 1                     # deal k uses seed + k
seating = "rotate"           # "rotate": agents rotate over role slots | "camps": one agent per camp
                             # | "camps_linked": camps, shifted per deal past the K-th camp (per-camp
                             #   ratings on boards with more camps than agents)
duplicate = false            # true: every deal is replayed once per rotation (cancels deal luck)
storyteller = "random"       # who answers the storyteller's calls (agents/storytellers.py)
agent_key = ""               # the key of the agents' seat seeds; "" = a secret drawn per run
allow_fallback = false       # true: play even when an agent's endpoint does not answer

[board]                      # board options of the ruleset (optional)
max_days = 40

[[agents]]                   # the pool; or simply agents = ["heuristic", "random"]
name = "heuristic"           # the name on the leaderboard (default: the spec)
spec = "heuristic"           # an agent spec (agents/registry.py)

[ray]                        # execution only: never changes results (optional)
workers = 2                  # parallel ray workers (default: the cluster's CPUs)
batch = 0                    # games per ray task; 0 = auto
mode = "auto"                # "tasks" | "actors" | "auto" (actors when an agent is io_bound)
actor_concurrency = 8        # games in flight per actor in actors mode

[endpoints]                  # global concurrency limit per model endpoint (optional)
"http://127.0.0.1:8080/v1" = 4
```
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Optional

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover - Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

import rulesets

SEATINGS = ("rotate", "camps", "camps_linked")
MODES = ("auto", "tasks", "actors")
TOP_KEYS = {"name", "ruleset", "games", "seed", "seating", "duplicate", "board", "agents", "ray",
            "endpoints", "description", "run_dir", "storyteller", "agent_key", "allow_fallback"}
RAY_KEYS = {"workers", "batch", "mode", "actor_concurrency"}


class ConfigError(ValueError):
    """A tournament config that cannot be used, with the reason."""


@dataclass(frozen=True)
class AgentEntry:
    """One agent of the pool: its leaderboard name and its spec."""

    name: str
    spec: str


@dataclass(frozen=True)
class TournamentConfig:
    """A validated tournament config (see the module docstring for the TOML layout)."""

    name: str
    ruleset: str
    board: dict[str, Any]
    agents: tuple[AgentEntry, ...]
    games: int
    seed: int = 0
    seating: str = "rotate"
    duplicate: bool = False
    workers: Optional[int] = None
    batch: int = 0
    mode: str = "auto"
    actor_concurrency: int = 8
    endpoints: dict[str, int] = field(default_factory=dict)
    run_dir: Optional[str] = None
    description: str = ""
    storyteller: str = "random"
    #: the key of every agent's seat seed (``agents.base.seat_seed``); empty: a secret drawn
    #: when the run starts and kept in its database (resumes reuse it)
    agent_key: str = ""
    #: play even when an agent's endpoint check fails (every decision of it falls back)
    allow_fallback: bool = False

    def identity(self) -> dict[str, Any]:
        """What determines the games' results (execution settings and ``games`` excluded)."""
        ruleset = rulesets.get(self.ruleset)
        out = {"ruleset": self.ruleset, "ruleset_version": ruleset.version,
               "board": ruleset.board(self.board), "seed": self.seed, "seating": self.seating,
               "duplicate": self.duplicate,
               "agents": [[a.name, a.spec] for a in self.agents]}
        if self.storyteller != "random":  # (runs made before storytellers keep their identity)
            out["storyteller"] = self.storyteller
        if self.agent_key:  # its hash: the key itself stays secret
            out["agent_key"] = hashlib.sha256(self.agent_key.encode()).hexdigest()[:16]
        return out

    def fingerprint(self) -> str:
        """A short hash of :meth:`identity`: a run directory holds one tournament."""
        blob = json.dumps(self.identity(), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "ruleset": self.ruleset, "board": self.board,
                "agents": [{"name": a.name, "spec": a.spec} for a in self.agents],
                "games": self.games, "seed": self.seed, "seating": self.seating,
                "duplicate": self.duplicate, "workers": self.workers, "batch": self.batch,
                "mode": self.mode, "actor_concurrency": self.actor_concurrency,
                "endpoints": self.endpoints, "description": self.description,
                "storyteller": self.storyteller, "agent_key": "(set)" if self.agent_key else "",
                "allow_fallback": self.allow_fallback}


def _agents(raw: Any) -> tuple[AgentEntry, ...]:
    if not isinstance(raw, list) or not raw:
        raise ConfigError("`agents` must be a non-empty list of specs or [[agents]] tables")
    out: list[AgentEntry] = []
    for item in raw:
        if isinstance(item, str):
            out.append(AgentEntry(item, item))
        elif isinstance(item, dict) and isinstance(item.get("spec"), str):
            extra = set(item) - {"name", "spec"}
            if extra:
                raise ConfigError(f"unknown key(s) in [[agents]]: {', '.join(sorted(extra))}")
            out.append(AgentEntry(str(item.get("name") or item["spec"]), item["spec"]))
        else:
            raise ConfigError(f"bad agent entry {item!r}: use a spec string or "
                              "{name = ..., spec = ...}")
    names = [a.name for a in out]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise ConfigError(f"agent names must be unique (repeated: {', '.join(dup)})")
    return tuple(out)


def _int(data: Mapping[str, Any], key: str, default: Any, minimum: int = 0) -> Any:
    v = data.get(key, default)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int) or v < minimum:
        raise ConfigError(f"`{key}` must be an integer >= {minimum}, got {v!r}")
    return v


def from_dict(data: Mapping[str, Any], name: str = "tournament") -> TournamentConfig:
    """Validate a parsed TOML table into a :class:`TournamentConfig`."""
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ConfigError(f"unknown key(s): {', '.join(sorted(unknown))} "
                          f"(known: {', '.join(sorted(TOP_KEYS))})")
    ruleset_id = data.get("ruleset", "seal")
    if ruleset_id not in rulesets.available():
        raise ConfigError(f"unknown ruleset {ruleset_id!r}; available: "
                          f"{', '.join(rulesets.available())}")
    ruleset = rulesets.get(ruleset_id)
    board = dict(data.get("board", {}))
    ruleset.board(board)  # raises BoardError (a ValueError) on a bad option
    seating = data.get("seating", "rotate")
    if seating not in SEATINGS:
        raise ConfigError(f"`seating` must be one of {', '.join(SEATINGS)}, got {seating!r}")
    ray_cfg = dict(data.get("ray", {}))
    bad = set(ray_cfg) - RAY_KEYS
    if bad:
        raise ConfigError(f"unknown key(s) in [ray]: {', '.join(sorted(bad))}")
    mode = ray_cfg.get("mode", "auto")
    if mode not in MODES:
        raise ConfigError(f"[ray] mode must be one of {', '.join(MODES)}, got {mode!r}")
    endpoints = data.get("endpoints", {})
    if not isinstance(endpoints, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in endpoints.values()):
        raise ConfigError("[endpoints] maps an endpoint name to a concurrency limit >= 1")
    cfg = TournamentConfig(
        name=str(data.get("name", name)), ruleset=ruleset_id, board=board,
        agents=_agents(data.get("agents")), games=_int(data, "games", 10, 1),
        seed=_int(data, "seed", 0), seating=seating, duplicate=bool(data.get("duplicate", False)),
        workers=_int(ray_cfg, "workers", None, 0), batch=_int(ray_cfg, "batch", 0),
        mode=mode, actor_concurrency=_int(ray_cfg, "actor_concurrency", 8, 1),
        endpoints=dict(endpoints), run_dir=data.get("run_dir"),
        description=str(data.get("description", "")),
        storyteller=str(data.get("storyteller", "random")),
        agent_key=str(data.get("agent_key", "")),
        allow_fallback=bool(data.get("allow_fallback", False)))
    _check_agents(cfg)
    return cfg


def _check_agents(cfg: TournamentConfig) -> None:
    from agents.registry import make_agent
    from agents.storytellers import make_storyteller
    for a in cfg.agents:
        make_agent(a.spec, cfg.ruleset)  # raises ValueError with the reason
    make_storyteller(cfg.storyteller, cfg.ruleset, cfg.seed)


def load(path: str | Path) -> TournamentConfig:
    """Read and validate a tournament TOML file."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(f"cannot read {p}: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{p} is not valid TOML: {exc}") from None
    return from_dict(data, name=p.stem)


def agent_traits(cfg: TournamentConfig) -> dict[str, dict[str, Any]]:
    """Per agent name: ``io_bound`` and ``endpoint`` read from a freshly built instance."""
    from agents.registry import make_agent
    out: dict[str, dict[str, Any]] = {}
    for a in cfg.agents:
        agent = make_agent(a.spec, cfg.ruleset)
        endpoint = getattr(agent, "endpoint", None) or getattr(
            getattr(agent, "config", None), "base_url", None)
        out[a.name] = {"io_bound": bool(getattr(agent, "io_bound", False)
                                        or hasattr(agent, "act_async")),
                       "endpoint": endpoint}
    return out


def with_storyteller(cfg: TournamentConfig, spec: str) -> TournamentConfig:
    """``cfg`` with another storyteller (``arena tournament --storyteller SPEC``), checked."""
    from dataclasses import replace

    from agents.storytellers import make_storyteller
    make_storyteller(spec, cfg.ruleset, cfg.seed)  # raises ValueError with the reason
    return replace(cfg, storyteller=spec)
