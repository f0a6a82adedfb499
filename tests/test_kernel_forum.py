"""The forum discussion day: posts with day skills, 加速 / 延时, ballots with one change,
最先获得最多投票, and the 潜水 cards (yellow, three yellows = red)."""

from __future__ import annotations

from rulesets.engine import PASS, GameOver
from rulesets.engine.forum import (DELAY, HASTEN, ForumState, Special, accelerated, cast,
                                   first_to_top, pair_channel, penalise, post, request, whisper)
from tests.kernel_toys import Toy


def day_flow(rounds=2):
    """``rounds`` rounds of posts with a 加速/延时 request and a one-use special, then a vote."""
    forum = ForumState()
    used = []

    def can_boom(g, seat):
        return seat not in used

    def boom(g, seat):
        used.append(seat)
        g.emit("boom", seat=seat)
        return
        yield
    specials = (Special("go", can_boom, boom), request(HASTEN, lambda g: forum),
                request(DELAY, lambda g: forum))

    def flow(g):
        g.state_forum = forum
        for _ in range(rounds):
            for s in g.living():
                yield from post(g, s, specials, "discussion", forum)
        forum.accelerated = accelerated(g, forum)
        ballots, timeline = yield from cast(g, g.living(), not forum.accelerated, forum=forum)
        g.emit("result", top=first_to_top(timeline))
        penalise(g, forum, min_posts=2, must_vote=True)
        raise GameOver(None, "day over")
    return flow


def answer(g, script):
    """Answer decisions from ``script`` ((kind, seat) -> list of answers, consumed), else pass."""
    while not g.over:
        d = g.pending
        todo = script.get((d.kind, d.seat))
        g.answer(todo.pop(0) if todo else PASS)
    return g


def test_posts_count_speeches_and_specials_and_a_hasten_forbids_changes():
    g = Toy(day_flow(), options=("go", HASTEN, DELAY)).new_game(0)
    ch = g.choices
    speak = ch.accuse(2)
    script = {("speech", 0): [ch.option("go"), ch.option(HASTEN), PASS, speak, PASS],
              ("speech", 1): [ch.option(HASTEN), PASS, speak, PASS],
              ("speech", 2): [PASS, PASS], ("speech", 3): [speak, PASS, speak, PASS],
              ("vote", 0): [ch.target(2)], ("vote", 1): [ch.target(2)],
              ("vote", 3): [ch.target(3)]}
    answer(g, script)
    forum = g.state_forum
    assert forum.posts == {0: 2, 1: 2, 3: 2}
    assert [e.data["seat"] for e in g.events if e.kind == "boom"] == [0]
    assert forum.accelerated and "vote_change" not in [k for _, k, _ in g.decisions]
    assert next(e for e in g.events if e.kind == "result").data["top"] == 2
    # accelerated: no cards, although seat 2 never posted
    assert not any(e.kind == "card" for e in g.events)


def test_a_delay_cancels_the_hasten_and_cards_follow_missing_posts():
    g = Toy(day_flow(rounds=1), options=("go", HASTEN, DELAY)).new_game(0)
    ch = g.choices
    script = {("speech", 0): [ch.option(HASTEN), PASS], ("speech", 1): [ch.option(HASTEN), PASS],
              ("speech", 2): [ch.option(DELAY), PASS], ("speech", 3): [ch.option(DELAY), PASS],
              ("vote", 0): [ch.target(1)], ("vote_change", 0): [ch.target(3)]}
    answer(g, script)
    forum = g.state_forum
    assert not forum.accelerated
    changes = [e.data for e in g.events if e.kind == "ballot" and e.data["change"]]
    assert changes == [{"seat": 0, "target": 3, "change": True}]
    cards = [(e.data["seat"], e.data["reason"]) for e in g.events if e.kind == "card"]
    assert cards == [(0, "posts"), (1, "posts"), (2, "posts"), (3, "posts")]  # 1 post < 2


def test_an_automatic_hasten_holds_unless_a_delay_succeeds():
    """A board's automatic 加速 (few left) is the accelerated state too: a successful 延时
    cancels it like a requested one (延迟成功时，不再视为“执行加速”状态)."""
    g = Toy(day_flow(rounds=1), options=("go", HASTEN, DELAY)).new_game(0)
    forum = ForumState()
    assert accelerated(g, forum, automatic=True) and not accelerated(g, forum)
    forum.requests = {DELAY: {0}}
    assert accelerated(g, forum, automatic=True)            # 1 of 4: the delay fails
    forum.requests = {DELAY: {0, 1}}
    assert not accelerated(g, forum, automatic=True)        # half of the living: it succeeds


def test_three_yellow_cards_make_a_red_card():
    forum = ForumState()

    def flow(g):
        for day in range(3):
            forum.new_day()
            forum.ballots = {s: None for s in g.living() if s != 1}   # seat 1 never votes
            forum.posts = {s: 5 for s in g.living()}
            penalise(g, forum, min_posts=5, must_vote=True)
        raise GameOver(None, "done")
        yield
    g = Toy(flow).new_game(0)
    cards = [(e.data["seat"], e.data["card"]) for e in g.events if e.kind == "card"]
    assert cards == [(1, "yellow"), (1, "yellow"), (1, "yellow"), (1, "red")]
    assert forum.red == [1]


