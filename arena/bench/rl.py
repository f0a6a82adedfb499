"""``arena bench --rl``: RL sampling throughput on the RLlib adapter (needs the [rl] extra)."""

from __future__ import annotations

import random
import time
from typing import Any

import numpy as np


def bench_rl(ruleset: str = "seal", iterations: int = 3, seed: int = 0, seconds: float = 3.0,
             batch: int = 4000, envs_per_runner: int = 8, num_env_runners: int = 0,
             address: str | None = None) -> dict[str, Any]:
    """RL sampling throughput on the RLlib adapter (``arena bench --rl``; needs the [rl] extra).

    * ``adapter``: the adapter alone, every seat learning, uniform random masked actions —
      env steps (learner decisions) per second without RLlib;
    * ``ppo``: ``iterations`` PPO iterations (shared policy, every seat learning, the default
      ``seats`` network, ``envs_per_runner`` vectorised envs, sampling in this process unless ``num_env_runners``):
      env steps/s while sampling (RLlib's sampling timer) and overall (sampling + learning).
    """
    from arena.rl.env import BanshaMultiAgentEnv
    from arena.rl.train import algo_config, init_ray, merge_config, time_learning, validate

    env = BanshaMultiAgentEnv({"ruleset": ruleset, "learn": "all", "mode": "shared", "seed": seed})
    rng = random.Random(seed)
    steps = episodes = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        obs, _ = env.reset(seed=seed + episodes)
        done = False
        while not done:
            (aid, o), = obs.items()
            legal = np.flatnonzero(o["action_mask"])
            obs, _, term, trunc, _ = env.step({aid: int(legal[rng.randrange(len(legal))])})
            steps += 1
            done = term["__all__"] or trunc["__all__"]
        episodes += 1
    adapter_sps = steps / (time.perf_counter() - t0)

    cfg = validate(merge_config({
        "env": {"ruleset": ruleset}, "policy": {"mode": "shared", "learn": "all"},
        "train": {"train_batch_size": batch, "minibatch_size": min(1000, batch), "num_epochs": 1,
                  "num_env_runners": num_env_runners, "envs_per_runner": envs_per_runner,
                  "seed": seed}}))
    init_ray(address, max(1, num_env_runners) + 1)
    import torch
    torch.set_num_threads(1)
    algo = algo_config(cfg).build_algo()
    learning = time_learning(algo)
    sampled = 0.0
    t1 = time.perf_counter()
    try:
        for _ in range(iterations):
            res = algo.train()
            sampled += float(res["env_runners"]["num_env_steps_sampled"])
    finally:
        wall = time.perf_counter() - t1
        algo.stop()
    learn_s = learning["s"]
    sample_s = wall - learn_s
    return {
        "ruleset": ruleset, "adapter_steps_per_s": round(adapter_sps, 1),
        "adapter_episodes": episodes, "adapter_steps_per_episode": round(steps / max(1, episodes), 1),
        "ppo_iterations": iterations, "ppo_env_steps": int(sampled),
        "ppo_sampling_steps_per_s": round(sampled / sample_s, 1) if sample_s else None,
        "ppo_overall_steps_per_s": round(sampled / wall, 1) if wall else None,
        "ppo_sample_s": round(sample_s, 2), "ppo_learn_s": round(learn_s, 2),
        "num_env_runners": num_env_runners, "envs_per_runner": envs_per_runner,
    }


def format_rl_report(r: dict[str, Any]) -> str:
    where = ("in this process" if r["num_env_runners"] == 0
             else f"on {r['num_env_runners']} env runners")
    return "\n".join([
        f"{r['ruleset']} / RLlib adapter (every seat learning, one shared policy, seats network)",
        f"  adapter alone:  {r['adapter_steps_per_s']:,} env steps/s with random masked actions "
        f"({r['adapter_steps_per_episode']} learner steps per game)",
        f"  PPO sampling:   {r['ppo_sampling_steps_per_s']:,} env steps/s {where} "
        f"({r['envs_per_runner']} envs per runner, {r['ppo_env_steps']:,} steps in "
        f"{r['ppo_iterations']} iterations)",
        f"  PPO overall:    {r['ppo_overall_steps_per_s']:,} env steps/s including learning "
        f"(sampling {r['ppo_sample_s']} s, learning {r['ppo_learn_s']} s)",
    ])
