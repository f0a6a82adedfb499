"""【狼人阵营】1，隐狼⑥ (line 455)

伪装[开局] —— 游戏开始前，隐狼可从下列五项中选择三项进行游戏。
1，获得[接刀]标签，接刀顺序为机械狼出局后
2，可以设置自己的表面阵营，表面身份，表面带刀伪装。
3，知晓所有和自己[实际阵营]相同角色的马甲名单
4，受到来自于[村民阵营]的以[实际阵营]判断的技能时，以你为[村民阵营]进行判定（如骑士决斗你会自杀，猎魔人猎杀你会自杀，黑商可以成功给你技能。）
5，让所有和自己[实际阵营]相同角色知晓你的马甲
PS：效果4以隐狼为目标的才会改变，隐狼发动的技能不会改变实际阵营的判定

伪装 runs at 开局 after 大天狗 and before the pack meets (line 941): three different items, each
one decision; item 2 is three more (camp, card, knife).  机械狼 is not in this edition, so with
item 1 the hidden wolf is first in the knife order.  Item 4 is judged before 愚面 inverts
(ruling N108).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import RECEIVER, table
from .surface_look import ask_look

DISGUISE = SkillSpec("disguise", "伪装", "偽裝", "Disguise", "开局",
                     "Three of five: [接刀]; a surface camp/identity/knife; learn the wolf camp's "
                     "accounts; read as the village to village skills judging the actual camp; "
                     "the wolf camp learns the hidden wolf's account.")
ROLE = RoleSpec("hidden_wolf", "隐狼", "隱狼", "Hidden Wolf", camp="wolf", checks_as_wolf=True,
                skills=(DISGUISE,), line=455, strength=6)

#: 伪装's five items, in the rulebook's order
KNIFE, LOOK, LIST, PASSING, KNOWN = ITEMS = ("disguise:knife", "disguise:look", "disguise:list",
                                            "disguise:village", "disguise:known")
PICKS = 3


def disguise(g: Game):
    """伪装 (开局), for every holder."""
    for me, inst in g.holders(DISGUISE.id):
        yield from disguise_one(g, me, inst)


def disguise_one(g: Game, me: int, inst: SkillInstance):
    """伪装 for ``me``: three items, then their effects in the rulebook's order (at 开局, or at
    once for a role that takes the card's skills refreshed, line 117)."""
    chosen: list[str] = []
    for _ in range(PICKS):
        item = yield from ask_option(g, me, DISGUISE.id,
                                     [i for i in ITEMS if i not in chosen], optional=False)
        chosen.append(item)
    for item in ITEMS:                       # in the rulebook's order
        if item in chosen:
            yield from ITEM_EFFECTS[item](g, me)


def _receive(g: Game, me: int):
    table(g).tags.setdefault(me, set()).add(RECEIVER)
    g.tell(me, "hidden_item", item=KNIFE)
    return
    yield


def _look(g: Game, me: int):
    look = yield from ask_look(g, me)
    g.seats[me].apparent.update(look)
    g.tell(me, "hidden_item", item=LOOK)


def _same_camp(g: Game, me: int) -> list[int]:
    return [s.index for s in g.seats if s.camp == g.seats[me].camp and s.index != me]


def _list(g: Game, me: int):
    g.tell(me, "hidden_list", seats=_same_camp(g, me))
    return
    yield


def _passing(g: Game, me: int):
    table(g).passing.add(me)
    g.tell(me, "hidden_item", item=PASSING)
    return
    yield


def _known(g: Game, me: int):
    for s in _same_camp(g, me):
        g.tell(s, "hidden_wolf", wolf=me)
    return
    yield


ITEM_EFFECTS = {KNIFE: _receive, LOOK: _look, LIST: _list, PASSING: _passing, KNOWN: _known}
