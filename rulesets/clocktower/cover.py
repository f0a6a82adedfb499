"""<认知覆盖> (line 7): 会改变角色的认知，该角色会认为自己是其他角色或是其他阵营，说书人可以对其进行合理欺骗.

The storyteller picks the character the seat believes it is (a recorded ``decide``); the seat gets
the ``cover`` status (its information is the storyteller's to choose) and, where it is woken as
that character, *cover* instances of its abilities: it is asked as the character would be, and
nothing it does takes effect (``common.works``).  Its 寻回记忆 / 旁敲侧击 answer about the believed
character (``memory``, line 14).
"""

from __future__ import annotations

from typing import Sequence

from rulesets.engine import Game, SkillInstance

from .characters import COVER as BELIEF, implemented
from .common import COVER, table


def believe(g: Game, seat: int, kinds: Sequence[str] | str, not_in_play: bool = True,
            wake: bool = True, extra: Sequence[str] = (), only: Sequence[str] = ()) -> str:
    """The storyteller picks the character of type ``kinds`` the seat believes it is; returns it.
    ``wake``: the seat also holds (cover) instances of that character's abilities; ``extra``:
    further ability ids it believes it holds (the team's 互认 for a 疯子); ``only``: the
    characters a rule leaves it (the 提线木偶 that took the 气球驾驶员's 危险)."""
    kinds = (kinds,) if isinstance(kinds, str) else tuple(kinds)
    pool = [r.id for r in g.ruleset.roles if r.side in kinds and implemented(r)
            and not any(BELIEF in a.flags for a in r.skills)  # never a belief in a belief
            and not (not_in_play and any(s.role.id == r.id for s in g.seats))
            and (not only or r.id in only)]
    role = g.story.decide("cover", pool, {"seat": seat, "real": g.seats[seat].role.id})
    state = table(g)
    state.covers[seat] = role
    state.memory[seat] = role
    g.add_status(seat, "cover", None, data=role)
    spec = g.ruleset.names.role(role)
    ids = [*(a.id for a in spec.skills), *extra] if wake else list(extra)
    g.seats[seat].skills.extend(SkillInstance(i, COVER) for i in ids)
    return role


def uncover(g: Game, seat: int) -> None:
    """The seat's character changes (line 6: 角色会失去原身份的所有技能), so a <认知覆盖> ability of
    the old character is lost and the belief it gave ends with it (line 8: 失去技能…此时该技能造成
    的状态和标记也一并解除): the ``cover`` status and the believed abilities go.  What the seat
    believed stays its 寻回记忆 subject (line 14: 仍然可以…了解自己原先的身份)."""
    if table(g).covers.pop(seat, None) is None:
        return
    g.remove_status(seat, "cover")
    s = g.seats[seat]
    s.skills = [k for k in s.skills if k.origin != COVER]
