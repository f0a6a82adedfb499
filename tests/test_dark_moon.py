"""狼人 暗月 V2.0 (dark_moon): rulebook cases for the lattice, the settlement order of step 5,
the dark-moon camp, the vote and the skills that move between roles.

Seats are 1-based in the scripts, as players say them.  The standard test deal (21 seats):

    1 狼人@暗月  2-5 狼人  6 占卜师  7 女巫  8 猎人  9 守卫  10 骑士  11 黑商  12 魔术师
    13 摄梦人  14 潜行者  15 村民@暗月  16-19 村民  20 混血儿  21 吹笛者

and one god, ``dm_god``, dealt into the dark-moon camp too.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Optional

import pytest

import rulesets
from arena import scenarios
from rulesets.engine import (PASS, YES, BoardError, Decision, Game, Lattice, SkillInstance,
                             Targeting)
from rulesets.dark_moon.deaths import LATTICE, SETTLEMENT

DM = rulesets.get("dark_moon")
GOD_SEAT = {"diviner": 6, "witch": 7, "hunter": 8, "guard": 9, "knight": 10, "merchant": 11,
            "magician": 12, "dreamcatcher": 13, "stalker": 14}


def deal(dm_god: str = "diviner") -> list[str]:
    cards = ["wolf@dark_moon", "wolf", "wolf", "wolf", "wolf", *GOD_SEAT, "villager@dark_moon",
             "villager", "villager", "villager", "villager", "half_blood", "piper"]
    i = GOD_SEAT[dm_god] - 1
    cards[i] = f"{cards[i]}@dark_moon"
    return cards


def phase_no(label: str) -> int:
    kind, _, n = label.partition(" ")
    return 2 * int(n) - (1 if kind == "day" else 0) if n else 0


def play(script: dict[tuple[str, int, str], Any], dm_god: str = "diviner", stop: str = "",
         board: Optional[dict] = None, seed: int = 0) -> Game:
    """Play the test deal: ``script[(phase, seat, kind)]`` answers that decision (a list answers
    it several times): a seat number, an option name, ``True`` (yes) or ``None`` (pass).
    Unscripted decisions pass when they may; 认亲 picks seat 16; 摄梦 picks 21 on odd nights
    and 20 on even ones; anything else takes its default.  Stops before ``stop`` ends."""
    g = DM.new_game(seed, board or {}, deal(dm_god))
    answers = {k: list(v) if isinstance(v, list) else [v] for k, v in script.items()}
    limit = phase_no(stop) if stop else 10 ** 9
    while not g.over and phase_no(g.phase) <= limit:
        d = g.pending
        key = (g.phase, d.seat + 1, d.kind)
        if answers.get(key):
            g.answer(encode(g, d, answers[key].pop(0)))
        elif d.kind == "adopt":
            g.answer(g.choices.target(15))
        elif d.kind == "dream":
            g.answer(g.choices.target(20 if g.night % 2 else 19))
        else:
            g.answer(PASS if PASS in d.legal else d.default)
    left = {k: v for k, v in answers.items() if v}
    assert not left, f"unused script entries: {left}"
    return g


def encode(g: Game, d: Decision, a: Any) -> int:
    if a is None:
        c = PASS
    elif a is True:
        c = YES
    elif isinstance(a, str):
        c = g.choices.option(a)
    else:
        c = g.choices.target(a - 1)
    assert c in d.legal, f"{a!r} is not legal for seat {d.seat + 1}'s {d.kind} in {g.phase}"
    return c


def outs(g: Game) -> list[int]:
    return [s + 1 for s in g.outs.order]


def events(g: Game, kind: str) -> list:
    return [e for e in g.events if e.kind == kind]


# -- 伤害强度与防御状态的比较 (line 65) ------------------------------------------------------------
def test_lattice_is_the_order_of_line_65():
    assert LATTICE.order == ("undying", "lethal", "tough", "pierce", "guard", "kill")


@pytest.mark.parametrize("status,damage,blocked", [
    ("guard", "kill", True),       # [守护] > [指杀]
    ("guard", "pierce", False),    # [穿透] > [守护]
    ("tough", "pierce", True),     # [坚韧] > [穿透]
    ("tough", "kill", True),
    ("tough", "lethal", False),    # [致死伤害] > [坚韧]
    ("undying", "lethal", True),   # [不死] > [致死伤害]
    ("undying", "kill", True),
])
def test_a_damage_is_blocked_only_by_a_status_ranked_above_it(status, damage, blocked):
    assert LATTICE.blocks({status}, damage) is blocked


def test_statuses_do_not_stack_into_a_higher_rank():
    assert not LATTICE.blocks({"guard", "tough"}, "lethal")
    assert LATTICE.blocks({"guard", "tough"}, "pierce")


def test_engine_skill_instances_lapse_like_statuses_and_refresh_when_copied():
    g = DM.new_game(0, {}, deal())
    seat = g.seats[5]
    seat.skills.append(SkillInstance("shield", "borrowed", "night_start", used=1))
    g.expire("night_end")
    assert [k.id for k in seat.skills] == ["divine", "diviner_boost", "shield"]
    g.expire("night_start")
    assert [k.id for k in seat.skills] == ["divine", "diviner_boost"]
    copy = SkillInstance("gift", used=1, data={"given": {"gift_gun"}}).fresh("borrowed")
    assert (copy.used, copy.data, copy.identity) == (0, {}, False)


def test_engine_targeting_applies_its_stages_in_order():
    stages = [lambda g, skill, src, t: t + 1, lambda g, skill, src, t: t * 10]
    assert Targeting(stages).final(None, "kill", 0, 2) == 30  # type: ignore[arg-type]
    assert Targeting().final(None, "kill", 0, 2) == 2  # type: ignore[arg-type]


def test_the_engine_lattice_rejects_unknown_damage_and_repeated_names():
    with pytest.raises(KeyError):
        LATTICE.blocks(set(), "fire")
    with pytest.raises(ValueError):
        Lattice(("a", "b", "a"))


# -- the dark-moon camp (lines 173, 232-234) -----------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_the_deal_draws_one_wolf_one_god_one_villager_into_the_dark_moon(seed):
    g = DM.new_game(seed)
    members = [s for s in g.seats if s.camp == "dark_moon" and s.original_role.id != "half_blood"]
    assert sorted(s.side for s in members) == ["god", "villager", "wolf"]
    assert set(g.state.dark_moon) == {s.index for s in members}
    assert sum("@dark_moon" in e for e in g.deal) == 3


def test_dark_moon_members_know_each_other_and_share_a_chat():
    g = play({}, dm_god="guard", stop="day 1")
    team = events(g, "dark_moon_team")[0]
    assert team.audience == frozenset({0, 8, 14}) and team.channel == "dark_moon"
    assert team.data["roles"] == ["wolf", "guard", "villager"]
    pack = events(g, "wolf_team")[0]
    assert pack.audience == frozenset({1, 2, 3, 4})  # the dark-moon wolf left the pack


def test_only_the_dark_moon_god_holds_its_boost_and_the_dark_moon_wolf_its_own_kill():
    g = DM.new_game(0, {}, deal("guard"))
    skills = {s.index + 1: [k.id for k in s.skills] for s in g.seats}
    assert skills[9] == ["shield", "guard_boost"]          # 暗月守卫
    assert skills[6] == ["divine"]                          # 暗月强化视为不存在
    assert skills[1] == ["kill", "appoint"]                 # 暗月狼人拥有单独的<杀人><选举>
    assert skills[2] == []                                  # the pack shares them
    assert skills[15] == skills[16] == ["bless"]


def test_a_deal_must_name_the_dark_moon_trio():
    plain = [c.partition("@")[0] for c in deal()]
    with pytest.raises(ValueError, match="exactly one 狼人, one 神职 and one 村民"):
        DM.new_game(0, {}, plain)
    with pytest.raises(ValueError, match="board's cards"):
        DM.new_game(0, {}, ["villager"] * 21)
    with pytest.raises(ValueError, match="unknown camp"):
        DM.new_game(0, {}, ["wolf@moon", *plain[1:]])


def test_board_sizes_are_options_with_ranges():
    assert DM.n_seats(DM.board(None)) == 21
    assert DM.n_seats(DM.board({"wolves": 3, "villagers": 2})) == 16
    with pytest.raises(BoardError, match="'wolves' must be from 2 to 10"):
        DM.board({"wolves": 1})
    with pytest.raises(BoardError, match="'villagers' must be from 2 to 10"):
        DM.board({"villagers": 11})
    with pytest.raises(BoardError, match="must be int"):
        DM.board({"wolves": "five"})
    g = DM.new_game(4, {"wolves": 3, "villagers": 2})
    assert len(g.seats) == 16 and sum(s.side == "wolf" for s in g.seats) == 3


def test_records_replay_with_the_dark_moon_deal():
    g = DM.new_game(5)
    rng = random.Random(5)
    while not g.over:
        d = g.pending
        g.answer(d.legal[rng.randrange(len(d.legal))])
    again = DM.replay(g.record())
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]


def test_half_blood_joins_the_chosen_roles_camp_without_its_chat():
    g = play({("day 1", 20, "adopt"): 1}, stop="day 1")
    assert g.seats[19].camp == "dark_moon" and g.seats[19].win_camp == "dark_moon"
    assert 19 not in events(g, "dark_moon_team")[0].audience
    assert [e.data["camp"] for e in g.inbox[19] if e.kind == "camp"] == ["dark_moon"]


# -- 5. 出局效果依次结算 (line 238) ----------------------------------------------------------------
def test_settlement_table_follows_line_238():
    assert [s for s, _ in SETTLEMENT] == [
        "pack_kill", "kill", "hunt:wolf", "hunt:dark_moon", "hunter_boost", "dream",
        "dream:borrowed", "stalk", "stalk:borrowed", "poison", "poison:borrowed", "poison:gift",
        "gift_fail", "gift_fail:borrowed"]


def test_outs_are_settled_in_rulebook_order_not_seat_order():
    """Night 2, dark-moon hunter: 狼人阵营<杀人> 19, 暗月<杀人> 18, 暗月猎人 17, 潜行 16 (its
    day-2 vote), 毒药 5, 黑商馈赠失败 (11 gives to a wolf).  Day 2 exiles 9 first."""
    g = play({
        ("day 2", 14, "vote"): 16, ("day 2", 2, "vote"): 9, ("day 2", 3, "vote"): 9,
        ("night 2", 2, "kill"): 19, ("night 2", 1, "kill"): 18,
        ("night 2", 8, "hunter_boost"): 17, ("night 2", 14, "stalk"): 16,
        ("night 2", 7, "poison"): 5, ("night 2", 11, "gift"): "gift_gun",
        ("night 2", 11, "gift_target"): 3,
    }, dm_god="hunter", stop="night 2")
    assert outs(g) == [9, 19, 18, 17, 16, 5, 11]
    assert not [e for e in events(g, "dawn_deaths") if e.phase == "day 3"]  # not yet: at 正午


def test_dream_effect_2_victim_goes_out_right_after_the_dreamcatcher():
    """摄梦 (2) (line 158) and 因<摄梦>连带出局的角色，出局顺序排在摄梦人后面 (line 238)."""
    g = play({("night 1", 2, "kill"): 13, ("night 1", 13, "dream"): 17,
              ("night 1", 7, "poison"): 16}, stop="day 2")
    assert outs(g) == [13, 17, 16]
    assert events(g, "dawn_deaths")[0].data["seats"] == [12, 16, 15]


def test_guard_shield_stops_a_kill_but_not_a_poison():
    g = play({("night 1", 2, "kill"): 16, ("night 1", 9, "shield"): 16,
              ("night 2", 9, "shield"): 17, ("night 2", 7, "poison"): 17}, stop="night 2")
    assert g.seats[15].alive and not g.seats[16].alive


def test_tough_stops_a_poison_but_two_nights_of_dreams_are_lethal_even_when_shielded():
    g = play({("night 1", 13, "dream"): 16, ("night 1", 7, "poison"): 16,
              ("night 2", 13, "dream"): 16, ("night 2", 9, "shield"): 16}, stop="night 2")
    assert outs(g) == [16]
    assert g.seats[15].death_cause == "dream"


def test_dark_moon_guard_undying_outlasts_lethal_damage():
    g = play({("night 1", 13, "dream"): 16,
              ("night 2", 13, "dream"): 16, ("night 2", 9, "shield"): 16,
              ("night 2", 9, "guard_boost"): "undying"}, dm_god="guard", stop="night 2")
    assert g.seats[15].alive and outs(g) == []


def test_antidote_gives_guard_which_stops_kills_only():
    g = play({("night 1", 2, "kill"): 16, ("night 1", 7, "antidote"): 16}, stop="night 1")
    assert g.seats[15].alive
    g = play({("night 2", 8, "hunter_boost"): 16, ("night 2", 7, "antidote"): 16},
             dm_god="hunter", stop="night 2")
    assert not g.seats[15].alive


def test_magician_swap_moves_a_poison_onto_the_partner():
    """交换 (line 151): tonight's [指定] skills aimed at one swapped role hit the other."""
    g = play({("night 1", 12, "swap"): [16, 17], ("night 1", 7, "poison"): 16}, stop="night 1")
    assert outs(g) == [17]


