"""【狼人阵营】12，噩梦之影⑧ (line 528)

身份属性（不是技能）：噩梦之影第一次使用恐惧时，将获得[群内]标签。
恐惧[早夜][指定] —— 选择范围：任意一名角色，不可连续两晚选择同一角色，并选择是否额外赋予[寡言]状态。
结算效果：结算目标获得[恐惧]，持续至下一个[正午]阶段开始，若选择额外赋予[寡言]状态，则再赋予[寡言]状态，持续至下一个夜晚开始。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_yes

from ..common import PACK, pool, table
from ..skills import choose, not_twice
from ..statuses import give
from ..targeting import aim

FEAR = SkillSpec("fear", "恐惧", "恐懼", "Fear", "早夜",
                 "A role is [恐惧] until the next 正午 (and [寡言] until the next night if "
                 "chosen); not the same role two nights running.", ("指定",))
TACITURN = SkillSpec("fear_taciturn", "附加寡言", "附加寡言", "Add taciturnity", "早夜",
                     "Whether 恐惧 also gives [寡言].")
ROLE = RoleSpec("nightmare_shadow", "噩梦之影", "噩夢之影", "Nightmare Shadow", camp="wolf",
                checks_as_wolf=True, skills=(FEAR,), line=528, strength=8)


def fear(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, FEAR.id, not_twice(inst, g.night, pool(g)))
    inst.chose(g.night, [] if t is None else [t])
    if t is None:
        return
    mute = yield from ask_yes(g, me, TACITURN.id, target=t)
    if g.seats[me].original_role.id == ROLE.id and not inst.data.get("joined"):
        inst.data["joined"] = True                # 第一次使用恐惧时，将获得[群内]标签
        table(g).tags.setdefault(me, set()).add(PACK)
        g.tell(me, "joined_pack")
        from ..pack import meet
        meet(g)
    for final in aim(g, me, FEAR.id, t):
        give(g, final, "fear", me, until="noon")
        if mute:
            give(g, final, "taciturn", me, until="night_start")
