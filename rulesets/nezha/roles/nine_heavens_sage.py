"""其他身份 4，九天圣人⑥ (line 226): 有九天圣人必有帝尊魔皇; its skills are in ``heaven_guard``."""

from rulesets.engine import RoleSpec

from .heaven_guard import SKILLS

ROLE = RoleSpec("nine_heavens_sage", "九天圣人", "九天聖人", "Nine Heavens Sage", camp="village",
                skills=SKILLS, line=226, strength=6)
#: 有九天圣人必有帝尊魔皇
REQUIRES = ("demon_emperor",)
