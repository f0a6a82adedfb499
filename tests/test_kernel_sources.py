"""Statuses tied to their source's ability (suspended while it is lost or fails, restored with
their time still running), statuses under which abilities fail or information is always false,
character changes, steps for holders that act when dead, and the scripted storyteller."""

from __future__ import annotations

import pytest

from tests.kernel_toys import B, C, Toy
from rulesets.engine import (STACK, Block, FirstPolicy, Schedule, ScriptedPolicy, Status,
                             StatusKind, StatusTable, Step, StoryAnswer)
from rulesets.engine.abilities import falsified, healthy
from rulesets.engine.outcome import GameOver

STATUSES = StatusTable.of(
    StatusKind("drunk", stacking=STACK, misinforms=True, fails=True),   # 醉酒
    StatusKind("poisoned", stacking=STACK, misinforms=True, fails=True),  # 中毒
    StatusKind("confounded", falsifies=True),                             # 迷乱
    StatusKind("marker"),
)


def idle(g):
    yield from ()
    raise GameOver(None, "idle")


def works(g, st: Status) -> bool:
    """A toy 钟楼 rule: the source must hold the skill, be alive and not drunk or poisoned."""
    src = g.seats[st.source]
    return src.alive and src.skill(st.skill) is not None and healthy(g, st.source)


def toy(**attrs):
    t = Toy(idle, statuses=STATUSES, **attrs)
    t.source_works = works
    return t


def test_a_status_lapses_while_its_source_is_drunk_and_returns_with_its_time_running():
    g = toy().new_game(0)
    g.add_status(2, "poisoned", source=0, until="dusk", skill="act")    # 投毒者 poisons 3
    assert not g.healthy(2)
    g.add_status(0, "drunk", source=1, until="night_end", skill="act")  # 水手 drinks with it
    g.refresh_sources()
    assert g.healthy(2) and [x.name for x in g.seats[2].statuses.held] == ["poisoned"]
    g.expire("night_end")                                               # the drink wears off
    g.refresh_sources()
    assert not g.healthy(2)
    g.add_status(0, "drunk", source=1, until="night_end", skill="act")
    g.refresh_sources()
    g.expire("dusk")                                                    # time runs while held
    g.expire("night_end")
    g.refresh_sources()
    assert g.healthy(2) and not g.seats[2].statuses.held


def test_losing_the_skill_or_dying_suspends_the_status_and_a_marker_tie_survives_drunkenness():
    g = toy().new_game(0)
    g.add_status(3, "marker", source=1, skill="forced")
    g.add_status(1, "drunk", source=0, skill="act")
    g.refresh_sources()
    assert "marker" not in g.seats[3].statuses          # the drunk source's marker is held
    g.seats[1].skills = [k for k in g.seats[1].skills if k.id != "forced"]
    g.remove_status(1, "drunk")
    g.refresh_sources()
    assert "marker" not in g.seats[3].statuses          # the skill is lost: still held
    g.seats[1].skills = [*g.seats[1].skills, *g.ruleset.identity_skills(B, "blue")[1:]]
    g.refresh_sources()
    assert "marker" in g.seats[3].statuses              # back with the skill
    g.seats[1].alive = False
    g.refresh_sources()
    assert "marker" not in g.seats[3].statuses


def test_a_circle_of_drinks_is_won_by_the_newer_one():
    g = toy().new_game(0)
    g.add_status(1, "drunk", source=0, skill="act")     # older: 1 drunk by 0
    g.add_status(0, "drunk", source=1, skill="act")     # newer: 0 drunk by 1
    g.refresh_sources()
    assert not g.healthy(0) and g.healthy(1)
    assert g.refresh_sources() == []                    # stable


def test_information_under_a_falsifying_status_is_never_the_truth():
    g = toy().new_game(0, storyteller=FirstPolicy())
    g.add_status(0, "confounded")
    assert falsified(g, 0)
    assert g.inform(0, 1, [1, 2, 0]) == 2               # first option that is not the truth
    assert g.inform(1, 1, [1, 2, 0]) == 1               # a sober seat hears the truth
    g.add_status(1, "drunk")
    assert g.inform(1, 1, [1, 2, 0], "empath") == 1     # drunk: the storyteller's pick (first)
    assert g.story.log[-1][:4] == ["inform", "empath", 3, 0]


def test_a_character_change_deals_the_new_card_fresh_and_keeps_granted_skills():
    g = toy().new_game(0)
    granted = g.ruleset.identity_skills(C, "red")
    g.grant(0, [g.seats[1].skills[0].fresh("gift")], "gift")
    g.seats[0].skills[0].used = 3
    spec = g.change_role(0, "b")
    s = g.seats[0]
    assert spec is B and s.role is B and s.side == "wolf" and s.camp == "red"
    assert [(k.id, k.origin, k.used) for k in s.skills] == [
        ("act", "identity", 0), ("forced", "identity", 0), ("act", "gift", 0)]
    assert g.inbox[0][-1].kind == "role" and g.inbox[0][-1].data == {"role": "b"}
    g.change_role(0, C, notify=None, keep_granted=False)
    assert s.skills == granted == []


