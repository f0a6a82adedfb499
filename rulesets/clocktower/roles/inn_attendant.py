"""镇民 63. 店小二 (line 275)

熟悉[首夜]：获得信息：两名善良角色。（角色*2）
劝酒<被动><无视死亡>：使店小二得知的两名角色之一获得[醉酒]状态。

熟悉 shows two *other* players (CT-self) who register as good to the 店小二 (C10: a 间谍 may, a
陌客 may not); the storyteller picks the pair.  A deceived 店小二 (drunk, poisoned, a 酒鬼 who
believes it) may be shown any two other players.  劝酒 makes one of the two players *it was told*
drunk (店小二得知的两名角色之一: a false pair too), the storyteller's pick, with no duration: the
drunkenness lasts as long as 劝酒, which ignores death, and is suspended while the 店小二 is drunk
or poisoned or has lost the ability (line 9; ruling CT-inn-attendant).  A believed 店小二 makes
nobody drunk.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import afflict, real
from ..info import deceived, learn, reads_evil

MEET = ability("inn_attendant_info", "熟悉", "Acquaintance", "首夜",
               "Learn two good players.", does="learn_players")
POUR = ability("inn_attendant_drunk", "劝酒", "Another round",
               "", "One of the two players you learned is drunk, even after you die.",
               (PASSIVE, DEATHLESS), does="drunk_or_poison")
ROLE = character("inn_attendant", "店小二", "Inn Attendant", "townsfolk", (MEET, POUR), line=275,
                 number=63)


def meet(g: Game, me: int, inst: SkillInstance):
    """熟悉: two other players who register as good to the 店小二 (a pair the storyteller picks;
    any pair when deceived), then 劝酒 on one of the two it was told."""
    others = [s for s in range(g.n) if s != me]
    pairs = [(a, b) for i, a in enumerate(others) for b in others[i + 1:]]
    good = [s for s in others if not reads_evil(g, s, me)]
    true_pairs = [(a, b) for i, a in enumerate(good) for b in good[i + 1:]]
    if not true_pairs and not deceived(g, me):  # fewer than two others register as good
        g.emit("result", (me,), skill="players", target=None, none=True)
        return
    told = learn(g, me, MEET.id, "players", true_pairs, pairs)
    if told is not None:
        pour(g, me, list(told))
    return
    yield


def pour(g: Game, me: int, told: list[int]) -> None:
    """劝酒: the storyteller makes one of the two players told drunk, tied to 劝酒 (no duration;
    suspended while the 店小二's ability fails or is lost)."""
    inst = g.seats[me].skill(POUR.id)
    if not real(inst) or len(told) != 2:
        return
    t = g.story.decide("inn_attendant drunk", sorted(told), {"seat": me}, seats=True)
    afflict(g, t, "drunk", me, POUR.id)


NIGHT = {MEET.id: meet}
