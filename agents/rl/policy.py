"""Trained policies as plain numpy: export from the RLlib modules, load, run.

A *policy bundle* is a directory ``policy/`` inside each checkpoint written by ``arena train``:

* ``policy.json`` — format, ruleset, board, ``mode`` (``camp`` | ``shared``), learned camps,
  module ids, observation and action sizes, hidden sizes, activation, training iteration;
* ``<module>.npz`` — the policy network's weights (``pi.{i}.weight|bias`` of
  :class:`agents.rl.module.MaskedMLPModule`'s ``mlp`` architecture, or ``ctx.*`` / ``glob.*``
  / ``seat.*`` of its ``seats`` architecture, whose geometry is in ``policy.json``; the value
  network is not needed to play).

Running the policy needs numpy only, so ``rl:PATH`` agents play in tournaments and ``arena
play`` without torch or ray.  A plain RLlib checkpoint of the same module (no ``policy/``) is
read from its ``learner_group/learner/rl_module/<module>/module_state.*`` file.
"""

from __future__ import annotations

import json
import pickle
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Optional

import numpy as np

FORMAT = 1
BUNDLE_DIR = "policy"
META = "policy.json"


@dataclass
class MLP:
    """The policy network: ``(W, b)`` per linear layer, activation between them."""

    layers: list[tuple[np.ndarray, np.ndarray]]
    activation: str = "tanh"

    @classmethod
    def from_state(cls, state: Mapping[str, Any], activation: str, prefix: str = "pi") -> "MLP":
        idx = sorted({int(k.split(".")[1]) for k in state if k.startswith(prefix + ".")
                      and k.endswith(".weight")})
        if not idx:
            raise ValueError(f"no '{prefix}.*.weight' parameters in the module state")
        layers = [(np.asarray(state[f"{prefix}.{i}.weight"], np.float32).T.copy(),
                   np.asarray(state[f"{prefix}.{i}.bias"], np.float32).copy()) for i in idx]
        return cls(layers, activation)

    def __call__(self, x: np.ndarray) -> np.ndarray:
        act = np.tanh if self.activation == "tanh" else (lambda v: np.maximum(v, 0.0))
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            # einsum, not BLAS: a threaded BLAS gemv is ~50x slower on a busy 2-core machine
            x = (np.einsum("i,ij->j", x, w) if x.ndim == 1 else x @ w) + b
            if i < last:
                x = act(x)
        return x

    def state(self, prefix: str = "pi") -> dict[str, np.ndarray]:
        out = {}
        for j, (w, b) in enumerate(self.layers):
            i = 2 * j  # nn.Sequential index: Linear, activation, Linear, ...
            out[f"{prefix}.{i}.weight"] = w.T
            out[f"{prefix}.{i}.bias"] = b
        return out


@dataclass
class PolicyBundle:
    """The trained modules of one checkpoint and what they were trained on."""

    meta: dict[str, Any]
    nets: dict[str, Any] = field(default_factory=dict)  # MLP or agents.rl.seats.SeatNet

    @property
    def ruleset(self) -> str:
        return self.meta["ruleset"]

    @property
    def mode(self) -> str:
        return self.meta.get("mode", "camp")

    @property
    def modules(self) -> list[str]:
        return list(self.nets)

    def save(self, directory: str | Path) -> Path:
        d = Path(directory)
        d.mkdir(parents=True, exist_ok=True)
        for mid, net in self.nets.items():
            np.savez(d / f"{mid}.npz", **net.state())
        meta = dict(self.meta, format=FORMAT, modules=self.modules)
        tmp = d / (META + ".tmp")
        tmp.write_text(json.dumps(meta, indent=2, ensure_ascii=False), encoding="utf-8")
        tmp.replace(d / META)
        return d


def net_from_state(meta: Mapping[str, Any], state: Mapping[str, Any]) -> Any:
    """The numpy policy network of one module state, for the bundle's architecture."""
    act = meta.get("activation", "tanh")
    arch = meta.get("arch", "mlp")
    if arch == "mlp":
        return MLP.from_state(state, act)
    if arch == "seats":
        from agents.rl.seats import SeatNet
        return SeatNet.from_state(state, meta["geometry"], act)
    raise ValueError(f"unknown policy architecture {arch!r}")


