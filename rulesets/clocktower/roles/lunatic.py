"""外来者 5. 疯子 (line 333)

疯癫<认知覆盖>：疯子认为自己是一个恶魔。
泄露<被动><持续>：使恶魔获得信息：疯子的角色。（角色）
如果疯子在夜晚发动了<指定>技能：
疯魔[夜晚]<被动>：使恶魔获得信息：疯子技能的选择目标。

The storyteller picks the demon the 疯子 believes it is (ruling CT-cover; it may be the demon in
play).  The 疯子 is told "失忆的恶魔", is woken on the first night as a demon (the storyteller
invents its minions and bluffs), and each night at its slot chooses what its believed demon would
choose (nothing happens); then every demon learns who the 疯子 is (once) and what it chose.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import COVER, KEEPS, PASSIVE, ability, character
from ..common import demons, everyone, table
from ..cover import believe
from ..info import learn, show_to_demons
from .evil_team import DEMON_BLUFFS, DEMON_INFO

MAD = ability("lunatic_cover", "疯癫", "Lunacy", "", "You believe you are a demon.", (COVER,))
LEAK = ability("lunatic_leak", "泄露", "Leak", "", "The demon learns who you are.",
               (PASSIVE, KEEPS), does="other")
FRENZY = ability("lunatic_frenzy", "疯魔", "Frenzy", "夜晚",
                 "The demon learns whom you chose at night.", (PASSIVE,), does="other")
ROLE = character("lunatic", "疯子", "Lunatic", "outsider", (MAD, LEAK, FRENZY), line=333, number=5)
#: how many players a believed demon's ability chooses
AIMS = {"player": 1, "two_players": 2, "three_players": 3}
TONIGHT = {True: ("首夜", "夜晚"), False: ("夜晚", "夜晚*")}


def setup(g: Game, me: int, inst: SkillInstance) -> None:
    """The storyteller picks the demon the 疯子 believes it is."""
    believe(g, me, "demon", not_in_play=False, wake=False, extra=(DEMON_INFO.id, DEMON_BLUFFS.id))


def frenzy(g: Game, me: int, inst: SkillInstance):
    """Woken as the believed demon: the choice is asked, then the demons hear of it."""
    if me not in table(g).covers:  # a holder believing no demon (a 哲学家's 疯魔) chose nothing
        show_to_demons(g, me, LEAK.id)
        return
    believed = g.ruleset.names.role(table(g).covers[me])
    timings = TONIGHT[g.night == 1]
    aims = [AIMS[a.aim] for a in believed.skills if a.timing in timings and a.aim in AIMS]
    chosen = []
    if aims and g.seats[me].alive:
        chosen = yield from ask.players(g, me, FRENZY.id, aims[0], everyone(g), may_pass=False)
    show_to_demons(g, me, LEAK.id)
    for d in demons(g):
        if chosen:
            learn(g, d, FRENZY.id, "players", [tuple(chosen)], [tuple(chosen)], role=ROLE.id)


SETUP = {MAD.id: setup}
NIGHT = {FRENZY.id: frenzy}
