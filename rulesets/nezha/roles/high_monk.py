"""验人系 3，高僧⑧ (line 205)

超度[深夜][指定]—— 选择范围：任意2个角色
结算效果：若结算目标有[群内][接刀]标签，或是持有[杀人]技能，则得到反馈[选择目标1/2可以杀人]，反之，则反馈
[选择目标1/2不能杀人]（验证表面是否带刀）有多次结算效果，则按顺序多次反馈，被验证出[可以杀人]的结算目标会在
夜晚结束时永久获得[超度]状态。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool, surface, table
from ..rewrite import word
from ..skills import choose_many
from ..targeting import aim

EXORCISE = SkillSpec("exorcise", "超度", "超度", "Exorcise", "深夜",
                     "Learn whether two roles can kill (surface knife); those that can gain "
                     "permanent [超度] when the night ends.", ("指定",))
ROLE = RoleSpec("high_monk", "高僧", "高僧", "High Monk", camp="village", skills=(EXORCISE,),
                line=205, strength=8, tags=("验人系",))


def exorcise(g: Game, me: int, inst: SkillInstance):
    picked = yield from choose_many(g, me, inst, EXORCISE.id, pool(g), 2)
    if len(picked) < 2:
        return   # 任意2个角色: both or none (ruling N74)
    for t in picked:
        for final in aim(g, me, EXORCISE.id, t):
            knife = surface(g, final, me).knife
            g.result(me, EXORCISE.id, t, knife)              # 可以杀人 / 不能杀人
            if knife:
                table(g).night.at_end.append((final, word(g, me, "exorcised"), me))
