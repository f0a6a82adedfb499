"""镇民 65. 郎中 (line 285)

问诊[夜晚]<指定>：选择目标：一名其他角色；结算效果：获得信息：与该角色的身份或技能有关的词语。（词语）

The "word" is one of the printed names of the abilities of the player's character as it
registers to the 郎中 (C10: a 间谍 may register as a townsfolk, a 陌客 as a minion or demon), the
storyteller's pick among them (ruling CT-physician); the evil team's shared 互认 / 敏锐 are no
character's.  Any other player, alive or dead; <指定> without <限定>: it must choose (the
storyteller chooses for a seat that does not).  A deceived 郎中 may be told any ability name of
the script.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import others
from ..info import learn, look

CONSULT = ability("physician_info", "问诊", "Consultation", "夜晚",
                  "Each night choose another player: learn a word about its character or ability.",
                  (CHOOSES,), aim="player", does="other")
ROLE = character("physician", "郎中", "Physician", "townsfolk", (CONSULT,), line=285, number=65)


def words(g: Game, role: str) -> list[str]:
    """The printed ability names of character ``role``, in its order, each once."""
    return list(dict.fromkeys(a.zh for a in g.ruleset.names.role(role).skills))


def consult(g: Game, me: int, inst: SkillInstance):
    """问诊: another player; a word of its character's abilities as it registers to the 郎中."""
    t = yield from ask.player(g, me, CONSULT.id, others(g, me), inst=inst)
    if t is None:
        return
    every = list(dict.fromkeys(w for r in g.ruleset.roles for w in words(g, r.id)))
    learn(g, me, CONSULT.id, "word", words(g, look(g, t, me).role), every, target=t)


NIGHT = {CONSULT.id: consult}
