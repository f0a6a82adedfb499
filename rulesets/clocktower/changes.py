"""身份转变 (line 6): a player's character changes.

发生身份转变时角色会获知变为什么身份；角色会失去原身份的所有技能，新身份视为在此刻起加入游戏，因此拥有的技能都是初始
状态的 — the seat is told its new character (so it now knows it: counted at dusk, line 15), loses
the old character's abilities and holds the new one's, fresh (a dead player: only those that
ignore death, line 13); a <认知覆盖> belief (酒鬼, 疯子, 提线木偶) ends with the old abilities.  The alignment does not change
(注：身份转变并不一定伴随阵营转变).

[首夜] abilities gained on a later night (line 7): 如果该技能是获得信息的技能，则在固定的时点发动 (the
bracketed list of the other-nights order, :data:`LATE_INFO`), 如果不是获得信息的技能，则立即发动.
"""

from __future__ import annotations

from rulesets.engine import Game

from .common import table
from .cover import uncover
from .deaths import lose_abilities

#: [首夜] information abilities with a fixed slot on later nights (the bracket of line 739-756;
#: their ids are the characters' ability ids)
LATE_INFO: set[str] = set()
#: 如果是第一个夜晚：互认 / 敏锐 (lines 414, 531): never for a seat that joins the evil team later
FIRST_NIGHT_ONLY = frozenset({"minion_info", "demon_info", "demon_bluffs"})


def become(g: Game, seat: int, role: str, why: str = "") -> None:
    """The seat's character becomes ``role`` (told, counted as known).  A later-night [首夜]
    information ability waits for its slot tonight; any other [首夜] ability is queued to run at
    once (a trigger the night drains after the current step)."""
    uncover(g, seat)  # a <认知覆盖> belief ends with the old character's abilities
    # the grimoire's record first, then the seat is told (``role``)
    g.emit("character_change", (), seat=seat, role=g.ruleset.names.role(role).id, why=why)
    g.change_role(seat, role, notify="role")
    if not g.seats[seat].alive:  # a dead player's new character has no abilities (line 13)
        lose_abilities(g, seat, "dead")
    table(g).known.add(seat)
    entries = g.ruleset.entries
    for inst in list(g.seats[seat].skills):
        if inst.id in entries:
            entries[inst.id](g, seat, inst)
    if g.phase == "setup" or (g.night <= 1 and g.phase.startswith("night")):
        return  # the first night's order still comes
    for inst in list(g.seats[seat].skills):
        if inst.id in FIRST_NIGHT_ONLY or g.ruleset.names.skill(inst.id).timing != "首夜":
            continue
        if inst.id in LATE_INFO:
            inst.data["late"] = True
        else:
            g.triggers.push(inst.id, seat)