def test_mediumship_lists_the_chosen_targets_of_every_kill_before_the_swap():
    g = play({("night 1", 12, "swap"): [18, 19], ("night 1", 2, "kill"): 18,
              ("night 1", 1, "kill"): 16}, stop="night 1")
    told = [e.data["seats"] for e in g.inbox[6] if e.kind == "result"]
    assert told == [[15, 17]]          # seats 16 and 18 (0-based), in seat order
    assert outs(g) == [19, 16]         # the pack's kill hit 19 through the swap


# -- 投票 (lines 76-81) ----------------------------------------------------------------------------
def test_day_1_elects_the_first_role_to_reach_the_top_count():
    # 3 reaches two votes first (seats 1, 2); 4 reaches two votes later (seats 5, 6)
    g = play({("day 1", 1, "vote"): 3, ("day 1", 2, "vote"): 3, ("day 1", 5, "vote"): 4,
              ("day 1", 6, "vote"): 4}, stop="day 1")
    assert g.state.sheriff == 2
    assert events(g, "vote_top")[0].data["seats"] == [2]


def test_ballots_are_public_but_counts_are_hidden_and_only_the_top_is_announced():
    g = play({("day 2", 16, "vote"): 18, ("day 2", 17, "vote"): 18, ("day 2", 18, "vote"): 19},
             stop="day 2")
    votes = [e for e in events(g, "votes") if e.phase == "day 2"][0]
    assert votes.audience is None and "totals" not in votes.data
    tally = [e for e in events(g, "tally") if e.phase == "day 2"][0]
    assert tally.audience == frozenset()        # the storyteller alone sees the counts
    assert [e.data for e in events(g, "exiled")] == [{"seat": 17}]


