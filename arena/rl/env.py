"""The RLlib adapter: any registered ruleset's ``vector`` env as a turn-based ``MultiAgentEnv``.

RLlib (new API stack) drives the learning seats; every other seat is played inside the adapter
by an agent from the opponent pool, so RLlib only ever sees the learners' turns:

* **Seats and agent ids.**  The config's ``learn`` names the camps the learning modules play
  (``["good"]``, ``["wolf"]`` or ``"all"``).  A decision of a seat whose camp is learned is a
  step of the agent id ``"<camp>/player_<n>"``; with ``mode="camp"`` it maps to the module named
  after the camp (one policy per camp), with ``mode="shared"`` to the single module ``"shared"``
  (the seat's own card is in the observation).  Which camp a seat is in is the referee's
  knowledge (``game.seats[s].camp``); a seat whose camp changes (an infection) continues
  under a new agent id, or is handed to the opposition if the new camp is not learned.  A seat
  in a camp the ruleset does not declare (none today) is played by the opposition; a card
  with no camp yet (a card that chooses its camp during play) is in the camp ``"none"``.
* **Turns.**  The game decides who acts (the AEC env's order).  Each ``step`` answers the one
  pending learner decision, then the adapter plays opponent decisions until the next learner
  decision or the end, and returns only that learner's observation.
* **Observations** are the env's own vector observation with the mask as float:
  ``Dict(obs=Box(F), action_mask=Box(K))``.  Nothing else reaches the policy.
* **Rewards** come at the end: the env's +1 / -1 (0 for a draw) for each agent id that acted,
  from its seat's final camp; an agent id that was left by a camp change is scored by whether
  that camp won.  A draw (``max_days``) is a truncation, a win a termination.  Optional
  ``shaping`` adds potential-based rewards (the camp's living share minus everyone else's,
  paid as its change between an agent's turns, zero potential at the end), which leaves the
  optimal policy unchanged but gives the learner a signal long before the game ends.
* **Legal actions.**  The module masks its logits, so it never picks an illegal action; the
  adapter still checks each answer against the legal list, counts any illegal one in
  ``illegal_actions`` (reported in the final ``infos``) and lets the env fall back to the
  decision's default (or raises with ``on_illegal="raise"``).
* **Opponents** are drawn once per episode from ``opponents`` (``{spec: weight}``): agent specs
  of ``agents.registry`` (``random``, ``heuristic``, ``rl:PATH`` frozen checkpoints) and
  ``self`` — a frozen snapshot of the learning modules that the trainer refreshes with
  :meth:`BanshaMultiAgentEnv.set_snapshot` (random play until the first snapshot arrives).

The final ``infos`` of every agent hold the game's ``winner``, the learned camps' result and the
counts of learner / opponent steps and illegal answers; the trainer's callback turns them into
metrics (win rates per camp, illegal actions).
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Mapping, Optional

import gymnasium as gym
import numpy as np
from ray.rllib.env.multi_agent_env import MultiAgentEnv

import envs
import rulesets
from agents.base import Agent, SeatView, seat_seed, split_answer
from agents.seen import SeatViews

SEP = "/"
SHARED = "shared"
NO_CAMP = "none"
_instances = itertools.count()


def ruleset_camps(ruleset_id: str) -> list[str]:
    """The camps of a ruleset: its declared camps (``Ruleset.camps``, e.g. 暗月's dark-moon
    camp that cards are dealt into) and the printed camps of the cards that can be dealt (a
    drafted pool's roles not implemented yet never are)."""
    rules = rulesets.get(ruleset_id)
    declared = set(getattr(rules, "camps", ()) or ())
    return sorted(camp_id(c) for c in declared | {r.camp for r in rules.roles if r.implemented})


def camp_id(camp: Optional[str]) -> str:
    """The agent-id / module name of a camp: ``NO_CAMP`` for a card with no camp yet (one that
    chooses its camp during play)."""
    return camp or NO_CAMP


def parse_learn(learn: Any, camps: list[str]) -> list[str]:
    """``"all"`` or a list of camps -> the sorted list of learned camps (validated)."""
    if learn in (None, "all"):
        return list(camps)
    if isinstance(learn, str):
        learn = [learn]
    bad = [c for c in learn if c not in camps]
    if bad or not learn:
        raise ValueError(f"learn must be 'all' or camps among {camps}, got {learn!r}")
    return sorted(set(learn))


def parse_pool(opponents: Any) -> list[tuple[str, float]]:
    """``{spec: weight}``, a list of specs or one spec -> ``[(spec, weight)]``."""
    if opponents is None:
        return [("random", 1.0)]
    if isinstance(opponents, str):
        return [(opponents, 1.0)]
    if isinstance(opponents, Mapping):
        pool = [(str(k), float(v)) for k, v in opponents.items() if float(v) > 0]
    else:
        pool = [(str(s), 1.0) for s in opponents]
    if not pool:
        raise ValueError("the opponent pool is empty")
    return pool


def module_for(agent_id: str, mode: str) -> str:
    """The module id that plays an agent id (``"good/player_3"`` -> ``"good"`` or ``"shared"``)."""
    return SHARED if mode == "shared" else agent_id.split(SEP, 1)[0]


def module_ids(mode: str, learn: list[str]) -> list[str]:
    return [SHARED] if mode == "shared" else list(learn)


class BanshaMultiAgentEnv(MultiAgentEnv):
    """See the module docstring.  ``config`` keys: ``ruleset`` (``"seal"``), ``board`` ({}),
    ``mode`` (``"camp"`` | ``"shared"``), ``learn`` (``"all"`` | [camps]), ``opponents``
    ({spec: weight}), ``seed`` (int), ``on_illegal`` (``"fallback"`` | ``"raise"``),
    ``shaping`` (float, 0 = off: the weight of the potential-based survival shaping)."""

    def __init__(self, config: Optional[Mapping[str, Any]] = None) -> None:
        super().__init__()
        cfg = dict(config or {})
        self.ruleset_id = str(cfg.get("ruleset", "seal"))
        self.board = dict(cfg.get("board") or {})
        self.mode = str(cfg.get("mode", "camp"))
        if self.mode not in ("camp", "shared"):
            raise ValueError(f"mode must be 'camp' or 'shared', not {self.mode!r}")
        self.camps = ruleset_camps(self.ruleset_id)
        self.learn = parse_learn(cfg.get("learn", "all"), self.camps)
        self.pool = parse_pool(cfg.get("opponents"))
        self.on_illegal = str(cfg.get("on_illegal", "fallback"))
        self.shaping = float(cfg.get("shaping", 0.0))
        self.env = envs.make(self.ruleset_id, obs_mode="vector", board=self.board)
        raw = self.raw = self.env.unwrapped
        self.n = raw.n
        K = raw.choices.size
        space = gym.spaces.Dict({
            "obs": gym.spaces.Box(0.0, 1.0, (raw.layout.size,), np.float32),
            "action_mask": gym.spaces.Box(0.0, 1.0, (K,), np.float32)})
        self.possible_agents = [f"{c}{SEP}{a}" for c in self.learn for a in raw.possible_agents]
        self.agents = []
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: gym.spaces.Discrete(K) for a in self.possible_agents}
        # distinct streams for the sub-envs of every env runner (worker_index is set by RLlib)
        worker = int(getattr(config, "worker_index", 0) or 0)
        base = int(cfg.get("seed", 0))
        self._rng = random.Random(f"{base}/{worker}/{next(_instances)}")
        #: the key of the opponents' seat seeds (drawn before any reseed: the games' stream
        #: is unchanged); opponents get ``seat_seed``, never the game seed
        self._agent_key = f"{self._rng.getrandbits(128):032x}"
        self._snapshot: Any = None  # agents.rl.policy.PolicyBundle for "self"
        self._agents_by_spec: dict[str, list[Agent]] = {}
        self.spec = ""
        self.totals = {"episodes": 0, "learner_steps": 0, "opponent_steps": 0, "illegal": 0}

    # -- opponents ------------------------------------------------------------------------------
    def set_snapshot(self, bundle: Any) -> None:
        """The frozen policy that plays ``self`` seats from the next episode on."""
        self._snapshot = bundle
        self._agents_by_spec.pop("self", None)

    def _make(self, spec: str) -> Agent:
        if spec == "self":
            if self._snapshot is None:
                from agents.random_agent import RandomAgent
                return RandomAgent()
            from agents.rl.agent import RLAgent
            return RLAgent(bundle=self._snapshot)
        from agents.registry import make_agent
        return make_agent(spec, self.ruleset_id)

    def _opponent(self, seat: int) -> Agent:
        agent = self._seat_agents.get(seat)
        if agent is None:
            seats = self._agents_by_spec.setdefault(self.spec, [])
            while len(seats) <= seat:
                seats.append(self._make(self.spec))
            agent = self._seat_agents[seat] = seats[seat]
            agent.reset(seat, seat_seed(self._game_seed, seat, self._agent_key))
        return agent

    # -- MultiAgentEnv API ----------------------------------------------------------------------
    def reset(self, *, seed: Optional[int] = None,
              options: Optional[dict] = None) -> tuple[dict[str, Any], dict[str, Any]]:
        if seed is not None:
            self._rng.seed(seed)
        for _ in range(100):  # a game with no learner decision at all is skipped
            obs = self._new_game(options)
            if obs is not None:
                return obs, {}
        raise RuntimeError(f"{self.ruleset_id}: 100 games in a row without a decision of the "
                           f"learned camps {self.learn}")

    def _new_game(self, options: Optional[dict]) -> Optional[dict[str, Any]]:
        self._game_seed = self._rng.randrange(2 ** 31)
        self.env.reset(seed=self._game_seed, options=options)
        specs, weights = zip(*self.pool)
        self.spec = self._rng.choices(specs, weights)[0]
        self._seat_agents: dict[int, Agent] = {}
        self._views = SeatViews()
        self._acted: dict[str, dict[str, np.ndarray]] = {}
        self._pending: Optional[tuple[str, Any]] = None
        self._counts = {"learner_steps": 0, "opponent_steps": 0, "illegal": 0}
        self.agents = []
        g = self.raw.game
        self._camp0 = {c: sum(1 for x in g.seats if camp_id(x.camp) == c) for c in self.learn}
        self._phi: dict[str, float] = {}  # agent id -> potential at its last reward
        return self._advance()

    # -- shaping ----------------------------------------------------------------------------------
    def potential(self, camp: str) -> float:
        """``shaping x (living share of the camp - living share of everyone else)``, shares of
        the seats at the deal; the referee's state, used for rewards only (never observed)."""
        g = self.raw.game
        own0 = max(1, self._camp0.get(camp, 0))
        other0 = max(1, g.n - self._camp0.get(camp, 0))
        own = sum(1 for x in g.seats if x.alive and camp_id(x.camp) == camp)
        other = sum(1 for x in g.seats if x.alive and camp_id(x.camp) != camp)
        return self.shaping * (own / own0 - other / other0)

    def _shaped(self, aid: str, terminal: bool = False) -> float:
        """Potential-based shaping (Ng et al. 1999, gamma ~ 1): the change of the camp's
        potential since this agent's last reward; the potential of a finished game is 0, so
        the shaping of a whole episode sums to a constant and the optimal policy is unchanged."""
        if not self.shaping:
            return 0.0
        now = 0.0 if terminal else self.potential(aid.split(SEP, 1)[0])
        before = self._phi.get(aid)
        self._phi[aid] = now
        return 0.0 if before is None else now - before

    def step(self, action_dict: Mapping[str, Any]):
        assert self._pending is not None, "step() without a pending learner decision"
        aid, decision = self._pending
        if aid not in action_dict:
            raise KeyError(f"no action for the acting agent {aid!r} (got {sorted(action_dict)})")
        action = int(action_dict[aid])
        self._counts["learner_steps"] += 1
        if action not in decision.legal:
            self._counts["illegal"] += 1
            if self.on_illegal == "raise":
                raise ValueError(f"{aid} answered {action}, not legal for {decision.kind!r}")
        self.env.step(action)
        obs = self._advance()
        if obs is not None:  # RLlib wants a reward for the agent that just acted
            return obs, {aid: self._shaped(aid)}, {"__all__": False}, {"__all__": False}, {}
        return self._final()

    def _observe(self, player: str) -> dict[str, np.ndarray]:
        o = self.raw.observe(player)
        return {"obs": o["observation"], "action_mask": o["action_mask"].astype(np.float32)}

    def _advance(self) -> Optional[dict[str, Any]]:
        """Play opponents until a learner decision (its observation) or the end (``None``)."""
        raw = self.raw
        g = raw.game
        while not g.over:
            d = g.pending
            seat = g.actor(d.seat)  # a seat added mid-game is played by its controller
            camp = camp_id(g.seats[seat].camp)
            player = raw.possible_agents[seat]
            if camp in self.learn:
                aid = f"{camp}{SEP}{player}"
                obs = self._observe(player)
                self._pending = (aid, d)
                if aid not in self._acted:
                    self.agents.append(aid)
                    self._shaped(aid)  # the potential when it first acts
                self._acted[aid] = obs
                return {aid: obs}
            agent = self._opponent(seat)
            view = SeatView.of(d, g.n, g.inbox[seat], g.choices, g.ruleset, self._views, seat)
            try:
                answer = agent.act(view)
                # a declared fallback (Answer.fallback) gets the default, recorded, like in play_game
                choice: Optional[int] = None if getattr(answer, "fallback", None) else \
                    split_answer(answer)[0]
            except Exception:  # a faulty opponent gets the decision's default, like in play_game
                choice = None
            self._counts["opponent_steps"] += 1
            self.env.step(choice if choice in d.legal else None)
        self._pending = None
        return None

    def result(self, camp: str) -> float:
        """+1 if ``camp`` won the finished game, -1 if another camp won, 0 for a draw."""
        winner = self.raw.game.winner
        return 0.0 if winner is None else (1.0 if winner == camp else -1.0)

    def _final(self):
        raw = self.raw
        g = raw.game
        obs, rewards, infos = {}, {}, {}
        summary = dict(self._counts, winner=g.winner or "draw", spec=self.spec,
                       results={c: self.result(c) for c in self.learn})
        for aid in self._acted:
            camp, player = aid.split(SEP, 1)
            seat = raw.agent_seat[player]
            if camp_id(g.seats[seat].camp) == camp:
                rewards[aid] = float(raw.rewards[player])
            else:
                rewards[aid] = self.result(camp)
            rewards[aid] += self._shaped(aid, terminal=True)
            obs[aid] = self._observe(player)
            infos[aid] = summary
        self.totals["episodes"] += 1
        for k in ("learner_steps", "opponent_steps", "illegal"):
            self.totals[k] += self._counts[k]
        draw = g.winner is None
        return obs, rewards, {"__all__": not draw}, {"__all__": draw}, infos


