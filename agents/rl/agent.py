"""``rl:PATH``: a trained policy as an arena agent.

It loads a checkpoint of ``arena train`` (see :mod:`agents.rl.policy`), rebuilds the env's
vector observation from its own inbox (:class:`agents.rl.observe.SeatObserver`) and answers
with the policy's argmax over the legal actions (``sample=true``: a sample of the masked
softmax).  Only legal answers are ever returned.

Which module plays: ``module=ID`` if given; else the ``shared`` module of a shared-policy
checkpoint; else (one policy per camp) the module of the seat's camp as the seat knows it (the
camp told with its card, then its new card's camp: an infected villager switches to the wolf
policy when it is told).  A seat
whose camp has no trained module plays uniformly at random among the legal answers (counted in
``untrained_decisions``).

Spec: ``rl:PATH[;module=ID][;sample=true]``.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Optional

import numpy as np

from ..base import SeatView
from .observe import SeatObserver
from .policy import PolicyBundle, load_policy, masked_choice

SHARED = "shared"
NO_CAMP = "none"  # == arena.rl.env.NO_CAMP (agents must not import arena)


def parse_rl_spec(arg: str) -> tuple[str, dict[str, str]]:
    """``PATH;key=value;...`` -> ``(PATH, {key: value})``."""
    path, *rest = arg.split(";")
    opts = {}
    for item in rest:
        key, sep, value = item.partition("=")
        if not sep or key.strip() not in ("module", "sample"):
            raise ValueError(f"rl agent options are module=ID and sample=true|false, got {item!r}")
        opts[key.strip()] = value.strip()
    if not path:
        raise ValueError("rl agent needs a checkpoint path: rl:PATH")
    return path, opts


class RLAgent:
    """A trained policy playing one seat; see the module docstring."""

    def __init__(self, path: Optional[str | Path] = None, *, bundle: Optional[PolicyBundle] = None,
                 module: Optional[str] = None, sample: bool = False, name: Optional[str] = None) -> None:
        if bundle is None:
            if path is None:
                raise ValueError("RLAgent needs a checkpoint path or a bundle")
            bundle = load_policy(path)
        self.bundle = bundle
        if module is not None and module not in bundle.nets:
            raise ValueError(f"no module {module!r} in this checkpoint (modules: {bundle.modules})")
        self.module = module
        self.sample = sample
        self.name = name or (f"rl:{path}" if path is not None else "rl:snapshot")
        self.seat = 0
        self._rng = random.Random(0)
        self._np_rng: Optional[np.random.Generator] = None
        self._obs: Optional[SeatObserver] = None
        self.untrained_decisions = 0

    def reset(self, seat: int, seed: int) -> None:
        self.seat = seat
        self._obs = None
        self._rng.seed(seed * 1_000_003 + seat)
        self._np_rng = np.random.default_rng([seed & 0x7FFFFFFF, seat]) if self.sample else None

    def _net_id(self, view: SeatView, obs: SeatObserver) -> Optional[str]:
        if self.module is not None:
            return self.module
        if self.bundle.mode == "shared" or SHARED in self.bundle.nets:
            return SHARED if SHARED in self.bundle.nets else None
        known = obs.camp()
        if known is None:
            return None
        camp = known or NO_CAMP  # a card with no camp yet (see arena.rl.env.camp_id)
        return camp if camp in self.bundle.nets else None

    def act(self, view: SeatView) -> int:
        if view.ruleset.id != self.bundle.ruleset:
            raise ValueError(f"this policy was trained on {self.bundle.ruleset!r}, not {view.ruleset.id!r}")
        if self._obs is None or self._obs.seat != view.seat:
            self._obs = SeatObserver(view.ruleset, view.seat, self.bundle.meta.get("board"))
            if self._obs.size != self.bundle.meta.get("obs_size", self._obs.size):
                raise ValueError(f"observation size {self._obs.size} differs from the policy's "
                                 f"{self.bundle.meta['obs_size']}: the ruleset changed since training")
        vec = self._obs.update(view.events, view.decision)
        legal = view.decision.legal
        net_id = self._net_id(view, self._obs)
        if net_id is None:
            self.untrained_decisions += 1
            return legal[self._rng.randrange(len(legal))]
        logits = self.bundle.nets[net_id](vec)
        return masked_choice(logits, legal, self._np_rng)


def make_rl_agent(arg: str) -> RLAgent:
    """The ``rl:...`` agent spec of ``agents.registry``."""
    path, opts = parse_rl_spec(arg)
    sample = opts.get("sample", "false").lower() in ("1", "true", "yes")
    return RLAgent(path, module=opts.get("module"), sample=sample, name=f"rl:{arg}")


__all__ = ["RLAgent", "make_rl_agent", "parse_rl_spec"]
