"""其他身份 16，牧魂人⑦ (line 295)

魂力<强制>——每有一个角色出局，牧魂人的票权+1，每有3个角色出局，牧魂人免疫夜晚的出局一次。
PS：出局后复活，然后再次出局，计算为出局2次。
返魂<晨曦><强制>——若有存活角色持有此技能，所有已出局角色都会收到通知有角色持有[返魂]，所有已出局角色可选择在
每个晨曦阶段发送2个字的消息给所有持有<返魂>的存活角色，<返魂>的持有者会知道来源。

Outs are counted as events (``outs.order``, a revived role counts again).  The immunity is used
up by the next night out it prevents, after every status (ruling N53).
"""

from typing import Optional

from rulesets.engine import PASS, Decision, Game, RoleSpec, SkillSpec
from rulesets.engine.decisions import speech_acts

from ..common import counted

SOUL = SkillSpec("soul_power", "魂力", "魂力", "Soul power", "被动",
                 "+1 vote per out so far; immune to one night out per 3 outs.", ("强制",))
RETURN = SkillSpec("return_soul", "返魂", "返魂", "Returning souls", "晨曦",
                   "While a holder lives, every dead role may send it a 2-character message at "
                   "each 晨曦 (the holder learns who sent it).", ("强制",))
MESSAGE = SkillSpec("soul_message", "返魂留言", "返魂留言", "Message to the shepherd", "晨曦",
                    "A dead role's 2-character message to the 返魂 holders.")
ROLE = RoleSpec("soul_shepherd", "牧魂人", "牧魂人", "Soul Shepherd", camp="village",
                skills=(SOUL, RETURN), line=295, strength=7)


def votes(g: Game, seat: int) -> int:
    """魂力: +1 per out."""
    return len(g.outs.order) if g.seats[seat].skill(SOUL.id) is not None \
        and g.can_use(seat, SOUL.id) else 0


def guard(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    """免疫夜晚的出局一次 for every 3 outs."""
    inst = g.seats[seat].skill(SOUL.id)
    if inst is None or cause == "red_card" or not g.phase.startswith("night") \
            or not g.can_use(seat, SOUL.id):
        return False
    if len(g.outs.order) // 3 - inst.data.get("immune_used", 0) <= 0:
        return False
    inst.data["immune_used"] = inst.data.get("immune_used", 0) + 1
    g.tell(seat, "immune", skill=SOUL.id)
    return True


def messages(g: Game):
    """晨曦2: the dead are told, and may each send one short message."""
    holders = [s for s, _ in g.holders(RETURN.id) if g.can_use(s, RETURN.id)]
    if not holders:
        return
    dead = [s.index for s in g.seats if not s.alive and counted(g, s.index)]
    for d in dead:
        g.tell(d, "return_soul")
        c = yield Decision(d, MESSAGE.id, speech_acts(g, d), PASS, {"max_chars": 2})
        if c != PASS:
            text = g.take_text()
            data = {"seat": d, "act": c, **({"text": text} if text else {})}
            g.emit("soul_message", holders, **data)
