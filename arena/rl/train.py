"""``arena train CONFIG.toml``: PPO with RLlib (new API stack) on any registered ruleset.

The config (see ``experiments/rl/seal_ppo.toml``) names the ruleset, which camps learn and
whether each camp has its own policy (``mode = "camp"``) or all share one (``"shared"``), the
opponent pool that plays every other seat, PPO's settings and the evaluation to run afterwards.

A run directory (``[run] dir / name``, or ``--run-dir``) receives:

* ``config.json`` — the resolved config; ``metrics.jsonl`` — one row per iteration (training
  win rates of the learned camps, illegal answers, losses, entropy, env steps, sampling and
  learning time, sampling throughput);
* ``checkpoints/initial`` (the untrained policy), ``checkpoints/iter_NNNN`` every
  ``checkpoint_every`` iterations and ``checkpoints/final``: each an RLlib algorithm checkpoint
  plus ``policy/`` (numpy weights, what ``rl:PATH`` loads) and ``arena.json``;
* ``learning_curve.png`` — training win rate and policy loss / entropy against env steps,
  with the evaluation results when there are any;
* ``eval.json`` and ``summary.json`` — evaluation win rates with Wilson 95% intervals, CPU time.

Runs on a local ray instance (``num_cpus`` from the config) or an existing cluster
(``--address``; the project must be installed on its nodes).  torch and ray are imported only
here and in the RL modules, so the rest of the arena works without the ``[rl]`` extra.
"""

from __future__ import annotations

import copy
import json
import math
import os
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover - Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

DEFAULTS: dict[str, dict[str, Any]] = {
    "run": {"name": "", "dir": "runs/rl"},
    "env": {"ruleset": "seal", "board": {}},
    "policy": {"mode": "camp", "learn": "all", "hidden": [256, 256], "activation": "tanh",
               "arch": "seats", "seat_hidden": [64]},
    "opponents": {"random": 1.0},
    "train": {
        "shaping": 0.0,
        "iterations": 50, "train_batch_size": 8000, "minibatch_size": 1000, "num_epochs": 4,
        "lr": 3e-4, "gamma": 0.995, "lambda": 0.95, "entropy_coeff": 0.01, "clip_param": 0.2,
        "vf_loss_coeff": 0.5, "vf_clip_param": 10.0, "grad_clip": 0.5,
        "num_env_runners": 2, "envs_per_runner": 8, "num_cpus": 2, "torch_threads": 1,
        "checkpoint_every": 10, "snapshot_every": 5, "seed": 0,
    },
    "eval": {"games": 0, "camp": "", "opponents": ["random"], "checkpoints": ["initial", "final"],
             "baselines": ["random"], "seed": 1_000_000, "chunk": 50,
             "select_games": 0, "select_seed": 2_000_000},
}
LOSS_KEYS = ("policy_loss", "vf_loss", "entropy", "mean_kl_loss", "total_loss")


