"""Targeting chains, going out (immunity, on-out hooks keyed by skill, chain deaths until stable),
the night tally in the rulebook's order, triggers with immediate insertion, and the win model."""

from __future__ import annotations

import pytest

from tests.kernel_toys import Toy
from rulesets.engine import (CampRule, Chain, Condition, Hit, Lattice, Tally, Targeting, WinModel,
                             ask_target)
from rulesets.engine.outcome import GameOver


def idle(g):
    yield from ()
    raise GameOver(None, "idle")


# -- targeting: 选择目标 -> stages -> 结算目标 ----------------------------------------------------------
def test_a_chain_moves_bounces_and_cancels_checking_each_stage_once():
    calls = []

    def rewind(g, skill, src, t):        # 时间逆流: kicks the ball back to the source
        calls.append(("rewind", t))
        return src if t == 3 else t

    def puppet(g, skill, src, t):        # 人偶操控: the puppet's master takes it
        calls.append(("puppet", t))
        return 5 if t == 1 else t

    def invisible(g, skill, src, t):     # 隐身: nothing resolves
        calls.append(("invisible", t))
        return None if t == 5 else t
    chain = Targeting((("时间逆流", rewind), ("人偶操控", puppet), ("隐身", invisible)))
    res = chain.resolve(None, "kill", 1, 3)  # type: ignore[arg-type]
    assert (res.final, res.trace) == (None, [("时间逆流", 3, 1), ("人偶操控", 1, 5), ("隐身", 5, None)])
    assert calls == [("rewind", 3), ("puppet", 1), ("invisible", 5)]  # each stage once
    assert chain.final(None, "kill", 0, 2) == 2  # type: ignore[arg-type]
    assert Targeting().resolve(None, "kill", 0, 4).final == 4  # type: ignore[arg-type]


# -- going out ---------------------------------------------------------------------------------------
def test_immunity_hooks_keyed_by_skill_and_hooks_for_every_out():
    log = []
    toy = Toy(idle, on_out={"forced": lambda g, s, c: log.append(("forced", s, c))},
              out_hooks=(lambda g, s, c: log.append(("any", s, c)),))
    g = toy.new_game(0)
    assert not g.go_out(2, "poison", public=False)      # C is immune to poison
    assert g.go_out(1, "knife", public=False, source=0)  # B holds "forced"
    assert not g.go_out(1, "knife", public=True)        # already out
    assert log == [("forced", 1, "knife"), ("any", 1, "knife")]
    s = g.seats[1]
    assert (s.alive, s.death_public, s.death_cause, s.death_source) == (False, False, "knife", 0)
    assert g.outs.unannounced() == [1] and g.outs.order == [1]


def test_chain_deaths_repeat_until_nothing_changes():
    links = {0: 1, 1: 3, 3: 0}   # 0's lover is 1, 1's is 3, 3's is 0
    toy = Toy(idle, chains=(Chain("lovesick", lambda g, out: [links[s] for s in out if s in links]),))
    g = toy.new_game(0)
    g.go_out(0, "knife", public=True)
    assert g.outs.chain([0], public=True) == [1, 3]
    assert [g.seats[s].death_cause for s in (0, 1, 3)] == ["knife", "lovesick", "lovesick"]


def test_the_tally_settles_in_slot_order_with_copies_after_their_skill_and_insertions():
    toy = Toy(idle, defence=Lattice(("undying", "lethal", "guard", "kill")), cards=("a",) * 6)
    g = toy.new_game(0)
    tally = Tally(("pack_kill", "dream", "poison"))
    tally.file("poison", 0, 1, "lethal")
    tally.file("poison:gift", 0, 2, "lethal")   # a gifted copy: right after 毒药
    tally.file("dream", 0, 3, "lethal")
    tally.file("pack_kill", 0, 4, "kill")
    tally.file("pack_kill", 0, 5, "kill")
    g.add_status(5, "guard")                     # blocks the kill
    chained = {3: [Hit("dream", 0, 3, 0, "lethal")]}   # 3 going out takes 0 with it, at once
    out = tally.settle(g, after_out=lambda g, h: chained.get(h.target, []))
    assert out == [4, 3, 0, 1, 2]
    assert g.seats[5].alive and g.seats[0].death_cause == "dream"


def test_triggers_resolve_in_order_and_insert_new_ones_at_once():
    """即时插入结算: 0 and 1 may shoot; 0 shoots the hunter 3, whose shot comes at once (before 1's),
    and 3 shoots the hunter 4, who shoots next; then 1 shoots.  Other triggers stay queued."""
    order = []

    def shoot(g, t):
        order.append(t.seat)
        target = yield from ask_target(g, t.seat, "act", g.living(but=t.seat), optional=False)
        if g.go_out(target, "shot", public=True) and g.seats[target].role.id == "b":
            g.triggers.push("shoot", target)

    def flow(g):
        g.triggers.push("shoot", 0)
        g.triggers.push("shoot", 1)
        g.triggers.push("other", 2)
        yield from g.triggers.drain(g, {"shoot": shoot})
        raise GameOver(None, "done")
    g = Toy(flow, cards=("a", "a", "a", "b", "b", "a")).new_game(0)
    for target in (3, 4, 5, 2):
        g.answer(g.choices.target(target))
    assert g.over and order == [0, 3, 4, 1]
    assert [t.skill for t in g.triggers.pending()] == ["other"]


