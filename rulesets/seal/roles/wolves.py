"""The wolf camp's shared night: 狼人互認（首夜） and 狼人指刀 (night order 2 and 12), and the plain
狼人 card an infection (種狼) produces.  The knife is chosen in the wolves' group chat: each
wolf holding the knife proposes in seat order, the plurality wins, ties go to the storyteller
(ruling S34)."""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.votes import plurality

from ..common import FORM_SKILL, WOLF_CHAT, table, wolves

KNIFE = SkillSpec("knife", "狼刀", "狼人指刀", "Wolf knife", "夜間(12)",
                  "The wolves' shared night kill, chosen by plurality in the wolf chat.")
PLAIN_WOLF = RoleSpec("wolf", "狼人", "狼人", "Werewolf", camp="wolf", checks_as_wolf=True,
                      knife=True, skills=(KNIFE,), referenced=True)


def pack_skills(role: RoleSpec) -> list[SkillInstance]:
    """A card's skill instances: its own skills (but the 演員 / 惡靈 forms' skills, which
    performing grants) and the knife for every card that 有狼刀."""
    insts = [SkillInstance(s.id) for s in role.skills if FORM_SKILL not in s.flags]
    if role.knife and not any(k.id == KNIFE.id for k in insts):
        insts.append(SkillInstance(KNIFE.id))
    return insts


def meet(g: Game) -> None:
    """狼人互認（首夜）: every wolf learns which seats are its teammates, not their cards (ruling
    S34); an infected player is told the same when it joins (S31)."""
    g.chat(WOLF_CHAT, "wolf_team", seats=wolves(g))


def knife_carriers(g: Game) -> list[int]:
    """The wolves taking part tonight: knife holders not in the 隱狼 form."""
    return [s for s, _ in g.holders(KNIFE.id)
            if g.seats[s].camp == "wolf" and "hidden_wolf" not in g.seats[s].statuses]


def knife(g: Game):
    night = table(g).night
    carriers = knife_carriers(g)
    if not carriers:
        return
    if "panic" in g.table_statuses or night.knife_void:
        g.chat(WOLF_CHAT, "knife_void")
        return
    proposals: dict[int, int] = {}
    living = g.living()
    for w in carriers:
        t = yield from ask_target(g, w, "knife", living, proposals=dict(proposals))
        if t is not None:
            proposals[w] = t
            g.chat(WOLF_CHAT, "knife_proposal", wolf=w, target=t)
    if not proposals:
        return
    night.knife = plurality(proposals.values(), g.story, "knife tie")
    g.chat(WOLF_CHAT, "knife_target", target=night.knife)
    night.tally.file("knife", None, night.knife, "knife")


def knife_kills(g: Game, seat: int) -> bool:
    """Would tonight's knife kill ``seat`` (before infection and the antidote)?"""
    return (g.seats[seat].alive and not g.outs.immune(seat, "knife")
            and g.ruleset.defence.blocker(g, seat, "knife", frozenset()) is None)
