"""Who acts and the three gates (can_use, appearance with registration, inform), the schedule as
data, camp changes with locks and followers, seats added mid-game, and what a seat is shown."""

from __future__ import annotations

import pytest

from tests.kernel_toys import A, ACT, B, C, FORCED, Toy, play_out
from rulesets.engine import (ALL_SKILLS, FIRST, IMMEDIATE, LATER, Appearance, Block, Decision,
                             FirstPolicy, Schedule, Step, StatusKind, StatusTable, ask_target)
from rulesets.engine.abilities import BUT_FORCED, blocked_by
from rulesets.engine.outcome import GameOver

STATUSES = StatusTable.of(
    StatusKind("sealed", disables=frozenset({ALL_SKILLS})),
    StatusKind("silenced", disables=frozenset({BUT_FORCED})),     # 沉默: all but <强制>
    StatusKind("disarmed", disables=frozenset({"act"})),          # one skill by id
    StatusKind("fire", parts=("silenced",)),                      # combined
    StatusKind("drunk", misinforms=True),
    StatusKind("hidden", looks={"wolf": False}),
    StatusKind("panic", disables=frozenset({ALL_SKILLS}), applies=lambda g, s: g.seats[s].camp == "red"),
)


def idle(g):
    yield from ()
    raise GameOver(None, "idle")


def test_can_use_reads_statuses_on_the_seat_and_on_the_table():
    g = Toy(idle, statuses=STATUSES).new_game(0)
    assert g.can_use(1, "act") and g.can_use(1, "forced")
    g.add_status(1, "silenced")
    assert not g.can_use(1, "act") and g.can_use(1, "forced")
    g.remove_status(1, "silenced")
    g.add_status(1, "fire")
    assert blocked_by(g, 1, "act") == "fire" and g.can_use(1, "forced")
    g.add_status(0, "disarmed")
    assert not g.can_use(0, "act")
    g.add_status(None, "panic")                      # the table: red seats only
    assert not g.can_use(3, "act") and g.can_use(1, "forced")


def test_checks_read_the_apparent_identity_never_the_card():
    g = Toy(idle, statuses=STATUSES).new_game(0)
    assert g.appearance(1) == Appearance("b", "blue", "wolf", True, True)
    g.add_status(1, "hidden")                        # 隐狼
    assert not g.appearance(1, 0).wolf
    g.seats[1].apparent.update(role="a", side="god")  # 表面身份 from a disguise
    assert (g.appearance(1).role, g.appearance(1).side) == ("a", "god")


def test_a_seat_that_may_register_as_several_things_is_registered_by_the_storyteller():
    def registrations(g, seat, asker, look):
        if g.seats[seat].role.id == "c":             # a 陌客: may register as a wolf
            return [look, Appearance("b", "blue", "wolf", True, False)]
        return [look]
    toy = Toy(idle, statuses=STATUSES)
    toy.registrations = registrations
    g = toy.new_game(0, storyteller=FirstPolicy())
    assert g.appearance(2, 0, "check").role == "c"
    assert g.story.log[-1][:4] == ["register", "check", 2, 0]
    assert g.story.log[-1][5]["role"] == "c"
    g2 = toy.new_game(0)
    picks = {g2.appearance(2, 0).wolf for _ in range(40)}
    assert picks == {True, False}                    # the seeded storyteller varies
    assert g.appearance(1, 0) == Appearance("b", "blue", "wolf", True, True)  # no call


def test_a_misinformed_seat_is_told_what_the_storyteller_picks():
    class Liar(FirstPolicy):
        def choose(self, call):
            return 1 if call.call == "inform" else super().choose(call)
    g = Toy(idle, statuses=STATUSES).new_game(0, storyteller=Liar())
    g.result(0, "act", 1, True, (True, False))
    g.add_status(0, "drunk")
    g.result(0, "act", 1, True, (True, False))
    assert [e.data["value"] for e in g.events if e.kind == "result"] == [True, False]
    assert g.story.log[-1][:2] == ["inform", "result act"]