# -- the win model ------------------------------------------------------------------------------------
def alive(*seats):
    return lambda g: all(g.seats[s].alive for s in seats)


def dead(*seats):
    return lambda g: not any(g.seats[s].alive for s in seats)


def judge(model, kill=(), lost=()):
    g = Toy(idle, cards=("a",) * 6, win_model=model).new_game(0)
    for s in kill:
        g.go_out(s, "knife", public=True)
    g.lost.update(lost)
    try:
        g.judge(instant_only=False)
    except GameOver as over:
        return over.winner, over.reason, sorted(g.lost)
    return None, "", sorted(g.lost)


def test_a_camp_meeting_a_lose_condition_is_lost_first_and_cannot_win():
    model = WinModel((CampRule("red", lose=(Condition("red out", dead(0, 1)),),
                               win=(Condition("red wins", dead(2)),)),
                      CampRule("blue", win=(Condition("blue wins", dead(0)),))),
                     priority=("red", "blue"))
    assert judge(model, kill=(0, 1, 2)) == ("blue", "blue wins", ["red"])


def test_priority_settles_simultaneous_wins():
    model = WinModel((CampRule("red", win=(Condition("r", dead(5)),)),
                      CampRule("blue", win=(Condition("b", dead(5)),))), priority=("blue", "red"))
    assert judge(model, kill=(5,))[0] == "blue"


def test_the_last_unlost_camp_wins_and_all_lost_is_a_draw():
    camps = (CampRule("red", lose=(Condition("r", dead(0)),)),
             CampRule("blue", lose=(Condition("b", dead(1)),)),
             CampRule("green", lose=(Condition("g", dead(2)),)))
    model = WinModel(camps, last_unlost_wins=True)
    assert judge(model, kill=(0,)) == (None, "", ["red"])
    assert judge(model, kill=(0, 1)) == ("green", "the only camp not judged lost", ["blue", "red"])
    assert judge(model, kill=(0, 1, 2))[:2] == (None, "every camp judged lost at once")
    assert judge(WinModel(camps), kill=(0, 1))[0] is None   # without the rule nobody wins yet


def test_present_only_judges_the_camps_some_seat_holds():
    """哪吒: fifteen third parties are camps of their own, most never dealt.  With
    ``present_only`` a camp no seat holds is neither judged lost nor counted among the unlost
    (so the last dealt camp standing wins), and a camp a seat joins later is judged from then."""
    camps = (CampRule("red", lose=(Condition("r", dead(0, 1, 2, 3, 4, 5)),)),
             CampRule("gold", lose=(Condition("gold out", lambda g: not any(
                 s.alive and s.camp == "gold" for s in g.seats)),)))
    assert judge(WinModel(camps, last_unlost_wins=True))[2] == ["gold"]  # lost before it exists
    model = WinModel(camps, last_unlost_wins=True, present_only=True)
    assert judge(model) == ("red", "the only camp not judged lost", [])
    g = Toy(idle, cards=("a",) * 6, win_model=model).new_game(0)
    g.seats[5].camp = "gold"                       # a seat joins a camp formed in play
    g.judge(instant_only=False)                    # two camps unlost: nobody wins yet
    g.go_out(5, "knife", public=True)
    with pytest.raises(GameOver, match="only camp"):
        g.judge(instant_only=False)
    assert g.lost == {"gold"}


def test_a_special_win_beats_a_simultaneous_lose_condition():
    """同时满足胜利和判负条件时，除了…技能上有写特殊胜利方式的视作胜利，否则视作判负."""
    model = WinModel((CampRule("bomb", lose=(Condition("bomb out", dead(0)),),
                               win=(Condition("炸弹", dead(0, 1), special=True),)),
                      CampRule("plain", lose=(Condition("plain out", dead(0)),),
                               win=(Condition("plain", dead(0, 1)),))),
                     priority=("plain", "bomb"))
    assert judge(model, kill=(0, 1)) == ("bomb", "炸弹", ["plain"])


def test_instant_checks_versus_end_of_phase_checks():
    model = WinModel((CampRule("red", win=(Condition("屠城", dead(1), instant=True),
                                           Condition("day 6", dead(2), instant=False))),))
    g = Toy(idle, cards=("a",) * 6, win_model=model).new_game(0)
    g.go_out(2, "knife", public=True)
    g.judge(instant_only=True)               # the end-of-phase condition is not judged yet
    with pytest.raises(GameOver):
        g.judge(instant_only=False)
    g.go_out(1, "knife", public=True)
    with pytest.raises(GameOver, match="屠城"):
        g.judge(instant_only=True)


