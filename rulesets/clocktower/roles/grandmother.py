"""镇民 14. 祖母 (line 64)

孙子<被动><入场>：使一名其他善良角色获得[孙子]标记。
熟识[首夜]：获得信息：拥有[孙子]标记的角色和该角色的身份。（角色+身份）
拥有[孙子]标记的角色因为恶魔造成的死亡判定而死亡时：
悲痛<被动>：对祖母造成一次死亡判定。

The storyteller picks the grandchild among the other good players when the 祖母 enters play (at
the setup, or when a character change makes a player the 祖母); a marker is made even by a drunk
or poisoned 祖母 (产生标记的效果不会受到[醉酒][中毒]等其他原因影响, line 9) and stays when the
grandchild turns evil (line 9's own example).  熟识 shows the grandchild and its character as it
registers to the 祖母; a deceived 祖母 may be shown any other player and any character (ruling
CT-grandmother).  悲痛 answers a death of a demon's death judgement only (the demons' kills and
every judgement a demon's ability makes, a 镇长's pass included), while the 祖母 is alive and
悲痛 works; the judgement on her is her own ability's, so [庇护] does not stop it.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ENTERS, PASSIVE, ability, character
from ..common import real, works
from ..deaths import judge
from ..info import deceived, fields, look, pick_part
from ..statuses import marker, placed

GRANDCHILD = ability("grandmother_grandchild", "孙子", "Grandchild", "",
                     "On entering play, another good player becomes your grandchild.",
                     (PASSIVE, ENTERS), does="other")
KNOW = ability("grandmother_info", "熟识", "Acquaintance", "首夜",
               "Learn your grandchild and its character.", does="learn_player_and_character")
GRIEF = ability("grandmother_grief", "悲痛", "Grief", "",
                "If the demon kills your grandchild, a death judgement on you.", (PASSIVE,),
                does="kill")
ROLE = character("grandmother", "祖母", "Grandmother", "townsfolk", (GRANDCHILD, KNOW, GRIEF),
                 line=64, number=14)

#: the cause of a death judgement from a demon's ability (:func:`.kill.strike`)
DEMON_CAUSE = "demon"


def grandchildren(g: Game, me: int) -> list[int]:
    """The seats holding the [孙子] marker this 祖母 placed (a suspended marker too)."""
    return [s for s, _ in placed(g, "grandchild", me, held=True)]


def enter(g: Game, me: int, inst: SkillInstance) -> None:
    """孙子: the storyteller marks another good player (none for a believed 祖母)."""
    if not real(inst) or grandchildren(g, me):
        return
    good = [s.index for s in g.seats if s.index != me and s.camp == "good"]
    if good:
        t = g.story.decide("grandchild", good, {"seat": me}, seats=True)
        marker(g, t, "grandchild", me, GRANDCHILD.id)


def know(g: Game, me: int, inst: SkillInstance):
    """熟识: the grandchild, then its character (each part deceivable)."""
    marked = [s for s, _ in placed(g, "grandchild", me)]
    if not marked and not deceived(g, me):  # nobody to show (no other good player in play)
        g.emit("result", (me,), skill="player_and_character", target=None, none=True)
        return
    others = [s for s in range(g.n) if s != me]
    who = pick_part(g, me, KNOW.id, marked, others, "player")
    roles = [r.id for r in g.ruleset.roles]
    truth = [look(g, who, me).role] if who in marked else []
    role = pick_part(g, me, KNOW.id, truth, roles, "character")
    g.emit("result", (me,), skill="player_and_character", target=None,
           **fields("player_and_character", (who, role)))
    return
    yield


def grief(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """悲痛: the grandchild died of a demon's death judgement: a death judgement on the 祖母."""
    if cause != DEMON_CAUSE or not g.seats[me].alive or not works(g, me, inst):
        return
    if dead in [s for s, _ in placed(g, "grandchild", me)]:
        judge(g, me, me, "grandmother")


ENTER = {GRANDCHILD.id: enter}
NIGHT = {KNOW.id: know}
ON_DEATH = {GRIEF.id: grief}
