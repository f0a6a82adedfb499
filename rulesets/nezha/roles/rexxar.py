"""其他身份 5，雷克萨⑥ (line 234)

最后一枪[晨曦][黄昏][指定] —— 选择范围：出局后下一个可发动技能的时点，选择任意1名角色。
结算效果：结算目标承受[致死伤害]。
PS：复活后再次出局可再次开枪，并不是限定技，收礼的猎枪也一样
咆哮 <强制>[黄昏]—— 在技能发动时段，若雷克萨电梯上下两侧有[表面阵营]为[狼人阵营]的角色，则下一个游戏日白天将
公示熊咆哮了，（即使当夜死亡，只要身旁有狼仍会公示熊咆哮了），如无狼人阵营或场上无熊则无事发生。
PS：多个[咆哮]技能存在时，所有咆哮分别判定，可能会有多次[熊咆哮了]的公示，但不知道对应的是哪头熊。

Either living neighbour reading as a wolf makes the bear roar (ruling N61).  A gifted 猎枪 is
this 最后一枪 (奇迹商人), used once.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, Trigger

from ..common import WOLF, neighbours, pool, surface, table
from ..damage import strike
from ..skills import choose

LAST_SHOT = SkillSpec("last_shot", "最后一枪", "最後一槍", "Last shot", "晨曦/黄昏",
                      "At the first 晨曦/黄昏 after going out: a role takes [致死伤害].",
                      ("指定", "伤害"))
ROAR = SkillSpec("roar", "咆哮", "咆哮", "Roar", "黄昏",
                 "If a ring neighbour reads as the wolf camp, the next day it is announced "
                 "that the bear roared.", ("强制",))
ROLE = RoleSpec("rexxar", "雷克萨", "雷克薩", "Rexxar", camp="village",
                skills=(LAST_SHOT, ROAR), line=234, strength=6)


def on_out(g: Game, seat: int, cause: str) -> None:
    """出局后下一个可发动技能的时点: the shot waits for the next window."""
    g.triggers.push(LAST_SHOT.id, seat)


def last_shot(g: Game, trigger: Trigger):
    me = trigger.seat
    inst = next((k for k in g.seats[me].skills if k.id == LAST_SHOT.id), None)
    if inst is None:
        return
    t = yield from choose(g, me, inst, LAST_SHOT.id, pool(g, but=me))
    if t is None:
        return
    if inst.origin == "gift":                      # 这些技能使用一次后就丢失
        g.seats[me].skills.remove(inst)
    strike(g, me, t, "lethal", "shot")


def roar(g: Game, me: int, inst: SkillInstance) -> None:
    """咆哮判定 (黄昏2): judged on tonight's living ring."""
    if any(surface(g, n, me).camp == WOLF for n in neighbours(g, me)):
        table(g).notices.append({"kind": "roar"})
