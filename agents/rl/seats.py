"""The seat-equivariant policy (``arch = "seats"``): one small network scores every seat.

Most answers of these games are about a seat: knife / vote / check *seat j*, accuse, vouch for
or report on *seat j*.  A plain MLP over the whole observation has to learn each of those 24
outputs from the 24 matching input columns separately, so a rule as simple as "never knife a
known wolf" must be discovered 24 times over, from the rare games where it mattered for that
seat.  The seat network shares one scorer across seats instead:

* a context MLP reads the whole observation (phase, own card, decision kind, everything) and
  gives a context vector ``h``;
* the *global* answers (pass, yes, the ruleset's options, role claims) are a linear head on ``h``;
* for every seat ``j`` a shared scorer MLP reads ``[public features of j, private features of j,
  j is me, j / N, h]`` and gives one logit per seat-answer group (target, accuse, vouch, report
  wolf, report good);
* the logits are put back into the env's flat action order by a fixed permutation.

A rule about seat features is then one set of weights that every seat's data trains.  The
geometry (where each seat's features and each answer group sit) comes from the env's
:class:`envs.vector.VectorLayout` and :class:`rulesets.engine.ChoiceTable`, so it works for
every ruleset.  This module is numpy only (the arena plays bundles without torch);
:mod:`agents.rl.module` is the torch twin used in training, with the same parameter names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

#: the per-seat answer groups, by the ChoiceTable attribute of their first action
SEAT_GROUPS = ("target0", "accuse0", "vouch0", "report_wolf0", "report_good0")
#: extra per-seat inputs besides the seat's public and private blocks: "is me", "index / N"
SEAT_EXTRAS = 2


def geometry(layout: Any, choices: Any) -> dict[str, Any]:
    """Where the seat features and seat answers are, as plain JSON-able numbers."""
    n = layout.n
    return {
        "n": n,
        "obs_size": layout.size,
        "n_actions": choices.size,
        "pub": [layout.pub.start, layout.pub.stride],
        "priv": [layout.public_size + layout.priv.start, layout.priv.stride],
        "me": layout.public_size + layout.me,
        "groups": [getattr(choices, g) for g in SEAT_GROUPS],
    }


def geometry_for(ruleset: str, board: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """:func:`geometry` of a registered ruleset's vector env."""
    import envs
    raw = envs.make(ruleset, obs_mode="vector", board=dict(board or {})).unwrapped
    return geometry(raw.layout, raw.choices)


def seat_input_size(geo: Mapping[str, Any]) -> int:
    return geo["pub"][1] + geo["priv"][1] + SEAT_EXTRAS


def global_actions(geo: Mapping[str, Any]) -> list[int]:
    """The actions that are not about a seat (pass, yes, options, claims), in order."""
    n = geo["n"]
    seat_actions = {g + j for g in geo["groups"] for j in range(n)}
    return [a for a in range(geo["n_actions"]) if a not in seat_actions]


def action_order(geo: Mapping[str, Any]) -> np.ndarray:
    """``perm`` with ``logits = concat(global, seat logits flattened group-major)[perm]``."""
    n = geo["n"]
    glob = global_actions(geo)
    pos = np.empty(geo["n_actions"], np.int64)
    for i, a in enumerate(glob):
        pos[a] = i
    base = len(glob)
    for g, first in enumerate(geo["groups"]):
        for j in range(n):
            pos[first + j] = base + g * n + j
    return pos


def seat_features(obs: np.ndarray, geo: Mapping[str, Any]) -> np.ndarray:
    """``(..., N, seat_input_size - ...)``: each seat's public and private block, "is me" and
    its index / N (the context is appended by the network)."""
    n = geo["n"]
    p0, ps = geo["pub"]
    q0, qs = geo["priv"]
    lead = obs.shape[:-1]
    pub = obs[..., p0:p0 + n * ps].reshape(*lead, n, ps)
    priv = obs[..., q0:q0 + n * qs].reshape(*lead, n, qs)
    me = obs[..., geo["me"]:geo["me"] + n][..., None]
    idx = np.broadcast_to((np.arange(n, dtype=obs.dtype) / n)[:, None], (*lead, n, 1))
    return np.concatenate([pub, priv, me, idx], axis=-1)


def _act(name: str):
    return np.tanh if name == "tanh" else (lambda v: np.maximum(v, 0.0))


def _layers(state: Mapping[str, Any], prefix: str) -> list[tuple[np.ndarray, np.ndarray]]:
    idx = sorted({int(k.split(".")[1]) for k in state
                  if k.startswith(prefix + ".") and k.endswith(".weight")})
    if not idx:
        raise ValueError(f"no '{prefix}.*.weight' parameters in the module state")
    return [(np.asarray(state[f"{prefix}.{i}.weight"], np.float32).T.copy(),
             np.asarray(state[f"{prefix}.{i}.bias"], np.float32).copy()) for i in idx]


def _run(x: np.ndarray, layers: list[tuple[np.ndarray, np.ndarray]], act: Any, last_act: bool) -> np.ndarray:
    for i, (w, b) in enumerate(layers):
        x = x @ w + b
        if last_act or i < len(layers) - 1:
            x = act(x)
    return x


@dataclass
class SeatNet:
    """The numpy policy of :mod:`agents.rl.module`'s ``seats`` architecture: parameters
    ``ctx.*`` (context MLP, activation after every layer), ``glob.*`` (global head) and
    ``seat.*`` (the per-seat scorer)."""

    ctx: list[tuple[np.ndarray, np.ndarray]]
    glob: list[tuple[np.ndarray, np.ndarray]]
    seat: list[tuple[np.ndarray, np.ndarray]]
    geo: dict[str, Any]
    activation: str = "tanh"

    def __post_init__(self) -> None:
        self.order = action_order(self.geo)

    @classmethod
    def from_state(cls, state: Mapping[str, Any], geo: Mapping[str, Any], activation: str) -> "SeatNet":
        return cls(_layers(state, "ctx"), _layers(state, "glob"), _layers(state, "seat"),
                   dict(geo), activation)

    def __call__(self, obs: np.ndarray) -> np.ndarray:
        act = _act(self.activation)
        x = np.asarray(obs, np.float32)
        h = _run(x, self.ctx, act, last_act=True)
        glob = _run(h, self.glob, act, last_act=False)
        feats = seat_features(x, self.geo)
        n = self.geo["n"]
        ctx = np.broadcast_to(h[..., None, :], (*h.shape[:-1], n, h.shape[-1]))
        per_seat = _run(np.concatenate([feats, ctx], axis=-1), self.seat, act, last_act=False)
        flat = np.swapaxes(per_seat, -1, -2).reshape(*h.shape[:-1], -1)  # group-major
        return np.concatenate([glob, flat], axis=-1)[..., self.order]

    def state(self) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        for prefix, layers in (("ctx", self.ctx), ("glob", self.glob), ("seat", self.seat)):
            for j, (w, b) in enumerate(layers):
                out[f"{prefix}.{2 * j}.weight"] = w.T
                out[f"{prefix}.{2 * j}.bias"] = b
        return out
