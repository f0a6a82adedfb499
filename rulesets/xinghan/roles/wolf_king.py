"""【狼人阵营】2. 狼王 (line 88)

<统领>：游戏日夜晚，狼王可以选择两名角色，若其中有属于狼人阵营的角色，则该角色加入狼群。

(line 82) 狼人阵营除了特殊技能外，不互知也不共群。
(line 187) 特别的，当不定阵营加入狼人阵营且进入狼群之后，阵营将不会再发生改变。

Ruling X4: the 狼群 is a group chat that starts with the 狼王 alone; every wolf-camp role found
by <统领> (after reflection) joins it and the chat sees its member list; the 狼王 is told who
joined (or nobody).  A 不定 card that joins is camp-locked for good.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import NIGHT, UNDETERMINED, refresh_lock, table
from ..targeting import aim, ask_many

COMMAND = SkillSpec("command", "统领", "統領", "Command", NIGHT,
                    "Pick two roles: each wolf-camp one joins the wolf pack (a group chat).")
ROLE = RoleSpec("wolf_king", "狼王", "狼王", "Wolf King", camp="wolf", skills=(COMMAND,), line=88)
#: the wolf pack's group chat
CHANNEL = "wolves"


def pack_members(g: Game) -> list[int]:
    """The living members of the 狼群 (the chat's audience)."""
    return [s for s in table(g).pack if g.seats[s].alive]


def command(g: Game, me: int, inst: SkillInstance):
    """(9) 狼王：选择<统领>的目标."""
    state = table(g)
    picks = yield from ask_many(g, me, COMMAND.id, g.living(but=me), 2)
    if not picks:
        return
    joined = []
    for t in picks:
        final = aim(g, COMMAND.id, me, t)
        if g.seats[final].camp == "wolf" and final not in state.pack:
            state.pack.append(final)
            joined.append(final)
            if g.seats[final].role.camp == UNDETERMINED:
                state.pack_locked.add(final)
                refresh_lock(g, final)
    g.result(me, COMMAND.id, None, bool(joined), seats=joined)
    if joined:
        g.chat(CHANNEL, "pack", seats=pack_members(g))


def found_pack(g: Game) -> None:
    """The pack starts with the 狼王 alone (ruling X4)."""
    table(g).pack = [me for me, _ in g.holders(COMMAND.id)]
