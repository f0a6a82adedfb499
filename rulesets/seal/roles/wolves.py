"""The wolf camp's shared night: 狼人互認（首夜） and 狼人指刀 (night order 2 and 12), and the plain
狼人 card an infection (種狼) produces.  The knife is chosen in the wolves' group chat: each
knife-carrying wolf proposes in seat order, the plurality wins, ties go to the storyteller
(ruling S34)."""

from rulesets.engine import Game, RoleSpec, SkillSpec
from rulesets.engine.votes import plurality

from ..common import ask_target, st, wolf_chat, wolves

KNIFE = SkillSpec("knife", "狼刀", "狼人指刀", "Wolf knife", "夜間(12)",
                  "The wolves' shared night kill, chosen by plurality in the wolf chat.")
PLAIN_WOLF = RoleSpec("wolf", "狼人", "狼人", "Werewolf", camp="wolf", checks_as_wolf=True,
                      knife=True, skills=(KNIFE,), referenced=True)


def meet(g: Game) -> None:
    """狼人互認（首夜）: every wolf learns the wolf team (seats and cards)."""
    team = wolves(g)
    wolf_chat(g, "wolf_team", seats=team, roles=[g.seats[s].role.id for s in team])


def knife_carriers(g: Game) -> list[int]:
    return [s for s in wolves(g) if g.seats[s].role.knife and "hidden_wolf" not in g.seats[s].statuses]


def knife(g: Game):
    night = st(g).night
    carriers = knife_carriers(g)
    if not carriers:
        return
    if night.panic or night.knife_void:
        wolf_chat(g, "knife_void")
        return
    proposals: dict[int, int] = {}
    for w in carriers:
        t = yield from ask_target(g, w, "knife", g.living(), proposals=dict(proposals))
        if t is not None:
            proposals[w] = t
            wolf_chat(g, "knife_proposal", wolf=w, target=t)
    if not proposals:
        return
    night.knife = plurality(proposals.values(), g.story, "knife tie")
    wolf_chat(g, "knife_target", target=night.knife)


def knife_kills(g: Game, seat: int) -> bool:
    """Would tonight's knife kill ``seat`` (before infection and the antidote)?"""
    from . import actor
    night = st(g).night
    s = g.seats[seat]
    return (not night.knife_void and not night.panic and s.alive and night.favoured != seat
            and not actor.knife_shielded(g, seat) and "knife" not in s.role.immune)
