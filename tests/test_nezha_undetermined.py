"""哪吒's undetermined roles (lines 811-851): what no scenario can show, because a camp judged lost is
not announced (阵营被判负后，不予公示, line 133): 聂小倩's 身份属性 keeps her camp from a loss."""

from __future__ import annotations

import rulesets
from rulesets.engine import Game
from rulesets.nezha.common import table
from rulesets.nezha.wins import all_members_out, shielded

NEZHA = rulesets.get("nezha")
SEATS = ["clarifier", "grand_judge", "doctor", "yin_yang_envoy", "medium", "taoist", "van_helsing",
         "big_bad_wolf", "great_tengu", "assassin_duck", "fan", "nie_xiaoqian"]


def opened(picks: dict[str, int]) -> Game:
    """A 12-seat game past 开局, each forced [开局] pick answered by ``picks`` (decision kind ->
    seat index), every other decision by its default."""
    g = NEZHA.new_game(1, {"players": 12, "cards": False}, deal=SEATS)
    while g.pending is not None and g.pending.kind != "run":
        d = g.pending
        if d.kind in picks:
            g.answer(g.choices.target(picks[d.kind]))
        else:
            g.answer(d.default)
    return g


def test_a_fan_and_nie_xiaoqian_who_pick_each_other_stay_undetermined():
    g = opened({"fan_follow": 11, "ghost_love": 10})
    assert g.seats[10].camp == g.seats[11].camp == "undetermined"
    assert g.seats[10].follows == 11 and g.seats[11].follows == 10


def test_nie_xiaoqian_keeps_a_camp_neither_wolf_nor_village_from_losing_for_two_days():
    g = opened({"fan_follow": 11, "ghost_love": 10})
    lose = all_members_out("undetermined")[0]
    g.day = 2
    g.seats[10].alive = g.seats[11].alive = False      # both out: the undetermined camp is empty
    assert lose.holds(g)                                 # without the shield it loses
    table(g).lose_shield["undetermined"] = (4, False)    # fired on day 2: until day 4 opens
    for day, night in ((2, False), (2, True), (3, False), (3, True)):
        g.day, g.phase = day, f"{'night' if night else 'day'} {day}"
        assert shielded(g, "undetermined") and not lose.holds(g)
    g.day, g.phase = 4, "day 4"
    assert not shielded(g, "undetermined") and lose.holds(g)


def test_nie_xiaoqian_fires_when_both_are_out_and_shields_the_undetermined_camp():
    from rulesets.nezha.damage import strike
    g = opened({"fan_follow": 11, "ghost_love": 10})
    assert strike(g, None, 11, "lethal", "test")         # 聂小倩 out: her fan (idol) follows her
    assert not g.seats[10].alive and not g.seats[11].alive
    assert [k.id for k in g.seats[11].skills] == ["ghost_love", "fan_follow"]
    assert 11 in table(g).souls                          # usable while out
    assert table(g).lose_shield == {"undetermined": (g.day + 2, False)}


def test_the_undetermined_who_joined_none_win_with_four_left_unless_one_holds_a_kill():
    """Line 851 (互相对对方使用技能: a fan and 聂小倩 who pick each other) and line 901."""
    from rulesets.nezha.pack import KILL
    from rulesets.nezha.skills import instance
    from rulesets.nezha.wins import few_left
    g = opened({"fan_follow": 11, "ghost_love": 10})
    for s in range(2, 10):
        g.seats[s].alive = False                        # 0, 1 and the two undetermined remain
    assert few_left(g)
    g.seats[2].alive = True                             # five left
    assert not few_left(g)
    g.seats[2].alive = False
    g.seats[10].skills.append(instance(KILL, "test"))
    assert not few_left(g)                              # 若无人持有[杀人]技能


def test_a_role_taking_a_split_personality_s_skills_gets_its_top_card_s():
    """获取的是最后更换出来的身份技能 (line 123, ruling N264): the top card's skills, none of its own."""
    from rulesets.nezha.roles.face_changer import skills_taken_from
    seats = SEATS[:10] + ["split_personality", "obedient_maid"]
    g = NEZHA.new_game(1, {"players": 12, "cards": False}, deal=seats)
    while g.pending is not None and g.pending.kind != "run":
        g.answer(g.pending.legal[-1] if g.pending.kind == "dual_persona" else g.pending.default)
    top = table(g).persona_tops[10]
    cards = table(g).hidden_cards[10]
    assert top == cards[-1] and len(cards) == 2
    assert {NEZHA.names.role(c).camp for c in cards} == {"village", "wolf"}
    assert skills_taken_from(g, 10) == NEZHA.names.role(top).skills
    assert g.appearance(10).role == top and g.appearance(10).camp == "village"
