"""【赌徒阵营】2. 赌徒的影子 (line 128)

<继承>（强制）：当赌徒出局时，赌徒的影子继承其死亡当夜获得技能并永久生效，如果赌徒白天出局，获得前一夜技能并永久生效。

(line 190) <附身>优先于<传位>、<继承>发动.

Ruling X18: the die face of the night the 赌徒 card went out (a night out) or of the night before
(a day out) becomes a permanent skill of every living holder of <继承>: a die-2 救治 for good, a
die-6 vote for good...; no roll that night (or a day-1 out), nothing.  It resolves after 附身.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import FORCED, ON_OUT, by_day
from . import gambler

INHERIT = SkillSpec("inherit", "继承", "繼承", "Inherit", ON_OUT,
                    "When the 赌徒 goes out: keep for good the die skill he gained that night (the "
                    "night before, if he went out by day).", (FORCED,))
ROLE = RoleSpec("gambler_shadow", "赌徒的影子", "賭徒的影子", "Gambler's Shadow", camp="gambler",
                skills=(INHERIT,), line=128)


def inherit(g: Game, seat: int, cause: str) -> None:
    """The 赌徒 card went out: each living holder of <继承> keeps that night's face for good."""
    if g.seats[seat].role.id != gambler.ROLE.id:
        return
    night = g.night if not by_day(g) else g.day - 1
    face = gambler.face_of(g, seat, night)
    if face is None:
        return
    for me, inst in g.holders(INHERIT.id):
        if face == 5 and g.seats[me].skill(gambler.DIE_MINE.id) is not None:
            continue
        g.grant(me, [gambler.face_instance(g, face, "inherit", permanent=True)], "inherit")
