"""【吹笛者阵营】1. 吹笛者 (line 177)

吹笛[深夜] —— 吹笛者可以选择一至两名角色，令这些角色获得状态[吹笛]，持续至游戏结束。
补充说明：注意吹笛不是[指定]技能，不受魔术师<交换>影响。

Win (line 223): 吹笛者存活，其他阵营角色全部持有[吹笛].  Ruling D37: one or two distinct roles,
self and already piped roles allowed; the win counts living roles of the other camps.  Statuses
are never notified (line 64), so nobody is told it was piped.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import table

PIPE = SkillSpec("pipe", "吹笛", "吹笛", "Pipe", "深夜",
                 "One or two roles gain [吹笛] for good (not [指定]: the magician's swap does not "
                 "apply).")
ROLE = RoleSpec("piper", "吹笛者", "吹笛者", "Piper", camp="piper", skills=(PIPE,), line=177)


def pipe(g: Game, me: int, inst: SkillInstance):
    state = table(g)
    first = yield from ask_target(g, me, PIPE.id, g.living(), pick=1)
    if first is None:
        return
    state.charmed.add(first)
    second = yield from ask_target(g, me, PIPE.id, [s for s in g.living() if s != first],
                                   pick=2)
    if second is not None:
        state.charmed.add(second)


def wins(g: Game) -> bool:
    """The piper is alive and every living role outside its camp holds [吹笛]."""
    charmed = table(g).charmed
    for s in g.seats:
        if s.alive and s.original_role.id == ROLE.id:
            return all(o.index in charmed for o in g.seats if o.alive and o.camp != s.camp)
    return False
