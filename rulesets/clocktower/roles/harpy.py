"""爪牙 22. 鹰身女妖 (line 519)

煽动[夜晚]<指定>：选择目标：两名角色；结算效果：如果前一名角色下一个白天不疯狂地证明后一名角色是邪恶阵营的，则两名
角色均有可能死亡，并使前一名角色得知这一点。

The first player is told whom it must call evil.  At the end of the next day it is judged from its
speech acts (:mod:`..madness`); not mad, the storyteller decides for each of the two whether it
dies (均有可能死亡: neither, either or both; a death by day, announced at once; rulings C19,
CT-harpy), after the day's vote is settled (CT-settlement); each death only while 煽动 still works
(a 心上人 dying first may make the 鹰身女妖 drunk: ruling CT-sweetheart-mid).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import afflict, everyone, table, works
from ..deaths import die
from ..madness import mad_evil
from ..statuses import next_dusk, placed

INCITE = ability("harpy_incite", "煽动", "Incite", "夜晚",
                 "Each night choose two players: the first must be mad that the second is evil "
                 "tomorrow, or both might die.", (CHOOSES,), aim="two_players", does="kill")
ROLE = character("harpy", "鹰身女妖", "Harpy", "minion", (INCITE,), line=519, number=22)


def incite(g: Game, me: int, inst: SkillInstance):
    """煽动: two players; the first is told whom it must call evil."""
    chosen = yield from ask.players(g, me, INCITE.id, 2, everyone(g), inst=inst)
    if len(chosen) != 2 or not works(g, me, inst):
        return
    first, second = chosen
    afflict(g, first, "incited", me, INCITE.id, until=next_dusk(g), data=second)
    g.tell(first, "incited", target=second)


def day_end(g: Game, me: int, inst: SkillInstance):
    """At the day's end: not mad that the second is evil, each of the two may die (the
    storyteller decides for the first, then for the second)."""
    day = table(g).day
    for s, st in placed(g, "incited", me):
        if mad_evil(day, s, st.data):
            continue
        pair = (s, st.data)
        dies = [x for x in pair if g.seats[x].alive and g.story.decide(
            "harpy deaths", [False, True], {"seat": x, "incited": s, "other": st.data})]
        for x in dies:  # each death only while 煽动 works (ruling CT-sweetheart-mid)
            if works(g, me, inst):
                die(g, x, "harpy", me)
    return
    yield


NIGHT = {INCITE.id: incite}
DAY = {"day_end": {INCITE.id: day_end}}
