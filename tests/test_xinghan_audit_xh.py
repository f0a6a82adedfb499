"""Audit xh: the win rules (lines 375-427) on tables changed by camp switches (狩猎, 勾魂, 公敌,
不定 following) — cases the scenario format reaches only through many days of outs, so the
table is set up directly and judged."""

from __future__ import annotations

import pytest

from rulesets.engine import GameOver
from rulesets.xinghan.win import WIN

from tests.test_xinghan import table  # a table set up directly: seats alive, camps, piped


def winner(g):
    with pytest.raises(GameOver) as over:
        WIN.judge(g)
    return over.value.winner


def test_a_camp_meeting_a_win_and_a_lose_condition_at_once_is_lost_first():
    """某阵营满足其判负条件之一时，该阵营优先判负 (line 377): the fox camp, all piped, with no wolf,
    sage or gambler role alive, is lost and does not win (the piper still in, so the piping
    holds: line 172); unpiped, the same table is the fox camp's win."""
    g = table(alive={5, 6, 13, 14, 16}, piped={5, 6})
    assert WIN.winners(g) == []
    assert "fox" in g.lost
    g = table(alive={5, 6, 13, 14, 16})
    assert winner(g) == "fox"


def test_a_queen_hooked_into_the_treasure_camp_counts_for_the_treasure_camp():
    """Camps are current camps: the 狼后 hooked into the treasure camp is no wolf-camp role, so
    with the other wolves out the wolf camp is lost (全部出局) and the treasure camp's first
    condition holds; it wins over the fox camp by the priority of line 380."""
    g = table(alive={1, 5, 13}, camps={1: "treasure"})
    assert winner(g) == "treasure"
    assert "wolf" in g.lost


def test_a_hunted_role_keeps_the_wolf_camp_alive():
    """A role hunted into the wolf camp is a living wolf-camp role: the fox camp cannot win by
    场上不存在存活的狼人阵营…角色 while it lives."""
    g = table(alive={5, 6, 13}, camps={13: "wolf"})
    assert WIN.winners(g) == []
    assert "wolf" not in g.lost


def test_five_alive_with_only_the_worker_following_the_gambler():
    """存在赌徒阵营 (line 404) is any living gambler-camp role: the 打工人 whose boss is the 赌徒
    keeps the camp present after every gambler card is out."""
    g = table(alive={1, 5, 13, 16, 22}, camps={22: "gambler"})
    assert winner(g) == "gambler"


def test_the_mirror_hunted_into_the_wolf_camp_leaves_its_camp_lost():
    """The only 镜阵营 role converted away: 镜阵营的角色全部出局 holds (no member is in), so the camp
    is lost, though nobody went out."""
    g = table(alive=set(range(1, 24)), camps={18: "wolf"})
    WIN.winners(g)
    assert "mirror" in g.lost


def test_the_piper_needs_the_maid_without_a_camp_piped_too():
    """所有吹笛者阵营外的角色均被吹笛 (line 386): the 女仆 without a camp is outside the piper camp."""
    alive = {1, 5, 13, 16, 23}
    g = table(alive=alive, piped={1, 5, 13})
    assert all(c != "piper" for c, _ in WIN.winners(g))
    g = table(alive=alive, piped={1, 5, 13, 23})
    assert winner(g) == "piper"


def test_camps_all_piped_when_the_piper_camp_loses_are_lost_together():
    """The piper camp's last role goes out while the wolves and the fox camp are all piped: every
    lose condition of that moment is judged on the same table (ruling XB3), so both are lost —
    the release that follows the piper camp's loss (line 172) does not save the camps judged
    after it in the list.  (Before this audit the wolves were lost and the fox camp was not.)"""
    g = table(alive={1, 5, 13}, piped={1, 5})
    assert winner(g) == "treasure"
    assert {"wolf", "fox", "piper"} <= g.lost
    assert g.state.piped == set()                      # freed all the same
