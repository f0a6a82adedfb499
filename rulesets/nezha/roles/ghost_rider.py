"""【狼人阵营】4，恶灵骑士[群内]⑦ (line 473)

主宰黑夜<强制> —— 游戏日夜晚，恶灵骑士获得[不死]状态，游戏日凌晨，恶灵骑士会获得反馈：今晚村民阵营对你进行操作过的
[指定]技能名。
邪恶[凌晨][指定]<限定><强制> —— 选择目标：[主宰黑夜]有反馈时，按照反击顺序，选择优先级第一的目标。
结算效果：对结算目标造成[致死伤害]。
邪恶的反击顺序：能造成伤害的技能＞验人系技能＞其他，同类则以发动顺序进行反击。

The feedback is given in 凌晨1 at 邪恶's turn; 验人系技能 are skills used by seer-family cards
(ruling N68); the 选择目标 is chosen by the rule, not by the rider, and reaches its 结算目标 through the chain
(防反 can pass it on).  Its 选择范围 being told (line 81), the rider learns who that first role
is, never the later sources (line 478, ruling N391).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import SEER, VILLAGE, actual_camp, table
from ..damage import hurt
from ..skills import ready, spend
from ..targeting import HARMS, aim
from .dominate import DOMINATE

EVIL = SkillSpec("evil", "邪恶", "邪惡", "Evil", "凌晨",
                 "When 主宰黑夜 reports village skills on the rider: the first by the counter "
                 "order takes [致死伤害].", ("指定", "限定", "强制", "伤害"))
ROLE = RoleSpec("ghost_rider", "恶灵骑士", "惡靈騎士", "Ghost Rider", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(DOMINATE, EVIL), line=473, strength=7,
                tags=("群内",))


def evil(g: Game, me: int, inst: SkillInstance) -> None:
    """凌晨1: the feedback, then 邪恶 if it has one."""
    if not g.can_use(me, DOMINATE.id):
        return
    # 村民阵营 judged now, at 凌晨1, through 愚面 (ruling N116): last night's mask is gone
    used = [a for a in table(g).night.aimed if me in a.finals and a.source not in (None, me)
            and actual_camp(g, a.source, me) == VILLAGE]
    if not used:
        return
    g.result(me, DOMINATE.id, None, sorted({a.skill for a in used}))
    if not ready(inst) or not g.can_use(me, EVIL.id):
        return

    def rank(a) -> tuple[int, int]:
        if HARMS in g.ruleset.skill_flags(a.skill):
            return (0, a.order)
        if SEER in g.seats[a.source].original_role.tags:
            return (1, a.order)
        return (2, a.order)
    first = min(used, key=rank)
    spend(inst)
    # 由于会得知选择范围的原因，恶灵骑士会得知谁第一个对自己使用了技能 (line 478, ruling N391)
    g.result(me, EVIL.id, None, True, seats=[first.source])
    for final in aim(g, me, EVIL.id, first.source):     # a [指定] skill: through the chain
        hurt(g, me, final, "lethal", "evil")
