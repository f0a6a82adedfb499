"""Outs (出局): the damage / defence lattice (line 65) and the night settlement of step 5
(line 238), in the rulebook's order, as data.

A damage takes its target out unless the target holds a defence status ranked strictly above
it (ruling D8); "立即出局" effects (vote, 决斗, 最后一枪, 报复) are not damage and ignore
statuses.  Every out is checked for a win at once (line 205: a win stops all settlement).
"""

from __future__ import annotations

from collections import deque

from rulesets.engine import Game, Lattice

from .common import st
from .state import Hit
from .win import check_win

#: 伤害强度与防御状态的比较：[不死]>[致死伤害]>[坚韧]>[穿透]>[守护]>[指杀]
LATTICE = Lattice(("undying", "lethal", "tough", "pierce", "guard", "kill"))
LATTICE_ZH = {"undying": "不死", "lethal": "致死伤害", "tough": "坚韧", "pierce": "穿透",
              "guard": "守护", "kill": "指杀"}

#: 5. 出局效果依次结算 — settlement slots in the rulebook's order.  A slot is the skill id of a
#: card's own skill, or ``skill:origin`` for a borrowed (暗月占卜师) or gifted (礼物) one.
SETTLEMENT: tuple[tuple[str, str], ...] = (
    ("pack_kill", "狼人阵营<杀人>"),
    ("kill", "暗月阵营<杀人>"),
    ("hunt:wolf", "狼人首领<捕猎>"),
    ("hunt:dark_moon", "暗月首领<捕猎>"),
    ("hunter_boost", "暗月猎人<暗月强化>"),
    ("dream", "摄梦人连续两晚<摄梦>的对象出局"),
    ("dream:borrowed", "暗月占卜师<摄梦> (ruling D40)"),
    ("stalk", "潜行者<潜行>"),
    ("stalk:borrowed", "暗月占卜师<潜行>"),
    ("poison", "女巫<毒药>"),
    ("poison:borrowed", "暗月占卜师<毒药>"),
    ("poison:gift", "礼物<毒药>"),
    ("gift_fail", "黑商馈赠失败"),
    ("gift_fail:borrowed", "暗月占卜师馈赠失败"),
)
_RANK = {name: i for i, (name, _) in enumerate(SETTLEMENT)}


def slot_rank(slot: str) -> float:
    """Position in the settlement order; an unlisted ``skill:origin`` follows its skill's slot."""
    r = _RANK.get(slot)
    if r is None:
        r = _RANK.get(slot.partition(":")[0], len(SETTLEMENT)) + 0.5
    return r


def go_out(g: Game, seat: int, cause: str, public: bool) -> bool:
    """``seat`` goes out (not announced yet unless ``public``); returns whether it was in."""
    s = g.seats[seat]
    if not s.alive:
        return False
    s.alive = False
    s.death_public = public
    s.death_cause = cause
    state = st(g)
    state.out_order.append(seat)
    state.window.append(seat)
    if not public:
        state.unannounced.append(seat)
    return True


def settle(g: Game) -> list[int]:
    """Step 5: every out-effect in slot order; 摄梦 (2) victims right after their source."""
    night = st(g).night
    queue = deque(sorted(night.hits, key=lambda h: (slot_rank(h.slot), h.seq)))
    while queue:
        h = queue.popleft()
        seat = g.seats[h.target]
        if not seat.alive or LATTICE.blocks(seat.statuses.names(), h.damage):
            continue
        go_out(g, h.target, h.slot, public=False)
        night.outs.append(h.target)
        chained = [Hit(d.slot, 0, d.source, d.target, "lethal")
                   for d in night.dreams if d.source == h.target]   # 摄梦 (2)
        queue.extendleft(reversed(chained))
        check_win(g)
    return night.outs
