"""【三方阵营】14，锁链师 (line 762)

链接[午夜][指定] —— 选择范围：任意2个角色。
结算效果：结算目标获得[链接]状态，并且结算目标会知晓有哪些角色是当天[链接]成功结算的结算目标。
暴走<限定> ——[链接]技能可选择任意3个角色。
免疫<强制> —— 你免疫来自[链接]的传导伤害。
火烧连营[正午]——游戏日正午，可以对自己造成致死伤害，如果因此达成胜利条件，则自己视作获胜。
状态[链接]：[链接]角色因技能出局时，所有被[链接]的角色都受到一次与出局角色相同的攻击。PS：正常投票出局不触发，但造成
[投票出局]的技能会触发[链接]。链接状态只传导攻击，不实行其他效果，该攻击来源视作技能发动者。如：猎魔人猎杀一个链接狼，
且链接了一个好人，该狼人出局，被链接的好人也承受[穿透]，猎魔人并不会因此自杀，该好人的人头算作猎魔人头上。

胜利条件：因[链接]连锁出局的角色占当前存活人数的一半及以上，胜利条件不计算来源。

链接 runs in 午夜 between 血咒 and 混沌 (行动顺序, line 996): exactly two picks, a third one with
暴走 (asked after the two, spending it); [链接] lasts for the game and each 结算目标 is told the
list of every role linked that night (ruling N200).  The wave itself is ``damage._links``; the
immunity is the skill id :data:`~rulesets.nezha.damage.LINK_IMMUNITY` (a <强制> skill: [遗忘]
suspends it).  The win counts the roles out by a conducted attack (cause ``link``), not the
linked role whose out started the wave (ruling N201); 火烧连营's out wins even though the camp has
no living role left when it is what met the count (a special win, line 873, ruling N202).
"""

from __future__ import annotations

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec
from rulesets.engine.forum import Special

from ..common import answerer, counted, half_of_living, pool, table
from ..damage import LINK_IMMUNITY, strike
from ..skills import choose, choose_many, ready, spend, usable, used
from ..statuses import give
from ..targeting import aim

LINK = SkillSpec("chain_link", "链接", "鏈接", "Link", "午夜",
                 "Two roles hold [链接] for the game (a linked role out by a skill passes the "
                 "same attack to every other linked role); each learns tonight's linked roles.",
                 ("指定",))
RAMPAGE = SkillSpec("rampage", "暴走", "暴走", "Rampage", "午夜",
                    "Once: a 链接 takes a third role.", ("限定",))
IMMUNITY = SkillSpec(LINK_IMMUNITY, "免疫", "免疫", "Immunity", "",
                     "The chain master takes no attack passed on by [链接].", ("强制",))
BURN = SkillSpec("burning_camps", "火烧连营", "火燒連營", "Burning the linked camps", "正午",
                 "At noon: [致死伤害] to oneself; if that meets the win condition, the chain "
                 "master wins.", ("伤害",))
ROLE = RoleSpec("chain_master", "锁链师", "鎖鏈師", "Chain Master", camp="chain_master",
                skills=(LINK, RAMPAGE, IMMUNITY, BURN), line=762, strength=70)

LINKED = "chain_linked"        # the event telling a 结算目标 tonight's linked roles
CAUSE = "link"                 # the out cause of a conducted attack (``damage._links``)


def link(g: Game, me: int, inst: SkillInstance):
    """链接 (午夜): two roles (any, the chain master too), a third with 暴走; each 结算目标 holds
    [链接] and learns every role linked tonight (当天[链接]成功结算的结算目标)."""
    who = answerer(g, me)
    if who is None or not ready(inst):
        return
    picked = yield from choose_many(g, me, inst, LINK.id, pool(g), 2)
    if len(picked) < 2:                         # 任意2个角色: exactly two (ruling N34)
        return
    rampage = g.seats[me].skill(RAMPAGE.id)
    if rampage is not None and ready(rampage) and g.can_use(me, RAMPAGE.id):
        third = yield from choose(g, me, rampage, RAMPAGE.id,
                                  [t for t in pool(g) if t not in picked], picked=list(picked))
        if third is not None:
            spend(rampage)
            picked.append(third)
    spend(inst)
    finals: list[int] = []
    for t in picked:
        for final in aim(g, me, LINK.id, t):
            if give(g, final, "link", me) and final not in finals:
                finals.append(final)
    tonight = table(g).night.linked               # 当天[链接]成功结算的结算目标, whoever linked
    tonight.extend(f for f in finals if f not in tonight)
    for final in finals:
        g.tell(final, LINKED, seats=sorted(tonight))


def can_burn(g: Game, seat: int) -> bool:
    return usable(g, seat, BURN.id)


def burn(g: Game, me: int):
    """火烧连营 (正午): [致死伤害] to itself (a skill: a linked chain master passes it on); the
    day is remembered for the special win it may bring (如果因此达成胜利条件，则自己视作获胜)."""
    inst = g.seats[me].skill(BURN.id)
    used(g, me, BURN.id)
    inst.data["burned"] = g.day
    strike(g, me, me, "lethal", BURN.id)
    yield from ()                                   # a flow that asks nothing


def link_outs(g: Game) -> int:
    """Roles out now by an attack [链接] passed on (因[链接]连锁出局的角色)."""
    return sum(1 for s in g.seats if not s.alive and s.death_cause == CAUSE and counted(g, s.index))


def count_met(g: Game) -> bool:
    """因[链接]连锁出局的角色占当前存活人数的一半及以上 (the half rounded half up, line 877)."""
    n = link_outs(g)
    return n > 0 and n >= half_of_living(g)


def burned_today(g: Game) -> bool:
    """A chain master used 火烧连营 today and the count is met: its special win."""
    return count_met(g) and any(
        s.camp == ROLE.camp and (k := s.skill(BURN.id)) is not None
        and k.data.get("burned") == g.day for s in g.seats)


SPECIAL = Special(BURN.id, can_burn, burn)
CAMP_WINS = {ROLE.camp: (
    Condition("火烧连营：因此达成胜利条件，视作获胜", burned_today, instant=False, special=True),
    Condition("因[链接]连锁出局的角色占当前存活人数的一半及以上", count_met, instant=False),
)}