# -- the schedule --------------------------------------------------------------------------------------
def test_steps_run_for_living_holders_that_pass_the_gate_on_their_nights():
    ran = []

    def act(g, me, inst):
        ran.append((g.night, me, inst.id))
        yield from ()

    def lose_skill(g, me, inst):                     # seat 1 loses "act" before its turn
        g.seats[1].skills = [k for k in g.seats[1].skills if k.id != "act"]
        ran.append((g.night, me, "forced"))

    night = Schedule((Block((Step("first only", act, skill="act", nights=FIRST),)),
                      Block((Step("lose", lose_skill, skill="forced", procedure=True, nights=LATER),
                             Step("later", act, skill="act", nights=LATER)))))

    def flow(g):
        g.add_status(3, "sealed")
        g.go_out(2, "knife", public=True)
        for n in (1, 2):
            g.night = n
            yield from night.run(g, first=n == 1)
        raise GameOver(None, "done")
    cards = ("a", "b", "a", "a")
    play_out(Toy(flow, cards=cards, statuses=STATUSES).new_game(0))
    assert ran == [(1, 0, "act"), (1, 1, "act"), (2, 1, "forced"), (2, 0, "act")]


def test_an_immediate_block_resolves_triggers_after_each_step():
    seen = []

    def fire(g):
        g.triggers.push("echo", 0)
        seen.append("fire")

    def echo(g, t):
        seen.append("echo")
        yield from ()
    night = Schedule((Block((Step("fire", fire, procedure=True),
                             Step("next", lambda g: seen.append("next"), procedure=True)),
                            IMMEDIATE),))

    def flow(g):
        yield from night.run(g, first=True)
        raise GameOver(None, "done")
    play_out(Toy(flow, trigger_runs={"echo": echo}).new_game(0))
    assert seen == ["fire", "echo", "next"]
    with pytest.raises(ValueError, match="block mode"):
        Block((), "whenever")


# -- camps ---------------------------------------------------------------------------------------------
def test_a_camp_change_is_told_followers_move_silently_and_locks_hold():
    g = Toy(idle).new_game(0)
    g.seats[2].follows = 0                  # 混血儿 supporting seat 0
    g.seats[3].follows = 0
    g.seats[3].camp_locked = True           # 磐石, or in the wolf pack for good
    assert g.change_camp(0, "blue")
    assert [s.camp for s in g.seats] == ["blue", "blue", "blue", "red"]
    told = [(sorted(e.audience), e.data["camp"]) for e in g.events if e.kind == "camp"]
    assert told == [([0], "blue")]
    g.seats[0].camp_locked = True
    assert not g.change_camp(0, "red") and g.seats[0].camp == "blue"


# -- seats added mid-game ------------------------------------------------------------------------------
def test_an_account_added_mid_game_is_played_by_its_controller():
    def flow(g):
        puppet = g.add_seat("c", controller=1)
        g.tell(puppet, "secret", note="for the puppet")
        t = yield from ask_target(g, puppet, "act", g.living(but=puppet), optional=False)
        g.emit("acted", seat=puppet, target=t)
        raise GameOver(None, "done")
    toy = Toy(flow, extra=2)
    g = toy.new_game(0)
    d = g.pending
    assert (d.seat, g.actor(d.seat), len(g.seats), g.choices.n_seats) == (4, 1, 5, 6)
    assert g.choices.target(4) in g.choices.targets(range(6))
    secret = next(e for e in g.events if e.kind == "secret")
    assert secret.audience == frozenset({4, 1})   # the controller sees the puppet's events
    assert secret in g.inbox[1] and g.deal == ["a", "b", "c", "a"]
    g.answer(g.choices.target(0))
    assert g.over
    with pytest.raises(ValueError, match="no room"):
        Toy(lambda g: (g.add_seat("a", 0) for _ in ()), extra=0).new_game(0).add_seat("a", 0)


