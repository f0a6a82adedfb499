"""技能所造成的出局方式 (lines 164-167), the statuses that stop them (lines 107-111), the night's
settlement and the chain deaths (连带出局顺序, lines 1077-1079).

[指杀]：通常的出局方式，会被大多数技能抵消
[穿透]：强化的出局方式，无视[守护]
[致死伤害]：除了[不死]状态，其他情况下承受[致死伤害]将会立刻出局。
[守护：X] 抵消X次[指杀]; [坚韧] 除了红牌罚下，[致死伤害]和投票出局，其他情况下都不会出局;
[霸道] 不会被投票出局; [不死] 除了红牌罚下，其他情况下都不会出局。

So one lattice (the kernel's :class:`Lattice`): 不死 > 致死伤害 > 坚韧 > 穿透 > 守护 > 指杀, and
[投票出局] beside it (stopped by 霸道 or 不死), 红牌罚下 by nothing.  Source-restricted
statuses (仅针对非村民阵营的[不死]...) carry ``against`` tags matched with the hit's tags
(:func:`hit_tags`).  By night, hits are filed on the tally (``tally.py``) and settled after
凌晨2; by day they land at once.  Chain deaths follow every out at once, in the rulebook's order.
"""

from __future__ import annotations

from typing import Callable, Iterable, Optional

from rulesets.engine import (ByDamage, Chain, Check, CheckList, Game, Hit, Lattice, against_check)

from . import rewrite
from .common import VILLAGE, actual_camp, is_night, table

LATTICE = Lattice(("undying", "lethal", "tough", "pierce", "guard", "kill"))
DAMAGE_ZH = {"undying": "不死", "lethal": "致死伤害", "tough": "坚韧", "pierce": "穿透",
             "guard": "守护", "kill": "指杀", "vote": "投票出局", "red_card": "红牌罚下"}
DEFENCE = ByDamage(LATTICE, {
    "vote": CheckList((Check("霸道/不死", against_check("domineering", "undying")),)),
    "red_card": None,     # 红牌罚下: nothing stops it
})


def hit_tags(g: Game, source: Optional[int], target: int) -> frozenset[str]:
    """What a source-restricted status checks: the source's actual camp (and ``non_village``) as
    a skill judges it (inverted under 假面<愚面>, ruling N116), ``self`` when it is the target
    itself (九尾狐's own tails), ``other`` otherwise."""
    if source is None:
        return frozenset({"other"})
    camp = actual_camp(g, source)
    tags = {camp, "self" if source == target else "other", f"seat:{source}"}
    if camp != VILLAGE:
        tags.add("non_village")
    return frozenset(tags)


#: the tag naming a hit's cause (its tally slot by night, its out cause by day): a status may
#: apply to every hit but some (``against`` with ``-cause:<x>``, the engine's ``applies``:
#: 妖狐's [不死] lets through the check death and the top vote)
CAUSE = "cause:"


def hurt(g: Game, source: Optional[int], target: int, damage: str, slot: str,
         cause: Optional[str] = None, raw: bool = False) -> bool:
    """``source``'s skill deals ``damage`` to ``target``: filed on tonight's tally under
    ``slot`` by night, landing at once by day (returns whether it took the target out; a filed
    hit returns False).  The skill settling now may have that word rewritten (``rewrite``;
    ``raw``: a hit the rules deal, not a skill's word)."""
    if not raw:
        damage = rewrite.word(g, source, damage)
    if is_night(g):
        night = table(g).night
        night.tally.file(slot, source, target, damage,
                         hit_tags(g, source, target) | {CAUSE + slot})
        night.damaged.setdefault(target, []).append((source, damage))
        return False
    return strike(g, source, target, damage, cause or slot, raw=True)


def kill_chosen(g: Game, chosen: int) -> None:
    """A [指杀] skill was chosen on ``chosen`` tonight: 觉醒女巫<灵通> lists every such 选择目标
    (反馈所有[指杀]技能的[选择目标], line 398), the pack's 杀人, 野性 and 暴食 alike."""
    choices = table(g).night.kill_choices
    if chosen not in choices:
        choices.append(chosen)


def strike(g: Game, source: Optional[int], target: int, damage: str, cause: str,
           raw: bool = False) -> bool:
    """A hit that lands now: the defence, then the out and its chain deaths (the damage as the
    skill settling now deals it, ``rewrite``, unless ``raw``)."""
    if not raw:
        damage = rewrite.word(g, source, damage)
    if not g.seats[target].alive:
        return False
    if DEFENCE.blocker(g, target, damage, hit_tags(g, source, target) | {CAUSE + cause}) \
            is not None:
        return False
    table(g).damage_of[target] = damage
    if not g.go_out(target, cause, public=False, source=source):
        return False
    g.outs.chain([target], public=False)
    g.judge()  # 屠城 is judged at once
    return True


