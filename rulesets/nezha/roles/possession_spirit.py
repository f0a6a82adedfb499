"""验人系 1，凭依灵⑧ (line 190)

灵魂凭依[深夜][指定]——选择范围：任意一名角色，并决定是否链接[虚情情侣]。
结算效果：反馈结算目标的[表面身份]，反馈格式为[选择目标是XX身份]，有多次结算效果，则按顺序多次反馈。然后
结算目标得知[发动者是凭依灵]，若决定要链接[虚情情侣]，则发动者和结算目标获得[虚情情侣]状态，持续至下一个
夜晚开始。
PS：要进行验人的时候就需要决定，不能先看查验结果，后决定是否连情侣。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_yes

from ..common import pool, surface
from ..lovers import link
from ..skills import choose
from ..targeting import aim

POSSESS = SkillSpec("possess", "灵魂凭依", "靈魂憑依", "Possession", "深夜",
                    "Learn a role's surface identity (told as the chosen target's); the role "
                    "learns it was possessed; optionally both become 虚情情侣 until next night.",
                    ("指定",))
LINK = SkillSpec("possess_link", "链接虚情情侣", "鏈接虛情情侶", "Link as false lovers", "深夜",
                 "Decided with 灵魂凭依, before its result: link the two as 虚情情侣.")
ROLE = RoleSpec("possession_spirit", "凭依灵", "憑依靈", "Possession Spirit", camp="village",
                skills=(POSSESS,), line=190, strength=8, tags=("验人系",))


def possess(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, POSSESS.id, pool(g, but=me))
    if t is None:
        return
    couple = yield from ask_yes(g, me, LINK.id, target=t)
    for final in aim(g, me, POSSESS.id, t):
        g.result(me, POSSESS.id, t, surface(g, final, me).role)
        g.tell(final, "possessed_by", role=ROLE.id)
        if couple:
            link(g, me, final, "false", until="night_start")
