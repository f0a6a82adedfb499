"""潘多拉 (line 772): the box arithmetic (ruling N320), its win condition (N326), the box skill
that goes once used (N321) and the light of hope ranking last (N323)."""

from __future__ import annotations

import rulesets
from rulesets.engine import Condition, CampRule, WinModel
from rulesets.nezha.common import round_half_up, table
from rulesets.nezha.roles import pandora

DEAL = ["clarifier", "grand_judge", "doctor", "yin_yang_envoy", "medium", "taoist", "van_helsing",
        "pandora", "big_bad_wolf", "terrorist", "assassin_duck", "masquerade"]


def _game():
    g = rulesets.get("nezha").new_game(1, {"players": 12, "cards": False}, DEAL)
    while not table(g).boxes:                           # until 开局 deals the boxes
        g.answer(g.pending.default)
    return g


def _pandora(g) -> int:
    return next(s.index for s in g.seats if s.role.id == "pandora")


def test_box_counts_follow_the_card_from_12_to_41_players():
    for n in range(12, 42):
        c = pandora.counts(n)
        total = round_half_up(0.4 * n)
        assert sum(c.values()) == total
        assert c == {"hope": 1, "skill": total // 2, "bad": total // 3,
                     "sheriff": total - 1 - total // 2 - total // 3}
        assert min(c.values()) >= 0
    assert pandora.counts(24) == {"hope": 1, "skill": 5, "bad": 3, "sheriff": 1}


def test_boxes_are_dealt_at_the_opening_with_skills_of_cards_not_in_play():
    g = _game()
    boxes = table(g).boxes[_pandora(g)]
    assert [b.kind for b in boxes] == ["hope", "skill", "skill", "bad", "sheriff"]
    in_play = {s.original_role.id for s in g.seats}
    listed = {spec.id: role.id for role, spec in pandora.RANDOM_SKILLS}
    for b in boxes[1:3]:
        assert listed[b.skill] not in in_play          # 均为不在场身份的…技能
    assert boxes[1].skill != boxes[2].skill


def test_win_waits_for_every_box_then_for_the_openers_outside_the_camp():
    g = _game()
    me = _pandora(g)
    a, b2, c, d = [s.index for s in g.seats if s.index != me][:4]
    boxes = table(g).boxes[me]
    assert not pandora.openers_gone(g)                  # 盲盒送完之后 only
    for b, to, opened in zip(boxes, (me, a, b2, c, d), (True, True, False, False, True)):
        b.to, b.opened = to, opened
    assert not pandora.openers_gone(g)                  # openers a and d are alive
    g.seats[a].alive = False
    assert not pandora.openers_gone(g)
    g.seats[d].alive = False
    assert pandora.openers_gone(g)                      # 潘多拉 herself does not count
    for b in boxes:
        b.opened = False
    g.seats[a].alive = g.seats[d].alive = True
    assert pandora.openers_gone(g)                      # 或没有人开启盲盒


def test_a_box_skill_goes_once_used_but_pandoras_own_stays():
    from rulesets.nezha.skills import instance, used
    g = _game()
    me = _pandora(g)
    other = 2 if me != 2 else 3
    g.grant(other, [instance(pandora.RANDOM_SKILLS[0][1], pandora.ORIGIN)], "pandora_box")
    g.grant(me, [instance(pandora.RANDOM_SKILLS[0][1], pandora.OWN)], "pandora_box")
    skill = pandora.RANDOM_SKILLS[0][1].id
    used(g, other, skill)
    used(g, me, skill)
    assert g.seats[other].skill(skill) is None
    assert g.seats[me].skill(skill) is not None


def test_a_win_ranked_as_another_entry_loses_the_tie_it_would_win_as_its_camp():
    yes = lambda g: True   # noqa: E731
    model = WinModel(camps=(CampRule("a", win=(Condition("hope", yes, rank="hope"),)),
                            CampRule("b", win=(Condition("own", yes),))),
                     priority=("a", "b", "hope"))
    g = _game()
    g.lost.clear()
    assert [c for c, _ in model.winners(g)] == ["b", "a"]
