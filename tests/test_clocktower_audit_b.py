"""Audit b of the clocktower ruleset (outsiders and minions, rulebook lines 317-528): cases the
scenario format cannot reach in a few days of play."""

from __future__ import annotations

import pytest

import rulesets
from rulesets.clocktower import deaths, night
from rulesets.clocktower.common import table
from rulesets.clocktower.executions import execute
from rulesets.clocktower.roles import BY_ID
from rulesets.clocktower.state import DayState, Nomination

CT = rulesets.get("clocktower")


def ids(names: list[str]) -> list[str]:
    return [CT.names.role(n).id for n in names]


def _run(gen) -> None:
    """Drive a generator that asks nothing."""
    for _ in gen:
        raise AssertionError("the execution asked a decision")


@pytest.mark.parametrize("living, becomes", [(5, True), (4, False)])
def test_the_mortician_entombs_only_while_more_than_four_live(living, becomes):
    """入殓师 (lines 403-405): 无力<被动><持续>：如果存活角色数量小于等于四，入殓师失去技能; 入殓：如果入殓师提名了
    恶魔，且该恶魔因为这次处决造成的死亡判定而死亡，入殓师的身份变为该恶魔的身份，阵营转变为邪恶阵营.  The living are
    counted as the demon dies, it included (ruling CT-mortician): five alive, it becomes the 小恶魔;
    four alive, it has lost 入殓 and nothing happens (the good team wins)."""
    deal = ids(["洗衣妇", "图书管理员", "调查员", "厨师", "投毒者", "共情者", "小恶魔",
                "占卜师", "僧侣", "间谍", "酒鬼", "入殓师"])
    g = CT.new_game(0, deal=deal)
    mortician, imp = 11, 6
    keep = {mortician, imp, 4, 9, 0}
    dead = [s for s in range(12) if s not in keep]
    if living == 4:
        dead.append(0)
    for s in dead:
        deaths.die(g, s, "test")
    night.upkeep(g)
    assert len(g.living()) == living
    state = table(g)
    day = DayState(number=1, stage="nominations")
    day.nominations.append(Nomination(mortician, imp, [0, 4, 9], 3, False))
    state.days.append(day)
    from rulesets.engine.outcome import GameOver
    try:
        _run(execute(g, imp))
        winner = None
    except GameOver as over:
        winner = over.args[0]
    assert not g.seats[imp].alive
    if becomes:
        assert g.seats[mortician].role.id == "imp" and g.seats[mortician].camp == "evil"
        assert winner is None
    else:
        assert winner == "good"
        assert g.seats[mortician].role.id == "mortician" and g.seats[mortician].camp == "good"
