"""The storyteller as a recorded decision-maker: every call and its answer is in the record and a
replay feeds them back, so a game replays exactly whatever policy told the story."""

from __future__ import annotations

import random

import pytest

from tests.kernel_toys import Toy, play_out
from rulesets.engine import (FirstPolicy, GameOver, RandomPolicy, ReplayPolicy, StoryCall,
                             StoryDiverges, Storyteller, ask_target)


def story_flow(g):
    """Each round: a storyteller tie-break, a host decision, an ordering, then a seat's pick."""
    for rnd in range(3):
        tie = g.story.pick([0, 1, 2], "tie")
        host = g.story.decide("weather", ["rain", "sun"], {"round": rnd})
        order = g.story.order(list(g.living()), "who first")
        t = yield from ask_target(g, order[0], "act", g.living(), optional=False)
        g.emit("round", tie=tie, host=host, order=order, target=t)
    raise GameOver("red", "three rounds")


class LastPolicy:
    """A scripted storyteller: always the last option, reverses every order."""

    name = "last"

    def start(self, game):
        self.game = game

    def choose(self, call: StoryCall):
        n = len(call.options)
        return list(reversed(range(n))) if call.call in ("deal", "shuffle", "order") else n - 1


@pytest.mark.parametrize("policy", [None, FirstPolicy(), LastPolicy()], ids=["random", "first", "last"])
def test_any_policy_replays_exactly_from_the_record(policy):
    toy = Toy(story_flow)
    g = play_out(toy.new_game(7, storyteller=policy))
    rec = g.record()
    assert rec["storyteller"] == (policy.name if policy else "random")
    calls = [c[0] for c in rec["story"]]
    assert calls == ["pick", "decide", "order", "pick"] * 3  # the forced pick's random default too
    again = toy.replay(rec)
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]
    assert again.story.policy.finished


def test_a_record_with_a_changed_answer_replays_the_changed_story():
    toy = Toy(story_flow)
    rec = play_out(toy.new_game(3, storyteller=FirstPolicy())).record()
    rec["story"][1][3] = 1  # the host decided "sun" instead of "rain" in round 1
    again = toy.replay(rec)
    assert next(e for e in again.events if e.kind == "round").data["host"] == "sun"


def test_a_replay_that_asks_something_else_names_the_first_divergence():
    toy = Toy(story_flow)
    rec = play_out(toy.new_game(3)).record()
    rec["story"][1][1] = "climate"
    with pytest.raises(StoryDiverges, match="storyteller call 1 diverges: recorded decide 'climate'"):
        toy.replay(rec)
    rec["story"] = rec["story"][:2]
    rec["story"][1][1] = "weather"
    with pytest.raises(StoryDiverges, match="is not in the record"):
        toy.replay(rec)


def test_the_seeded_policy_draws_like_the_old_rng_streams():
    """``random`` answers picks from one stream and the deal from another, exactly as
    ``random.Random(seed)`` / ``random.Random(f"{seed}/deal")`` would."""
    st = Storyteller(11)
    cards = list("abcdefgh")
    dealt = st.deal(list(cards))
    picks = [st.pick(range(10), "x") for _ in range(5)]
    rng, deal_rng = random.Random(11), random.Random("11/deal")
    expect = list(cards)
    deal_rng.shuffle(expect)
    assert dealt == expect
    assert picks == [rng.randrange(10) for _ in range(5)]


@pytest.mark.parametrize("answer,msg", [(5, "expected an index"), (True, "expected an index"),
                                        ("a", "expected an index")])
def test_a_bad_policy_answer_is_a_clear_error(answer, msg):
    class Bad:
        name = "bad"

        def start(self, game):
            pass

        def choose(self, call):
            return answer
    with pytest.raises(ValueError, match=msg):
        Storyteller(0, Bad()).pick([1, 2, 3], "tie")
    with pytest.raises(ValueError, match="a permutation"):
        Storyteller(0, Bad()).shuffle([1, 2, 3], "tie")


def test_register_and_inform_carry_their_context_to_the_policy():
    seen = []

    class Spy(FirstPolicy):
        def choose(self, call):
            seen.append((call.call, call.why, dict(call.context)))
            return super().choose(call)
    st = Storyteller(0, Spy())
    assert st.register(2, 5, ["townsfolk", "minion"], "spy check") == "townsfolk"
    assert st.inform(4, True, [False, True], "drunk check") is False
    assert seen == [("register", "spy check", {"seat": 2, "asker": 5}),
                    ("inform", "drunk check", {"seat": 4, "truth": True})]
    assert [c[:4] for c in st.log] == [["register", "spy check", 2, 0], ["inform", "drunk check", 2, 0]]
    assert [c[5] for c in st.log] == ["townsfolk", False]  # the chosen options, as recorded


def test_replay_policy_feeds_permutations_back():
    st = Storyteller(0, RandomPolicy(5))
    items = st.shuffle(list(range(6)), "x")
    replayed = Storyteller(0, ReplayPolicy(st.log)).shuffle(list(range(6)), "x")
    assert replayed == items


def test_several_seats_and_several_names_are_recorded_readably():
    """A chosen pair of seats is recorded as seats (``seats=True``, also for ``inform``), a tuple
    of named options as a list; other tuples are not shown (the index is)."""
    st = Storyteller(0, FirstPolicy())
    assert st.inform(1, (2, 3), [(4, 5), (2, 3)], "pair", seats=True) == (4, 5)
    assert st.decide("pair truth", [(6, 7)], seats=True) == (6, 7)
    st.decide("three", [("imp", "spy", "drunk"), ("a", "b", "c")])
    st.decide("mixed", [(1, "imp")])
    assert [c[5] for c in st.log] == [{"seats": [4, 5]}, {"seats": [6, 7]},
                                      ["imp", "spy", "drunk"], None]
