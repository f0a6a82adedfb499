"""【狼人阵营】16，帝尊魔皇[接刀]⑧ (line 552)

有帝尊魔皇必有九天圣人
身份属性（不是技能）：开局阶段结束后，若帝尊魔皇属于狼人阵营，帝尊魔皇获得所有狼人[群内]的名单。
Its three skills are 九天圣人's (``heaven_guard``).
"""

from rulesets.engine import Game, RoleSpec

from ..common import WOLF, pack_members
from .heaven_guard import SKILLS

ROLE = RoleSpec("demon_emperor", "帝尊魔皇", "帝尊魔皇", "Demon Emperor", camp="wolf",
                checks_as_wolf=True, knife=True, skills=SKILLS, line=552, strength=8,
                tags=("接刀",))
#: 有帝尊魔皇必有九天圣人
REQUIRES = ("nine_heavens_sage",)


def learn_pack(g: Game, roles: tuple[str, ...] = (ROLE.id,)) -> None:
    """开局阶段结束后: the emperor (and the 蚀日侍女, the same 身份属性, line 622) learns the
    pack, if it belongs to the wolves."""
    for s in g.seats:
        if s.original_role.id in roles and s.camp == WOLF:
            g.tell(s.index, "pack_list", seats=pack_members(g))
