"""Skill tags (lines 74-90) shared by every role module: <限定>, [X] counts, [指定] asking, the
record of what a seat used tonight, and the identity skills a card starts with.

标明<限定>的技能只允许发动一次。
标明[X]的技能，在可发动时段可以多次发动，但是拥有次数限制...该技能的持有者在可发动技能时会得知剩余次数。
Both are a charge count on the skill instance (``data["charges"]``: 1 for <限定>, X for [X]);
a skill without either has no count.  Refreshing a skill to its initial state (刷新至初始) is a
fresh instance with its initial count.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from typing import Callable

from rulesets.engine import Game, SkillInstance, SkillSpec, ask_target

from .common import answerer, table

LIMITED, FORCED, TARGETED, FLIP = "限定", "强制", "指定", "翻牌"
_COUNT = re.compile(r"^\[(\d+)\]$")


def initial_charges(spec: SkillSpec) -> Optional[int]:
    """The count a fresh instance starts with: X for [X], 1 for <限定>, else none."""
    for flag in spec.flags:
        m = _COUNT.match(flag)
        if m:
            return int(m.group(1))
    return 1 if LIMITED in spec.flags else None


def instance(spec: SkillSpec, origin: str = "identity", until: Optional[str] = None,
             **data: Any) -> SkillInstance:
    """A skill instance refreshed to its initial state (刷新至初始)."""
    inst = SkillInstance(spec.id, origin, until, data=dict(data))
    charges = initial_charges(spec)
    if charges is not None:
        inst.data.setdefault("charges", charges)
    if any(_COUNT.match(f) for f in spec.flags):
        inst.data["counted"] = True                  # a [X] skill (次数技能)
    return inst


def left(inst: SkillInstance) -> Optional[int]:
    """Charges left (``None``: not counted)."""
    return inst.data.get("charges")


def ready(inst: SkillInstance, n: int = 1) -> bool:
    """Enough charges for ``n`` uses (always for an uncounted skill or a 时波增幅 extra use)."""
    c = inst.data.get("charges")
    return c is None or c >= n or bool(inst.data.get("free"))


def spend(inst: SkillInstance, n: int = 1) -> None:
    """Use ``n`` charges (a count may go negative where the rulebook says so: 猎杀); an extra
    use from 时波增幅 costs nothing (不计入次数限制)."""
    inst.used += 1
    if "charges" in inst.data and not inst.data.get("free"):
        inst.data["charges"] -= n


def used_up(g: Game, seat: int, inst: SkillInstance) -> None:
    """A gift (临时技能) goes once used (这些技能使用一次后就丢失); so does an extra use."""
    if inst.origin in ("gift", "surge") and inst in g.seats[seat].skills:
        g.seats[seat].skills.remove(inst)


def gain(inst: SkillInstance, n: int = 1) -> None:
    """次数+n."""
    inst.data["charges"] = inst.data.get("charges", 0) + n


def used(g: Game, seat: int, skill: str) -> None:
    """``seat`` used (发动) ``skill``: remembered for tonight (大恶魔<生灵收割> reads it), and seen
    by what watches uses (血魔's [血咒] counts every non-forced one)."""
    from .roles import ON_USED
    if g.phase.startswith("night"):
        table(g).night.acted.setdefault(seat, []).append(skill)
    for hook in ON_USED:
        hook(g, seat, skill)


def choose(g: Game, seat: int, inst: SkillInstance, kind: str, candidates: list[int],
           optional: bool = True, record: bool = True, **info: Any):
    """Ask for one target of ``kind`` among ``candidates`` (选择范围), telling the charges left;
    returns the seat or ``None``; a target chosen is a use of the skill (unless ``record`` is
    false: one of several picks).  A puppet's skill is used by its master (N70)."""
    if left(inst) is not None:
        info["charges"] = left(inst)
    who = answerer(g, seat)
    if who is None:
        return None
    t = yield from ask_target(g, who, kind, candidates, optional, **info)
    if t is not None and record:
        used(g, seat, kind)
    return t


def single(g: Game, me: int, inst: SkillInstance, spec: SkillSpec, candidates: list[int],
           effect: Callable[[int, int], Any], once: bool = False, **info: Any):
    """The shape of most [指定] skills: enough charges, one target asked among ``candidates``
    (选择范围; with ``once``, 每个角色只能被选择一次: roles chosen before are left out), the charge
    spent (a gift used up), then ``effect(结算目标, 选择目标)`` on each 结算目标.  Returns whether
    the skill was used."""
    from .targeting import aim
    if not ready(inst):
        return False
    if once:
        candidates = once_each(inst, candidates)
    t = yield from choose(g, me, inst, spec.id, candidates, **info)
    if t is None:
        return False
    if once:
        mark_chosen(inst, [t])
    spend(inst)
    used_up(g, me, inst)
    for final in aim(g, me, spec.id, t):
        effect(final, t)
    return True


def again(g: Game, me: int, inst: SkillInstance, once: Callable[[], Any]):
    """标明[X]的技能，在可发动时段可以多次发动，但是拥有次数限制 (line 89): the one-use flow
    ``once()`` (a generator returning whether the skill was used) again while a charge is left,
    the skill is still held and the user goes on (a pass ends the step); an extra use (时波增幅)
    or a gift is one use.  Returns how many uses were made."""
    def held() -> bool:
        return any(k is inst for k in g.seats[me].skills)
    kept = held()
    n = 0
    while ready(inst) and (held() or not kept):
        ok = yield from once()
        if not ok:
            break
        n += 1
        if inst.data.get("free") or left(inst) is None:
            break
    return n


def repeated(g: Game, me: int, inst: SkillInstance, spec: SkillSpec,
             candidates: Callable[[], list[int]], effect: Callable[[int, int], Any],
             info: Optional[Callable[[], dict]] = None):
    """A counted [指定] skill with no other limit in its period: 标明[X]的技能，在可发动时段可以多次发动，
    但是拥有次数限制 (line 89).  :func:`single` again (:func:`again`) while a charge is left and
    the user goes on (the range and what is told are read anew each time).  Returns how many uses
    were made."""
    return (yield from again(g, me, inst, lambda: single(g, me, inst, spec, candidates(), effect,
                                                          **(info() if info else {}))))


def choose_many(g: Game, seat: int, inst: SkillInstance, kind: str, candidates: list[int],
                most: int, optional: bool = True, exact: bool = False, **info: Any):
    """Up to ``most`` distinct targets, one decision each; a pass stops (returns the list).
    ``exact``: all ``most`` must be picked (a forced count).  One use of the skill however
    many are picked."""
    picked: list[int] = []
    while len(picked) < most:
        pool = [c for c in candidates if c not in picked]
        t = yield from choose(g, seat, inst, kind, pool,
                              (optional or bool(picked)) and not exact, record=False,
                              picked=list(picked), **info)
        if t is None:
            break
        picked.append(t)
    if picked:
        used(g, seat, kind)
    return picked


def not_twice(inst: SkillInstance, night: int, pool: list[int]) -> list[int]:
    """不能连续两晚选择同一个角色: last night's targets of this instance are left out."""
    barred = inst.barred(night)
    return [c for c in pool if c not in barred]


def once_each(inst: SkillInstance, pool: list[int]) -> list[int]:
    """每个角色只能被选择一次: roles this instance chose before are left out."""
    chosen = inst.data.get("ever", ())
    return [c for c in pool if c not in chosen]


def mark_chosen(inst: SkillInstance, seats: list[int]) -> None:
    inst.data["ever"] = tuple(inst.data.get("ever", ())) + tuple(seats)


def flip(g: Game, seat: int) -> None:
    """[翻牌]: the seat's actual identity is made public (是否有角色翻牌, 翻牌的实际身份): at once by
    day, at the next opening for a flip at night or at 晨曦 (夜晚期间需要公示的内容全部在下一个白天开始
    时公布; 在其他阶段出局的信息和应当要公示的信息，则会在第二天白天开门时公示, lines 143, 149)."""
    state = table(g)
    state.revealed.add(seat)
    notice = {"kind": "reveal", "seat": seat, "role": g.seats[seat].original_role.id}
    if g.phase.startswith("night") or g.stage in ("dawn", "dawn2"):
        state.notices.append(notice)
    else:
        g.emit(**notice)


def can_flip(g: Game, seat: int) -> bool:
    """A [翻牌] skill needs an identity not public yet (若[实际身份]已经公开则无法发动)."""
    return seat not in table(g).revealed


def usable(g: Game, seat: int, skill: str, election_day: bool = True) -> bool:
    """A 正午 skill ``seat`` may use on its post now: alive, holding it with charges left, no
    status stopping it, and not on 竞选日 where the skill says 竞选日不可发动."""
    inst = g.seats[seat].skill(skill)
    return g.seats[seat].alive and inst is not None and ready(inst) and \
        g.can_use(seat, skill) and (election_day or g.day > 1)
