"""【狼人阵营】22，卡扎力[群内]⑨ (line 585)

身份属性（不是技能）：若获取技能的效果获取了卡扎力，则效果变为：得知本局游戏的村民，狼人，三方的强度值。
编写重配[开局][强制]——游戏开局，卡扎力会知晓狼人阵营的人数和强度分数以及狼人阵营需要必定出现的身份，卡扎力需要决定
剩余的狼人阵营出现哪些身份，且强度值总和不超过强度分数。

编写重配 is a decision of the draft (行动顺序: 确定各方具体阵容 / 卡扎力 编写重配 / 空想家 空想具现 /
发放账号, line 934): before anyone is told a card, the 卡扎力 learns the wolf count, the drafted
wolves' strength sum (the 强度分数) and the wolf cards the board must hold (itself, the partners
the other camps' cards require, 狼巫 with 2+ 验人系), then names the other wolf cards one slot at a
time among those that still leave a legal pack within the score (ruling N139).  Each slot's
default is the drafted card (the recorded default: a 卡扎力 that keeps every default plays the
drafted board); a card kept stays on its seat, the new ones go to the freed seats in the
storyteller's order (N140).  Taking the 卡扎力's skills (食尸, 降灵, 光耀加身) tells the three
camps' strength sums instead (N141).
"""

from __future__ import annotations

from typing import Sequence

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_option

from ..common import SEER, VILLAGE, WOLF, counted, hand_out
from ..draft import EXCLUDED, SHAMAN, THIRD, pack_sums

REWRITE = SkillSpec("rewrite", "编写重配", "編寫重配", "Rewrite", "开局",
                    "At 开局, before the cards are handed out: learn the wolves' count, strength "
                    "score and required cards, and name the other wolf cards (their strength sum "
                    "within the score).", ("强制",))
ROLE = RoleSpec("kazali", "卡扎力", "卡扎力", "Kazali", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(REWRITE,), line=585, strength=9, tags=("群内",))


def _strength(r: RoleSpec) -> float:
    return r.strength or 0


def _num(x: float) -> float:
    """A strength sum as shown: an int when whole (the values are whole)."""
    return int(x) if float(x).is_integer() else x


def required_wolves(g: Game, requires: dict[str, Sequence[str]]) -> list[str]:
    """狼人阵营需要必定出现的身份: the 卡扎力's own card, the wolf cards the other camps' cards
    require (有X必有Y), and 狼巫 when 2+ 验人系 are in play (line 573)."""
    cards = [s.original_role for s in g.seats]
    wolf_ids = {r.id for r in g.ruleset.pool() if r.camp == WOLF}
    out = [ROLE.id]
    for r in cards:
        if r.camp == WOLF:
            continue
        for p in requires.get(r.id, ()):
            if p in wolf_ids and p not in out:
                out.append(p)
    if sum(1 for r in cards if r.camp == VILLAGE and SEER in r.tags) >= 2 and SHAMAN in wolf_ids \
            and SHAMAN not in out:
        out.append(SHAMAN)
    return out


def completable(fixed: Sequence[RoleSpec], left: Sequence[RoleSpec], k: int,
                budget: float) -> bool:
    """Whether ``k`` more cards of ``left`` complete ``fixed`` into a pack within ``budget`` that
    keeps the 长老狼 rule (line 524)."""
    return any(lo <= budget + 1e-9 for lo, _hi in pack_sums(fixed, left, k))


def rewrite(g: Game):
    """编写重配 (开局, before the other accounts are handed out: the 卡扎力 is told its own card
    first, N140).  Returns the seats already handed out."""
    from . import REQUIRES
    told: list[int] = []
    for me in [s.index for s in g.seats if s.original_role.id == ROLE.id]:
        if g.seats[me].skill(REWRITE.id) is None or not counted(g, me):
            continue
        hand_out(g, me)
        told.append(me)
        wolves = [s.index for s in g.seats if s.camp == WOLF and counted(g, s.index)
                  and s.original_role.camp == WOLF]
        budget = sum(_strength(g.seats[s].original_role) for s in wolves)
        must = required_wolves(g, REQUIRES)
        g.tell(me, "rewrite_brief", wolves=len(wolves), budget=_num(budget), roles=must)
        by_id = {r.id: r for r in g.ruleset.pool() if not r.additional and r.id not in EXCLUDED}
        fixed_seats = [s for s in wolves if g.seats[s].original_role.id in must]
        free = [s for s in wolves if s not in fixed_seats]
        fixed = [g.seats[s].original_role for s in fixed_seats]
        present = {s.original_role.id for s in g.seats if s.original_role.camp != WOLF}
        chosen: list[RoleSpec] = []
        for slot, seat in enumerate(free):
            k = len(free) - slot - 1
            taken = {r.id for r in fixed + chosen} | present
            pool = [r for r in by_id.values() if r.camp == WOLF and r.id not in taken
                    and all(p in present or p in taken for p in REQUIRES.get(r.id, ()))]
            options = [r for r in pool
                       if completable(fixed + chosen + [r], [x for x in pool if x is not r], k,
                                      budget)]
            if not options:         # the drafted pack itself fits, so only a bug gets here
                raise RuntimeError(f"nezha: 编写重配 found no wolf card for slot {slot + 1}")
            drafted = g.seats[seat].original_role.id
            default = drafted if any(r.id == drafted for r in options) else None
            pick = yield from ask_option(g, me, REWRITE.id, [f"card:{r.id}" for r in options],
                                         optional=False,
                                         default=f"card:{default}" if default else None,
                                         slot=slot + 1, budget=_num(budget),
                                         spent=_num(sum(_strength(r) for r in fixed + chosen)))
            chosen.append(by_id[pick.partition(":")[2]])
        _seat_cards(g, free, chosen)
    return told


def _seat_cards(g: Game, free: list[int], chosen: list[RoleSpec]) -> None:
    """A chosen card that was drafted stays on its seat; the new cards go to the freed seats in
    the storyteller's order (N140)."""
    ids = {r.id for r in chosen}
    kept = {s for s in free if g.seats[s].original_role.id in ids}
    fresh = [r for r in chosen if all(g.seats[s].original_role.id != r.id for s in kept)]
    seats = [s for s in free if s not in kept]
    if not fresh:
        return
    g.story.shuffle(fresh, "编写重配 seats")
    for seat, spec in zip(seats, fresh):
        s = g.seats[seat]
        s.role = s.original_role = spec
        s.side = spec.side
        s.skills = g.ruleset.identity_skills(spec, s.camp)
    g.emit("rewritten", (), roles=[r.id for r in fresh])


def strengths(g: Game) -> dict[str, float]:
    """本局游戏的村民，狼人，三方的强度值: each camp's strength sum over the cards on the board
    (accounts added at 开局 are no cards, N141)."""
    out = {VILLAGE: 0.0, WOLF: 0.0, THIRD: 0.0}
    for s in g.seats:
        if s.controller is None and s.original_role.camp in out:
            out[s.original_role.camp] += _strength(s.original_role)
    return out


def learn_strengths(g: Game, taker: int, origin: str) -> None:
    """身份属性: a skill-taking effect that takes the 卡扎力's skills tells ``taker`` the three
    camps' strength values instead (N141)."""
    s = strengths(g)
    g.tell(taker, "strengths", origin=origin, village_strength=_num(s[VILLAGE]),
           wolf_strength=_num(s[WOLF]), third_strength=_num(s[THIRD]))


def takes_kazali(g: Game, source: int) -> bool:
    """Whether taking ``source``'s identity skills takes a 卡扎力's."""
    return g.seats[source].original_role.id == ROLE.id

