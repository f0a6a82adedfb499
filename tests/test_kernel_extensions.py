"""Kernel mechanisms added for the drafted rulebook (哪吒), each on a toy ruleset: split balls in
the targeting chain, chain deaths that deal damage through the defence, out guards, notices held
until a night block ends, conditional notification, disguises as statuses, a defence per damage
kind, seats that act while out, the forum's short posts and weighted first-to-the-top, and the
drafted board's summary."""

from __future__ import annotations

import pytest

from tests.kernel_toys import Toy
from rulesets.engine import (NOTIFIED, PASS, SEQUENTIAL, STACK, Block, ByDamage, Chain,
                             CheckList, Check, GameOver, Lattice, Schedule, StatusKind,
                             StatusTable, Step, Targeting, against_check, ask_target)
from rulesets.engine.draft import summarise
from rulesets.engine.forum import ForumState, first_to_top, penalise, post


def idle(g):
    yield from ()
    raise GameOver(None, "idle")


def test_a_stage_may_split_the_ball_and_each_ball_runs_the_later_stages():
    """磁吸: two magnets both become 结算目标; a later stage still acts on each ball."""
    def magnets(g, skill, src, t):
        return (4, 5)

    def invisible(g, skill, src, t):
        return None if t == 5 else t
    chain = Targeting((("磁吸", magnets), ("隐身", invisible)))
    balls = chain.resolve_all(None, "check", 0, 2)  # type: ignore[arg-type]
    assert [(b.final, b.trace) for b in balls] == [
        (4, [("磁吸", 2, 4)]), (None, [("磁吸", 2, 5), ("隐身", 5, None)])]
    assert chain.finals(None, "check", 0, 2) == [4]  # type: ignore[arg-type]
    assert Targeting().finals(None, "check", 0, 3) == [3]  # type: ignore[arg-type]


def test_a_chain_with_damage_goes_through_the_defence_and_names_its_source():
    """连带 deals [致死伤害]: [不死] stops it; the follower's source is the one it followed."""
    lovers = {0: 1, 2: 3}
    chain = Chain("lovesick", lambda g, out: [(lovers[s], s) for s in out if s in lovers],
                  damage="lethal")
    toy = Toy(idle, cards=("a",) * 4, chains=(chain,), defence=Lattice(("undying", "lethal")))
    g = toy.new_game(0)
    g.add_status(3, "undying")
    g.go_out(0, "knife", public=True)
    g.go_out(2, "knife", public=True)
    assert g.outs.chain([0, 2], public=True) == [1]
    assert g.seats[1].death_source == 0 and g.seats[3].alive


def test_an_out_guard_prevents_the_out_and_may_act_instead():
    """涅槃重生: the seat does not go out; what the guard does instead is up to it."""
    saved = []

    def rebirth(g, seat, cause, source):
        if seat == 1 and cause != "red_card":
            saved.append((seat, cause, source))
            return True
        return False
    g = Toy(idle, cards=("a",) * 3, out_guards=(rebirth,)).new_game(0)
    assert not g.go_out(1, "knife", public=True, source=2)
    assert g.seats[1].alive and saved == [(1, "knife", 2)]
    assert g.go_out(1, "red_card", public=True) and not g.seats[1].alive


def test_held_notices_reach_their_seat_when_the_block_ends():
    """被冰冻的角色需要等午夜结束才会知道: a held kind waits for the block's end; results and
    chats do not."""
    def freeze(g, me, inst):
        t = yield from ask_target(g, me, "act", g.living(but=me))
        g.add_status(t, "frozen")
        g.result(me, "act", t, True)

    def look(g, me, inst):
        seen.append([e.kind for e in g.inbox[1]])
        return
        yield
    seen: list[list[str]] = []
    night = Schedule((Block((Step("freeze", freeze, skill="act"),), SEQUENTIAL, "midnight"),
                      Block((Step("look", look, skill="forced"),), SEQUENTIAL, "deep")))

    def flow(g):
        yield from night.run(g, first=True)
        raise GameOver(None, "done")
    statuses = StatusTable.of(StatusKind("frozen", visibility=NOTIFIED))
    toy = Toy(flow, cards=("a", "b", "c"), statuses=statuses, held_kinds=frozenset({"status"}))
    g = toy.new_game(0)
    while g.pending and g.pending.seat == 0:
        g.answer(g.choices.target(1))
    g.answer(PASS)  # b's own act
    assert g.over
    kinds = [e.kind for e in g.inbox[0]]
    assert "result" in kinds                          # results are not held
    assert seen and "status" in seen[0]               # delivered once the first block ended
    frozen = [e for e in g.events if e.kind == "status"]
    assert [e.index for e in g.events] == list(range(len(g.events)))
    assert frozen[0].stage == "midnight"              # stamped where it happened


def test_a_notified_status_may_be_told_only_to_holders_it_concerns():
    """[遗忘]：仅在角色持有[强制]技能时会得知."""
    kind = StatusKind("forget", visibility=NOTIFIED,
                      told_if=lambda g, s: any(k.id == "forced" for k in g.seats[s].skills))
    g = Toy(idle, cards=("a", "b"), statuses=StatusTable.of(kind)).new_game(0)
    g.add_status(0, "forget")
    g.add_status(1, "forget")
    told = [e.audience for e in g.events if e.kind == "status"]
    assert told == [frozenset({1})]


