"""【不定阵营】3，顺从的女仆 (line 814)

顺从[黄昏]<限定> —— 当天若有角色在[正午]或[黄昏]出局，则女仆可以发动此技能，选择其中一个出局角色，获得该角色的全部技能并
刷新至初始状态，阵营也转变为和该角色相同，同时获得该身份所拥有的[群内]或[接刀]标签，并且表面身份变更为继承的身份，当女仆为
[真爱情侣]，则该技能不能发动。发动后会公布[有角色发动了[顺从]和发动目标交换了身份]

顺从 is the first step of 黄昏2 (行动顺序总集: 公告出局名单和警长情况, then 顺从的女仆 顺从), on the roles out
in today's 正午 or 黄昏 (``DayMarks.outs``).  The skills go through ``dreamer.take`` (the one path
for 获得…全部技能并刷新至初始: a 空想家 gives <凡有言必被知> and a chosen role, its [开局] skills are
decided at once); the [群内] / [接刀] tags are the card's and rank as that card; the maid's actual
identity stays 顺从的女仆, its surface identity becomes the card (rulings N231-N233).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import PACK, RECEIVER, table
from ..lovers import true_lover
from ..pack import hold_tags
from ..skills import choose, ready, spend
from .dreamer import take

OBEY = SkillSpec("obey", "顺从", "順從", "Obedience", "黄昏",
                 "Once: take a role out in today's 正午/黄昏: its skills (refreshed), its camp, "
                 "its card's [群内]/[接刀] and its surface identity; not as a 真爱情侣; "
                 "announced.", ("限定",))
ROLE = RoleSpec("obedient_maid", "顺从的女仆", "順從的女僕", "Obedient Maid", camp="undetermined",
                skills=(OBEY,), line=814)


def take_tags(g: Game, me: int, card: RoleSpec) -> None:
    """``me`` gains ``card``'s [群内] / [接刀] tags (ranking as that card) and they are settled: a
    seat now in the pack is told and meets it, the knife passes if it should (顺从, 双重人格, 献祭唤醒)."""
    held = set(card.tags) & {PACK, RECEIVER}
    if held:
        hold_tags(g, me, held, card.id)


def obey(g: Game, me: int, inst: SkillInstance):
    """顺从 (黄昏2)."""
    state = table(g)
    if not ready(inst) or true_lover(g, me):          # 当女仆为[真爱情侣]，则该技能不能发动
        return
    outs = [s for s in dict.fromkeys(state.day.outs) if s != me and not g.seats[s].alive]
    if not outs:
        return
    t = yield from choose(g, me, inst, OBEY.id, outs)
    if t is None:
        return
    spend(inst)
    card = g.seats[t].role
    # 阵营也转变为和该角色相同 first, so that a taken [开局] skill deciding on the camp (老司机's
    # 扳手) reads the new one (ruling N232)
    g.change_camp(me, g.seats[t].camp)
    yield from take(g, me, t, OBEY.id)               # 获得该角色的全部技能并刷新至初始状态
    take_tags(g, me, card)                            # 该身份所拥有的[群内]或[接刀]标签
    g.seats[me].apparent["role"] = card.id            # 表面身份变更为继承的身份
    g.emit("obeyed", target=t)                        # 有角色发动了[顺从]和发动目标交换了身份