def sub_envs(env: Any) -> list[BanshaMultiAgentEnv]:
    """The adapters inside an env runner's (vector) env."""
    out = []
    for e in getattr(env, "envs", None) or [env]:
        e = getattr(e, "unwrapped", e)
        if isinstance(e, BanshaMultiAgentEnv):
            out.append(e)
    return out


def _callbacks_base() -> type:
    from ray.rllib.callbacks.callbacks import RLlibCallback
    return RLlibCallback


class ArenaCallbacks(_callbacks_base()):  # type: ignore[misc]
    """Per-episode metrics from the adapter's final ``infos`` (summed per iteration under
    ``env_runners/arena``): episodes, wins of each learned camp, draws, illegal answers, learner
    and opponent steps.  Also keeps torch to one thread in env runners (on 2-core machines
    torch's thread pool makes batch-1 forwards ~50x slower)."""

    def on_environment_created(self, *, env_runner: Any = None, **kwargs: Any) -> None:
        import os
        try:
            import torch
            torch.set_num_threads(int(os.environ.get("ARENA_TORCH_THREADS", "1")))
        except ImportError:  # pragma: no cover
            pass

    def on_episode_end(self, *, episode: Any, metrics_logger: Any = None, **kwargs: Any) -> None:
        if metrics_logger is None:
            return
        infos = episode.get_infos(-1)
        info = next((i for i in infos.values() if i and "results" in i), None)
        if info is None:
            return
        log = metrics_logger.log_value
        log(("arena", "episodes"), 1, reduce="sum")
        for camp, r in info["results"].items():
            log(("arena", f"wins_{camp}"), float(r > 0), reduce="sum")
        log(("arena", "draws"), float(info["winner"] == "draw"), reduce="sum")
        for k in ("illegal", "learner_steps", "opponent_steps"):
            log(("arena", k), float(info[k]), reduce="sum")
