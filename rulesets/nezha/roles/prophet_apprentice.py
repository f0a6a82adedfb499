"""其他身份 6，预言学徒⑥ (line 241)

传承<强制><限定>——若验人系的身份出局，预言学徒立刻获得该角色的身份技能并刷新至初始，然后表面身份变更为继承
的身份。

It fires on the first seer-family out (any seat's, 立刻), whether announced or not.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..acquire import take
from ..common import SEER
from ..skills import spend

INHERIT = SkillSpec("inherit", "传承", "傳承", "Inheritance", "被动",
                    "When a seer-family role goes out, gain its identity skills (refreshed) and "
                    "read as that identity.", ("强制", "限定"))
ROLE = RoleSpec("prophet_apprentice", "预言学徒", "預言學徒", "Prophet Apprentice", camp="village",
                skills=(INHERIT,), line=241, strength=6)


def on_any_out(g: Game, seat: int, cause: str) -> None:
    dead = g.seats[seat].original_role
    if SEER not in dead.tags:
        return
    for heir, inst in g.holders(INHERIT.id):
        if inst.data.get("charges", 1) > 0 and g.can_use(heir, INHERIT.id):
            spend(inst)
            take(g, heir, dead.id, dead.skills, "inherit")
            g.seats[heir].apparent["role"] = dead.id
