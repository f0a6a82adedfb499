"""【三方阵营】2，宗教老爷爷（25） (line 666)

身份属性（不是技能）：游戏开局，选择一半的角色（你自己除外，小数上取整）作为异端。
异端处决[强制]——每有一个异端出局，你的票权+1，每有4个异端出局，你免疫一次出局。
PS：出局后复活，然后再次出局，计为出局2次。
胜利条件：异端全部出局

The heretics are chosen at 开局 in the place 宗教老爷爷 确认目标 (line 947), after the pack has met:
ceil(k / 2) of the k other roles (the puppet accounts are no roles, N164), told to the elder
alone.  Heretic outs are counted as events (a revived heretic that goes out again counts
twice); 异端处决 reads the count while the elder holds it and may use it ([遗忘] stops it): one
vote more per out, one out prevented per four, any out but a red card, used up by the next out
every status let through (N165).  The camp wins when every heretic is out at a phase's end (N166).
"""

from __future__ import annotations

import math
from typing import Optional

from rulesets.engine import Condition, Game, RoleSpec, SkillSpec, ask_target

from ..common import SENT_OFF, answerer, counted, table

EXECUTION = SkillSpec("heretic_execution", "异端处决", "異端處決", "Heretic execution", "被动",
                      "+1 vote per heretic out so far; immune to one out per 4 heretic outs "
                      "(a heretic revived and out again counts twice).", ("强制",))
HERETICS = SkillSpec("choose_heretics", "选择异端", "選擇異端", "Choose the heretics", "开局",
                     "身份属性: at the start, choose half of the other roles (rounded up) as "
                     "heretics; the elder wins when all of them are out.")
ROLE = RoleSpec("religious_elder", "宗教老爷爷", "宗教老爺爺", "Religious Elder",
                camp="religious_elder", skills=(EXECUTION,), line=666, strength=25)


def others(g: Game, me: int) -> list[int]:
    """一半的角色（你自己除外）: the other roles of the table (a puppet account is none)."""
    return [s.index for s in g.seats if s.index != me and counted(g, s.index)]


def choose(g: Game):
    """开局 (宗教老爷爷 确认目标): every elder picks ceil(half) of the other roles, in seat order."""
    for s in g.seats:
        if s.original_role.id != ROLE.id or s.index in table(g).heretics:
            continue
        pool = others(g, s.index)
        k = math.ceil(len(pool) / 2)
        picked: list[int] = []
        who = answerer(g, s.index)
        while who is not None and len(picked) < k:
            t = yield from ask_target(g, who, HERETICS.id, [c for c in pool if c not in picked],
                                      optional=False, picked=list(picked), count=k)
            picked.append(t)
        table(g).heretics[s.index] = tuple(sorted(picked))
        g.tell(s.index, "heretics", seats=list(table(g).heretics[s.index]))


def heretic_outs(g: Game, elder: int) -> int:
    """Heretic outs so far, as events (出局后复活，然后再次出局，计为出局2次)."""
    heretics = set(table(g).heretics.get(elder, ()))
    return sum(1 for s in g.outs.order if s in heretics)


def _working(g: Game, seat: int) -> bool:
    return g.seats[seat].skill(EXECUTION.id) is not None and g.can_use(seat, EXECUTION.id)


def votes(g: Game, seat: int) -> int:
    """异端处决: the elder's vote weighs one more per heretic out."""
    return heretic_outs(g, seat) if _working(g, seat) else 0


def guard(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    """每有4个异端出局，你免疫一次出局 (not a red card, N165)."""
    if cause == SENT_OFF or not _working(g, seat):
        return False
    inst = g.seats[seat].skill(EXECUTION.id)
    if heretic_outs(g, seat) // 4 - inst.data.get("immune_used", 0) <= 0:
        return False
    inst.data["immune_used"] = inst.data.get("immune_used", 0) + 1
    g.tell(seat, "heretic_immune")
    return True


def heretics_out(g: Game) -> bool:
    """胜利条件：异端全部出局 (an elder of the camp whose heretics are all out now)."""
    for elder, heretics in table(g).heretics.items():
        if g.seats[elder].camp == ROLE.camp and heretics \
                and not any(g.seats[h].alive for h in heretics):
            return True
    return False


CAMP_WINS = {ROLE.camp: (Condition("异端全部出局", heretics_out, instant=False),)}
