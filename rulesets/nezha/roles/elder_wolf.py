"""【狼人阵营】11，长老狼[群内]⑧ (line 523)

若开局的[群内]人数不超过狼人开局总人数的1/3则必有长老狼，开局的[群内]人数超过狼人开局总人数的2/3则必没有长老狼，中间值
正常概率出现。
归途[黄昏][指定]——选择范围：任意一名角色。
结算效果：若该角色[实际阵营]是狼人阵营且没有[群内]标签，则该角色于早夜结束时获得[群内]标签，该角色将收到通知，有进群前
的加成技能可在早夜阶段发动，若该角色[实际阵营]不是狼人阵营，则无事发生。

The presence rule is the draft's (``draft.py``); no role of this edition has a 进群前的加成技能,
so the recruit simply joins the pack (ruling N64); an expedition 大天狗 does not (不归).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import PACK, WOLF, actual_camp, pool, table, tags
from ..skills import single
from .great_tengu import cannot_join

HOMECOMING = SkillSpec("homecoming", "归途", "歸途", "Homecoming", "黄昏",
                       "A wolf-camp role without [群内] joins the pack when 早夜 ends.", ("指定",))
ROLE = RoleSpec("elder_wolf", "长老狼", "長老狼", "Elder Wolf", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(HOMECOMING,), line=523, strength=8, tags=("群内",))


def homecoming(g: Game, me: int, inst: SkillInstance):
    def recruit(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) == WOLF and PACK not in tags(g, final):
            table(g).recruits.append(final)
    yield from single(g, me, inst, HOMECOMING, pool(g), recruit)


def join(g: Game) -> None:
    """早夜结束时: the recruits get [群内] and are told."""
    from ..pack import meet, pass_knife
    state = table(g)
    joined = [t for t in state.recruits if g.seats[t].alive and not cannot_join(g, t)]
    state.recruits = []
    for t in joined:
        state.tags.setdefault(t, set()).add(PACK)
        g.tell(t, "joined_pack")
    if joined:
        meet(g)
        pass_knife(g)
