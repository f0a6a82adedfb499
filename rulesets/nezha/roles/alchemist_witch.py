"""其他身份 33，炼金魔女⑩ (line 411)

魔女秘法[凌晨][强制]——若自身持有[法老之蛇]可用，炼金魔女会获得反馈：当晚将要出局的角色（电梯楼排序名单），触发该
技能时，下一个讨论日公布当晚出局的角色仍然可以继续讨论，但这些角色的状态仍旧以已出局计算，并在下一个白天公示
[魔女秘法留下了一缕亡魂]。
法老之蛇[凌晨][指定]<限定>——选择范围：任意1名角色。  结算效果：结算目标获得[不死]，持续至下一个[正午]阶段开始。
未明之雾[午夜][指定]<限定>——选择范围：任意3名角色。
结算效果：当晚持有[杀人]技能的角色将会收到结算目标的名单，若可以发动杀人，则必须发动杀人，且只能在指定的名单内进行
杀人。
PS：魔女秘法不会提前得知会在晨曦出局的角色，但晨曦出局的角色依然可以在触发魔女秘法的当天发言。

将要出局 is a projection of the tally at the start of 凌晨2 (ruling N24); the ghosts are the
roles on that list, and the roles that go out at the next 晨曦 (the PS, ruling N371); they post
but do not vote.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import KILL, pack_members, pool, table
from ..damage import projected
from ..skills import choose_many, ready, single, spend
from ..statuses import give
from ..targeting import aim

ART = SkillSpec("witch_art", "魔女秘法", "魔女秘法", "Witch's art", "凌晨",
                "While 法老之蛇 can be used: learn who will go out tonight; they may still talk "
                "the next day.", ("强制",))
SNAKE = SkillSpec("pharaoh", "法老之蛇", "法老之蛇", "Pharaoh's snake", "凌晨",
                  "A role is [不死] until the next 正午.", ("指定", "限定"))
MIST = SkillSpec("mist", "未明之雾", "未明之霧", "Unclear mist", "午夜",
                 "Three roles: tonight every 杀人 must be used, on one of them.", ("指定", "限定"))
ROLE = RoleSpec("alchemist_witch", "炼金魔女", "煉金魔女", "Alchemist Witch", camp="village",
                skills=(ART, SNAKE, MIST), line=411, strength=10)


def witch_art(g: Game, me: int, inst: SkillInstance) -> None:
    snake = g.seats[me].skill(SNAKE.id)
    if snake is None or not ready(snake) or not g.can_use(me, SNAKE.id):
        return
    dying = projected(g)
    g.result(me, ART.id, None, True, seats=dying)
    state = table(g)
    state.ghosts |= set(dying)
    state.art_dawn = True             # 晨曦出局的角色依然可以在触发魔女秘法的当天发言 (N371)
    state.notices.append({"kind": "ghost"})


def pharaoh(g: Game, me: int, inst: SkillInstance):
    yield from single(g, me, inst, SNAKE, pool(g),
                      lambda t, _: give(g, t, "undying", me, until="noon"))


def mist(g: Game, me: int, inst: SkillInstance):
    if not ready(inst):
        return
    picked = yield from choose_many(g, me, inst, MIST.id, pool(g), 3)
    if len(picked) < 3:
        return
    spend(inst)
    finals: list[int] = []
    for t in picked:
        finals += [f for f in aim(g, me, MIST.id, t) if f not in finals]
    table(g).night.mist = finals
    killers = set(pack_members(g)) | {s for s, _ in g.holders(KILL)}
    for holder in (table(g).knife, table(g).bride_knife):    # a [接刀] holder (鬼魂新娘's too)
        if holder is not None:
            killers.add(holder)
    for k in sorted(killers):
        g.tell(k, "mist", seats=finals)
