"""其他身份 34，觉醒骑士⑩ (line 419)

决斗 [正午][指定][翻牌]—— 选择范围：任意一名角色，竞选日不可发动。
结算效果：根据结算目标的[实际阵营]，结算下述效果：1此玩家为[狼人阵营]，目标将受到[穿透]，可留遗言 2此玩家为[村民
阵营]，发动者受到[致死伤害]，可留遗言 3此玩家为其他阵营或决斗[隐身]状态则无事发生。无论结果，讨论日正常继续。因决斗
造成的死亡的角色的遗言算入当日讨论日。
光耀加身[强制][限定]——发动决斗后若发动者因为决斗出局，则免于此次出局，同时获得结算目标的身份技能并刷新至初始，否则，
发动者的身份牌重新盖伏。

At most one duel a day (ruling N55): the card turned face-down again lets it duel another day;
a knight 光耀加身 spared keeps its card face-up (the 否则 branch is not taken), so it duels no more.
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillSpec
from rulesets.engine.forum import Special

from ..acquire import decide_openings, take
from ..common import VILLAGE, WOLF, actual_camp, pool, table
from ..damage import strike
from ..skills import can_flip, choose, flip, instance, ready, spend, usable
from ..targeting import aim_one
from . import dreamer, kazali
from .face_changer import skills_taken_from

DUEL = SkillSpec("duel", "决斗", "決鬥", "Duel", "正午",
                 "Flip, not on 竞选日: a wolf-camp role takes [穿透]; a village one makes the "
                 "knight take [致死伤害]; others (or [隐身]) nothing.", ("指定", "翻牌", "伤害"))
GLORY = SkillSpec("glory", "光耀加身", "光耀加身", "Glory", "被动",
                  "Once: a knight the duel would put out stays and gains the target's identity "
                  "skills; otherwise the card is turned face-down again.", ("强制", "限定"))
ROLE = RoleSpec("awakened_knight", "觉醒骑士", "覺醒騎士", "Awakened Knight", camp="village",
                skills=(DUEL, GLORY), line=419, strength=10)


def can_duel(g: Game, seat: int) -> bool:
    inst = g.seats[seat].skill(DUEL.id)
    return usable(g, seat, DUEL.id, election_day=False) and can_flip(g, seat) and \
        inst.data.get("day") != g.day


def duel(g: Game, me: int):
    inst = g.seats[me].skill(DUEL.id)
    t = yield from choose(g, me, inst, DUEL.id, [s for s in pool(g, but=me) if g.seats[s].alive])
    if t is None:
        return
    inst.data["day"] = g.day
    flip(g, me)
    final = aim_one(g, me, DUEL.id, t)
    knight_out = False
    if final is not None:
        camp = actual_camp(g, final, me)
        # 翻牌技能也不公示发动的什么技能以及发动目标 (line 148): the table sees the flip and any
        # out; the duel and its target are the knight's own record
        g.emit("duel", (me,), knight=me, target=final)
        if camp == WOLF:
            strike(g, me, final, "pierce", "duel")
        elif camp == VILLAGE:
            glory = g.seats[me].skill(GLORY.id)
            saved_before = glory is not None and ready(glory)
            table(g).duel_target = final
            knight_out = strike(g, me, me, "lethal", "duel_backfire")
            table(g).duel_target = None
            yield from dreamer.pending_picks(g)
            # 光耀加身 fired: the knight did go out "因为决斗" and was spared, so the 否则 branch
            # (重新盖伏) does not apply and the card stays face-up (ruling N55)
            knight_out = knight_out or (saved_before and not ready(glory))
    if g.seats[me].alive and not knight_out:
        table(g).revealed.discard(me)            # 身份牌重新盖伏
    yield from decide_openings(g)                # 光耀加身's [开局] skills at once (line 117, N121)


def guard(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    """光耀加身: the knight the duel would put out stays, with the target's skills."""
    if cause != "duel_backfire":
        return False
    inst = g.seats[seat].skill(GLORY.id)
    target = table(g).duel_target
    if inst is None or not ready(inst) or not g.can_use(seat, GLORY.id) or target is None:
        return False
    spend(inst)
    if kazali.takes_kazali(g, target):                         # 卡扎力's 身份属性 (N141)
        kazali.learn_strengths(g, seat, "glory")
    elif g.seats[target].original_role.id == dreamer.ROLE.id:   # 身份属性: the choice waits
        g.grant(seat, [instance(dreamer.HEARD, "glory")], "glory")
        table(g).dream_picks.append((seat, "glory", None))
    else:
        take(g, seat, g.seats[target].original_role.id, skills_taken_from(g, target), "glory")
    return True


SPECIAL = Special(DUEL.id, can_duel, duel)
