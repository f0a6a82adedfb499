"""Clocktower (Fate/strange Fake, 全员追忆): the setup and its refusals, amnesia (what a seat is
shown before it knows its character), determinism and replay under every storyteller, the
night orders as data, and the script's coverage.  Rules cases are the scenarios in
``tests/scenarios/clocktower/`` (run by ``tests/test_scenarios.py``)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import rulesets
from agents.storytellers import make_storyteller
from rulesets.clocktower import setup
from rulesets.clocktower.characters import EVIL_CAP, implemented
from rulesets.clocktower.info import fields
from rulesets.clocktower.night import FIRST_NIGHT, OTHER_NIGHTS
from rulesets.clocktower.roles import BY_ID, IMPLEMENTED, ROLES
from rulesets.clocktower.setup import SetupError
from rulesets.clocktower.vocabulary import SHAPES
from rulesets.engine import PASS, Game

CT = rulesets.get("clocktower")
TB = ["洗衣妇", "图书管理员", "调查员", "厨师", "投毒者", "共情者", "小恶魔",
      "占卜师", "僧侣", "间谍", "酒鬼", "陌客"]


def ids(names: list[str]) -> list[str]:
    return [CT.names.role(n).id for n in names]


def play(seed: int, storyteller: str = "random", check=None) -> Game:
    g = CT.new_game(seed, storyteller=make_storyteller(storyteller, "clocktower", seed))
    rng = random.Random(seed)
    while not g.over:
        if check is not None:
            check(g)
        d = g.pending
        g.answer(d.legal[rng.randrange(len(d.legal))])
    return g


# -- the script and the setup -------------------------------------------------------------------
def test_the_script_lists_127_characters_and_part_one_implements_every_evil_one():
    kinds = Counter(r.side for r in ROLES)
    assert kinds == {"townsfolk": 70, "outsider": 19, "minion": 23, "demon": 15}
    done = Counter(BY_ID[c].side for c in IMPLEMENTED)
    assert done["minion"] == 23 and done["demon"] == 15
    assert done["outsider"] >= 6 and done["townsfolk"] >= 13
    for tb in ("washerwoman", "librarian", "investigator", "chef", "empath", "fortune_teller",
               "undertaker", "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor",
               "drunk", "recluse"):
        assert tb in IMPLEMENTED
    assert all(not implemented(r) for r in ROLES if r.id not in IMPLEMENTED)


@pytest.mark.parametrize("seed", range(40))
def test_the_storytellers_setups_follow_the_rules(seed):
    g = CT.new_game(seed)
    setup.check(g.deal, g.board)  # the kernel checked it too: this names the rule if not
    evil = [s for s in g.seats if s.camp == "evil"]
    assert len(evil) <= EVIL_CAP
    assert all(s.role.id in IMPLEMENTED for s in g.seats)


@pytest.mark.parametrize("demon", [r for r in IMPLEMENTED if BY_ID[r].side == "demon"])
def test_every_demon_can_be_dealt_with_its_setup(demon):
    for seed in range(6):
        g = CT.new_game(seed, {"demon": demon})
        setup.check(g.deal, g.board)
        if demon == "lil_monsta":
            assert not any(s.side == "demon" for s in g.seats)
            assert sum(s.side == "minion" for s in g.seats) == 3
        elif demon == "lord_of_typhon":
            assert setup.typhon_seated(g.deal)


@pytest.mark.parametrize("change,msg", [
    ({4: "男爵"}, r"the setup allows \[4\] \(男爵\[招来\] \(line 433\)"),
    ({0: "普卡"}, "one demon"),
    ({0: "投毒者"}, "each character is in play at most once"),
    ({0: "水手"}, "is not implemented yet"),
    ({6: "士兵"}, "needs 3 minions"),
])
def test_a_deal_the_rules_forbid_is_refused_naming_the_rule(change, msg):
    deal = ids(TB)
    for i, name in change.items():
        deal[i] = CT.names.role(name).id
    with pytest.raises(SetupError, match=msg):
        CT.new_game(0, deal=deal)


def test_seating_rules_are_checked():
    deal = ids(["提线木偶", "图书管理员", "调查员", "厨师", "投毒者", "共情者", "小恶魔",
                "占卜师", "僧侣", "洗衣妇", "酒鬼", "陌客"])
    with pytest.raises(SetupError, match="提线木偶与恶魔相邻"):
        CT.new_game(0, deal=deal)
    deal = ids(["堤丰之首", "图书管理员", "调查员", "厨师", "投毒者", "共情者", "男爵",
                "间谍", "僧侣", "洗衣妇", "占卜师", "士兵"])
    with pytest.raises(SetupError, match="堤丰之首位于邪恶阵营角色中间"):
        CT.new_game(0, deal=deal)


def test_bad_board_options_are_clear_errors():
    with pytest.raises(ValueError, match="implemented demon"):
        CT.new_game(0, {"demon": "poisoner"})
    with pytest.raises(ValueError, match="unknown board option"):
        CT.new_game(0, {"demons": "imp"})


def test_the_night_orders_are_the_rulebooks():
    assert len(FIRST_NIGHT) == 58 and len(OTHER_NIGHTS) == 97  # 54 + 86 printed, + ruling C44
    first, later = CT.schedules()
    assert first.steps()[0].label == "科学怪人[公式]" and later.steps()[0].label == "哲学家[思索]"
    labels = [s.label for s in later.steps()]
    assert labels.index("普卡[毒发]") + 1 == labels.index("普卡[散播]")


# -- amnesia ----------------------------------------------------------------------------------------
#: what a seat may be told it is asked before it knows its character (never an ability's name)
SHOWN = {"choose_player", "choose_players", "choose_character", "choose_whether", "speech",
         "whisper_to", "whisper", "recall", "hint_when", "hint_aim", "hint_does", "nominate",
         "vote", "declare_goblin", "rps", "wish"}


@pytest.mark.parametrize("seed", range(8))
def test_nobody_is_shown_an_ability_name_nor_told_a_character_it_does_not_know(seed):
    asked: set[str] = set()

    def check(g: Game) -> None:
        asked.add(g.pending.asked_as)
    g = play(seed, check=check)
    assert asked <= SHOWN, asked - SHOWN
    for e in g.events:
        if e.kind == "amnesia":
            assert set(e.data) == {"type"}
        if e.kind == "result":
            assert e.data["skill"] in SHAPES
        if e.kind == "role":  # only a character change tells a character
            assert any(c.kind == "character_change" and c.data["seat"] in e.audience
                       for c in g.events[:e.index])


def test_each_seat_is_told_the_type_and_team_of_the_card_it_believes_it_holds():
    """失忆的<type> (line 14) with <认知覆盖> (line 7): the 酒鬼 is told it is a good townsfolk, the
    疯子 an evil demon; the others their own type and team."""
    deal = ids(TB)
    deal[TB.index("陌客")] = CT.names.role("疯子").id
    g = CT.new_game(0, deal=deal)
    told = {s: next(e.data for e in g.inbox[s] if e.kind == "amnesia") for s in range(g.n)}
    for s, name in enumerate(TB):
        if name == "陌客":
            assert told[s] == {"type": "demon", "camp": "evil"}  # the 疯子
        elif name == "酒鬼":
            assert told[s] == {"type": "townsfolk", "camp": "good"}
        else:
            role = g.seats[s].role
            assert told[s] == {"type": role.side, "camp": role.camp}


def test_result_fields_keep_seats_and_characters_apart():
    assert fields("players_and_character", (2, 5, "imp")) == {"seats": [2, 5], "role": "imp"}
    assert fields("number", 3) == {"value": 3} and fields("players", (4, 1)) == {"seats": [1, 4]}


# -- determinism and the storytellers ------------------------------------------------------------
@pytest.mark.parametrize("storyteller", ["random", "first", "fair"])
def test_any_storyteller_replays_exactly(storyteller):
    for seed in range(3):
        g = play(seed, storyteller)
        rec = g.record()
        again = CT.replay(rec)
        assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]
        assert again.winner == g.winner and rec["storyteller"] == storyteller


def test_same_seed_same_game():
    a, b = play(11), play(11)
    assert [e.to_json() for e in a.events] == [e.to_json() for e in b.events]


def test_the_fair_storyteller_lies_plausibly():
    """A drunk 共情者 is told a number next to the truth, never a wild one."""
    from rulesets.clocktower.storyteller import FairStoryteller
    from rulesets.engine import StoryCall
    fair = FairStoryteller(1)
    picks = {fair.choose(StoryCall("inform", "result empath_info", [0, 1, 2], {"truth": 0}))
             for _ in range(50)}
    assert picks <= {0, 1}
    truthful = FairStoryteller(2)
    assert truthful.choose(StoryCall("inform", "x", [False, True], {"truth": True})) in (0, 1)


def _hint_with_text(story) -> str:
    """Seat 6 (the 共情者) describes its ability wrongly but says the truth in its own words."""
    g = CT.new_game(0, {"free_text_hints": True}, deal=ids(TB), storyteller=story)
    ch = g.choices
    while not (g.pending.kind == "speech" and g.pending.seat == 5 and g.day == 1):
        d = g.pending
        g.answer(PASS if PASS in d.legal else d.default)
    for answer in ("hint", "when_day", "aim_player", "does_kill"):
        text = "each night I learn how many of my living neighbours are evil" \
            if answer == "does_kill" else None
        g.answer(ch.option(answer), text=text)
    hints = [e for e in g.inbox[5] if e.kind == "result" and e.data["skill"] == "hint"]
    return hints[-1].data["value"]


def test_free_text_hints_are_graded_by_the_storyteller():
    from rulesets.engine import ScriptedPolicy, StoryAnswer
    judge = ScriptedPolicy([StoryAnswer("decide", "hint text", value="perfect", has_value=True)])
    assert _hint_with_text(judge) == "perfect"
    assert _hint_with_text(make_storyteller("fair", "clocktower", 0)) == "unrelated"
