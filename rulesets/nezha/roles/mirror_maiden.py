"""验人系 4，魔镜少女⑧ (line 209)

问镜[深夜][指定]——选择范围：任意数量名角色，并设定一个表面身份检索条件（如：村民阵营，任意身份，不带刀，
也可以是任意阵营，赤狼或大野狼，任意带刀等）
结算效果：如果结算目标中有符合检索条件的角色，则反馈[随机一名符合条件的结算目标马甲名]，若没有，则无反馈。

The condition is a camp (or any), a card (or any) and a knife (带刀 / 不带刀 / any), each one
decision (ruling N74: one card, not a list of cards).
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import pool, surface
from ..skills import choose_many
from ..targeting import aim

ASK = SkillSpec("ask_mirror", "问镜", "問鏡", "Ask the mirror", "深夜",
                "Name any roles and a surface condition (camp, card, knife): learn one random "
                "matching role, or nothing.", ("指定",))
CAMP = SkillSpec("mirror_camp", "检索阵营", "檢索陣營", "Condition: camp", "深夜",
                 "问镜's condition: a camp, or any camp.")
CARD = SkillSpec("mirror_card", "检索身份", "檢索身份", "Condition: identity", "深夜",
                 "问镜's condition: a card, or any card.")
KNIFE = SkillSpec("mirror_knife", "检索带刀", "檢索帶刀", "Condition: knife", "深夜",
                  "问镜's condition: carries a knife, does not, or either.")
ROLE = RoleSpec("mirror_maiden", "魔镜少女", "魔鏡少女", "Mirror Maiden", camp="village",
                skills=(ASK,), line=209, strength=8, tags=("验人系",))
ANY = "any"
CAMPS = ("camp:village", "camp:wolf", "camp:third", "camp:undetermined")
KNIVES = ("knife:yes", "knife:no")


def ask_mirror(g: Game, me: int, inst: SkillInstance):
    picked = yield from choose_many(g, me, inst, ASK.id, pool(g), len(g.seats))
    if not picked:
        return
    camp = yield from ask_option(g, me, CAMP.id, [ANY, *CAMPS], optional=False)
    cards = [f"card:{r.id}" for r in g.ruleset.roles if not r.additional]
    card = yield from ask_option(g, me, CARD.id, [ANY, *cards], optional=False)
    knife = yield from ask_option(g, me, KNIFE.id, [ANY, *KNIVES], optional=False)
    finals: list[int] = []
    for t in picked:
        finals += [f for f in aim(g, me, ASK.id, t) if f not in finals]
    hits = [f for f in finals if matches(g, f, me, camp, card, knife)]
    if hits:
        g.result(me, ASK.id, None, True, seats=[g.story.pick_seat(hits, "问镜 random match")])


def matches(g: Game, seat: int, asker: int, camp: Optional[str], card: Optional[str],
            knife: Optional[str]) -> bool:
    look = surface(g, seat, asker)
    return (camp in (None, ANY) or look.camp == camp.partition(":")[2]) and \
        (card in (None, ANY) or look.role == card.partition(":")[2]) and \
        (knife in (None, ANY) or look.knife == (knife == "knife:yes"))
