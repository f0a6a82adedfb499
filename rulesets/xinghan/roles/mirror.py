"""【镜阵营】1. 镜 (line 180)

<反射>（强制）：游戏日夜晚，若镜成为可选择对象技能的目标，则随机选择角色代替其成为目标。夜间行动结束后，镜可获知当晚所有
反射过的操作和对应玩家。（不知来源，可知哪个技能反射给谁）
<晨曦>（限定）: 可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效。
PS：选择<狩猎>没有最后一人限制，发动成功公示镜技能发动成功，镜技能发动的时机在原技能之后

Win (line 426): 镜反射来源与自己实际阵营不相同的技能数量+镜使用[晨曦]获得的技能亲手击杀的数量至少为6.

Rulings X35-X37: every night skill that chooses a target is reflected, per target slot, onto a
random living role other than the reflecting seat (the source included), the storyteller's
pick, recorded.  The win counter (ruling X36: 技能数量, the number of *skills*) counts each skill
once, the first time it is reflected from a source whose camp differs from the 镜's at that
moment (board ``mirror_counts_uses``: every reflected use instead), plus each out its copied
skill causes.  <晨曦> copies any skill that was reflected off it
(the copy: a fresh instance acting right after the original in the night order).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import FORCED, LIMITED, NIGHT, by_day, table

REFLECT = SkillSpec("reflect", "反射", "反射", "Reflect", NIGHT,
                    "At night a skill aimed at the mirror lands on a random other role instead; "
                    "after the night the mirror learns each reflected skill and where it went.",
                    (FORCED,))
DAWN = SkillSpec("dawn_copy", "晨曦", "晨曦", "Dawn copy", NIGHT,
                 "Once: copy a skill that was ever used on the mirror; it holds it for good from "
                 "the next night (acting right after the original).", (LIMITED,))
ROLE = RoleSpec("mirror", "镜", "鏡", "Mirror", camp="mirror", skills=(REFLECT, DAWN), line=180)

#: the origin of a 晨曦 copy (acts at ``skill:copy`` in the order, right after the original)
COPY = "copy"


def reflect_stage(g: Game, skill: str, source: int, target: int) -> int:
    """<反射>: a night skill aimed at a holder of 反射 lands on a random other living role."""
    s = g.seats[target]
    if by_day(g) or g.stage == "before_night" or not s.alive:  # 游戏日夜晚 only
        return target
    inst = s.skill(REFLECT.id)
    if inst is None:
        return target
    new = g.story.pick_seat(g.living(but=target), "reflect")
    table(g).night.reflected.append((target, skill, new))
    operated = inst.data.setdefault("operated", [])
    if skill not in operated:
        operated.append(skill)
    state = table(g)
    if s.role.id == ROLE.id and g.seats[source].camp != s.camp and (
            g.board["mirror_counts_uses"] or skill not in state.mirror_reflected):
        state.mirror_reflected.append(skill)    # 反射来源与自己实际阵营不相同的技能
    return new


def tell_reflections(g: Game) -> None:
    """夜间行动结束后，镜可获知当晚所有反射过的操作和对应玩家 (not the sources)."""
    for mirror, skill, new in table(g).night.reflected:
        g.tell(mirror, "reflection", skill=skill, target=new)


def is_copy(inst: SkillInstance) -> bool:
    return inst.origin == COPY


def dawn(g: Game, me: int, inst: SkillInstance):
    """(15) 镜：选择<晨曦>的技能 — any skill reflected off this seat so far."""
    if inst.used:
        return
    reflect = g.seats[me].skill(REFLECT.id)
    operated = [] if reflect is None else list(reflect.data.get("operated", ()))
    choice = yield from ask_option(g, me, DAWN.id, operated)
    if choice is None:
        return
    inst.used += 1
    inst.data["copy"] = choice


def grant_copy(g: Game) -> None:
    """下一个游戏日夜晚开始永久生效: last night's choice becomes a held instance."""
    for me, inst in g.holders(DAWN.id):
        skill = inst.data.pop("copy", None)
        if skill is not None:
            g.grant(me, [SkillInstance(skill, COPY)], COPY)


def score_kill(g: Game, seat: int, via_copy: bool) -> None:
    """镜使用[晨曦]获得的技能亲手击杀: an out caused by a copied skill counts for its holder."""
    if via_copy and g.seats[seat].role.id == ROLE.id:
        table(g).mirror_kills += 1
