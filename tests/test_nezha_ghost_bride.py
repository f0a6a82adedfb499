"""哪吒 鬼魂新娘 (part 2): the rules of its card no short scenario shows (rulings N310-N319)."""

from __future__ import annotations

from typing import Callable, Optional

import rulesets
from rulesets.engine import PASS, Game
from rulesets.nezha.common import PACK, RECEIVER, surface, table
from rulesets.nezha.lovers import BLACK
from rulesets.nezha.roles import ghost_bride, old_driver
from rulesets.nezha.roles.face_changer import skills_taken_from

NEZHA = rulesets.get("nezha")
SEATS = ["鬼魂新娘", "老司机", "医生", "阴阳使者", "灵媒师", "道士", "范海辛", "奇迹商人",
         "大野狼", "恐怖分子", "假面", "刺客鸭"]
BRIDE, DRIVER, DOCTOR, WOLF, TERRORIST, MASK, DUCK = 0, 1, 2, 8, 9, 10, 11


def _game(seats=SEATS) -> Game:
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in seats]
    return NEZHA.new_game(0, {"players": len(ids), "cards": False}, deal=ids)


def _drive(g: Game, answers: dict[str, list[int]], until: Callable[[Game], bool]) -> None:
    """Answer the listed decisions with these seats in turn, everything else by PASS/default."""
    while not g.over and not until(g):
        d = g.pending
        queue = answers.get(d.kind)
        choice: Optional[int] = g.choices.target(queue.pop(0)) if queue else None
        g.answer(choice if choice is not None else (PASS if PASS in d.legal else d.default))


def _wed(partner: int, driver: tuple[int, int] = (3, 4), **more: list[int]) -> Game:
    g = _game()
    _drive(g, {"ghost_marriage": [partner], "cupid_arrow": list(driver), **more},
           lambda g: g.phase == "night 1")
    return g


def test_the_lovers_and_the_witness_read_as_black_lovers():
    """情侣和丘比特被验证均为黑情侣阵营 (line 797), the witness as 丘比特 (ruling N311, N313)."""
    g = _wed(DOCTOR)
    witness = next(iter(table(g).witnesses))
    assert g.seats[witness].camp == ghost_bride.ROLE.camp
    for s in (BRIDE, DOCTOR, witness):
        assert surface(g, s, asker=4).camp == BLACK
    assert g.seats[witness].follows == BRIDE


def test_a_wolf_partner_loses_its_pack_tag_and_the_bride_keeps_its_receiver():
    """无论如何，除双狼情侣外，情侣中的狼人将不会获得本来的[群内]或[接刀]标签 (line 796)."""
    g = _wed(TERRORIST)
    assert PACK not in table(g).tags.get(TERRORIST, set())
    assert table(g).tags[BRIDE] == {RECEIVER}
    assert g.seats[TERRORIST].camp == ghost_bride.ROLE.camp
    witness = next(iter(table(g).witnesses))
    assert g.seats[witness].role.camp == "village"


def test_the_bride_waits_for_every_tagged_role_of_another_camp():
    """鬼魂新娘的接刀顺序为其他所有[群内]和[接刀]的角色都出局 (line 750, N316): the 假面's [接刀]
    holds it back after the pack is gone; a permanent [超度] on the last one passes it."""
    g = _wed(DOCTOR)
    witness = next(iter(table(g).witnesses))
    others = [s for s in (WOLF, TERRORIST, MASK, DUCK) if s != witness]
    for s in others[:-1]:
        g.go_out(s, "test", public=True)
    last = others[-1]
    assert ghost_bride.holder(g) is None
    g.add_status(last, "exorcised")
    assert ghost_bride.holder(g) == BRIDE
    g.remove_status(last, "exorcised")                          # the [超度] is cleared: it is back
    assert ghost_bride.holder(g) is None


def test_a_black_lovers_receiver_goes_before_the_bride():
    """Line 794's 黑情侣 wolf also waits for every other [接刀]: the bride is last (N316)."""
    g = _game()
    _drive(g, {"ghost_marriage": [DOCTOR], "cupid_arrow": [4, MASK]},
           lambda g: g.phase == "night 1")
    witness = next(iter(table(g).witnesses))
    assert RECEIVER in table(g).tags.get(MASK, set())            # the 黑情侣 wolf of line 794
    for s in (WOLF, TERRORIST, DUCK):
        if s != witness:
            g.go_out(s, "test", public=True)
    assert old_driver._holds_last_knife(g, MASK)
    assert ghost_bride.holder(g) is None
    g.go_out(MASK, "test", public=True)                          # its lover goes with it
    assert ghost_bride.holder(g) == BRIDE


def test_taking_the_brides_skills_gives_the_cupids():
    """其他角色获得鬼魂新娘的技能时，获得丘比特的技能而非鬼魂新娘的技能 (line 750, N318)."""
    g = _game()
    taken = [s.id for s in skills_taken_from(g, BRIDE)]
    assert taken == [s.id for s in old_driver.ROLE.skills]
    assert ghost_bride.MARRIAGE.id not in taken


def test_a_void_pick_is_asked_again_and_a_pass_ends_it():
    """若是上述角色，则可立刻重新选择 (line 752, N310): the 老司机 is refused, the bride is asked
    again without it; a pass leaves it unwed."""
    g = _game()
    asked: list[list[int]] = []

    def answer(d):
        if d.kind == "ghost_marriage":
            asked.append(sorted(g.choices.seat_of(c) for c in d.legal if c != PASS))
            return g.choices.target(DRIVER) if len(asked) == 1 else PASS
        return None

    while len(asked) < 2 and not g.over:
        d = g.pending
        c = answer(d)
        g.answer(c if c is not None else (PASS if PASS in d.legal else d.default))
    _drive(g, {}, lambda g: g.phase == "night 1")
    assert DRIVER in asked[0] and DRIVER not in asked[1]
    assert any(e.kind == "marriage_void" for e in g.events)
    assert not table(g).bonds or all(b.fixed is None for b in table(g).bonds)


def test_a_pack_wolf_the_pair_picks_shares_the_armed_lovers_chat():
    """若证婚人属于狼人[群内]，则失去此标签，然后和情侣共群 (line 753, line 22; N313, N315): with an
    undetermined partner the pair picks a pack wolf; it leaves the pack before it meets and the
    lovers' knife proposals reach it."""
    seats = ["鬼魂新娘", "顺从的女仆"] + SEATS[2:]
    g = _game(seats)
    _drive(g, {"ghost_marriage": [1], "wedding_witness": [WOLF], "cupid_arrow": [3, 4],
               "kill": [5, 5, 5]}, lambda g: g.phase == "day 2")
    assert PACK not in table(g).tags.get(WOLF, set())
    assert table(g).tags[BRIDE] == {PACK} and table(g).tags[1] == {PACK}
    bond = next(b for b in table(g).bonds if b.fixed)
    assert bond.guests == (WOLF,)
    team = next(e for e in g.events if e.kind == "wolf_team")
    assert WOLF not in team.data["seats"]
    proposals = [e for e in g.events if e.kind == "knife_proposal" and e.channel == "lovers"]
    assert proposals and all(WOLF in e.audience for e in proposals)
