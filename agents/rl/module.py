"""The RLlib module (new API stack, torch): a masked MLP policy with a separate value MLP.

Observations are ``Dict(obs=Box(F), action_mask=Box(K))`` (see :mod:`arena.rl.env`).  The
policy's logits of illegal actions are replaced by ``MASKED_LOGIT`` before any distribution is
built, so exploration sampling, greedy inference and the PPO loss only ever see legal actions.
The value network reads the same observation (no hidden state: the critic is not centralised).

Two policy architectures (``model_config["arch"]``):

* ``"mlp"``: one MLP from the observation to every logit (parameters ``pi.{i}.weight|bias``);
* ``"seats"``: the seat-equivariant network of :mod:`agents.rl.seats` — a context MLP
  (``ctx.*``), a linear head for the global answers (``glob.*``) and one scorer shared by every
  seat (``seat.*``); it needs ``model_config["geometry"]`` (:func:`agents.rl.seats.geometry`).

The value network is an MLP ``vf.{i}.weight|bias`` in both.  :mod:`agents.rl.policy` reads the
policy parameters to run the policy in numpy inside the arena.

Imports torch and ray: only :mod:`arena.rl.train` and the tests import this module.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

import torch
from torch import nn

from ray.rllib.core.columns import Columns
from ray.rllib.core.rl_module.apis.value_function_api import ValueFunctionAPI
from ray.rllib.core.rl_module.torch import TorchRLModule

#: the logit given to illegal actions (exp() of it is exactly 0 in float32)
MASKED_LOGIT = -1e9
ACTIVATIONS = {"tanh": nn.Tanh, "relu": nn.ReLU}
DEFAULT_MODEL = {"hidden": [256, 256], "activation": "tanh", "arch": "mlp", "seat_hidden": [64]}
ARCHS = ("mlp", "seats")


def _mlp(n_in: int, hidden: list[int], n_out: int, activation: str, out_gain: float,
         last_act: bool = False) -> nn.Sequential:
    """Linear layers with orthogonal init; ``n_out=0``: no output layer (ends on ``hidden``,
    activated when ``last_act``)."""
    layers: list[nn.Module] = []
    for h in hidden:
        lin = nn.Linear(n_in, h)
        nn.init.orthogonal_(lin.weight, gain=2 ** 0.5)
        nn.init.zeros_(lin.bias)
        layers += [lin, ACTIVATIONS[activation]()]
        n_in = h
    if not n_out:
        return nn.Sequential(*(layers if last_act else layers[:-1]))
    out = nn.Linear(n_in, n_out)
    nn.init.orthogonal_(out.weight, gain=out_gain)
    nn.init.zeros_(out.bias)
    layers.append(out)
    return nn.Sequential(*layers)


class MaskedMLPModule(TorchRLModule, ValueFunctionAPI):
    """PPO-ready module: ``pi`` (masked logits) and ``vf`` (state value) MLPs."""

    def setup(self) -> None:
        cfg = dict(DEFAULT_MODEL, **(self.model_config or {}))
        hidden = [int(h) for h in cfg["hidden"]]
        activation = str(cfg["activation"])
        if activation not in ACTIVATIONS:
            raise ValueError(f"activation must be one of {sorted(ACTIVATIONS)}, not {activation!r}")
        n_obs = int(self.observation_space["obs"].shape[0])
        n_act = int(self.action_space.n)
        self.arch = str(cfg["arch"])
        if self.arch not in ARCHS:
            raise ValueError(f"arch must be one of {ARCHS}, not {self.arch!r}")
        # small initial logits: the untrained policy is close to uniform over the legal actions
        if self.arch == "mlp":
            self.pi = _mlp(n_obs, hidden, n_act, activation, out_gain=0.01)
        else:
            self._setup_seats(cfg, n_obs, n_act, hidden, activation)
        self.vf = _mlp(n_obs, hidden, 1, activation, out_gain=1.0)

    def _setup_seats(self, cfg: Dict[str, Any], n_obs: int, n_act: int, hidden: list[int],
                     activation: str) -> None:
        from agents.rl import seats
        geo = cfg.get("geometry")
        if not geo or geo["obs_size"] != n_obs or geo["n_actions"] != n_act:
            raise ValueError("arch 'seats' needs model_config['geometry'] of this env "
                             "(agents.rl.seats.geometry)")
        self.geo = geo
        n_glob = len(seats.global_actions(geo))
        self.ctx = _mlp(n_obs, hidden, 0, activation, out_gain=1.0, last_act=True)
        self.glob = _mlp(hidden[-1], [], n_glob, activation, out_gain=0.01)
        self.seat = _mlp(seats.seat_input_size(geo) + hidden[-1], [int(h) for h in cfg["seat_hidden"]],
                         len(geo["groups"]), activation, out_gain=0.01)
        self.register_buffer("order", torch.as_tensor(seats.action_order(geo)), persistent=False)
        n = geo["n"]
        self.register_buffer("seat_index", torch.arange(n, dtype=torch.float32) / n, persistent=False)

    def policy_logits(self, x: torch.Tensor) -> torch.Tensor:
        """The unmasked logits of a batch of observations ``(B, F)``."""
        if self.arch == "mlp":
            return self.pi(x)
        g = self.geo
        n = g["n"]
        (p0, ps), (q0, qs), me = g["pub"], g["priv"], g["me"]
        B = x.shape[0]
        h = self.ctx(x)
        feats = torch.cat([x[:, p0:p0 + n * ps].reshape(B, n, ps),
                           x[:, q0:q0 + n * qs].reshape(B, n, qs),
                           x[:, me:me + n].unsqueeze(-1),
                           self.seat_index.expand(B, n).unsqueeze(-1),
                           h.unsqueeze(1).expand(B, n, h.shape[-1])], dim=-1)
        per_seat = self.seat(feats).transpose(1, 2).reshape(B, -1)  # group-major
        return torch.cat([self.glob(h), per_seat], dim=-1)[:, self.order]

    @staticmethod
    def _masked(logits: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        return torch.where(mask > 0.5, logits, torch.full_like(logits, MASKED_LOGIT))

    def _forward(self, batch: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
        obs = batch[Columns.OBS]
        logits = self.policy_logits(obs["obs"])
        return {Columns.ACTION_DIST_INPUTS: self._masked(logits, obs["action_mask"])}

    def _forward_train(self, batch: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
        return self._forward(batch, **kwargs)

    def compute_values(self, batch: Dict[str, Any], embeddings: Optional[Any] = None) -> torch.Tensor:
        return self.vf(batch[Columns.OBS]["obs"]).squeeze(-1)
