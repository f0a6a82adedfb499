"""【三方阵营】5，镜（40） (line 686)

反射<强制>——游戏日夜晚，若镜成为[指定]技能的结算目标，则随机选择一个不持有[反射]技能的角色代替其成为结算目标，夜间行动
结束后，镜可获知当晚所有反射过的操作和对应玩家。（不知来源，可知哪个技能反射给谁）
镜像[晨曦]<限定> —— 可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效。
PS：不是反射的技能也可以被复制，在持有镜像时，若一直不使用，可以每天得知都有哪些新技能对镜使用过。
胜利条件：镜反射来源与自己[实际阵营]不相同的技能数量+镜使用[镜像]获得的技能亲手击杀的数量大于存活人数。

反射 is the fourth stage of the chain (``targeting.reflect``, line 86): a living holder that may
use it (no [遗忘]) hands the ball on at night to a living role without 反射, the storyteller's pick
(ruling N38, N290).  Each reflection is kept on the holder's 反射: the skill, the role it went to
and whether its source's 实际阵营 (as a skill judges it, through 愚面) differs from the holder's;
once the night's actions are over (before the tally) the holder learns each skill and its new
target (N291).  A skill "operated on" the mirror is a [指定] skill whose ball reached it: reflected
there, or settled on it (by day, or with nobody to reflect to) (N292).  镜像 runs in 晨曦2 (行动
顺序, line 1075): while unused the holder first learns the skill kinds used on it that it was not
told yet, then may name one of every kind ever used on it; the copy is granted refreshed to its
initial state (``acquire``) when the next night starts, for good (N293).  A kill by hand with it
is an out whose source is the holder, of a 结算目标 of the copied skill it used in that same night
or day, not a chain death (N294); the camp wins, judged when the phase ends, when the reflections
counted plus those kills exceed the living roles (N295).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..acquire import decide_openings, take
from ..common import actual_camp, answerer, counted
from ..skills import ready, spend, used

REFLECT = SkillSpec("reflect", "反射", "反射", "Reflect", "被动",
                    "At night a [指定] skill settling on you goes to a random role without 反射 "
                    "instead; after the night's actions you learn each reflected skill and the "
                    "role it went to (not its source).", ("强制",))
IMAGE = SkillSpec("mirror_image", "镜像", "鏡像", "Mirror image", "晨曦",
                  "Once: copy a skill that was ever used on you (reflected or not); you hold it "
                  "for good from the next night. While unused, each dawn you learn the new skills "
                  "used on you.", ("限定",))
ROLE = RoleSpec("mirror", "镜", "鏡", "Mirror", camp="mirror", skills=(REFLECT, IMAGE), line=686,
                strength=40)

#: the origin of the skill 镜像 copied (its grant, and how a kill by hand is recognised)
ORIGIN = "mirror_image"
REFLECTED, SEEN, COPIED = "reflected", "mirror_seen", "mirror_copied"


def _holding(g: Game, seat: int, skill: str) -> Optional[SkillInstance]:
    inst = g.seats[seat].skill(skill)
    return inst if inst is not None and g.seats[seat].alive else None


def _see(g: Game, seat: int, skill: str, source: int) -> None:
    """``skill`` (used by ``source``) operated on ``seat``: remembered, with the card it came
    from, by the seat's 镜像 while the seat is alive."""
    inst = _holding(g, seat, IMAGE.id)
    if inst is None or f"skill:{skill}" not in g.ruleset.options:
        return
    seen = inst.data.setdefault("seen", {})
    if skill not in seen:
        seen[skill] = g.seats[source].original_role.id


def reflects(g: Game, seat: int) -> bool:
    """The seat's 反射 works now: alive, holding it, no status stopping it (a <强制> skill under
    [遗忘] does nothing, ruling N45)."""
    return _holding(g, seat, REFLECT.id) is not None and g.can_use(seat, REFLECT.id)


