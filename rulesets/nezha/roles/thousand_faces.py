"""【三方阵营】13，千面人 (line 758)

谋面[黄昏]——游戏日黄昏，千面人可以选择一个村民阵营或狼人阵营的身份，每个身份只能选择一次，若该身份不在场或没有存活，
千面人获得该身份的技能一天并刷新至初始，若该身份存活，千面人得知谁是该身份（在场定义参考上帝使徒）。
胜利条件：除了千面人阵营的角色以外，只有谋面得知的角色存活。

谋面 runs in 黄昏2 before 变脸者's 变脸 (行动顺序, line 960), every day's dusk.  The identities
offered are the pool's village and wolf cards that run (an unimplemented card has no skill to
give), each once.  An identity is alive when a living role's actual identity is that card; then
the 千面人 learns its seat.  Otherwise (not in the starting list, hidden cards included as 上帝使徒's
在场, N14; or its holder out) it gains the card's identity skills refreshed to their initial state
through ``acquire`` ([开局] ones decided at once), until the next day's 黄昏 ends (一天, ruling
N205).  The win holds when every living role outside its camp is one it learned (ruling N206).
"""

from __future__ import annotations

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..acquire import decide_openings, take
from ..common import VILLAGE, WOLF, answerer, counted
from ..skills import used

MEET = SkillSpec("meet_faces", "谋面", "謀面", "Meeting faces", "黄昏",
                 "Each dusk name a village or wolf identity (each once): alive, learn who holds "
                 "it; absent or out, gain its skills refreshed for a day.")
ROLE = RoleSpec("thousand_faces", "千面人", "千面人", "Thousand Faces", camp="thousand_faces",
                skills=(MEET,), line=758, strength=65)

MET = "faces_met"          # the event telling the 千面人 who holds the named identity


def _cards(g: Game, inst: SkillInstance) -> list[str]:
    named = inst.data.get("named", ())
    return [f"card:{r.id}" for r in g.ruleset.roles
            if r.camp in (VILLAGE, WOLF) and r.implemented and not r.additional
            and r.id not in named]


def meet(g: Game, me: int, inst: SkillInstance):
    """谋面 (黄昏2): name an identity not named before; learn its living holder, or gain its
    skills for a day."""
    who = answerer(g, me)
    if who is None:
        return
    pick = yield from ask_option(g, who, MEET.id, _cards(g, inst))
    if pick is None:
        return
    used(g, me, MEET.id)
    card = g.ruleset.names.role(pick.partition(":")[2])
    inst.data["named"] = tuple(inst.data.get("named", ())) + (card.id,)
    holders = [s.index for s in g.seats if s.alive and s.role.id == card.id and s.index != me]
    if holders:
        inst.data["learned"] = tuple(inst.data.get("learned", ())) + tuple(holders)
        for s in holders:
            g.tell(me, MET, role=card.id, target=s)
        return
    # 获得该身份的技能一天并刷新至初始: until the next day's 黄昏 ends (ruling N205)
    take(g, me, card.id, card.skills, "meet", f"dusk_end:{g.day + 1}")
    yield from decide_openings(g)


def learned(g: Game) -> set[int]:
    """The roles every 千面人 of the camp learned by 谋面."""
    return {s for seat in g.seats if seat.camp == ROLE.camp
            for k in seat.skills if k.id == MEET.id for s in k.data.get("learned", ())}


def only_met_alive(g: Game) -> bool:
    """除了千面人阵营的角色以外，只有谋面得知的角色存活 (at least one learned role living)."""
    others = {s.index for s in g.seats if s.alive and s.camp != ROLE.camp and counted(g, s.index)}
    return bool(others) and others <= learned(g)


CAMP_WINS = {ROLE.camp: (
    Condition("除了千面人阵营的角色以外，只有谋面得知的角色存活", only_met_alive, instant=False),
)}