def test_leader_secretly_loses_two_votes_received():
    g = play({("day 2", 2, "speech"): "appoint", ("day 2", 2, "appoint"): 3,
              ("day 2", 16, "vote"): 3, ("day 2", 17, "vote"): 3, ("day 2", 18, "vote"): 19},
             stop="day 2")
    assert g.state.leaders == {"wolf": 2}
    assert [e.data for e in events(g, "exiled")] == [{"seat": 18}]


def test_sheriff_counts_twice_and_breaks_ties():
    script = {("day 1", 1, "vote"): 16, ("day 2", 16, "vote"): 18, ("day 2", 17, "vote"): 19,
              ("day 2", 18, "vote"): 19}
    g = play(script, stop="day 2")
    assert g.state.sheriff == 15
    assert [e.data for e in events(g, "exiled")] == [{"seat": 17}]  # 2 (sheriff) vs 2: 18 wins
    script[("day 2", 19, "vote")] = 18
    g = play(script, stop="day 2")
    assert [e.data for e in events(g, "exiled")] == [{"seat": 17}]  # 3 vs 2


def test_one_vote_change_each():
    g = play({("day 2", 16, "vote"): 18, ("day 2", 16, "vote_change"): 19,
              ("day 2", 17, "vote"): 19}, stop="day 2")
    ballots = [e.data for e in events(g, "ballot") if e.phase == "day 2"]
    assert {"seat": 15, "target": 18, "change": True} in ballots
    assert events(g, "vote_top")[-1].data["seats"] == [18]


