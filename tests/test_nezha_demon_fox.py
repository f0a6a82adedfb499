"""哪吒 妖狐 (part 2): the draft's village count, 化形's [不死] and its exceptions, the check death,
the veto on other camps' wins; the scenarios ``demon_fox_*`` play the rulebook's cases."""

from __future__ import annotations

import functools
import itertools

import pytest

import rulesets
from rulesets.engine import BoardError, GameOver, Storyteller
from rulesets.nezha import draft as drafting
from rulesets.nezha.common import table
from rulesets.nezha.damage import strike
from rulesets.nezha.passives import sync
from rulesets.nezha.roles import IMPLEMENTED, REQUIRES, demon_fox
from rulesets.nezha.statuses import give
from rulesets.nezha.wins import WIN, stalemate

NEZHA = rulesets.get("nezha")
SEATS = ["清晰者", "牧师", "医生", "阴阳使者", "灵媒师", "道士", "大法官", "宗教老爷爷",
         "大野狼", "恐怖分子", "刺客鸭", "妖狐"]
FOX, PRIEST, JUDGE, ELDER, WOLF = 11, 1, 6, 7, 8


def _game():
    """The board above, played to the end of 开局's fox row (its look, its 小弟)."""
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in SEATS]
    g = NEZHA.new_game(0, {"players": 12, "cards": False}, deal=ids)
    while FOX not in table(g).fox_minions:
        g.answer(g.pending.default)
    sync(g)                                   # 开局's end: the passives' statuses
    return g


def test_the_draft_never_deals_the_fox_with_the_lowest_village_count():
    """若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值 (line 673): with 妖狐 the only extra
    card of the pool beside 粉丝, every board holding it has more village cards than ceil(0.5N),
    while boards without it still reach the lowest count."""
    pool = [r for r in IMPLEMENTED if r.camp in ("village", "wolf")
            or r.id in (demon_fox.ROLE.id, "fan")]
    with_fox = lowest_without = 0
    for n in range(12, 41):
        for seed in range(4):
            d = drafting.Drafter(pool, REQUIRES, Storyteller(n * 13 + seed), n).run()
            drafting.check([NEZHA.names.role(r) for r in d.roles], REQUIRES)
            lowest = drafting.bounds(n)["village"][0]
            if demon_fox.ROLE.id in d.roles:
                with_fox += 1
                assert d.camps["village"].count > lowest, (n, seed, d.roles)
            elif d.camps["village"].count == lowest:
                lowest_without += 1
    assert with_fox >= 20 and lowest_without >= 5


def test_an_explicit_board_with_the_fox_and_the_lowest_village_count_is_refused():
    roles = ['霸王狼', '噬时狼妃', '狼巫', '寂夜导师', '恐怖分子', '混沌', '白昼学者', '牧师', '猎魔人',
             '预言学徒', '太平道徒', '定序王子', '灵媒师', '厚皮肉猪', '妖狐']
    with pytest.raises(BoardError, match="line 673"):
        NEZHA.check_roles({}, roles)


def test_the_minion_joins_the_fox_with_a_permanent_spirit_check():
    g = _game()
    minion = table(g).fox_minions[FOX]
    assert g.seats[minion].original_role.camp == "village"
    assert g.seats[minion].camp == demon_fox.ROLE.camp
    inst = g.seats[minion].skill("spirit_check")
    assert inst is not None and inst.origin == demon_fox.ORIGIN


def test_undying_lets_through_only_the_top_vote_and_the_check_death():
    """[不死] against all but 查验致死 and 最高票[投票出局]: 审判's [投票出局] and a [致死伤害] do
    nothing; the top vote takes it out."""
    g = _game()
    assert not strike(g, WOLF, FOX, "lethal", "blast")
    assert not strike(g, JUDGE, FOX, "vote", "judged")
    assert g.seats[FOX].alive
    assert strike(g, None, FOX, "vote", "exile")
    assert not g.seats[table(g).fox_minions[FOX]].alive       # 妖狐小弟自杀


def test_a_seer_card_check_kills_and_forget_suspends_both_clauses():
    g = _game()
    demon_fox.on_aimed(g, JUDGE, "spirit_check", [FOX])      # not a 验人系 card: nothing
    demon_fox.on_aimed(g, PRIEST, "holy_light", [FOX])       # not a 查验: nothing
    assert g.seats[FOX].alive
    give(g, FOX, "forget", WOLF)                             # 遗忘: 化形 and its [不死] lapse
    sync(g, FOX)
    demon_fox.on_aimed(g, PRIEST, "detect", [FOX])
    assert g.seats[FOX].alive
    assert strike(g, WOLF, FOX, "lethal", "blast")           # no [不死] now


