"""爪牙 3. 红唇女郎 (line 425)

存活角色数量大于等于五时，恶魔死亡时：
继承<被动>：使红唇女郎的身份转变为该恶魔的身份。
注：小恶魔对自己使用[杀害]，并成功发动[薪火]时，红唇女郎优先转变为小恶魔（而非其他爪牙）。
相克1：方古对外来者使用[杀害]，并成功发动[转化]时，[继承]不触发。
相克2：如果照看了小怪宝的其他爪牙死亡并导致[继承]触发，红唇女郎成为小怪宝的照看者，且后续红唇女郎必须一直照看小怪宝。

"存活角色数量大于等于五" counts the living as the demon dies, the demon included (ruling
CT-scarlet-count).  The 红唇女郎 must be alive and her ability working.  [转化] in 相克1 is 方古's
[侵染] (ruling C45).  相克2: she takes the babysitter's marker (from then on the minions' 照看 can
only name her: ruling CT-scarlet-sitter).
"""

from rulesets.engine import Game, SkillInstance

from ..changes import become
from ..characters import PASSIVE, ability, character
from ..common import demons, working, works
from .lil_monsta import new_babysitter

INHERIT = ability("scarlet_woman_inherit", "继承", "Inherit", "",
                  "If the demon dies while 5 or more players live, you become that demon.",
                  (PASSIVE,), does="change_character")
ROLE = character("scarlet_woman", "红唇女郎", "Scarlet Woman", "minion", (INHERIT,), line=425,
                 number=3)


#: 存活角色数量大于等于五: the living as the demon dies, the demon included
MIN_LIVING = 5


def takes_over(g: Game, living: int) -> bool:
    """Would a 红唇女郎 inherit a demon that dies with ``living`` players alive (it included)?"""
    return living >= MIN_LIVING and bool(working(g, INHERIT.id))


def demon_died(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """继承: a demon died with five or more alive; she becomes that demon (小怪宝's babysitter:
    she babysits, jinx 2)."""
    s = g.seats[dead]
    sitter = "babysitter" in s.statuses
    if (s.side != "demon" and not sitter) or cause == "fang_gu_jump" or not g.seats[me].alive:
        return
    if not works(g, me, inst) or len(g.living()) + 1 < MIN_LIVING or demons(g):
        return
    if sitter:
        new_babysitter(g, me)
        return
    become(g, me, s.role.id, "红唇女郎[继承]")


ON_DEATH = {INHERIT.id: demon_died}
