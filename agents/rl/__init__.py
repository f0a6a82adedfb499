"""Trained RL policies as arena agents (``rl:PATH``).

* :mod:`agents.rl.observe` — the env's vector observation rebuilt from a seat's own events;
* :mod:`agents.rl.policy` — checkpoints' policy bundles, run in numpy;
* :mod:`agents.rl.agent` — :class:`RLAgent`, the ``rl:PATH`` agent;
* :mod:`agents.rl.module` — the RLlib (torch) module trained by ``arena train``.

Only :mod:`agents.rl.module` imports torch and ray; playing a trained policy needs numpy only.
"""

from __future__ import annotations

from .agent import RLAgent, make_rl_agent

__all__ = ["RLAgent", "make_rl_agent"]
