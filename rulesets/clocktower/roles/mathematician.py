"""镇民 30. 数学家 (line 123)

计算<被动>：如果一个角色的技能因为其他角色的技能没有发挥预定的效果，则使该角色获得[错误]标记，持续至下一个黎明。
统计[夜晚]：获得信息：拥有[错误]标记的角色数量。（数字）

计算 marks (:mod:`..errors`, ruling CT-mathematician): an ability used while drunk or poisoned
by another player's ability, information told while so deceived or confounded, an ability misled
by a registration, a death judgement stopped by another's ability or passed on by the 镇长.  A
marker is made even while the 数学家 is drunk (产生标记的效果不会受到[醉酒][中毒]等其他原因影响, line 9)
and lasts until the next dawn, so 统计 (the last step of every night) counts what failed since
the last dawn: the day and the night so far, its own 统计 included when it fails.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..errors import CALC, note_spoiled
from ..info import learn
from ..statuses import placed

COUNT = ability(CALC, "计算", "Calculate", "",
                "Each player whose ability fails because of another's is marked until dawn.",
                (PASSIVE,), does="other")
TALLY = ability("mathematician_info", "统计", "Tally", "夜晚",
                "Each night, learn how many players' abilities failed because of another's.",
                does="learn_number")
ROLE = character("mathematician", "数学家", "Mathematician", "townsfolk", (COUNT, TALLY),
                 line=123, number=30)


def tally(g: Game, me: int, inst: SkillInstance):
    """统计: how many players hold an [错误] marker of this 数学家's."""
    note_spoiled(g, me)  # its own 统计 failing tonight is one of them
    truth = len(placed(g, "error", me))
    learn(g, me, TALLY.id, "number", [truth], list(range(g.n + 1)))
    return
    yield


NIGHT = {TALLY.id: tally}