def on_reflected(g: Game, me: int, skill: str, source: int, new: int) -> None:
    """A reflection by ``me``'s 反射: kept for the night's report and the win (the source's
    实际阵营 judged now, as a skill judges it: through 愚面, ruling N116)."""
    inst = g.seats[me].skill(REFLECT.id)
    if inst is None:
        return
    differs = actual_camp(g, source, me) != g.seats[me].camp
    inst.data.setdefault("log", []).append((g.night, skill, new, differs))
    _see(g, me, skill, source)


def on_aimed(g: Game, source: int, skill: str, finals: list[int]) -> None:
    """A [指定] skill settled on a holder of 镜像 (not reflected) operated on it; a holder using the
    skill it copied marks its 结算目标 for its kills by hand."""
    for t in dict.fromkeys(finals):
        _see(g, t, skill, source)
    for inst in g.seats[source].skills:
        if inst.id == skill and inst.origin == ORIGIN:
            marks = inst.data.get("aimed", ())
            inst.data["aimed"] = marks + tuple((g.phase, t) for t in finals
                                               if (g.phase, t) not in marks)


def report(g: Game) -> None:
    """夜间行动结束后: each holder learns tonight's reflections, skill and new target."""
    for me, inst in g.holders(REFLECT.id):
        for night, skill, new, _ in inst.data.get("log", ()):
            if night == g.night:
                g.tell(me, REFLECTED, skill=skill, target=new)


def image(g: Game):
    """晨曦2 镜像: while it is unused the new kinds used on the holder are told (holding it is
    enough: a status that stops the skill does not stop this), then it may copy one of them
    all."""
    for me, inst in g.holders(IMAGE.id):
        if not ready(inst):
            continue
        seen: dict[str, str] = inst.data.get("seen", {})
        told = inst.data.get("told", 0)
        if len(seen) > told:
            g.tell(me, SEEN, skills=list(seen)[told:])
            inst.data["told"] = len(seen)
        who = answerer(g, me)
        if who is None or not seen or not g.can_use(me, IMAGE.id):
            continue
        pick = yield from ask_option(g, who, IMAGE.id, [f"skill:{k}" for k in seen])
        if pick is None:
            continue
        spend(inst)
        used(g, me, IMAGE.id)
        copied = pick.partition(":")[2]
        inst.data["copy"] = (copied, seen[copied], g.day)
        g.tell(me, COPIED, skill=copied)


def take_effect(g: Game):
    """下一个游戏日夜晚开始永久生效: at the start of the night after 镜像, the copy is granted,
    refreshed to its initial state; its [开局] ones decided at once (line 117)."""
    for me, inst in g.holders(IMAGE.id):
        pending = inst.data.get("copy")
        if pending is None or pending[2] != g.night:
            continue
        skill, card, _ = pending
        inst.data["copy"] = None
        take(g, me, card, [g.ruleset.names.skill(skill)], ORIGIN)
        yield from decide_openings(g)


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """亲手击杀: an out the holder of a copied skill caused, of a 结算目标 of that skill it used in
    this same night or day (a chain death is not by hand)."""
    source = g.seats[seat].death_source
    if source is None or source == seat or cause in {c.cause for c in g.outs.chains}:
        return
    for inst in g.seats[source].skills:
        if inst.origin == ORIGIN and (g.phase, seat) in inst.data.get("aimed", ()):
            inst.data["kills"] = inst.data.get("kills", 0) + 1
            return


def score(g: Game, seat: int) -> int:
    """反射来源与自己实际阵营不相同的技能数量 + 镜像获得的技能亲手击杀的数量."""
    s = g.seats[seat]
    reflect = s.skill(REFLECT.id)
    reflected = sum(1 for *_, differs in reflect.data.get("log", ()) if differs) if reflect else 0
    return reflected + sum(k.data.get("kills", 0) for k in s.skills if k.origin == ORIGIN)


def outshines(g: Game) -> bool:
    """A role of the camp whose score is greater than the number of living roles."""
    living = sum(1 for s in g.seats if s.alive and counted(g, s.index))
    return any(s.camp == ROLE.camp and score(g, s.index) > living for s in g.seats)


CAMP_WINS = {ROLE.camp: (
    Condition("镜反射来源与自己[实际阵营]不相同的技能数量+镜使用[镜像]获得的技能亲手击杀的数量大于存活人数",
              outshines, instant=False),
)}