def test_a_step_for_holders_that_act_when_dead():
    seen = []

    def act(g, seat, inst):
        seen.append(seat)
        yield from ()

    def flow(g):
        g.seats[0].alive = False
        g.seats[3].alive = False
        g.seats[3].skills = []                          # lost every skill at death
        yield from Schedule((Block((Step("act", act, skill="act"),
                                    Step("act, dead too", act, skill="act", living=False))),)
                            ).run(g, True)
        raise GameOver(None, "done")
    Toy(flow).new_game(0)
    assert seen == [1, 0, 1]


def test_the_scripted_storyteller_answers_what_it_matches_and_falls_back_otherwise():
    def flow(g):
        g.story.decide("cover", ["x", "y", "z"], {"seat": 2})
        g.story.decide("cover", ["x", "y", "z"], {"seat": 3})
        g.story.inform(1, 0, [0, 1, 2], "result empath")
        g.story.order([0, 1, 2], "simultaneous")
        g.story.pick([4, 5], "tie")
        yield from ()
        raise GameOver(None, "done")
    script = ScriptedPolicy([
        StoryAnswer("decide", "cover", {"seat": 3}, value="z", has_value=True),
        StoryAnswer("inform", "result *", {"seat": 1}, index=2),
        StoryAnswer("order", order=[2, 0, 1]),
        StoryAnswer("decide", "never asked", value="q", has_value=True),
    ], fallback=FirstPolicy())
    g = Toy(flow).new_game(0, storyteller=script)
    assert [c[3] for c in g.story.log] == [0, 2, 2, [2, 0, 1], 0]
    assert [a.why for a in script.unused()] == ["never asked"]


def test_a_scripted_order_shorter_than_the_options_is_its_beginning():
    """A scenario scripts the first picks of a shuffle; options added to the pool later (new
    characters) follow in their order, so the script keeps its meaning."""
    def flow(g):
        g.story.shuffle(["a", "b", "c", "d", "e"], "bluffs")
        g.story.shuffle(["a", "b", "c"], "again")
        yield from ()
        raise GameOver(None, "done")
    script = ScriptedPolicy([StoryAnswer("shuffle", "bluffs", order=[3, 0]),
                             StoryAnswer("shuffle", "again", order=[2, 0, 1])],
                            fallback=FirstPolicy())
    g = Toy(flow).new_game(0, storyteller=script)
    assert [c[3] for c in g.story.log] == [[3, 0, 1, 2, 4], [2, 0, 1]]


def test_a_scripted_value_that_fits_no_option_is_a_clear_error():
    def flow(g):
        g.story.decide("cover", ["x", "y"])
        yield from ()
    script = ScriptedPolicy([StoryAnswer("decide", "cover", value="q", has_value=True,
                                         label="[[story]] #1")])
    with pytest.raises(ValueError, match=r"\[\[story\]\] #1: 'q' is not among the options"):
        Toy(flow).new_game(0, storyteller=script)



def test_several_holders_of_one_step_act_in_the_storytellers_order():
    seen = []

    def act(g, seat, inst):
        seen.append(seat)
        yield from ()

    def flow(g):
        steps = (Step("act", act, skill="act"),)
        yield from Schedule((Block(steps, ordered=True),)).run(g, True)
        yield from Schedule((Block(steps),)).run(g, True)
        raise GameOver(None, "done")
    script = ScriptedPolicy([StoryAnswer("order", "order act", order=[2, 0, 1])])
    g = Toy(flow, cards=("a", "b", "c", "a")).new_game(0, storyteller=script)
    assert seen == [3, 0, 1, 0, 1, 3]  # the storyteller's order, then seat order
    assert [c[:4] for c in g.story.log] == [["order", "order act", 3, [2, 0, 1]]]


def test_a_ruleset_with_a_grimoire_keeps_it_at_every_phase():
    def flow(g):
        g.story.deal_pick([1, 2], "setup")
        g.begin("night")
        g.story.pick([1, 2], "a choice")
        g.begin("day")
        yield from ()
        raise GameOver(None, "done")
    toy = Toy(flow)
    toy.grimoire = lambda g: {"alive": [s.alive for s in g.seats]}
    g = toy.new_game(0)
    assert g.record()["grimoire"] == [
        {"phase": "night 1", "story_at": 0, "at": 0, "alive": [True] * 4},
        {"phase": "day 1", "story_at": 1, "at": 0, "alive": [True] * 4},
        {"phase": "day 1", "story_at": 1, "at": 1, "alive": [True] * 4}]   # and at the end
    assert "grimoire" not in Toy(flow).new_game(0).record()
