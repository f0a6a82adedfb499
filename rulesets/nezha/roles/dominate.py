"""主宰黑夜<强制> —— 游戏日夜晚，…获得[不死]状态 (恶灵骑士 line 474, 大恶魔 line 580, 磁狼 line 610).

One skill on three wolves; 恶灵骑士's adds its feedback (see ``ghost_rider``)."""

from rulesets.engine import SkillSpec

from ..passives import Passive, at_night

DOMINATE = SkillSpec("dominate", "主宰黑夜", "主宰黑夜", "Master of the night", "夜晚",
                     "At night, [不死].", ("强制",))
PASSIVE = Passive(DOMINATE.id, (("undying", None),), at_night)
