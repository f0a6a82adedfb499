"""【宝藏阵营】3. 地雷 (line 164)

<共死>（强制）：当地雷出局时，造成地雷出局的玩家（若没有出局）立即出局。如果地雷在白天被投票出局，则第一个投票给地雷的
玩家出局。

Rulings X1 (地雷 is the 23rd role, in the treasure camp), X17: the cause is the source of the
out: a 指杀's killer, the curer of a second 空救, the 天使 for a 偏爱 replacement, the 人质 for a
dagger, the 洞察者 for 怨恨, the first voter (the earliest ballot still on the landmine at the
close) for a vote-out; nobody for 早夭 or a red card.  赌徒's die-5 地雷 is the same chain.
"""

from __future__ import annotations

from rulesets.engine import Chain, Game, RoleSpec, SkillSpec

from ..common import FORCED, ON_OUT
from .gambler import DIE_MINE

MUTUAL = SkillSpec("mutual_death", "共死", "共死", "Mutual death", ON_OUT,
                   "Whoever takes the landmine out goes out at once too (the first voter if it "
                   "is voted out).", (FORCED,))
ROLE = RoleSpec("landmine", "地雷", "地雷", "Landmine", camp="treasure", skills=(MUTUAL,), line=164)
MINES = (MUTUAL.id, DIE_MINE.id)


def follow_cause(g: Game, went_out: set[int]) -> list[tuple[int, int]]:
    """The causes of mines' outs follow them (source: the mine)."""
    out = []
    for m in sorted(went_out):
        s = g.seats[m]
        src = s.death_source
        if src is None or src == m or not g.seats[src].alive:
            continue
        if any(k.id in MINES for k in s.skills):
            out.append((src, m))
    return out


#: 共死 (and the die's 地雷) as a chain death
CHAIN = Chain("mutual_death", follow_cause, "共死")