def test_a_declared_blocker_vetoes_other_camps_wins_while_it_holds():
    """哪吒 妖狐: 有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜 — a camp meeting a win
    condition (its own, or being the last unlost) does not win while a blocker bars it; the
    blocker's own camp still wins, and once the blocker is gone the others win again."""
    def fox_alive(g, camp):
        return camp != "fox" and g.seats[5].alive
    camps = (CampRule("red", lose=(Condition("r", dead(0)),), win=(Condition("red", dead(1)),)),
             CampRule("blue", lose=(Condition("b", dead(1)),)),
             CampRule("fox", lose=(Condition("f", dead(5)),), win=(Condition("fox", dead(2)),)))
    model = WinModel(camps, last_unlost_wins=True, vetoes=(fox_alive,))
    assert judge(model, kill=(1,)) == (None, "", ["blue"])          # red's win is vetoed
    assert judge(model, kill=(1, 2)) == ("fox", "fox", ["blue"])   # the blocker's own win
    assert judge(model, kill=(1, 5)) == ("red", "red", ["blue", "fox"])
    assert judge(model, kill=(0, 1)) == ("fox", "the only camp not judged lost",
                                         ["blue", "red"])  # the blocker's camp is not vetoed
    assert model.vetoed(Toy(idle, cards=("a",) * 6, win_model=model).new_game(0), "red")
    lone = WinModel(camps[:2], last_unlost_wins=True, vetoes=(lambda g, c: c == "red",))
    assert judge(lone, kill=(1,)) == (None, "", ["blue"])           # the last unlost, vetoed


def test_a_status_may_name_hits_it_does_not_apply_to():
    """妖狐's [不死] applies to every hit but those tagged as its exceptions."""
    from rulesets.engine.defence import applies
    tags = frozenset({"wolf", "other"})
    assert applies(None, tags) and applies(frozenset({"wolf"}), tags)
    assert not applies(frozenset({"village"}), tags)
    assert applies(frozenset({"-checked"}), tags)
    assert not applies(frozenset({"-checked"}), tags | {"checked"})
    assert not applies(frozenset({"wolf", "-other"}), tags)
    lattice = Lattice(("undying", "lethal", "kill"))
    from rulesets.engine.statuses import Status
    st = Status("undying", against=frozenset({"-checked"}))
    assert lattice.blocking([st], "lethal", tags) is st
    assert lattice.blocking([st], "lethal", tags | {"checked"}) is None


def test_on_lost_runs_once_per_camp():
    seen = []
    model = WinModel((CampRule("red", lose=(Condition("r", dead(0)),)),
                      CampRule("blue", lose=(Condition("b", dead(1)),))),
                     on_lost=lambda g, camp, why: seen.append((camp, why)))
    g = Toy(idle, cards=("a",) * 6, win_model=model).new_game(0)
    g.go_out(0, "knife", public=True)
    g.judge()
    g.judge()
    assert seen == [("red", "r")]


def test_a_status_may_keep_its_holder_in_against_every_cause_but_some():
    """游侠<守护>: no out for any cause (a hit, an immediate out, a chain) but a red card."""
    from rulesets.engine import StatusKind, StatusTable
    toy = Toy(idle, statuses=StatusTable.of(
        StatusKind("protected", protects=frozenset({"*", "-red_card"})),
        StatusKind("vote_proof", protects=frozenset({"vote"}))))
    g = toy.new_game(0)
    g.add_status(0, "protected")
    g.add_status(1, "vote_proof")
    assert not g.go_out(0, "kill", public=False) and not g.go_out(0, "mutual", public=False)
    assert not g.go_out(1, "vote", public=True) and g.go_out(1, "kill", public=True)
    assert g.go_out(0, "red_card", public=True)


def test_a_chain_may_name_the_source_of_each_follower_and_report_each_out():
    """共死: the landmine's killer follows it, caused by the landmine; the ruleset judges after
    every chained out."""
    mines = {1}
    toy = Toy(idle, chains=(Chain("mutual", lambda g, out: [
        (g.seats[m].death_source, m) for m in out
        if m in mines and g.seats[g.seats[m].death_source].alive]),))
    g = toy.new_game(0)
    g.go_out(1, "kill", public=False, source=3)
    seen = []
    assert g.outs.chain([1], public=False, after=seen.append) == [3]
    assert seen == [3] and (g.seats[3].death_cause, g.seats[3].death_source) == ("mutual", 1)
def test_the_first_outs_have_last_words_and_barred_causes_never_do():
    g = Toy(idle, cards=("a",) * 6).new_game(0)
    for seat, cause in ((3, "knife"), (1, "red"), (4, "exile"), (0, "knife")):
        g.go_out(seat, cause, public=True)
    have = [s for s in range(6) if g.outs.among_first(s, 3, frozenset({"red"}))]
    assert have == [3, 4]   # 1 was red-carded (its place still counts); 0 came fourth
