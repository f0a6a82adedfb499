"""验人系 2，牧师⑩ (line 195)

神恩[强制]——永久获得[秩序]状态。
侦测[深夜][指定]—— 选择范围：任意1名角色。
结算效果：反馈结算目标的[表面阵营]，若其为[村民阵营]，反馈[选择目标为村民阵营]，否则，反馈[选择目标为非
村民阵营]，有多次结算效果，则按顺序多次反馈。
圣光[深夜][指定][限定]——选择范围：任意1名角色。
结算效果：若结算目标实际阵营为[村民阵营]，令其获得[不死]，持续至夜晚结束，否则无效果。
天火[深夜][指定][限定]——选择范围：任意1名角色。
结算效果：若结算目标实际阵营为[非村民阵营]，对其造成[致死伤害]，否则无效果。
PS：可以侦测获得结果后再用圣光或天火
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import VILLAGE, actual_camp, pool, surface
from ..damage import hurt
from ..passives import Passive
from ..skills import single
from ..statuses import give

GRACE = SkillSpec("grace", "神恩", "神恩", "Grace", "被动", "Permanent [秩序].", ("强制",))
DETECT = SkillSpec("detect", "侦测", "偵測", "Detect", "深夜",
                   "Learn whether a role's surface camp is the village.", ("指定",))
HOLY_LIGHT = SkillSpec("holy_light", "圣光", "聖光", "Holy light", "深夜",
                       "A role of the village camp gains [不死] until the night ends.",
                       ("指定", "限定"))
HEAVEN_FIRE = SkillSpec("heaven_fire", "天火", "天火", "Heaven's fire", "深夜",
                        "A role not of the village camp takes [致死伤害].",
                        ("指定", "限定", "伤害"))
ROLE = RoleSpec("priest", "牧师", "牧師", "Priest", camp="village",
                skills=(GRACE, DETECT, HOLY_LIGHT, HEAVEN_FIRE), line=195, strength=10,
                tags=("验人系",))
PASSIVE = Passive(GRACE.id, (("order", None),))


def detect(g: Game, me: int, inst: SkillInstance):
    def told(final: int, chosen: int) -> None:
        camp = surface(g, final, me).camp
        g.result(me, DETECT.id, chosen, camp != VILLAGE)   # True: 选择目标为非村民阵营
    yield from single(g, me, inst, DETECT, pool(g), told)


def holy_light(g: Game, me: int, inst: SkillInstance):
    def bless(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) == VILLAGE:
            give(g, final, "undying", me, until="night_end")
    yield from single(g, me, inst, HOLY_LIGHT, pool(g), bless)


def heaven_fire(g: Game, me: int, inst: SkillInstance):
    def burn(final: int, chosen: int) -> None:
        if actual_camp(g, final, me) != VILLAGE:
            hurt(g, me, final, "lethal", "heaven_fire")
    yield from single(g, me, inst, HEAVEN_FIRE, pool(g), burn)
