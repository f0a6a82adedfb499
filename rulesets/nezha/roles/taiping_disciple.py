"""其他身份 2，太平道徒⑤ (line 218)

雷公助我[正午][指定][限定]——选择范围：除竞选日外可选至少总人数30%的角色（四舍五入），可选已出局角色。
结算效果：若结算目标的实际阵营均为狼人阵营，所有结算目标受到[致死伤害]。
神使[强制][翻牌]——永久获得[秩序]状态，若自己出局，立刻翻开身份牌并获得通知可以留遗言（即使没有遗言机会），
且若是被[投票出局]或因为[村民阵营]的技能击杀出局时，所有村民阵营的角色仅下一晚开始获得[净化]状态，持续至那
之后下一个[正午]阶段开始，并且会公示[村民阵营害死了[翻牌的实际身份]，自发前来默哀]

The 30% is of the starting players, dead picks counting (ruling N58); fewer picks fail the
skill, still spent.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec
from rulesets.engine.forum import Special

from ..common import WOLF, actual_camp, counted, players, round_half_up, table
from ..damage import hurt
from ..passives import Passive
from ..skills import choose, flip, spend, usable
from ..targeting import aim
from . import mourning

THUNDER = SkillSpec("thunder", "雷公助我", "雷公助我", "Thunder, help me", "正午",
                    "Not on 竞选日: name at least 30% of the players (the dead too); if every one "
                    "is of the wolf camp, all take [致死伤害].", ("指定", "限定", "伤害"))
MESSENGER = SkillSpec("messenger", "神使", "神使", "Divine messenger", "被动",
                      "Permanent [秩序]; on going out the card flips with last words; if exiled or "
                      "killed by a village skill the village is [净化] for a night.",
                      ("强制", "翻牌"))
ROLE = RoleSpec("taiping_disciple", "太平道徒", "太平道徒", "Taiping Disciple", camp="village",
                skills=(THUNDER, MESSENGER), line=218, strength=5)
PASSIVE = Passive(MESSENGER.id, (("order", None),))


def can_thunder(g: Game, seat: int) -> bool:
    return usable(g, seat, THUNDER.id, election_day=False)


def thunder(g: Game, me: int):
    inst = g.seats[me].skill(THUNDER.id)
    need = round_half_up(0.3 * players(g))
    every = [s.index for s in g.seats if counted(g, s.index)]
    picked: list[int] = []
    while True:
        t = yield from choose(g, me, inst, THUNDER.id, [s for s in every if s not in picked],
                              optional=len(picked) >= need, need=need)
        if t is None:
            break
        picked.append(t)
    spend(inst)
    finals: list[int] = []
    for t in picked:
        finals += [f for f in aim(g, me, THUNDER.id, t) if f not in finals]
    if finals and all(actual_camp(g, f, me) == WOLF for f in finals):
        for f in finals:
            hurt(g, me, f, "lethal", "thunder")


def on_out(g: Game, seat: int, cause: str) -> None:
    """神使: flip, last words without a slot, mourning when the village caused it."""
    if not g.can_use(seat, MESSENGER.id):
        return
    flip(g, seat)
    table(g).free_words.add(seat)
    mourning.maybe(g, seat, cause)


SPECIAL = Special(THUNDER.id, can_thunder, thunder)