# -- skills that move between roles --------------------------------------------------------------
def test_dark_moon_diviner_borrows_a_gods_skills_for_the_same_deep_night():
    g = play({("night 1", 6, "divine"): "cat_god", ("night 1", 6, "divine_target"): 9,
              ("night 1", 6, "diviner_boost"): True, ("night 1", 6, "shield"): 16,
              ("night 1", 2, "kill"): 16}, stop="night 1")
    assert g.seats[15].alive                  # the borrowed 守护之盾 protected 16
    assert [k.origin for k in g.seats[5].skills if k.id == "shield"] == ["borrowed"]
    g = play({("night 1", 6, "divine"): "cat_god", ("night 1", 6, "divine_target"): 9,
              ("night 1", 6, "diviner_boost"): True}, stop="night 1")   # paused in day 2
    g2 = play({("night 1", 6, "divine"): "cat_god", ("night 1", 6, "divine_target"): 9,
               ("night 1", 6, "diviner_boost"): True}, stop="day 2")     # paused in night 2
    assert [k.id for k in g.seats[5].skills] == ["divine", "diviner_boost", "shield"]
    assert [k.id for k in g2.seats[5].skills] == ["divine", "diviner_boost"]  # lapsed at night 2


def test_dark_moon_magician_swaps_identity_skills_even_with_the_dead():
    g = play({("night 1", 2, "kill"): 1,
              ("day 2", 12, "speech"): "skill_swap", ("day 2", 12, "magician_boost"): [1, 15]},
             dm_god="magician", stop="day 2")
    assert not g.seats[0].alive
    assert [k.id for k in g.seats[14].skills] == ["kill", "appoint"]
    assert [k.id for k in g.seats[0].skills] == ["bless"]