def bundle_from_states(meta: Mapping[str, Any], states: Mapping[str, Mapping[str, Any]]) -> PolicyBundle:
    """A bundle from RLModule states (``module.get_state()``: name -> array) per module id."""
    return PolicyBundle(dict(meta), {mid: net_from_state(meta, s) for mid, s in states.items()})


def _read_rllib_state(module_dir: Path) -> dict[str, Any]:
    for name in ("module_state.pkl", "module_state.pt"):
        f = module_dir / name
        if f.exists():
            if name.endswith(".pt"):
                import torch  # only for checkpoints saved in torch format
                return {k: v.numpy() for k, v in torch.load(f, map_location="cpu").items()}
            with open(f, "rb") as fh:
                return pickle.load(fh)
    for f in module_dir.glob("module_state*"):
        if f.suffix == ".msgpack":
            import msgpack  # type: ignore[import-not-found]
            import msgpack_numpy  # type: ignore[import-not-found]
            return msgpack.unpackb(f.read_bytes(), object_hook=msgpack_numpy.decode)
    raise FileNotFoundError(f"no module state in {module_dir}")


def _from_rllib_checkpoint(path: Path) -> PolicyBundle:
    """A bundle from an RLlib algorithm checkpoint of :class:`MaskedMLPModule` modules."""
    root = path / "learner_group" / "learner" / "rl_module"
    if not root.is_dir():
        raise FileNotFoundError(f"{path} is not an arena or RLlib checkpoint (no {BUNDLE_DIR}/{META} "
                                f"and no learner_group/learner/rl_module/)")
    meta: dict[str, Any] = {}
    side = path / "arena.json"  # written by arena train next to RLlib's files
    if side.exists():
        meta = json.loads(side.read_text(encoding="utf-8"))
    states = {d.name: _read_rllib_state(d) for d in sorted(root.iterdir()) if d.is_dir()}
    if not meta:
        raise FileNotFoundError(f"{path}: an RLlib checkpoint without arena.json: the ruleset "
                                f"and mode it was trained on are unknown")
    return bundle_from_states(meta, states)


def resolve(path: str | Path) -> Path:
    """The checkpoint directory for a path: a checkpoint, its ``policy/`` dir, or a run
    directory of ``arena train`` (its ``checkpoints/final``)."""
    p = Path(path).expanduser()
    for cand in (p, p / "checkpoints" / "final"):
        if (cand / META).exists():
            return cand
        if (cand / BUNDLE_DIR / META).exists() or (cand / "learner_group").is_dir():
            return cand
    raise FileNotFoundError(f"no trained policy at {path} (expected a checkpoint of `arena train`, "
                            f"its {BUNDLE_DIR}/ directory or a run directory)")


_CACHE: dict[tuple[str, float], PolicyBundle] = {}


def load_policy(path: str | Path) -> PolicyBundle:
    """Load a bundle (cached per path and modification time)."""
    ck = resolve(path)
    meta_file = ck / META if (ck / META).exists() else ck / BUNDLE_DIR / META
    key = (str(ck.resolve()), meta_file.stat().st_mtime if meta_file.exists() else 0.0)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if meta_file.exists():
        meta = json.loads(meta_file.read_text(encoding="utf-8"))
        if meta.get("format") != FORMAT:
            raise ValueError(f"{meta_file}: policy format {meta.get('format')} (this arena reads {FORMAT})")
        nets = {}
        for mid in meta["modules"]:
            with np.load(meta_file.parent / f"{mid}.npz") as z:
                nets[mid] = net_from_state(meta, {k: z[k] for k in z.files})
        bundle = PolicyBundle(meta, nets)
    else:
        bundle = _from_rllib_checkpoint(ck)
    _CACHE[key] = bundle
    return bundle


def masked_choice(logits: np.ndarray, legal: list[int], rng: Optional[np.random.Generator] = None) -> int:
    """The argmax (``rng=None``) or a sample of the softmax over the legal actions only."""
    idx = np.fromiter(legal, np.intp, len(legal))
    z = logits[idx].astype(np.float64)
    if rng is None:
        return int(idx[int(np.argmax(z))])
    p = np.exp(z - z.max())
    p /= p.sum()
    return int(idx[int(rng.choice(len(idx), p=p))])