def settle(g: Game) -> list[int]:
    """统计出局名单: every filed hit in the tally's order; chain deaths right after their cause."""
    night = table(g).night

    def chained(g: Game, hit: Hit) -> list[Hit]:
        table(g).damage_of[hit.target] = hit.damage
        g.outs.chain([hit.target], public=False)
        return []
    outs = night.tally.settle(g, after_out=chained, judge_each=True)
    table(g).night_settled = True
    return outs


# -- 连带出局顺序: 情侣殉情 妖狐小弟自杀 魔偶人偶连带 巫妖匣连带 (粉丝) 锁链状态连带 混沌之魔混沌 -------
def _lovers(g: Game, out: set[int]) -> Iterable[tuple[int, int]]:
    """当情侣中的一人出局，另外一人承受的[致死伤害]，若需要判定技能来源则视为殉情者自己."""
    for s in g.seats:
        for st in s.statuses.all("lovers"):
            if st.data and st.data.get("with") in out and s.alive:
                yield s.index, s.index


def _bound(status: str) -> Callable[[Game, set[int]], Iterable[tuple[int, int]]]:
    """Followers bound to a seat by ``status`` (its source): 妖狐小弟, 巫妖匣's 同命."""
    def follow(g: Game, out: set[int]) -> Iterable[tuple[int, int]]:
        for s in g.seats:
            for st in s.statuses.all(status):
                if st.source in out and s.alive:
                    g.remove_status(s.index, "undying", st.source)  # 该[不死]状态失效
                    yield s.index, st.source
    return follow


def _puppets(g: Game, out: set[int]) -> Iterable[tuple[int, int]]:
    """人偶之身: 若操控者出局，则失去该[不死]状态并连带受到[致死伤害] (and whoever learnt it)."""
    for s in g.seats:
        for inst in s.skills:
            master = inst.data.get("master")
            if inst.id == "puppet_body" and master in out and s.alive:
                g.remove_status(s.index, "undying", s.index)
                yield s.index, master


#: 锁链师<免疫>: 你免疫来自[链接]的传导伤害 (a <强制> skill: held and not suspended by [遗忘])
LINK_IMMUNITY = "link_immunity"


def _link_immune(g: Game, seat: int) -> bool:
    return g.seats[seat].skill(LINK_IMMUNITY) is not None and g.can_use(seat, LINK_IMMUNITY)


def _links(g: Game, out: set[int]) -> Iterable[tuple[int, int]]:
    """[链接]角色因技能出局时，所有被[链接]的角色都受到一次与出局角色相同的攻击 (one wave per
    original out, ruling N50; an exile does not pass on; the source is the original user and
    the out is credited to it; a holder of 锁链师<免疫> is passed over)."""
    state = table(g)
    for s in out:
        seat = g.seats[s]
        if "link" not in seat.statuses or seat.death_cause in ("exile", "red_card") \
                or state.linked_wave:
            continue
        damage = state.damage_of.get(s, "lethal")
        state.linked_wave = True
        try:
            for t in g.seats:
                if t.index != s and t.alive and "link" in t.statuses \
                        and not _link_immune(g, t.index):
                    strike(g, seat.death_source, t.index, damage, "link", raw=True)
        finally:
            state.linked_wave = False
    return ()


def _tags(g: Game, seat: int, source: Optional[int]) -> Iterable[str]:
    return hit_tags(g, source, seat)


CHAINS = (
    Chain("lovesick", _lovers, "情侣殉情", "lethal", _tags),
    Chain("minion", _bound("fox_minion"), "妖狐小弟自杀", "lethal", _tags),
    Chain("puppet", _puppets, "魔偶人偶连带", "lethal", _tags),
    Chain("phylactery", _bound("phylactery"), "巫妖匣连带", "lethal", _tags),
    Chain("fan", _bound("fan_bond"), "粉丝连带", "lethal", _tags),     # the row 巫妖匣/粉丝 (N242)
    Chain("link", _links, "锁链状态连带"),
)


def projected(g: Game) -> list[int]:
    """当晚将要出局的角色 (秘法): the tally as it stands, settled on paper (defences spent on
    paper too, lovers following), in ring order; out guards are not foreseen (ruling N24)."""
    night = table(g).night
    tally = night.tally
    left: dict[int, int] = {}
    out: list[int] = []

    def lands(seat: int, damage: str, tags: frozenset[str]) -> bool:
        statuses = [st for st in g.seats[seat].statuses
                    if st.count is None or left.get(id(st), st.count) > 0]
        st = LATTICE.blocking(statuses, damage, tags)
        if st is not None and st.count is not None:
            left[id(st)] = left.get(id(st), st.count) - 1
        return st is None
    for h in sorted(tally.hits, key=lambda h: (tally.slot_rank(h.slot), h.seq)):
        if h.target in out or not g.seats[h.target].alive or not lands(h.target, h.damage, h.tags):
            continue
        out.append(h.target)
        for lover, _ in _lovers(g, {h.target}):
            if lover not in out and lands(lover, "lethal", hit_tags(g, lover, lover)):
                out.append(lover)
    return sorted(out)
