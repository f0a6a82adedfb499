"""Reinforcement learning: the RLlib adapter over the vector env (``env``), PPO training
(``train``) and the evaluation of trained policies (``evaluate``).  Needs the [rl] extra."""
