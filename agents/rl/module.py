"""The RLlib module (new API stack, torch): a masked MLP policy with a separate value MLP.

Observations are ``Dict(obs=Box(F), action_mask=Box(K))`` (see :mod:`arena.rl_env`).  The
policy's logits of illegal actions are replaced by ``MASKED_LOGIT`` before any distribution is
built, so exploration sampling, greedy inference and the PPO loss only ever see legal actions.
The value network reads the same observation (no hidden state: the critic is not centralised).

Parameter names are ``pi.{i}.weight|bias`` and ``vf.{i}.weight|bias`` (two ``nn.Sequential``),
which :mod:`agents.rl.policy` reads to run the policy in numpy inside the arena.

Imports torch and ray: only :mod:`arena.train` and the tests import this module.
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
DEFAULT_MODEL = {"hidden": [256, 256], "activation": "tanh"}


def _mlp(n_in: int, hidden: list[int], n_out: int, activation: str, out_gain: float) -> nn.Sequential:
    layers: list[nn.Module] = []
    for h in hidden:
        lin = nn.Linear(n_in, h)
        nn.init.orthogonal_(lin.weight, gain=2 ** 0.5)
        nn.init.zeros_(lin.bias)
        layers += [lin, ACTIVATIONS[activation]()]
        n_in = h
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
        # small initial logits: the untrained policy is close to uniform over the legal actions
        self.pi = _mlp(n_obs, hidden, n_act, activation, out_gain=0.01)
        self.vf = _mlp(n_obs, hidden, 1, activation, out_gain=1.0)

    @staticmethod
    def _masked(logits: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        return torch.where(mask > 0.5, logits, torch.full_like(logits, MASKED_LOGIT))

    def _forward(self, batch: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
        obs = batch[Columns.OBS]
        logits = self.pi(obs["obs"])
        return {Columns.ACTION_DIST_INPUTS: self._masked(logits, obs["action_mask"])}

    def _forward_train(self, batch: Dict[str, Any], **kwargs: Any) -> Dict[str, Any]:
        return self._forward(batch, **kwargs)

    def compute_values(self, batch: Dict[str, Any], embeddings: Optional[Any] = None) -> torch.Tensor:
        return self.vf(batch[Columns.OBS]["obs"]).squeeze(-1)
