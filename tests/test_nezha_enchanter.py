"""哪吒 蛊惑师 (enchanter): what 堕落 may declare, the diversion of notices, the win count."""

from __future__ import annotations

import rulesets
from rulesets.nezha.roles import enchanter
from rulesets.nezha.wins import WIN

NEZHA = rulesets.get("nezha")
SEATS = ["清晰者", "大法官", "医生", "阴阳使者", "九尾狐", "道士", "范海辛", "开膛手",
         "大野狼", "恐怖分子", "刺客鸭", "蛊惑师"]


def _game():
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in SEATS]
    return NEZHA.new_game(0, {"players": 12, "cards": False}, deal=ids)


def test_fall_offers_a_cards_own_kill_never_the_packs():
    """宣言狼群技能<杀人>无效，宣言其他人单独拥有的<杀人>…则有效 (line 683, N284): the 开膛手's
    杀人 may be declared; no wolf card offers 杀人 (the pack's belongs to no card); the
    enchanter's own card is not offered, and a card is offered only with a night skill."""
    g = _game()
    assert enchanter.declarable(g, "ripper") == ["kill"]
    wolves = [r.id for r in NEZHA.roles if r.camp == "wolf" and not r.additional]
    assert all("kill" not in enchanter.declarable(g, w) for w in wolves)
    cards = enchanter.cards(g)
    assert "enchanter" not in cards and "ripper" in cards and "doctor" in cards
    assert all(enchanter.declarable(g, c) for c in cards)


def test_fall_bars_last_nights_skill():
    """不能连续两夜宣言同一个技能: a card whose only declarable skill is barred is not offered,
    one with another skill still is (without the barred one)."""
    g = _game()
    assert "doctor" not in enchanter.cards(g, barred="cure")
    assert "priest" in enchanter.cards(g, barred="detect")


def test_a_diverted_seat_notices_go_to_the_other_seat_not_its_chats():
    """``Game.diverted``: a private notice for the diverted seat reaches the other seat only; a
    group chat is not diverted; public events are untouched."""
    g = _game()
    g.diverted[2] = 11
    ev = g.tell(2, "result", skill="cure", target=1, value=True)
    assert ev.audience == frozenset({11})
    chat = g.emit("knife_proposal", (2, 8), channel="wolves", wolf=8, target=1)
    assert chat.audience == frozenset({2, 8})
    g.diverted.clear()
    assert g.tell(2, "result", skill="cure", target=1, value=True).audience == frozenset({2})


def test_enchanter_win_needs_twice_its_kills_above_the_living():
    """大于存活人数的一半 (line 684, N286): three 蛊惑 kills win against five living, not six."""
    g = _game()
    me = 11
    for t in (0, 1, 3):
        g.go_out(t, enchanter.SLOT, public=True, source=me)
    for t in (2, 4, 5):
        g.go_out(t, "test", public=True)
    assert enchanter.kills(g, "enchanter") == 3
    assert not enchanter.enchanter_wins(g)                # 6 living: 6 > 6 is false
    g.go_out(6, "test", public=True)
    assert enchanter.enchanter_wins(g)                    # 5 living
    won = WIN.winners(g)
    assert won and won[0][0] == "enchanter"
