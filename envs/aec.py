"""Bansha Arena — the PettingZoo AEC face of any registered ruleset.

==================  ==========================================================================
Import              ``envs.make("seal", obs_mode="vector")``
Agents              ``player_1`` .. ``player_N`` (seat numbers as players say them)
Actions             ``Discrete(K)``: one flat codec per ruleset (pass, yes, seat targets,
                    named options, speech acts) — see ``rulesets.engine.choices``
Observations        ``vector``: ``Dict(observation=Box(0, 1, (F,), float32), action_mask=Box(0, 1, (K,), int8))``
                    ``text``: ``Dict(text=Text, action_mask=...)`` — the seat's history in zh/en;
                    ``action_mask`` is read-only, shared by decisions with the same legal actions
Partial info        a seat's observation is built only from the events addressed to it
Rewards             at the end: +1 for every seat of the winning camp, -1 for the others, 0 on a draw
Dead seats          stay in ``agents`` until the game ends; they are simply never asked
==================  ==========================================================================

The turn order is the game's own: whoever the rules ask next is ``agent_selection``.  An
illegal action is replaced by the decision's default and recorded (``infos[agent]["fallback"]``
and the game record) unless ``on_illegal="raise"``.
"""

from __future__ import annotations

from typing import Any, Iterator, Mapping, Optional

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.env_logger import EnvLogger
from pettingzoo.utils.wrappers.order_enforcing import AECOrderEnforcingIterable

import rulesets
from rulesets.engine import Decision, Game, IllegalChoice

from .text import PublicText, TextObserver, TextRenderer, shared_renderer
from .vector import PrivateFeed, PrivateObserver, PublicObserver, VectorLayout

MAX_TEXT = 2_000_000


class UnicodeText(spaces.Text):
    """A text space for Chinese and English observations: any ``str`` up to ``max_length``.

    Gymnasium's :class:`Text` checks every character against a charset; game text holds CJK
    characters and free LLM text, so membership is relaxed to type and length."""

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length


