"""``skill``: a player for roles nobody wrote a bot for, driven by the role's declaration.

:class:`SkillPolicy` plays a seat with the ruleset's heuristic (or :class:`PlainPlayer` where
the ruleset has none) and answers every decision of a skill the heuristic has no rule for from
the skill's declared intent (``SkillSpec.intent``: information, protection, kill, control,
vote, win): :mod:`.intents` picks the target from the heuristic's beliefs, and the seat reports
what its information skills found.  ``skill:all`` plays every skill with a declared intent that
way, also those the heuristic knows (to measure the policy against the hand-written one).
"""

from .plain import PlainPlayer
from .policy import SkillPolicy

__all__ = ["PlainPlayer", "SkillPolicy"]
