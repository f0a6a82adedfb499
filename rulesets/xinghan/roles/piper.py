"""【吹笛者阵营】1. 吹笛者 (line 171)

<吹笛>：游戏日夜晚，吹笛者可选择除自己之外的0-1名角色，使其进入吹笛状态，且在第二天进行公示。被吹角色可以正常发言，
吹笛状态不因吹笛者的死亡而解除，当且仅当吹笛者阵营判负时才会解除，此事件发生时会进行公示。

Ruling X33: one other living role not yet piped (reflected off the 镜); the piped list is
published when the next day starts; every piped role is freed, publicly, when the piper camp is
judged lost.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import NIGHT, news, table
from ..targeting import ask_aimed

PIPE = SkillSpec("pipe", "吹笛", "吹笛", "Pipe", NIGHT,
                 "Pipe 0-1 other role (published the next day); it stays piped until the piper "
                 "camp is judged lost.")
ROLE = RoleSpec("piper", "吹笛者", "吹笛者", "Piper", camp="piper", skills=(PIPE,), line=171)


def pipe(g: Game, me: int, inst: SkillInstance):
    """(7) 吹笛者：选择<吹笛>的目标."""
    piped = table(g).piped
    aimed = yield from ask_aimed(g, me, PIPE.id, [s for s in g.living(but=me) if s not in piped])
    if aimed is not None:
        piped.add(aimed[1])


def release_all(g: Game) -> None:
    """当且仅当吹笛者阵营判负时才会解除，此事件发生时会进行公示."""
    state = table(g)
    if state.piped:
        freed = sorted(state.piped)
        state.piped.clear()
        state.piped_shown.clear()
        news(g, "unpiped", seats=freed)