# -- config -----------------------------------------------------------------------------------------
def merge_config(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The defaults overlaid with ``raw`` (unknown sections or keys are errors; the
    ``opponents`` table replaces the default pool as a whole)."""
    cfg = copy.deepcopy(DEFAULTS)
    for section, values in raw.items():
        if section not in cfg:
            raise ValueError(f"unknown config section [{section}] (known: {', '.join(cfg)})")
        if not isinstance(values, Mapping):
            raise ValueError(f"[{section}] must be a table")
        if section == "opponents":
            cfg[section] = dict(values)
            continue
        for key, value in values.items():
            if key not in cfg[section]:
                raise ValueError(f"unknown key {key!r} in [{section}] "
                                 f"(known: {', '.join(sorted(cfg[section]))})")
            cfg[section][key] = value
    return cfg


def load_config(path: str | Path) -> dict[str, Any]:
    with open(path, "rb") as fh:
        cfg = merge_config(tomllib.load(fh))
    if not cfg["run"]["name"]:
        cfg["run"]["name"] = Path(path).stem
    return cfg


def validate(cfg: dict[str, Any]) -> dict[str, Any]:
    """Check the config against the ruleset; fills ``eval.camp`` (the first learned camp)."""
    import rulesets
    from arena.rl.env import parse_learn, parse_pool, ruleset_camps

    ruleset = cfg["env"]["ruleset"]
    rulesets.get(ruleset)  # KeyError for an unknown ruleset
    camps = ruleset_camps(ruleset)
    learn = parse_learn(cfg["policy"]["learn"], camps)
    if cfg["policy"]["arch"] not in ("mlp", "seats"):
        raise ValueError(f"[policy] arch must be 'mlp' or 'seats', not {cfg['policy']['arch']!r}")
    if cfg["policy"]["mode"] not in ("camp", "shared"):
        raise ValueError(f"[policy] mode must be 'camp' or 'shared', not {cfg['policy']['mode']!r}")
    parse_pool(cfg["opponents"])
    ev = cfg["eval"]
    ev["camp"] = ev["camp"] or learn[0]
    if ev["camp"] not in learn:
        raise ValueError(f"[eval] camp {ev['camp']!r} is not a learned camp ({learn})")
    tr = cfg["train"]
    if tr["minibatch_size"] > tr["train_batch_size"]:
        raise ValueError("[train] minibatch_size must not exceed train_batch_size")
    return cfg


def env_config(cfg: Mapping[str, Any]) -> dict[str, Any]:
    return {"ruleset": cfg["env"]["ruleset"], "board": dict(cfg["env"]["board"]),
            "mode": cfg["policy"]["mode"], "learn": cfg["policy"]["learn"],
            "opponents": dict(cfg["opponents"]), "seed": int(cfg["train"]["seed"]),
            "shaping": float(cfg["train"]["shaping"])}


# -- ray / RLlib --------------------------------------------------------------------------------------
def init_ray(address: Optional[str] = None, num_cpus: Optional[int] = None, threads: int = 1) -> None:
    """Start (or join, with ``address``) ray with one torch / BLAS thread per worker."""
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    for var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
        os.environ.setdefault(var, str(threads))
    import logging

    import ray
    if ray.is_initialized():
        return
    env_vars = {"OMP_NUM_THREADS": str(threads), "MKL_NUM_THREADS": str(threads),
                "OPENBLAS_NUM_THREADS": str(threads), "ARENA_TORCH_THREADS": str(threads),
                "RAY_AUTH_MODE": "disabled"}
    kwargs: dict[str, Any] = dict(include_dashboard=False, logging_level=logging.WARNING,
                                  runtime_env={"env_vars": env_vars})
    if address:
        ray.init(address=address, **kwargs)
    else:
        ray.init(num_cpus=num_cpus, **kwargs)


def algo_config(cfg: Mapping[str, Any]) -> Any:
    """The ``PPOConfig`` for a resolved config."""
    from ray.rllib.algorithms.ppo import PPOConfig
    from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
    from ray.rllib.core.rl_module.rl_module import RLModuleSpec

    from agents.rl.module import MaskedMLPModule
    from arena.rl.env import ArenaCallbacks, BanshaMultiAgentEnv, module_for, module_ids, parse_learn, ruleset_camps

    mode = cfg["policy"]["mode"]
    learn = parse_learn(cfg["policy"]["learn"], ruleset_camps(cfg["env"]["ruleset"]))
    mids = module_ids(mode, learn)
    model = model_config(cfg)
    tr = cfg["train"]

    def mapping(agent_id: str, episode: Any = None, **kwargs: Any) -> str:
        return module_for(agent_id, mode)

    return (
        PPOConfig()
        .environment(BanshaMultiAgentEnv, env_config=env_config(cfg))
        .framework("torch")
        .env_runners(num_env_runners=int(tr["num_env_runners"]),
                     num_envs_per_env_runner=int(tr["envs_per_runner"]),
                     num_cpus_per_env_runner=1, rollout_fragment_length="auto",
                     # wait for the samples however busy the machine is: a timed-out sample
                     # leaves an empty batch, and PPO's update on it turns the weights to NaN
                     sample_timeout_s=None)
        .learners(num_learners=0)
        .multi_agent(policies=set(mids), policy_mapping_fn=mapping, policies_to_train=list(mids))
        .rl_module(rl_module_spec=MultiRLModuleSpec(rl_module_specs={
            m: RLModuleSpec(module_class=MaskedMLPModule, model_config=model) for m in mids}))
        .training(lr=float(tr["lr"]), train_batch_size_per_learner=int(tr["train_batch_size"]),
                  minibatch_size=int(tr["minibatch_size"]), num_epochs=int(tr["num_epochs"]),
                  gamma=float(tr["gamma"]), lambda_=float(tr["lambda"]),
                  entropy_coeff=float(tr["entropy_coeff"]), clip_param=float(tr["clip_param"]),
                  vf_loss_coeff=float(tr["vf_loss_coeff"]), vf_clip_param=float(tr["vf_clip_param"]),
                  grad_clip=float(tr["grad_clip"]))
        .callbacks(ArenaCallbacks)
        .debugging(seed=int(tr["seed"]), log_level="ERROR")
    )


def model_config(cfg: Mapping[str, Any]) -> dict[str, Any]:
    """The module's ``model_config``: sizes, activation, architecture (and, for ``seats``, the
    env's seat geometry)."""
    pol = cfg["policy"]
    model = {"hidden": list(pol["hidden"]), "activation": pol["activation"], "arch": pol["arch"],
             "seat_hidden": list(pol["seat_hidden"])}
    if pol["arch"] == "seats":
        from agents.rl.seats import geometry_for
        model["geometry"] = geometry_for(cfg["env"]["ruleset"], cfg["env"]["board"])
    return model


def policy_meta(cfg: Mapping[str, Any], iteration: int) -> dict[str, Any]:
    import envs
    from arena.rl.env import module_ids, parse_learn, ruleset_camps

    e = envs.make(cfg["env"]["ruleset"], obs_mode="vector", board=cfg["env"]["board"]).unwrapped
    learn = parse_learn(cfg["policy"]["learn"], ruleset_camps(cfg["env"]["ruleset"]))
    return {"ruleset": cfg["env"]["ruleset"], "board": dict(cfg["env"]["board"]),
            "mode": cfg["policy"]["mode"], "learn": learn,
            "modules": module_ids(cfg["policy"]["mode"], learn),
            "obs_size": int(e.layout.size), "n_actions": int(e.choices.size),
            "hidden": list(cfg["policy"]["hidden"]), "activation": cfg["policy"]["activation"],
            "arch": cfg["policy"]["arch"], "seat_hidden": list(cfg["policy"]["seat_hidden"]),
            **({"geometry": model_config(cfg)["geometry"]} if cfg["policy"]["arch"] == "seats" else {}),
            "iteration": iteration, "run": cfg["run"]["name"]}


def export_bundle(algo: Any, cfg: Mapping[str, Any], iteration: int) -> Any:
    """The learner's current policies as a numpy :class:`agents.rl.policy.PolicyBundle`."""
    from agents.rl.policy import bundle_from_states
    meta = policy_meta(cfg, iteration)
    weights = algo.learner_group.get_weights(module_ids=meta["modules"])
    return bundle_from_states(meta, {m: weights[m] for m in meta["modules"]})


def save_checkpoint(algo: Any, directory: Path, cfg: Mapping[str, Any], iteration: int) -> Path:
    """An RLlib checkpoint plus ``policy/`` (numpy) and ``arena.json`` (what it was trained on)."""
    directory.mkdir(parents=True, exist_ok=True)
    algo.save_to_path(str(directory.resolve()))
    bundle = export_bundle(algo, cfg, iteration)
    bundle.save(directory / "policy")
    (directory / "arena.json").write_text(json.dumps(bundle.meta, indent=2), encoding="utf-8")
    return directory


def push_snapshot(algo: Any, bundle: Any) -> int:
    """Give ``self`` opponents in every env runner a frozen copy of the current policies;
    returns the number of adapters updated."""
    from arena.rl.env import sub_envs

    def _set(runner: Any) -> int:
        envs_ = sub_envs(getattr(runner, "env", None))
        for e in envs_:
            e.set_snapshot(bundle)
        return len(envs_)

    return sum(algo.env_runner_group.foreach_env_runner(_set, local_env_runner=True))


def time_learning(algo: Any) -> dict[str, float]:
    """Accumulate the wall time of the learner updates in ``["s"]`` (RLlib's own timers are
    smoothed across iterations); sampling time = iteration time - learning time."""
    acc = {"s": 0.0}
    group = algo.learner_group
    update = group.update

    def timed(*args: Any, **kwargs: Any) -> Any:
        t = time.perf_counter()
        try:
            return update(*args, **kwargs)
        finally:
            acc["s"] += time.perf_counter() - t

    group.update = timed
    return acc


def runner_cpu(algo: Any) -> float:
    """CPU seconds used so far by the remote env runner processes."""
    try:
        out = algo.env_runner_group.foreach_env_runner(lambda r: time.process_time(),
                                                      local_env_runner=False)
        return float(sum(out))
    except Exception:  # pragma: no cover - best effort
        return 0.0


def summarise(result: Mapping[str, Any], iteration: int, learn: list[str], wall: float,
              learn_s: float) -> dict[str, Any]:
    """One ``metrics.jsonl`` row from an RLlib result (``wall``: the iteration's wall time,
    ``learn_s``: its learner updates)."""
    er = result.get("env_runners", {}) or {}
    arena = er.get("arena", {}) or {}
    episodes = _num(arena.get("episodes"))
    sample_s = max(0.0, wall - learn_s)
    steps = _num(er.get("num_env_steps_sampled"))
    losses = {}
    for mid, stats in (result.get("learners", {}) or {}).items():
        if isinstance(stats, Mapping) and "policy_loss" in stats:
            losses[mid] = {k: float(stats[k]) for k in LOSS_KEYS if k in stats}
    return {
        "iteration": iteration,
        "env_steps": steps,
        "env_steps_total": _num(er.get("num_env_steps_sampled_lifetime")),
        "episodes": int(episodes),
        "win_rate": {c: (_num(arena.get(f"wins_{c}")) / episodes if episodes else None) for c in learn},
        "draws": int(_num(arena.get("draws"))),
        "illegal": int(_num(arena.get("illegal"))),
        "opponent_steps": int(_num(arena.get("opponent_steps"))),
        "return_mean": _float(er.get("episode_return_mean")),
        "losses": losses,
        "sample_s": round(sample_s, 3),
        "learn_s": round(learn_s, 3),
        "sample_steps_per_s": round(steps / sample_s, 1) if sample_s else None,
        "wall_s": round(wall, 3),
    }


def _num(x: Any) -> float:
    """A metric as a float, 0 when missing or NaN (RLlib reports NaN for empty series)."""
    v = _float(x)
    return 0.0 if v is None else v


def _float(x: Any) -> Optional[float]:
    try:
        v = float(x)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def losses_finite(row: Mapping[str, Any]) -> bool:
    return all(math.isfinite(v) for m in row["losses"].values() for v in m.values())


# -- plots ---------------------------------------------------------------------------------------------
def plot_curve(rows: list[dict[str, Any]], path: Path, title: str,
               evals: Optional[list[dict[str, Any]]] = None) -> Path:
    """Training win rate of each learned camp (and the evaluation points) against env steps;
    policy entropy on a second panel."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax, ax2) = plt.subplots(2, 1, figsize=(8, 7), sharex=True,
                                  gridspec_kw={"height_ratios": [2, 1]})
    x = [r["env_steps_total"] for r in rows]
    camps = sorted({c for r in rows for c in r["win_rate"]})
    for c in camps:
        y = [r["win_rate"].get(c) for r in rows]
        pts = [(a, b) for a, b in zip(x, y) if b is not None]
        if pts:
            xs, ys = zip(*pts)
            ax.plot(xs, ys, marker=".", lw=0.5, alpha=0.4, label=f"{c}: training win rate (per iteration)")
            k = min(10, len(ys))
            smooth = [sum(ys[max(0, i - k + 1):i + 1]) / len(ys[max(0, i - k + 1):i + 1]) for i in range(len(ys))]
            ax.plot(xs, smooth, lw=2, label=f"{c}: mean of the last {k} iterations")
    for e in evals or []:
        if e.get("baseline"):
            ax.axhline(e["win_rate"], ls=":", lw=1, color="grey")
            ax.annotate(f"{e['label']} vs {e['opponent']}", (x[0] if x else 0, e["win_rate"]),
                        fontsize=6, color="grey", va="bottom")
            continue
        lo, hi = e["ci95"]
        xe = e.get("env_steps", 0)
        below, above = max(0.0, e["win_rate"] - lo), max(0.0, hi - e["win_rate"])
        ax.errorbar([xe], [e["win_rate"]], yerr=[[below], [above]],
                    fmt="s", capsize=4, label=f"eval {e['label']} vs {e['opponent']} (n={e['games']})")
    ax.set_ylabel("win rate")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=7, loc="best")
    ax.set_title(title)
    for mid in sorted({m for r in rows for m in r["losses"]}):
        ent = [(a, r["losses"][mid].get("entropy")) for a, r in zip(x, rows) if mid in r["losses"]]
        ent = [(a, b) for a, b in ent if b is not None]
        if ent:
            ax2.plot(*zip(*ent), label=f"{mid}: entropy")
    ax2.set_xlabel("env steps (learner decisions)")
    ax2.set_ylabel("policy entropy")
    ax2.grid(alpha=0.3)
    if ax2.get_legend_handles_labels()[0]:
        ax2.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


# -- the run -------------------------------------------------------------------------------------------
def _write_json(path: Path, obj: Any) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(obj, indent=2, ensure_ascii=False), encoding="utf-8")
    tmp.replace(path)


def train(cfg: dict[str, Any], run_dir: str | Path, address: Optional[str] = None,
          log: Callable[[str], None] = print, evaluate_after: bool = True) -> dict[str, Any]:
    """Train, checkpoint, plot and (if ``[eval] games > 0``) evaluate.  Returns the summary."""
    cfg = validate(cfg)
    run = Path(run_dir)
    (run / "checkpoints").mkdir(parents=True, exist_ok=True)
    _write_json(run / "config.json", cfg)
    tr = cfg["train"]
    threads = int(tr["torch_threads"])
    init_ray(address, int(tr["num_cpus"]), threads)
    import torch
    torch.set_num_threads(threads)
    from arena.rl.env import parse_learn, parse_pool, ruleset_camps

    learn = parse_learn(cfg["policy"]["learn"], ruleset_camps(cfg["env"]["ruleset"]))
    self_play = any(spec == "self" for spec, _ in parse_pool(cfg["opponents"]))
    cpu0, t0 = time.process_time(), time.perf_counter()
    algo = algo_config(cfg).build_algo()
    learning = time_learning(algo)
    runners_cpu0 = runner_cpu(algo)
    build_s = time.perf_counter() - t0
    log(f"built PPO on {cfg['env']['ruleset']} ({cfg['policy']['mode']} mode, learning {learn}) "
        f"in {build_s:.1f} s; run directory {run}")
    save_checkpoint(algo, run / "checkpoints" / "initial", cfg, 0)
    rows: list[dict[str, Any]] = []
    metrics = run / "metrics.jsonl"
    metrics.write_text("", encoding="utf-8")
    iterations = int(tr["iterations"])
    for it in range(1, iterations + 1):
        t1, l1 = time.perf_counter(), learning["s"]
        result = algo.train()
        row = summarise(result, it, learn, time.perf_counter() - t1, learning["s"] - l1)
        rows.append(row)
        with metrics.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(row) + "\n")
        wr = " ".join(f"{c}={v:.3f}" for c, v in row["win_rate"].items() if v is not None)
        ent = " ".join(f"{m}:H={v.get('entropy', float('nan')):.2f}" for m, v in row["losses"].items())
        log(f"iter {it:4d}/{iterations}  steps {row['env_steps_total']:>9,.0f}  episodes "
            f"{row['episodes']:4d}  win {wr}  illegal {row['illegal']}  {ent}  "
            f"{row['sample_steps_per_s'] or 0:,.0f} steps/s sampling  {row['wall_s']:.1f} s")
        if row["env_steps"] == 0:
            raise RuntimeError(f"iteration {it} sampled no env steps (env runners lost?)")
        if not losses_finite(row):
            raise FloatingPointError(f"non-finite loss at iteration {it}: {row['losses']}")
        if self_play and tr["snapshot_every"] and it % int(tr["snapshot_every"]) == 0:
            if not push_snapshot(algo, export_bundle(algo, cfg, it)):
                log("warning: no adapter received the self-play snapshot")
        if tr["checkpoint_every"] and it % int(tr["checkpoint_every"]) == 0 and it != iterations:
            save_checkpoint(algo, run / "checkpoints" / f"iter_{it:04d}", cfg, it)
    save_checkpoint(algo, run / "checkpoints" / "final", cfg, iterations)
    train_cpu = (time.process_time() - cpu0) + (runner_cpu(algo) - runners_cpu0)
    train_wall = time.perf_counter() - t0
    algo.stop()
    steps = rows[-1]["env_steps_total"] if rows else 0.0
    sample_s = sum(r["sample_s"] for r in rows)
    summary: dict[str, Any] = {
        "run": cfg["run"]["name"], "ruleset": cfg["env"]["ruleset"], "mode": cfg["policy"]["mode"],
        "learn": learn, "opponents": cfg["opponents"], "iterations": iterations,
        "env_steps": steps, "episodes": sum(r["episodes"] for r in rows),
        "illegal_actions": sum(r["illegal"] for r in rows),
        "train_wall_s": round(train_wall, 1), "train_cpu_s": round(train_cpu, 1),
        "sample_steps_per_s": round(sum(r["env_steps"] for r in rows) / sample_s, 1) if sample_s else None,
        "final_losses": rows[-1]["losses"] if rows else {},
        "checkpoint": str(run / "checkpoints" / "final"),
    }
    log(f"trained {iterations} iterations, {steps:,.0f} env steps in {train_wall:.0f} s "
        f"({train_cpu:.0f} CPU s); checkpoint {summary['checkpoint']}")
    if evaluate_after and int(cfg["eval"]["select_games"]) > 0:
        summary["selection"] = select_best(cfg, run, log)
    evals: list[dict[str, Any]] = []
    if evaluate_after and int(cfg["eval"]["games"]) > 0:
        evals = run_evaluations(cfg, run, rows, log)
        summary["eval"] = evals
        summary["eval_cpu_s"] = round(sum(e["cpu_s"] for e in evals), 1)
    plot_curve(rows, run / "learning_curve.png",
               f"{cfg['run']['name']}: PPO on {cfg['env']['ruleset']} ({', '.join(learn)} learning)",
               evals)
    _write_json(run / "summary.json", summary)
    log(f"wrote {run / 'learning_curve.png'} and {run / 'summary.json'}")
    return summary


def select_best(cfg: Mapping[str, Any], run: Path, log: Callable[[str], None] = print) -> dict[str, Any]:
    """Model selection on validation games: play every saved checkpoint (``iter_*`` and
    ``final``) for ``[eval] select_games`` games against the first evaluation opposition, on
    seeds from ``select_seed`` (disjoint from the evaluation seeds), and copy the one with the
    highest win rate to ``checkpoints/best``; writes ``selection.json``.  The evaluation proper
    then reports ``best`` on its own seeds, so the selection does not flatter it."""
    import shutil

    from arena.rl.evaluate import evaluate

    ev = cfg["eval"]
    games, seed = int(ev["select_games"]), int(ev["select_seed"])
    if seed < int(ev["seed"]) + int(ev["games"]) and int(ev["seed"]) < seed + games:
        raise ValueError("[eval] select_seed..+select_games overlaps the evaluation seeds")
    root = run / "checkpoints"
    labels = sorted(p.name for p in root.iterdir() if p.name.startswith("iter_")) + ["final"]
    results = []
    for label in labels:
        r = evaluate(f"rl:{(root / label).resolve()}", cfg["env"]["ruleset"], ev["camp"],
                     ev["opponents"][0], games, seed, cfg["env"]["board"], int(ev["chunk"]), log)
        results.append({"label": label, "win_rate": r["win_rate"], "ci95": r["ci95"], "games": games})
    best = max(results, key=lambda r: r["win_rate"])  # the first of equals: the earliest
    target = root / "best"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(root / best["label"], target)
    out = {"best": best["label"], "opponent": ev["opponents"][0], "seed": seed, "results": results}
    _write_json(run / "selection.json", out)
    log(f"selected {best['label']} ({best['win_rate']:.3f} over {games} validation games) as checkpoints/best")
    return out


def run_evaluations(cfg: Mapping[str, Any], run: Path, rows: list[dict[str, Any]],
                    log: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Evaluate the configured checkpoints against each opposition; writes ``eval.json``."""
    from arena.rl.evaluate import evaluate

    ev = cfg["eval"]
    steps_at = {"initial": 0.0, "final": rows[-1]["env_steps_total"] if rows else 0.0}
    for r in rows:
        steps_at[f"iter_{r['iteration']:04d}"] = r["env_steps_total"]
    if (run / "selection.json").exists():  # "best" is a copy of the selected checkpoint
        chosen = json.loads((run / "selection.json").read_text(encoding="utf-8"))["best"]
        steps_at["best"] = steps_at.get(chosen, 0.0)
    out = []
    for label in ev["checkpoints"]:
        ck = (run / "checkpoints" / label).resolve()  # ray workers may not share our cwd
        if not ck.exists():
            raise FileNotFoundError(f"[eval] checkpoint {label!r} not found in {run / 'checkpoints'}")
        for opp in ev["opponents"]:
            r = evaluate(f"rl:{ck}", cfg["env"]["ruleset"], ev["camp"], opp, int(ev["games"]),
                         int(ev["seed"]), cfg["env"]["board"], int(ev["chunk"]), log)
            r.update(label=label, env_steps=steps_at.get(label, 0.0))
            out.append(r)
    for spec in ev.get("baselines", []):  # other agents in the same seats, for reference
        for opp in ev["opponents"]:
            r = evaluate(spec, cfg["env"]["ruleset"], ev["camp"], opp, int(ev["games"]),
                         int(ev["seed"]), cfg["env"]["board"], int(ev["chunk"]), log)
            r.update(label=f"baseline {spec}", baseline=True)
            out.append(r)
    _write_json(run / "eval.json", out)
    return out


def evaluate_run(run_dir: str | Path, games: Optional[int] = None, address: Optional[str] = None,
                 log: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Re-run the evaluation of a finished run (``arena train CONFIG --eval-only``)."""
    run = Path(run_dir)
    cfg = json.loads((run / "config.json").read_text(encoding="utf-8"))
    if games is not None:
        cfg["eval"]["games"] = games
    init_ray(address, int(cfg["train"]["num_cpus"]), int(cfg["train"]["torch_threads"]))
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines() if line]
    evals = run_evaluations(cfg, run, rows, log)
    plot_curve(rows, run / "learning_curve.png", f"{cfg['run']['name']}: PPO on {cfg['env']['ruleset']}", evals)
    return evals


def main(args: Any) -> int:
    """``arena train`` (see :func:`arena.cli.build_parser`)."""
    cfg = load_config(args.config)
    if args.iterations is not None:
        cfg["train"]["iterations"] = args.iterations
    if args.eval_games is not None:
        cfg["eval"]["games"] = args.eval_games
    run_dir = Path(args.run_dir) if args.run_dir else Path(cfg["run"]["dir"]) / cfg["run"]["name"]
    if args.eval_only:
        evaluate_run(run_dir, args.eval_games, args.address)
        return 0
    summary = train(cfg, run_dir, address=args.address)
    if args.json:
        print(json.dumps(summary, indent=2))
    return 0 if summary["illegal_actions"] == 0 else 1