def test_gifts_reach_the_same_camp_and_lapse_after_the_next_night():
    g = play({("night 1", 11, "gift"): "gift_poison", ("night 1", 11, "gift_target"): 16},
             stop="day 2")
    assert [(k.id, k.origin) for k in g.seats[15].skills] == [("bless", "identity"),
                                                              ("poison", "gift")]
    g = play({("night 1", 11, "gift"): "gift_poison", ("night 1", 11, "gift_target"): 16},
             stop="day 3")
    assert [k.id for k in g.seats[15].skills] == ["bless"]


def test_knight_duel_and_the_dark_moon_early_dusk():
    g = play({("day 2", 10, "speech"): "duel", ("day 2", 10, "duel"): 2}, stop="day 2")
    assert not g.seats[1].alive and g.seats[9].alive
    assert [e.data for e in events(g, "duel_called")] == [{"target": 1, "out": 1}]
    g = play({("day 2", 10, "speech"): "duel", ("day 2", 10, "duel"): 16}, stop="day 2")
    assert not g.seats[9].alive and g.seats[15].alive
    g = play({("day 2", 10, "speech"): "duel", ("day 2", 10, "duel"): 2,
              ("day 2", 10, "knight_boost"): True}, dm_god="knight", stop="day 2")
    assert events(g, "day_ended") and not [e for e in events(g, "ballot") if e.phase == "day 2"]


