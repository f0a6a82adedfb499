"""猎人 (Hunter): the example of the guide "add a role" in docs/design.md.

出局时可以开枪带走一名存活玩家。 When the hunter goes out (at night or by exile), it may shoot one
living player, who goes out at once.  The shot is a *trigger*: going out queues it (an on-out hook
keyed by the skill), and the flow resolves queued triggers at its next window (after the dawn
announcement, after the exile).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillSpec, Trigger, ask_target
from rulesets.engine.roles import KILL

SHOOT = SkillSpec("shoot", "开枪", "開槍", "Shoot", "出局时",
                  "When the hunter goes out, it may shoot a living player, who goes out at once.",
                  intent=KILL)
ROLE = RoleSpec("hunter", "猎人", "獵人", "Hunter", camp="village", side="god", skills=(SHOOT,))


def on_out(g: Game, seat: int, cause: str) -> None:
    """Going out queues the shot (a hunter shot by another hunter may shoot too)."""
    g.triggers.push(SHOOT.id, seat, cause=cause)


def shoot(g: Game, trigger: Trigger):
    """The hunter picks a living player (or passes); the target goes out, announced."""
    me = trigger.seat
    t = yield from ask_target(g, me, SHOOT.id, g.living(but=me))
    if t is not None and g.go_out(t, "shot", public=True, source=me):
        g.emit("shot", seat=me, target=t)
