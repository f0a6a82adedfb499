"""Statuses (source, duration, visibility, stacking, counters, source restrictions) and the
defence model (a lattice with consumption, or a check list)."""

from __future__ import annotations

import pytest

from tests.kernel_toys import Toy
from rulesets.engine import (KEEP, PUBLISHED, STACK, Check, CheckList, Lattice, StatusKind,
                             StatusTable, status_check)
from rulesets.engine.outcome import GameOver


def idle(g):
    yield from ()
    raise GameOver(None, "nothing to do")


STATUSES = StatusTable.of(
    StatusKind("guard", stacking=STACK),                       # 守护：X — several, each counted
    StatusKind("mark", stacking=KEEP, visibility="notified"),   # the first one holds; told
    StatusKind("flag", visibility=PUBLISHED),                   # everyone is told
    StatusKind("fire", parts=("silence", "forget")),            # 业炎 = 沉默 + 遗忘
)


def game(**attrs):
    return Toy(idle, statuses=STATUSES, **attrs).new_game(0)


def test_stacking_replace_keep_and_stack():
    g = game()
    s = g.seats[0].statuses
    g.add_status(0, "plain", 1, until="night_end")
    g.add_status(0, "plain", 2, until="day_end")          # replace (the default)
    assert [(x.source, x.until) for x in s.all("plain")] == [(2, "day_end")]
    assert g.add_status(0, "mark", 1) and not g.add_status(0, "mark", 2)   # keep the first
    assert [x.source for x in s.all("mark")] == [1]
    g.add_status(0, "guard", 1, count=2)
    g.add_status(0, "guard", 2)                            # ∞ beside the counted one
    assert [x.count for x in s.all("guard")] == [2, None]


def test_statuses_lapse_at_their_moment_and_table_statuses_too():
    g = game()
    g.add_status(0, "a", until="night_end")
    g.add_status(0, "b", until="day_end")
    g.add_status(0, "c")
    g.add_status(None, "panic", until="night_end")
    g.expire("night_end")
    assert g.seats[0].statuses.names() == ["b", "c"] and "panic" not in g.table_statuses
    g.expire("day_end")
    assert g.seats[0].statuses.names() == ["c"]


def test_visibility_decides_who_is_told():
    g = game()
    g.add_status(1, "mark", 0, until="night_end")
    g.add_status(2, "flag")
    g.add_status(3, "secret")
    told = [(e.audience, e.data["seat"], e.data["status"]) for e in g.events if e.kind == "status"]
    assert told == [(frozenset({1}), 1, "mark"), (None, 2, "flag")]


def test_combined_statuses_expand_to_their_parts():
    assert STATUSES.expand("fire") == ["silence", "forget"]
    assert STATUSES.expand("guard") == ["guard"]


# -- the lattice: 不死 > 致死伤害 > 坚韧 > 穿透 > 守护 > 指杀 -------------------------------------------
LATTICE = Lattice(("undying", "lethal", "tough", "pierce", "guard", "kill"))


def test_a_counted_guard_is_spent_one_charge_per_blocked_hit():
    g = game(defence=LATTICE)
    g.add_status(0, "guard", count=2)
    assert LATTICE.blocker(g, 0, "kill", frozenset()) == "guard"
    assert LATTICE.blocker(g, 0, "kill", frozenset()) == "guard"
    assert LATTICE.blocker(g, 0, "kill", frozenset()) is None   # 守护：2 used up
    assert "guard" not in g.seats[0].statuses


def test_a_counted_status_is_spent_before_an_unlimited_one():
    g = game(defence=LATTICE)
    g.add_status(0, "guard")              # 守护：∞
    g.add_status(0, "guard", count=1)     # 守护：1
    LATTICE.blocker(g, 0, "kill", frozenset())
    assert [x.count for x in g.seats[0].statuses.all("guard")] == [None]


def test_the_weakest_sufficient_defence_is_the_one_used():
    g = game(defence=LATTICE)
    g.add_status(0, "undying", count=1)
    g.add_status(0, "tough", count=1)
    assert LATTICE.blocker(g, 0, "pierce", frozenset()) == "tough"
    assert LATTICE.blocker(g, 0, "pierce", frozenset()) == "undying"


def test_a_source_restricted_status_blocks_only_those_sources():
    g = game(defence=LATTICE)
    g.add_status(0, "undying", against={"wolf"})   # 不死 against wolves only
    assert LATTICE.blocker(g, 0, "lethal", frozenset({"wolf"})) == "undying"
    assert LATTICE.blocker(g, 0, "lethal", frozenset({"village"})) is None


def test_statuses_do_not_stack_into_a_higher_rank():
    assert not LATTICE.blocks({"guard", "tough"}, "lethal")
    with pytest.raises(KeyError):
        LATTICE.blocks(set(), "fire")


def test_a_check_list_blocks_with_the_first_check_that_holds_and_spends_it():
    spent = []
    checks = CheckList((
        Check("救治", status_check("saved"), frozenset({"kill"})),
        Check("警惕", lambda g, s, d, t: s not in spent, frozenset({"kill"}),
              spend=lambda g, s: spent.append(s)),
    ))
    g = game(defence=checks)
    g.add_status(1, "saved")
    assert checks.blocker(g, 1, "kill", frozenset()) == "救治"
    assert checks.blocker(g, 2, "kill", frozenset()) == "警惕"
    assert checks.blocker(g, 2, "kill", frozenset()) is None      # 警惕 only once
    assert checks.blocker(g, 3, "pierce", frozenset()) is None    # not for this damage