def test_a_disguise_status_carries_its_own_look_and_the_last_one_wins():
    """狼外婆: a disguise given for a while reads over the card and any set appearance; of two,
    the later one; when it lapses the card reads again."""
    kind = StatusKind("disguise", stacking=STACK, disguise=True)
    g = Toy(idle, cards=("a", "b"), statuses=StatusTable.of(kind)).new_game(0)
    card = g.appearance(0)
    g.seats[0].apparent["role"] = "b"
    g.add_status(0, "disguise", until="night_end", data={"role": "x", "camp": "village"})
    g.add_status(0, "disguise", until="night_end", data={"role": "y"})
    look = g.appearance(0)
    assert (look.role, look.camp) == ("y", "village")
    g.expire("night_end")
    assert g.appearance(0) == card._replace(role="b")


def test_a_seat_out_may_go_on_acting_where_the_ruleset_says():
    """亡骨魔<魂魄留存>: a seat the ruleset names keeps using its skills in the schedule while
    out; any other seat out does not."""
    acted: list[int] = []

    def act(g, me, inst):
        acted.append(me)
        return
        yield
    night = Schedule((Block((Step("act", act, skill="act"),)),))

    def flow(g):
        g.go_out(0, "knife", public=True)
        g.go_out(1, "knife", public=True)
        yield from night.run(g, first=True)
        raise GameOver(None, "done")
    g = Toy(flow, cards=("a", "b", "a"), acts_while_out=lambda g, s: s == 0).new_game(0)
    assert g.over and acted == [0, 2]
    g = Toy(flow, cards=("a", "b", "a")).new_game(0)
    assert acted[2:] == [2]


def test_a_defence_per_damage_kind():
    """投票出局 stopped by [霸道]/[不死] (a source-restricted one only against its sources);
    红牌罚下 by nothing; other damage on the lattice."""
    lattice = Lattice(("undying", "lethal", "tough", "kill"))
    vote = CheckList((Check("霸道/不死", against_check("domineering", "undying")),))
    defence = ByDamage(lattice, {"vote": vote, "red_card": None})
    g = Toy(idle, cards=("a",) * 4, defence=defence).new_game(0)
    g.add_status(0, "undying", against=("enemy",))
    g.add_status(1, "domineering")
    g.add_status(2, "tough")
    assert defence.blocker(g, 0, "vote", frozenset({"friend"})) is None
    assert defence.blocker(g, 0, "vote", frozenset({"enemy"})) == "霸道/不死"
    assert defence.blocker(g, 1, "vote", frozenset()) == "霸道/不死"
    assert defence.blocker(g, 2, "vote", frozenset()) is None          # 坚韧 does not stop it
    assert defence.blocker(g, 2, "kill", frozenset()) == "tough"
    assert defence.blocker(g, 1, "red_card", frozenset()) is None


def test_a_short_post_limits_its_acts_and_its_text():
    """[寡言]: one act of five characters."""
    forum = ForumState()

    def flow(g):
        yield from post(g, 0, (), "discussion", forum, acts_per_post=1, max_chars=5)
        raise GameOver(None, "done")
    g = Toy(flow, cards=("a", "b", "c")).new_game(0)
    act = g.choices.accuse(1)
    assert g.pending.info["max_chars"] == 5
    g.answer(act, text="三号是狼人无疑了")
    assert g.over and forum.posts == {0: 1}
    [speech] = [e for e in g.events if e.kind == "speech"]
    assert speech.data["text"] == "三号是狼人"


def test_first_to_the_top_weighs_ballots():
    """一锤定音 +100: the judge's ballot alone reaches the top first."""
    timeline = [(0, None, 3), (1, None, 3), (2, None, 4)]
    assert first_to_top(timeline) == 3
    assert first_to_top(timeline, {2: 101}) == 4


def test_few_posts_may_be_excused():
    forum = ForumState(posts={0: 1, 1: 1}, ballots={0: None, 1: None})
    g = Toy(idle, cards=("a", "b")).new_game(0)
    penalise(g, forum, min_posts=5, must_vote=True, few_posts_ok=lambda g, s: s == 1)
    cards = [(e.data["seat"], e.data["reason"]) for e in g.events if e.kind == "card"]
    assert cards == [(0, "posts")]


def test_a_draft_sums_each_camp_and_lists_empty_camps():
    draft = summarise(["a", "b", "c"], {"a": "red", "b": "blue", "c": "red"},
                      {"a": 8, "b": 6.5}, camps=("red", "blue", "green"), notes=("n",))
    assert draft.players == 3
    assert draft.to_json()["camps"] == {"red": {"count": 2, "strength": 8.0},
                                        "blue": {"count": 1, "strength": 6.5},
                                        "green": {"count": 0, "strength": 0.0}}


def test_rulesets_that_deal_a_fixed_board_do_not_draft(seal):
    with pytest.raises(NotImplementedError, match="fixed board"):
        seal.draft({}, None)


def test_a_ruleset_may_tell_the_table_what_the_end_cut_short():
    """``Ruleset.before_game_over``: called once as the game ends, its events come before
    ``game_over`` (a night's deaths a dawn would have announced); by default nothing."""
    def knife_then_win(g):
        g.go_out(1, "knife", public=False)
        yield from ()
        raise GameOver("red", "the blue seat is out")

    def announce(g):
        hidden = [s.index for s in g.seats if not s.alive and not s.death_public]
        for s in hidden:
            g.seats[s].death_public = True
        g.emit("dawn_deaths", seats=hidden)
    told = Toy(knife_then_win, before_game_over=announce).new_game(0)
    assert [e.kind for e in told.events[-2:]] == ["dawn_deaths", "game_over"]
    assert told.events[-2].data["seats"] == [1] and told.seats[1].death_public
    plain = Toy(knife_then_win).new_game(0)
    assert [e.kind for e in plain.events].count("dawn_deaths") == 0 and plain.winner == "red"
