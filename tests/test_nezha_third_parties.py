"""哪吒 third parties (part 2, batch C): the win conditions no short scenario reaches."""

from __future__ import annotations

import rulesets
from rulesets.nezha.roles import thousand_faces
from rulesets.nezha.wins import WIN

NEZHA = rulesets.get("nezha")
SEATS = ["清晰者", "大法官", "医生", "阴阳使者", "灵媒师", "道士", "范海辛", "奇迹商人",
         "大野狼", "恐怖分子", "千面人", "假面"]


def _game():
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in SEATS]
    return NEZHA.new_game(0, {"players": 12, "cards": False}, deal=ids)


def test_thousand_faces_wins_when_only_the_roles_it_met_live():
    """除了千面人阵营的角色以外，只有谋面得知的角色存活 (line 761): true with the 医生 it met the
    only other living role, false while a role it did not meet lives too."""
    g = _game()
    me = 10
    g.seats[me].skill(thousand_faces.MEET.id).data["learned"] = (2,)
    for s in range(12):
        if s not in (2, 5, me):
            g.go_out(s, "test", public=True)
    assert not thousand_faces.only_met_alive(g)          # 6 (道士) lives, never met
    g.go_out(5, "test", public=True)
    assert thousand_faces.only_met_alive(g)
    won = WIN.winners(g)
    assert won and won[0] == ("thousand_faces", thousand_faces.CAMP_WINS["thousand_faces"][0].label)


def test_thousand_faces_has_not_won_with_nobody_met():
    g = _game()
    for s in range(12):
        if s not in (2, 10):
            g.go_out(s, "test", public=True)
    assert not thousand_faces.only_met_alive(g)


def test_an_astrologer_out_while_naming_its_list_is_asked_nothing_more():
    """Ruling N115 for 命运洪流: seed 2097151's drafted game has a cursed 占星师 put out by its own
    use of the skill (a second [流血] by day); it was then asked a card for each account it named.
    (Found by the random-seed audience test; the pool's growth may move that game elsewhere, so
    this replays it with the same never-ask-the-dead check.)"""
    from tests.test_observability import play
    assert play(2097151, ruleset="nezha").over
