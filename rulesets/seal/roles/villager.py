"""10.平民 — 沒有特殊技能。 (line 191)"""

from rulesets.engine import RoleSpec

ROLE = RoleSpec("villager", "平民", "平民", "Villager", camp="good", side="villager", line=191)