class BanshaEnv(AECEnv):
    """AEC environment for one ruleset.  See the module docstring for the facts table."""

    metadata = {"name": "bansha_v0", "render_modes": ["human", "ansi"], "is_parallelizable": False}

    def __init__(self, ruleset: str = "seal", obs_mode: str = "vector", lang: str = "zh",
                 board: Optional[Mapping[str, Any]] = None, render_mode: Optional[str] = None,
                 on_illegal: str = "fallback") -> None:
        super().__init__()
        if obs_mode not in ("vector", "text"):
            raise ValueError(f"obs_mode must be 'vector' or 'text', not {obs_mode!r}")
        if lang not in ("zh", "en"):
            raise ValueError(f"unknown language {lang!r}: use 'zh' or 'en'")
        if on_illegal not in ("fallback", "raise"):
            raise ValueError(f"on_illegal must be 'fallback' or 'raise', not {on_illegal!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.rules = rulesets.get(ruleset)
        self.board_options = dict(board or {})
        self.board = self.rules.board(self.board_options)
        self.n = self.rules.n_seats(self.board)
        # the game's table: room for seats added mid-game (a puppet), played by their controller
        self.choices = self.rules.game_choices(self.board)
        self.obs_mode = obs_mode
        self.lang = lang
        self.render_mode = render_mode
        self.on_illegal = on_illegal
        self.metadata = dict(self.metadata, name=f"bansha_{ruleset}_v0")
        self.layout = VectorLayout(self.rules, self.choices)
        self._renderer: Optional[TextRenderer] = None
        self.possible_agents = [f"player_{i + 1}" for i in range(self.n)]
        self.agent_seat = {a: i for i, a in enumerate(self.possible_agents)}
        K = self.choices.size
        mask_space = spaces.Box(0, 1, (K,), np.int8)
        if obs_mode == "vector":
            obs_space: gymnasium.Space = spaces.Dict({
                "observation": spaces.Box(0.0, 1.0, (self.layout.size,), np.float32),
                "action_mask": mask_space})
        else:
            obs_space = spaces.Dict({"text": UnicodeText(MAX_TEXT), "action_mask": mask_space})
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(K) for a in self.possible_agents}
        self.game: Optional[Game] = None
        self._masks: dict[int, tuple[list[int], np.ndarray, bytes]] = {}
        self._last_mask: Optional[tuple[list[int], np.ndarray, bytes]] = None
        self._no_action = np.zeros(K, dtype=np.int8)  # the mask of a seat not asked anything
        self._no_action.flags.writeable = False
        self._seed: Optional[int] = None
        self._np_random_seed: Optional[int] = None

    @property
    def renderer(self) -> TextRenderer:
        """The text renderer of this ruleset, board size and language (shared by every env of
        the process; made when first needed: text mode, ``render()``)."""
        if self._renderer is None:
            self._renderer = shared_renderer(self.rules, self.choices, self.lang)
        return self._renderer

    # -- PettingZoo API -----------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.Space:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._seed = int(seed)
        elif self._seed is None:
            self._seed = int(np.random.SeedSequence().entropy % (2 ** 31))
        else:
            self._seed += 1  # a fresh deal each reset, still reproducible from the first seed
        options = options or {}
        self.game = self.rules.new_game(self._seed, self.board_options, options.get("deal"))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        events = self.game.events
        if self.obs_mode == "vector":
            self._public = PublicObserver(self.layout, self.choices, self.board.get("max_days", 40))
            # routed for every seat the game may hold (an added seat's events reach its
            # controller too, so only the players' lists are read)
            self._feed = PrivateFeed(events, self.choices.n_seats, self.layout.read_privately)
            self._private = [PrivateObserver(s, self.layout) for s in range(self.n)]
        else:
            log = PublicText(self.renderer, events, self.choices.n_seats)
            self._txt = [TextObserver(s, log) for s in range(self.n)]
        self._sync()

    def _sync(self) -> None:
        g = self.game
        assert g is not None
        if g.over:
            self._finish()
            return
        d = g.pending
        assert d is not None
        seat = d.seat
        if g.controllers:  # a seat added mid-game is played by its controller
            seat = g.actor(seat)
        self.agent_selection = self.possible_agents[seat]

    def _finish(self) -> None:
        g = self.game
        assert g is not None
        for i, a in enumerate(self.possible_agents):
            if a not in self.terminations:
                continue
            self.terminations[a] = g.winner is not None
            self.truncations[a] = g.winner is None
            if g.winner is None:
                self.rewards[a] = 0.0
            else:
                self.rewards[a] = 1.0 if g.seats[i].win_camp == g.winner else -1.0
            self.infos[a] = dict(self.infos[a], winner=g.winner)
        self._accumulate_rewards()
        if self.agents:
            self.agent_selection = self.agents[0]

    def _legal(self, legal: list[int]) -> tuple[list[int], np.ndarray, bytes]:
        """``(legal, mask, flags)``: the action mask of a list of legal answers and the same
        flags as bytes (to check an answer without numpy).  Cached by list identity (the engine
        shares lists between decisions); the mask is read-only, so every decision with this
        list shares it."""
        hit = self._last_mask  # observe() then step() ask for the same list: one slot first
        if hit is not None and hit[0] is legal:
            return hit
        hit = self._masks.get(id(legal))
        if hit is not None and hit[0] is legal:
            self._last_mask = hit
            return hit
        allowed = _flags(legal, self.choices.size)
        mask = np.frombuffer(allowed, dtype=np.int8)  # a view of immutable bytes: read-only
        if len(self._masks) > 256:
            self._masks.clear()
        hit = self._masks[id(legal)] = (legal, mask, allowed)  # keeps ``legal`` alive
        self._last_mask = hit
        return hit

    def _allows(self, choice: Optional[int]) -> bool:
        """Whether ``choice`` answers the pending decision, read off its mask's flags."""
        g = self.game
        assert g is not None and g.pending is not None
        return choice is not None and 0 <= choice < self.choices.size \
            and self._legal(g.pending.legal)[2][choice] == 1

    def observe(self, agent: str) -> dict[str, Any]:
        g = self.game
        assert g is not None, "call reset() first"
        seat = self.agent_seat[agent]
        d = g.pending
        if d is not None and (d.seat == seat or g.controllers and g.actor(d.seat) == seat):
            mask = self._legal(d.legal)[1]
        else:
            d = None  # not this seat's turn: no prompt, no legal action
            mask = self._no_action
        if self.obs_mode == "vector":
            public = self._public.update(g.events, g.phase, g.day, g.night)
            private = self._private[seat].update(self._feed[seat], g.pending)
            return {"observation": np.concatenate((public, private)), "action_mask": mask}
        return {"text": self._text(seat, d), "action_mask": mask}

    def text(self, agent: str) -> str:
        """The seat's text observation (history, then the prompt when it is its turn)."""
        g = self.game
        assert g is not None
        if self.obs_mode != "text":
            raise RuntimeError("text() needs obs_mode='text'")
        seat = self.agent_seat[agent]
        d = g.pending
        mine = d is not None and (d.seat == seat or g.controllers and g.actor(d.seat) == seat)
        return self._text(seat, d if mine else None)

    def _text(self, seat: int, d: Optional[Decision]) -> str:
        """The seat's history, then the prompt of ``d`` (its own pending decision) if any."""
        return self._txt[seat].update(self._renderer.prompt(d) if d is not None else "")

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game
        assert g is not None
        self._cumulative_rewards[agent] = 0.0
        self.infos[agent].pop("fallback", None)
        choice = None if action is None else int(action)
        if self.on_illegal == "raise":
            g.answer(choice)  # type: ignore[arg-type]
        elif g.answer_or_default(choice, legal=self._allows(choice)):
            self.infos[agent] = dict(self.infos[agent], fallback=g.fallbacks[-1])
        self._sync()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        g = self.game
        assert g is not None
        text = "\n".join(self.renderer.event(e) for e in g.events[-20:])
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

    # -- extras ---------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The finished (or running) game's record (see ``rulesets.engine.game``)."""
        assert self.game is not None
        return self.game.record()