def test_hunter_shoots_at_dawn_but_a_shot_role_cannot_shoot_back():
    g = play({("night 1", 2, "kill"): 8, ("day 2", 8, "last_shot"): 3}, stop="day 2")
    assert outs(g) == [8, 3]
    shots = [e for e in g.events if e.kind == "gunshot"]
    assert len(shots) == 1 and shots[0].audience == frozenset({7})
    assert events(g, "shot") == []            # a 晨曦 shot is not announced as 枪杀
    # but listed when 正午 starts, after the night's outs, in the same list (line 72)
    assert events(g, "dawn_deaths")[0].data == {"seats": [7, 2], "night": 1}
    assert events(g, "death") == []


def test_dusk_tells_every_out_before_the_guns_fire():
    """黄昏 (line 241): the duel's and the vote's outs are all told at 21:00, then guns fire; at
    晨曦 (line 239) gun holders are told first."""
    g = play({("day 2", 10, "speech"): "duel", ("day 2", 10, "duel"): 2,
              ("day 2", 16, "vote"): 8, ("day 2", 17, "vote"): 8, ("day 2", 8, "last_shot"): 3},
             stop="day 2")
    assert outs(g) == [2, 8, 3]
    order = [(e.kind, sorted(e.audience)) for e in g.events if e.kind in ("out", "gunshot")]
    assert order == [("out", [1]), ("out", [7]), ("gunshot", [7]), ("out", [2])]


# -- 胜负判定 (lines 201-225) ---------------------------------------------------------------------
def test_surrender_is_judged_lost_unannounced():
    g = play({("day 1", 21, "speech"): "surrender"}, stop="day 1")
    assert "piper" in g.lost and not g.over
    assert all(e.audience == frozenset({20}) for e in events(g, "surrender"))


#: the piper, the dark moon, then the pack surrender on day 1 (the village is left)
ALL_BUT_THE_VILLAGE_SURRENDER = {("day 1", s, "speech"): "surrender"
                                 for s in (21, 1, 15, 6, 2, 3, 4, 5)}


def test_the_last_camp_not_judged_lost_wins():
    g = play(ALL_BUT_THE_VILLAGE_SURRENDER)
    assert g.over and g.winner == "village"


def test_wolves_are_told_their_loss_before_the_game_it_ends_is_over():
    """Line 104 (此事件发生时会通知所有狼人阵营的狼人) and line 203 (优先判负): the wolf camp is
    judged lost, and its wolves told, before the win that loss brings is announced."""
    g = play(ALL_BUT_THE_VILLAGE_SURRENDER)
    kinds = [(e.kind, e.audience) for e in g.events if e.kind in ("camp_lost", "game_over")]
    assert kinds == [*(("camp_lost", frozenset({w})) for w in (1, 2, 3, 4)), ("game_over", None)]


# -- rules-adjudication scenarios (tests/scenarios/dark_moon/*.toml) ------------------------------
SCENARIOS = sorted((Path(__file__).parent / "scenarios" / "dark_moon").glob("*.toml"))


def test_there_are_enough_dark_moon_scenarios():
    assert len(SCENARIOS) >= 60


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_dark_moon_scenario(path: Path):
    sc = scenarios.load(path)
    assert sc.name and sc.rule, f"{path.name}: every scenario needs a name and a rule line"
    diffs = scenarios.compare(sc, scenarios.run(sc))
    assert not diffs, "\n".join(diffs)


def test_every_active_skill_and_every_boost_is_scripted_in_a_scenario():
    scripted: set[str] = set()
    for path in SCENARIOS:
        for act in scenarios.load(path).acts:
            scripted |= {act.kind, act.gate or "", act.follow[0] if act.follow else ""}
            scripted |= {ans[1] for ans in act.answers if ans[0] == "option"}
    skills = {s.id for r in DM.roles for s in r.skills} | {p.id for p in DM.procedures}
    passive = {"mediumship", "merchant_boost", "stalker_boost", "command", "lead"}
    assert skills - scripted - passive == set()
