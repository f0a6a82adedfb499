"""The PettingZoo face: API and seed tests in every mode, masks, rewards, illegal actions —
for every registered ruleset."""

from __future__ import annotations

import importlib

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

import envs
from envs.text import TextRenderer
import rulesets

RULESETS = rulesets.available()


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("mode,lang", [("vector", "zh"), ("text", "zh"), ("text", "en")])
def test_pettingzoo_api_and_seed_tests(ruleset, mode, lang):
    api_test(envs.make(ruleset, obs_mode=mode, lang=lang), num_cycles=400)
    seed_test(lambda: envs.make(ruleset, obs_mode=mode, lang=lang), num_cycles=400)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_versioned_module_and_registry(ruleset):
    assert f"{ruleset}_v0" in envs.available()
    module = importlib.import_module(f"envs.{ruleset}_v0")
    e = module.env(obs_mode="vector")
    e.reset(seed=1)
    n = rulesets.get(ruleset).n_seats(rulesets.get(ruleset).board(None))
    assert e.possible_agents[0] == "player_1" and len(e.possible_agents) == n
    raw = module.raw_env()
    assert raw.metadata["name"] == f"bansha_{ruleset}_v0"
    with pytest.raises(KeyError, match="unknown ruleset"):
        envs.make("chess")
    with pytest.raises(ValueError, match="obs_mode"):
        envs.make(ruleset, obs_mode="pixels")


def _play(env, seed, pick=lambda legal, rng: legal[rng.integers(len(legal))]):
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    last = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            last[agent] = reward
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert legal.size > 0, "the acting seat always has a legal action"
        env.step(int(pick(legal, rng)))
    return last


@pytest.mark.parametrize("ruleset", RULESETS)
def test_full_game_rewards_match_the_winner(ruleset):
    e = envs.make(ruleset, obs_mode="vector")
    rewards = _play(e, 7)
    game = e.unwrapped.game
    assert game.over and set(rewards) == set(e.possible_agents)
    for i, agent in enumerate(e.possible_agents):
        if game.winner is None:
            assert rewards[agent] == 0
        else:
            assert rewards[agent] == (1 if game.seats[i].win_camp == game.winner else -1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_illegal_action_falls_back_and_is_recorded(ruleset):
    e = envs.make(ruleset, obs_mode="vector")
    e.reset(seed=3)
    agent = e.agent_selection
    obs = e.observe(agent)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    e.step(illegal)
    assert e.unwrapped.infos[agent]["fallback"]["given"] == illegal
    assert e.unwrapped.record()["fallbacks"][0]["reason"] == "illegal"
    strict = envs.make(ruleset, obs_mode="vector", on_illegal="raise")
    strict.reset(seed=3)
    with pytest.raises(ValueError, match="not legal"):
        strict.step(illegal)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_text_observation_is_the_seats_own_history_and_prompt(ruleset):
    e = envs.make(ruleset, obs_mode="text", lang="en")
    e.reset(seed=2)
    agent = e.agent_selection
    seat = e.unwrapped.agent_seat[agent]
    text = e.observe(agent)["text"]
    g = e.unwrapped.game
    own = [ev for ev in g.inbox[seat] if ev.audience is not None]
    assert own and TextRenderer(g.ruleset, g.choices, "en").event(own[0]) in text
    if any(ev.kind == "role" for ev in own):  # a board that tells each seat its card
        assert f"Your card is {g.seats[seat].role.en}" in text
    assert ">>> Your turn" in text
    other = e.possible_agents[(seat + 1) % len(e.possible_agents)]
    assert ">>> Your turn" not in e.observe(other)["text"]  # only the acting seat gets a prompt
