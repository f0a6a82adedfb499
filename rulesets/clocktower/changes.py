"""身份转变 (line 6): a player's character changes.

发生身份转变时角色会获知变为什么身份；角色会失去原身份的所有技能，新身份视为在此刻起加入游戏，因此拥有的技能都是初始
状态的 — the seat is told its new character (so it now knows it: counted at dusk, line 15), loses
the old character's abilities and holds the new one's, fresh (a dead player: only those that
ignore death, line 13); a <认知覆盖> belief (酒鬼, 疯子, 提线木偶) ends with the old abilities.  The alignment does not change
(注：身份转变并不一定伴随阵营转变).

[首夜] abilities gained on a later night (line 7): 如果该技能是获得信息的技能，则在固定的时点发动 (the
bracketed list of the other-nights order, :data:`LATE_INFO`), 如果不是获得信息的技能，则立即发动.

新身份视为在此刻起加入游戏: what the new character's abilities settle when they begin (the choices
made at setup for a dealt character, ``Clocktower.setups``, but not the [配板] ones) is settled now
(ruling CT-joins-now: the 科学怪人's character).  A <认知覆盖> ability (酒鬼, 疯子, 提线木偶) begins
working too (ruling CT-drunk-made): the storyteller picks the believed character, and the seat is
told *that* character — the 酒鬼认为自己是一个镇民 (line 320) from the moment it is the 酒鬼 — while
its 寻回记忆 keeps asking about its first character (line 14).
"""

from __future__ import annotations

from rulesets.engine import IDENTITY, Game, SkillInstance

from .characters import COVER
from .common import table
from .cover import uncover
from .deaths import lose_abilities

#: data key of an ability a seat holds through another ability of its character (隐士's 烦扰: 隐士拥有
#: 三个其他外来者的技能), naming the origin of the giving ability: held through the seat's own
#: character (``"identity"``), it goes with that character (line 6: 失去原身份的所有技能)
BOUND = "bound"

#: [首夜] information abilities with a fixed slot on later nights (the bracket of line 739-756;
#: their ids are the characters' ability ids)
LATE_INFO: set[str] = set()
#: 如果是第一个夜晚：互认 / 敏锐 (lines 414, 531): never for a seat that joins the evil team later
FIRST_NIGHT_ONLY = frozenset({"minion_info", "demon_info", "demon_bluffs"})


def become(g: Game, seat: int, role: str, why: str = "") -> None:
    """The seat's character becomes ``role``: its abilities begin (:func:`begin`), it is told
    the character (the one it believes it is, for a <认知覆盖> character) and counted as knowing
    it; its [首夜] abilities run later (:func:`gained`)."""
    uncover(g, seat)  # a <认知覆盖> belief ends with the old character's abilities
    s = g.seats[seat]  # and what the old character's abilities held for it (隐士's 烦扰)
    if any(k.data.get(BOUND) == IDENTITY for k in s.skills):
        s.skills = [k for k in s.skills if k.data.get(BOUND) != IDENTITY]
    # the grimoire's record first, then the seat is told (``role``, after its abilities begin)
    g.emit("character_change", (), seat=seat, role=g.ruleset.names.role(role).id, why=why)
    spec = g.change_role(seat, role, notify=None)
    if not g.seats[seat].alive:  # a dead player's new character has no abilities (line 13)
        lose_abilities(g, seat, "dead")
    told = spec.id
    for inst in [k for k in g.seats[seat].skills if k.identity]:
        if inst.id in g.ruleset.setups and g.ruleset.names.skill(inst.id).timing != "配板":
            told = begin(g, seat, inst) or told  # 新身份视为在此刻起加入游戏 (line 6)
    g.emit("character_change", (), seat=seat, role=spec.id, why=why)  # the grimoire's record
    g.tell(seat, "role", role=told)
    table(g).known.add(seat)
    entries = g.ruleset.entries
    for inst in list(g.seats[seat].skills):
        if inst.id in entries:
            entries[inst.id](g, seat, inst)
    gained(g, seat, list(g.seats[seat].skills))


def acquire(g: Game, seat: int, insts: list[SkillInstance], origin: str) -> None:
    """The seat gains another character's abilities (哲学家's 思索): 在获得时均刷新至初始 (line 9), so
    what they settle when they begin is settled now (:func:`begin`: not a <认知覆盖> belief, which
    a seat that chose the character knowingly cannot hold, nor a [配板] ability), their <入场>
    effects happen, and their [首夜] ones run later (:func:`gained`)."""
    g.grant(seat, insts, origin, notify=False)
    setups = g.ruleset.setups
    for inst in insts:
        spec = g.ruleset.names.skill(inst.id)
        if inst.id in setups and spec.timing != "配板" and COVER not in g.ruleset.skill_flags(inst.id):
            begin(g, seat, inst)
    entries = g.ruleset.entries
    for inst in insts:
        if inst.id in entries:
            entries[inst.id](g, seat, inst)
    gained(g, seat, insts)


def gained(g: Game, seat: int, insts: list[SkillInstance]) -> None:
    """The seat gained these abilities (a new character's, or another's: 姑获鸟's 噬魂).  Those
    tagged [首夜], gained after the first night (line 7): an information ability waits for its
    fixed slot (tonight's, or the next night's for a day gain), any other is queued to run at
    once (a trigger the night drains after its current step)."""
    if g.phase == "setup" or (g.night <= 1 and g.phase.startswith("night")):
        return  # the first night's order still comes
    for inst in insts:
        if inst.id in FIRST_NIGHT_ONLY or g.ruleset.names.skill(inst.id).timing != "首夜":
            continue
        if inst.id in LATE_INFO:
            inst.data["late"] = True
        else:
            g.triggers.push(inst.id, seat)


def begin(g: Game, seat: int, inst: SkillInstance) -> str | None:
    """The ability ``inst`` of the seat's new character begins: what it settles at setup is
    settled now (a recorded storyteller call).  For a <认知覆盖> ability, returns the character
    the seat now believes it is (what it is told); what 寻回记忆 / 旁敲侧击 ask about stays its
    first character (line 14: 仍然可以通过[旁敲侧击]和[寻回记忆]了解自己原先的身份)."""
    state = table(g)
    memory = state.memory[seat]
    if g.ruleset.setups[inst.id](g, seat, inst) is not None:
        raise ValueError(f"{inst.id}: a setup that asks the player cannot begin mid-game")
    state.memory[seat] = memory
    if COVER in g.ruleset.skill_flags(inst.id):
        return state.covers.get(seat)
    return None
