"""其他身份 28，慰魂师⑨ (line 370)

神恩<强制>——永久获得[秩序]状态。
安魂[深夜][指定][限定]——选择范围：任意1名角色。
结算效果：若结算目标的[实际阵营]属于狼人阵营，[实际身份]没有[狼]字，在夜晚结束后，该角色[翻牌]并永久获得[净化]
状态，否则，[安魂]的限定刷新并得知。
感召[早夜][指定][限定]——选择范围：任意1名角色。
结算效果：若结算目标[实际阵营]属于村民阵营，则该角色的[表面身份]转变为[使徒]，慰魂师与该角色共群，并且该角色额外
获得[神恩][长眠]技能。若该角色不属于村民阵营，该角色得知[发动者是（发动者的实际身份）]。
额外技能：
长眠[深夜][指定][限定]——选择范围：任意一名角色。
结算效果：若结算目标的[实际阵营]属于狼人阵营，[实际身份]没有[狼]字，则对该角色造成一次[致死伤害]，否则，[长眠]的
限定刷新并得知。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import VILLAGE, actual_camp, pool, table, wolf_without_wolf
from ..damage import hurt
from ..passives import Passive, sync
from ..skills import instance, single
from .priest import GRACE

REQUIEM = SkillSpec("requiem", "安魂", "安魂", "Requiem", "深夜",
                    "A wolf-camp role without 狼 in its name flips and gains permanent [净化] after "
                    "the night; otherwise the skill comes back.", ("指定", "限定"))
SUMMON = SkillSpec("summon", "感召", "感召", "Summon", "早夜",
                   "A village role becomes an apostle (reads as 使徒, shares a chat, gains 神恩 and "
                   "长眠); any other learns who summoned it.", ("指定", "限定"))
SLEEP = SkillSpec("eternal_sleep", "长眠", "長眠", "Eternal sleep", "深夜",
                  "A wolf-camp role without 狼 in its name takes [致死伤害]; otherwise the skill "
                  "comes back.", ("指定", "限定", "伤害"))
ROLE = RoleSpec("soul_comforter", "慰魂师", "慰魂師", "Soul Comforter", camp="village",
                skills=(GRACE, REQUIEM, SUMMON), line=370, strength=9)
APOSTLE = RoleSpec("apostle", "使徒", "使徒", "Apostle", camp="village", skills=(GRACE, SLEEP),
                   line=375, additional=True)
PASSIVE = Passive(GRACE.id, (("order", None),))
CHANNEL = "apostles"


def requiem(g: Game, me: int, inst: SkillInstance):
    hits: list[int] = []

    def rest(final: int, chosen: int) -> None:
        if wolf_without_wolf(g, final, me):
            table(g).night.requiems.append((me, final))
            hits.append(final)
    if (yield from single(g, me, inst, REQUIEM, pool(g), rest)) and not hits:
        refresh(g, me, inst)


def refresh(g: Game, me: int, inst: SkillInstance) -> None:
    """…否则，[安魂]/[长眠]的限定刷新并得知."""
    inst.data["charges"] = 1
    g.tell(me, "refreshed", skill=inst.id)


def after_night(g: Game) -> None:
    """夜晚结束后: the requiem's target flips and is purified for good."""
    from .. import rewrite
    from ..skills import flip
    from ..statuses import give
    night = table(g).night
    for me, t in night.requiems:
        if t not in table(g).revealed:
            flip(g, t)
        with rewrite.settling(g, me, REQUIEM.id):    # 安魂's own effect (N360)
            give(g, t, "purify", me)
    night.requiems = []


def summon(g: Game, me: int, inst: SkillInstance):
    def call(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) == VILLAGE:
            g.seats[final].apparent["role"] = APOSTLE.id
            g.grant(final, [instance(GRACE, "summon"), instance(SLEEP, "summon")], "summon")
            sync(g, final)
            if final != me:                      # bounced back to itself: no chat of one
                g.emit("apostles", (me, final), CHANNEL, seats=[me, final])
        else:
            g.tell(final, "summoned_by", role=g.seats[me].original_role.id)
    yield from single(g, me, inst, SUMMON, pool(g, but=me), call)


def eternal_sleep(g: Game, me: int, inst: SkillInstance):
    hits: list[int] = []

    def sleep(final: int, chosen: int) -> None:
        if wolf_without_wolf(g, final, me):
            hurt(g, me, final, "lethal", "eternal_sleep")
            hits.append(final)
    if (yield from single(g, me, inst, SLEEP, pool(g), sleep)) and not hits:
        refresh(g, me, inst)
