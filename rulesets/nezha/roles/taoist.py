"""其他身份 26，道士⑨ (line 356)

结印[指定][早夜]—选择范围：任意三名角色，不能连续两晚选择同一个角色。
结算效果：若所有结算目标的[实际阵营]均不相同，所有和道士实际阵营不一致的角色获得[沉默]状态，持续至下一个正午开始。
若所有结算目标的实际阵营均相同但和道士不同，所有结算目标获得[冰冻]状态，持续至下一个正午开始。
若所有结算目标的实际阵营均相同，和道士也相同，道士在下一个白天获得[独裁]状态，且那一天道士投票的角色将于黄昏结束时
[翻牌]。
其余情况或道士的结算目标不是正好3人则无效果。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import actual_camp, counted, pool, table
from ..skills import choose_many, not_twice
from ..statuses import give
from ..targeting import aim

SEAL = SkillSpec("seal_mark", "结印", "結印", "Seal mark", "早夜",
                 "Three roles: all of different camps -> every role of another camp than the "
                 "taoist is [沉默]; all of one other camp -> the three are [冰冻]; all of the "
                 "taoist's camp -> [独裁] tomorrow and its vote target flips at dusk.", ("指定",))
ROLE = RoleSpec("taoist", "道士", "道士", "Taoist", camp="village", skills=(SEAL,), line=356,
                strength=9)


def seal_mark(g: Game, me: int, inst: SkillInstance):
    picked = yield from choose_many(g, me, inst, SEAL.id, not_twice(inst, g.night, pool(g)), 3)
    inst.chose(g.night, picked)
    if len(picked) < 3:
        return
    finals: list[int] = []
    for t in picked:
        finals += [f for f in aim(g, me, SEAL.id, t) if f not in finals]
    if len(finals) != 3:
        return
    camps = [actual_camp(g, f, me) for f in finals]
    mine = g.seats[me].camp
    if len(set(camps)) == 3:
        for s in g.seats:
            if s.alive and counted(g, s.index) and actual_camp(g, s.index, me) != mine:
                give(g, s.index, "silence", me, until="noon")
    elif len(set(camps)) == 1 and camps[0] != mine:
        for f in finals:
            give(g, f, "freeze", me, until="noon")
    elif len(set(camps)) == 1:
        table(g).at_dawn.append((me, "dictator", me, "night_start"))
        table(g).taoist_flip.add(me)


def dusk_flip(g: Game, ballots: dict[int, int | None]) -> None:
    """那一天道士投票的角色将于黄昏结束时[翻牌]."""
    from ..skills import flip
    state = table(g)
    for me in sorted(state.taoist_flip):
        t = ballots.get(me)
        if t is not None and t not in state.revealed:
            flip(g, t)
    state.taoist_flip = set()