def test_first_to_top_is_the_first_to_reach_the_final_maximum():
    timeline = [(0, None, 5), (1, None, 6), (2, None, 6), (3, None, 5), (0, 5, 6), (4, None, 5),
                (5, None, 5)]
    assert first_to_top(timeline) == 6   # 6 reached 3 before 5 did
    assert first_to_top([(0, None, None)]) is None


def test_replies_count_per_act_pass_is_no_vote_and_a_streak_gives_a_card():
    """星汉: each reply is a post (不足五帖), 弃权 is a vote but no reply is not, and fewer than N
    posts on K non-accelerated days running is one more yellow card."""
    forum = ForumState()

    def flow(g):
        for day in range(3):
            forum.new_day()
            for s in g.living():
                yield from post(g, s, (), "discussion", forum, per_act=True)
            yield from cast(g, g.living(), False, forum=forum, abstain="go")
            penalise(g, forum, min_posts=1, must_vote=True, streak=(3, 2))
        raise GameOver(None, "done")
    g = Toy(flow, options=("go", "stay")).new_game(0)
    ch = g.choices
    act, other = ch.accuse(2), ch.accuse(0)
    script = {("speech", 0): [act, act, act] * 3,              # 3 posts a day (the most)
              ("speech", 1): [act, act, PASS] * 3,             # 2 posts a day: streak of 2
              ("speech", 2): [other, PASS] * 3, ("speech", 3): [act, PASS] * 3,
              ("vote", 0): [ch.option("go")] * 3, ("vote", 1): [ch.target(3)] * 3,
              ("vote", 2): [PASS] * 3, ("vote", 3): [ch.option("go")] * 3}
    answer(g, script)
    assert forum.ballots == {0: None, 1: 3, 3: None}          # seat 2 did not reply
    cards = [(e.phase, e.data["seat"], e.data["reason"]) for e in g.events if e.kind == "card"
             and e.data["card"] == "yellow"]
    by_seat = {s: [r for _, x, r in cards if x == s] for s in range(4)}
    assert by_seat[0] == [] and by_seat[1] == ["streak"]      # day 2 ends a run of two
    assert by_seat[2] == ["vote", "vote", "streak", "vote"] and by_seat[3] == ["streak"]
    assert forum.red == [2]                                    # the third yellow on day 2
    ballots = [e.data for e in g.events if e.kind == "ballot"]
    assert {"seat": 0, "target": None, "change": False} in ballots


def test_a_private_post_reaches_only_the_two_players_and_a_closed_public_thread_allows_no_acts():
    forum = ForumState()
    specials = (whisper(lambda g: forum),)

    def flow(g):
        yield from post(g, 0, specials, "morning", forum, public=False)
        yield from post(g, 1, (), "morning", forum, public=False)   # nothing to do: not asked
        raise GameOver(None, "done")
    g = Toy(flow, options=("whisper",), speech_kinds=frozenset({"whisper"})).new_game(0)
    ch = g.choices
    assert g.pending.kind == "speech" and list(g.pending.legal) == [PASS, ch.option("whisper")]
    g.answer(ch.option("whisper"))
    assert g.pending.kind == "whisper_to" and ch.target(0) not in g.pending.legal
    g.answer(ch.target(2))
    g.answer(ch.claim("a"), text="I am A, keep it quiet")
    g.answer(PASS)
    g.answer(PASS)
    assert g.over
    (ev,) = [e for e in g.events if e.kind == "whisper"]
    assert ev.audience == frozenset({0, 2}) and ev.channel == pair_channel(2, 0) == "pm 1-3"
    assert ev.data == {"seat": 0, "target": 2, "act": ch.claim("a"), "text": "I am A, keep it quiet"}
    assert forum.private == {0: 1} and forum.posts == {0: 1}
    assert ev not in g.inbox[1] and ev in g.inbox[2]


def test_a_repeatable_special_stays_on_offer_in_the_same_post_and_a_plain_one_does_not():
    """``Special.repeat``: a day skill without a use limit may be used again in the same post
    (while ``can`` allows it); a plain special is used at most once a post."""
    fired = []

    def run(g, seat):
        fired.append(seat)
        return
        yield

    def flow(g):
        specials = (Special("go", lambda g, s: True, run, repeat=True),
                    Special("once", lambda g, s: True, run))
        yield from post(g, 0, specials, "discussion", ForumState())
        raise GameOver(None, "post over")

    g = Toy(flow, options=("go", "once")).new_game(0)
    ch = g.choices
    offered = []
    while not g.over:
        d = g.pending
        offered.append((ch.option("go") in d.legal, ch.option("once") in d.legal))
        g.answer({0: ch.option("go"), 1: ch.option("once")}.get(len(offered) - 1, ch.option("go")))
    assert fired == [0, 0, 0]
    assert offered == [(True, True), (True, True), (True, False)]
