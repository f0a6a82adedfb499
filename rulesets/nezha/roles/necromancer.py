"""【三方阵营】11，死灵术师 (line 742)

夺魂[晨曦][指定]——选择范围：任意最多2个已出局角色。
结算效果：结算目标获得通知，并于开门时公示[结算目标被夺魂]，被夺魂角色可以在下一个正午自由发言，并且拥有票权，但是其投票
由发动者通过导演代投决定，若是第一次被结算[夺魂]，则死灵术士还会获得结算目标的身份技能，若因此获取技能的身份拥有[群内]
标签，死灵术士额外获得[杀人]，全效果持续至下一个晨曦阶段结束。
PS：多个夺魂获取技能独立计算，若同一天夺魂到同一角色时，先发动的夺魂有效，后发动的会收到通知结算目标的灵魂已被他人抢夺。
胜利条件：屠城

夺魂 runs in 晨曦2 after 牧魂人's 返魂 (行动顺序, line 1075), on up to two out roles whose out the
table knows.  A seized soul is told, announced at the opening, posts at that day's 正午 (the
ghosts the discussion already seats) and has a ballot the necromancer casts once the vote and
its changes are over (``soul_vote``, ruling N208).  A role's first 夺魂 ever gives the necromancer
its identity skills refreshed (through ``acquire``; a 变脸者's topped card, N75) and 杀人 for a
[群内] card, until the end of the next 晨曦 (ruling N207).  The camp wins by 屠城 alone.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..acquire import decide_openings, take
from ..common import PACK, answerer, dead_pool, table
from ..pack import KILL
from ..skills import choose_many, instance
from ..targeting import aim
from .face_changer import skills_taken_from

SEIZE = SkillSpec("seize_soul", "夺魂", "奪魂", "Seize souls", "晨曦",
                  "Up to two out roles: announced; each posts at the next noon and votes as the "
                  "necromancer decides; a role's first 夺魂 gives its identity skills (+杀人 for a "
                  "[群内] card) until the next 晨曦 ends.", ("指定",))
SOUL_VOTE = SkillSpec("soul_vote", "代投", "代投", "Cast a seized soul's vote", "正午",
                      "The necromancer casts the vote of a soul it seized today.")
ROLE = RoleSpec("necromancer", "死灵术士", "死靈術士", "Necromancer", camp="necromancer",
                skills=(SEIZE,), line=742, strength=60)

SEIZED, TAKEN = "soul_seized", "soul_taken"


def seize(g: Game, me: int, inst: SkillInstance):
    """夺魂 (晨曦2): up to two out roles."""
    if answerer(g, me) is None:
        return
    picked = yield from choose_many(g, me, inst, SEIZE.id, dead_pool(g), 2)
    for t in picked:
        for final in aim(g, me, SEIZE.id, t):
            yield from _settle(g, me, final)


def _settle(g: Game, me: int, soul: int):
    state = table(g)
    held = state.seized.get(soul)
    if held is not None and held[1] == g.day:
        g.tell(me, TAKEN, target=soul)           # 结算目标的灵魂已被他人抢夺
        return
    state.seized[soul] = (me, g.day)
    g.tell(soul, SEIZED)                           # 结算目标获得通知
    state.notices.append({"kind": SEIZED, "seat": soul})   # 于开门时公示
    state.ghosts.add(soul)                         # 可以在下一个正午自由发言
    if soul in state.seized_ever:
        return
    state.seized_ever.add(soul)
    card = g.seats[soul].original_role
    until = f"dawn_end:{g.day + 1}"                # 持续至下一个晨曦阶段结束 (ruling N207)
    take(g, me, card.id, skills_taken_from(g, soul), "seize", until)
    if PACK in card.tags:                          # [群内]: 额外获得[杀人]
        g.grant(me, [instance(KILL, "seize", until)], "seize")
    yield from decide_openings(g)


def soul_ballots(g: Game, ballots: dict[int, Optional[int]], candidates: list[int]):
    """其投票由发动者通过导演代投决定: after the vote and its changes, each soul seized today whose
    necromancer is alive gets the ballot its necromancer casts (a pass abstains)."""
    for soul, (me, day) in sorted(table(g).seized.items()):
        if day != g.day or g.seats[soul].alive or not g.seats[me].alive:
            continue
        who = answerer(g, me)
        if who is None:
            continue
        t = yield from ask_target(g, who, SOUL_VOTE.id, list(candidates), soul=soul)
        ballots[soul] = t
        g.emit("ballot", seat=soul, target=t, change=False)


CAMP_WINS: dict[str, tuple] = {ROLE.camp: ()}        # 胜利条件：屠城 (added by ``wins``)