# -- what a seat is shown --------------------------------------------------------------------------------
def test_a_decision_shows_its_seat_a_label_apart_from_the_skill_id():
    d = Decision(0, "poison", [0], 0, {}, shown="choose_player")
    assert (d.kind, d.asked_as) == ("poison", "choose_player")
    assert Decision(0, "vote", [0], 0).asked_as == "vote"


def test_every_skill_of_a_card_is_a_held_instance_at_the_deal():
    g = Toy(idle).new_game(0)
    assert [[k.id for k in s.skills] for s in g.seats] == [["act"], ["act", "forced"], [], ["act"]]
    assert [s for s, _ in g.holders("act")] == [0, 1, 3]
    assert A.skills == (ACT,) and B.skills == (ACT, FORCED) and C.skills == ()


def test_phase_labels_are_built_and_parsed_in_one_place():
    from rulesets.engine import phases
    g = Toy(idle).new_game(0)
    assert g.phase == "setup" and g.begin("night") == "night 1" and g.begin("day") == "day 1"
    assert g.begin("night", 5) == "night 5" and (g.night, g.day) == (5, 1)
    assert phases.parse("day 12") == ("day", 12) and phases.parse("setup") is None
    assert [phases.order(x) for x in ("setup", "night 1", "day 1", "night 2")] == [0, 1, 2, 3]
    assert phases.order("day 1", ("day", "night")) == 1 and phases.at(4, ("day", "night")) == "night 2"
    assert all(phases.at(phases.order(x)) == x for x in ("night 3", "day 7"))


def test_a_step_may_take_only_some_instances_of_its_skill():
    """A copied instance acts at its own step, after the card's own (星汉: 镜's copy after the
    original; the fox's stolen 杀人 before the 狼后's)."""
    from rulesets.engine import SkillInstance
    ran = []

    def act(g, me, inst):
        ran.append((me, inst.origin))
        yield from ()
    night = Schedule.sequential(
        Step("stolen first", act, skill="act", where=lambda k: k.origin == "stolen"),
        Step("own", act, skill="act", where=lambda k: k.origin == "identity"),
        Step("copies after", act, skill="act", where=lambda k: k.origin == "copy"))

    def flow(g):
        g.grant(0, [SkillInstance("act", "copy")], "copy")
        g.grant(2, [SkillInstance("act", "stolen")], "stolen")
        yield from night.run(g, first=True)
        raise GameOver(None, "done")
    play_out(Toy(flow, cards=("a", "b", "c", "a")).new_game(0))
    assert ran == [(2, "stolen"), (0, "identity"), (1, "identity"), (3, "identity"), (0, "copy")]


def test_a_decision_may_carry_a_message_bounded_by_the_rulesets_rule():
    """星汉 <传音>: text on a non-speech decision is kept, trimmed by the ruleset's rule, and
    replays; on other decisions it is dropped."""
    from rulesets.engine import PASS

    def flow(g):
        c = yield Decision(0, "whisper", [PASS, 5], PASS)
        g.emit("msg", (1,), act=c, text=g.take_text())
        c = yield Decision(0, "act", [PASS, 5], PASS)
        g.emit("msg", (1,), act=c, text=g.take_text())
        raise GameOver(None, "done")
    toy = Toy(flow, text_rules={"whisper": lambda t: t[:3]})
    g = toy.new_game(0)
    g.answer(5, "hello")
    g.answer(5, "dropped")
    assert [e.data["text"] for e in g.events if e.kind == "msg"] == ["hel", None]
    again = toy.replay(g.record())
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]


def test_board_limits_are_checked_with_the_option_named():
    from rulesets.engine import BoardError
    toy = Toy(idle, board_limits={"rounds": (1, 5)})
    toy.board_defaults = {"rounds": 2}
    assert toy.board({"rounds": 5})["rounds"] == 5
    with pytest.raises(BoardError, match="'rounds' must be from 1 to 5, got 9"):
        toy.board({"rounds": 9})
