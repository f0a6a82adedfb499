"""狼人 暗月 V2.0 (dark_moon) as a versioned PettingZoo environment module."""

from functools import partial

from .aec import BanshaEnv
from .aec import env as _env

raw_env = partial(BanshaEnv, ruleset="dark_moon")
env = partial(_env, ruleset="dark_moon")
