"""【狼人阵营】15，寂夜导师[接刀]⑧ (line 543)

有寂夜导师必有白昼学者
身份属性（不是技能）：开局阶段结束后，若寂夜导师仍属于[狼人阵营]，则狼人群内会知晓寂夜导师是谁。
Its three skills are 白昼学者's (``time_wave``).
"""

from rulesets.engine import Game, RoleSpec

from ..common import WOLF
from .time_wave import SKILLS

ROLE = RoleSpec("silent_night_mentor", "寂夜导师", "寂夜導師", "Silent Night Mentor", camp="wolf",
                checks_as_wolf=True, knife=True, skills=SKILLS, line=543, strength=8,
                tags=("接刀",))
#: 有寂夜导师必有白昼学者
REQUIRES = ("daylight_scholar",)


def known(g: Game) -> None:
    """开局阶段结束后: the pack learns who the mentor is."""
    from ..pack import chat
    mentors = [s.index for s in g.seats if s.original_role.id == ROLE.id and s.camp == WOLF]
    if mentors:
        chat(g, "mentor", seats=mentors)
