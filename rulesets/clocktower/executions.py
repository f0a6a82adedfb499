"""处决 (line 12): 处决会即刻公示，被处决的角色会受到一次死亡判定，一旦有角色被处决，白天结束.

An execution is announced at once; abilities that answer it run before the death judgement (a
精神病患者 may be spared) and after it (哥布林, 镜像双子, 主谋...); the day is over for day
abilities and nominations.  Executions come from the day's vote and from abilities (贞洁者,
洗脑师's madness, 畸形秀演员), so they live here, below the day's flow.
"""

from __future__ import annotations

from rulesets.engine import Game

from .common import table
from .deaths import EXECUTION, judge


def execute(g: Game, seat: int, why: str = "vote"):
    """处决: announced at once; what answers an execution runs (哥布林, 镜像双子, 主谋's day: the
    roles' ``EXECUTED``), then the death judgement, unless an ability spares the seat (精神病患者's
    精分: ``before_execution`` hooks); the day ends."""
    day = table(g).day
    day.executed = seat
    day.executions.append(seat)
    g.emit("executed", seat=seat, why=why)
    for hook in g.ruleset.executed_hooks:
        yield from hook(g, seat)
    spared = False
    for sid, hook in g.ruleset.day_hooks.get("before_execution", {}).items():
        for holder, inst in g.holders(sid):
            spared = (yield from hook(g, holder, inst, seat)) or spared
    if not spared and judge(g, seat, None, EXECUTION, execution=True):
        day.execution_deaths.append(seat)
    g.judge(instant_only=False)