def _flags(legal: list[int], size: int) -> bytes:
    """One byte per answer, 1 where ``legal`` has it: a Python loop for short lists, numpy's
    scatter (faster past a few dozen answers) for long ones such as speech acts."""
    if len(legal) > 48:
        flags = np.zeros(size, dtype=np.int8)
        flags[np.fromiter(legal, np.intp, len(legal))] = 1
        return flags.tobytes()
    out = bytearray(size)
    for c in legal:
        out[c] = 1
    return bytes(out)


class OrderEnforcing(wrappers.OrderEnforcingWrapper):
    """PettingZoo's order-enforcing wrapper with direct ``last()``, ``step()`` and ``agent_iter()``.

    The inherited methods read the env's attributes through two ``__getattr__`` layers on every
    step (a fifth of a step's cost here); these do the same checks on the env directly."""

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("last() cannot be called before reset")
        env = self.env  # AECEnv.last, one call shallower
        agent = env.agent_selection
        return (env.observe(agent) if observe else None, env._cumulative_rewards[agent],
                env.terminations[agent], env.truncations[agent], env.infos[agent])

    def step(self, action: Any) -> None:
        if not self._has_reset or not self.env.agents:
            super().step(action)  # the inherited error / warning
            return
        self._has_updated = True
        self.env.step(action)

    def agent_iter(self, max_iter: int = 2**63) -> "AgentIterable":
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return AgentIterable(self, max_iter)


class AgentIterable(AECOrderEnforcingIterable):
    """``agent_iter()``: yields ``agent_selection`` while agents remain, at most ``max_iter``
    times, and insists on a ``step()`` between two agents (as PettingZoo's iterator does)."""

    def __iter__(self) -> Iterator[str]:  # type: ignore[override]
        wrapper: OrderEnforcing = self.env
        env = wrapper.env
        for _ in range(self.max_iter):
            if not env.agents:
                return
            assert wrapper._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
            wrapper._has_updated = False
            yield env.agent_selection


def env(**kwargs: Any) -> AECEnv:
    """The env with PettingZoo's order-enforcing wrapper (what ``envs.make`` returns)."""
    return OrderEnforcing(BanshaEnv(**kwargs))


__all__ = ["BanshaEnv", "env", "UnicodeText", "IllegalChoice"]
