"""其他身份 29，圣武士⑨ (line 381)

有圣武士必有死神
昭示[正午][限定][指定]——选择范围：任意一名角色。  结算效果：结算目标[翻牌]。
至圣斩[深夜][指定][0]——选择范围：任意一名角色，每有2个[村民阵营]角色因为[非村民阵营]角色的技能出局，该技能次数+1。
结算效果：目标角色获得[流血]状态，若[实际阵营]与你不相同，则再额外赋予[流血]状态。
守护灵光[强制]——圣武士和当天电梯楼相邻的[村民阵营]角色永久获得[秩序]状态。

守护灵光 is judged at every 晨曦 (and at 开局) on the living ring; what it gives stays (ruling N62).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec
from rulesets.engine.forum import Special

from ..common import VILLAGE, actual_camp, neighbours, pool
from ..skills import flip, gain, repeated, single, usable
from ..statuses import give, has

PROCLAIM = SkillSpec("proclaim", "昭示", "昭示", "Proclamation", "正午",
                     "A role's card flips.", ("指定", "限定"))
SLASH = SkillSpec("holy_slash", "至圣斩", "至聖斬", "Holy slash", "深夜",
                  "A role bleeds (twice if of another camp); a charge for every 2 village roles "
                  "put out by non-village skills.", ("指定", "[0]"))
AURA = SkillSpec("aura", "守护灵光", "守護靈光", "Guardian aura", "被动",
                 "The paladin and its village ring neighbours gain permanent [秩序].", ("强制",))
ROLE = RoleSpec("paladin", "圣武士", "聖武士", "Paladin", camp="village",
                skills=(PROCLAIM, SLASH, AURA), line=381, strength=9)
#: 有圣武士必有死神
REQUIRES = ("reaper",)


def can_proclaim(g: Game, seat: int) -> bool:
    return usable(g, seat, PROCLAIM.id)


def proclaim(g: Game, me: int):
    yield from single(g, me, g.seats[me].skill(PROCLAIM.id), PROCLAIM,
                      [s for s in pool(g) if g.seats[s].alive], lambda t, _: flip(g, t))


def holy_slash(g: Game, me: int, inst: SkillInstance):
    """至圣斩[0]: every charge may be used in the same 深夜 (line 89, rulings N390, N430)."""
    def slash(final: int, chosen: int) -> None:
        give(g, final, "bleed", me)
        if actual_camp(g, final, me) != g.seats[me].camp:  # 若[实际阵营]与你不相同，则再额外赋予
            give(g, final, "bleed", me)
    yield from repeated(g, me, inst, SLASH, lambda: pool(g), slash)


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """A village role out by a non-village role's skill: every second one is a charge.  Both
    camps are the actual ones as 至圣斩 judges them, through 愚面 (ruling N116)."""
    source = g.seats[seat].death_source
    if source is None or cause in ("exile", "red_card"):
        return
    for me, inst in g.holders(SLASH.id, living=False):
        if actual_camp(g, seat, me) != VILLAGE or actual_camp(g, source, me) == VILLAGE:
            continue
        inst.data["village_outs"] = inst.data.get("village_outs", 0) + 1
        if inst.data["village_outs"] % 2 == 0:
            gain(inst)


def aura(g: Game) -> None:
    """守护灵光 on today's ring."""
    for me, _ in g.holders(AURA.id):
        if not g.can_use(me, AURA.id):
            continue
        for s in [me, *neighbours(g, me)]:
            if actual_camp(g, s, me) == VILLAGE and not has(g, s, "order"):   # N62, N116
                give(g, s, "order", me)


SPECIAL = Special(PROCLAIM.id, can_proclaim, proclaim)
