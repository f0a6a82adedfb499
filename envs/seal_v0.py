"""封印板子 (seal) as a versioned PettingZoo environment module."""

from functools import partial

from .aec import BanshaEnv
from .aec import env as _env

raw_env = partial(BanshaEnv, ruleset="seal")
env = partial(_env, ruleset="seal")