def test_a_seer_card_kills_only_with_the_check_its_card_prints():
    """同名技能…只要实际身份对应正确 (line 676, ruling N340): the 牧师 using a gifted 通灵 or a
    present's 预言 only reads the surface; its own 侦测 kills."""
    g = _game()
    for skill in ("spirit_check", "prophecy", "inspect"):
        demon_fox.on_aimed(g, PRIEST, skill, [FOX])
    assert g.seats[FOX].alive
    demon_fox.on_aimed(g, PRIEST, "detect", [FOX])
    assert not g.seats[FOX].alive


def test_the_priests_check_kills_the_fox():
    g = _game()
    demon_fox.on_aimed(g, PRIEST, "detect", [FOX])           # by day it lands at once
    assert not g.seats[FOX].alive and g.seats[FOX].death_source == PRIEST


def test_no_other_camp_wins_while_the_fox_lives():
    """或有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜 (ruling N276): the elder's heretics
    all out, its win is barred while the fox lives, and granted once it is out; a stalemate gives
    no camp the game while the fox lives (N277)."""
    g = _game()
    table(g).heretics[ELDER] = (0, 2)
    g.go_out(0, "test", public=True)
    g.go_out(2, "test", public=True)
    assert WIN.vetoed(g, "religious_elder") and not WIN.vetoed(g, demon_fox.ROLE.camp)
    assert WIN.winners(g) == []
    table(g).sheriff = 3
    with pytest.raises(GameOver) as over:
        stalemate(g, "test")
    assert over.value.winner is None
    g.go_out(FOX, "test", public=True)
    assert [c for c, _ in WIN.winners(g)] == ["religious_elder"]


def test_the_fox_wins_with_one_other_camp_left_not_before():
    g = _game()
    assert not demon_fox.only_one_other(g)                   # village, wolf, elder, fox
    g.lost.update({"wolf", "religious_elder"})
    assert demon_fox.only_one_other(g)


@functools.cache
def _fox_seeds(n: int) -> tuple[int, ...]:
    """The first ``n`` seeds whose default drafted board deals 妖狐 (searched, not pinned: every
    card added to the pool moves the drafts)."""
    board = NEZHA.board(None)
    found = tuple(itertools.islice(
        (s for s in range(400)
         if demon_fox.ROLE.id in {x.role.id for x in NEZHA.new_game(s, board).seats}), n))
    assert len(found) == n, "the first 400 drafts deal 妖狐 fewer than twice"
    return found


@pytest.mark.parametrize("pick", [0, 1])
def test_the_heuristic_fox_reads_as_a_plain_village_card(pick):
    """Drafted 24-player games dealing 妖狐, every seat heuristic and strict: no illegal answer,
    and the fox's 化形 reads as the village, a village card outside the seer family, without a
    knife."""
    seed = _fox_seeds(2)[pick]
    from agents.heuristic.nezha import HeuristicAgent
    from tests.heuristic_support import Table
    table_ = Table("nezha", lambda strict: HeuristicAgent(strict=strict))
    g = table_.play(seed, ("village", "wolf", "undetermined", *{r.camp for r in NEZHA.roles}))
    fox = [s for s in g.seats if s.original_role.id == demon_fox.ROLE.id]
    assert fox
    assert g.over and not g.fallbacks, g.fallbacks[:3]
    look = fox[0].apparent
    card = NEZHA.names.role(look["role"])
    assert look["camp"] == "village" and not look["knife"]
    assert card.camp == "village" and "验人系" not in card.tags


def test_a_fox_revived_after_its_camp_lost_vetoes_no_more():
    """已经判负的阵营无法再次获得胜利 (line 870): the fox and its 小弟 out, the camp is judged lost;
    the fox revived (复活) lives, but its veto went with its camp's win (ruling N276).  A random
    drafted game (a 阴阳使者 reviving an exiled fox) found the case."""
    from rulesets.nezha.dawn import revive
    g = _game()
    assert strike(g, None, FOX, "vote", "exile")             # the 小弟 falls with it
    WIN.winners(g)
    assert demon_fox.ROLE.camp in g.lost
    revive(g, [FOX])
    assert g.seats[FOX].alive and not WIN.vetoed(g, "village")
