"""星汉灿烂 (xinghan): what the scenario files cannot say — bad deals and boards, the <传音>
message bound, the win model's priority on crafted tables, the night order as data, random
games ending and replaying exactly."""

from __future__ import annotations

import random

import pytest

import rulesets
from rulesets.engine import BoardError, GameOver, PASS
from rulesets.xinghan import deal as dealing
from rulesets.xinghan.common import CAMPS
from rulesets.xinghan.night import NIGHT
from rulesets.xinghan.roles import ROLES, demon_fox
from rulesets.xinghan.roles.treasure import whisper_text
from rulesets.xinghan.state import STAB_ORDER
from rulesets.xinghan.win import WIN

XH = rulesets.get("xinghan")
CARDS = list(dealing.CARDS)


def play(seed: int, board=None):
    g = XH.new_game(seed, board)
    rng = random.Random(seed)
    while not g.over:
        d = g.pending
        g.answer(d.legal[rng.randrange(len(d.legal))])
    return g


# -- the deal and the board --------------------------------------------------------------------------
def test_the_board_is_one_card_of_each_of_the_23_roles():
    assert len(ROLES) == 23 == len(set(CARDS))
    counts = {}
    for r in ROLES:
        counts[r.camp] = counts.get(r.camp, 0) + 1
    assert counts == {"wolf": 4, "fox": 3, "gambler": 3, "poison_sage": 2, "treasure": 3,
                      "piper": 2, "mirror": 1, "undetermined": 5}
    for seed in range(5):
        assert sorted(XH.new_game(seed).deal) == sorted(CARDS)


def test_a_deal_of_the_wrong_size_names_the_rule():
    with pytest.raises(ValueError, match="line 16"):
        XH.check_deal(XH.board(None), CARDS[:-1])


@pytest.mark.parametrize("deal,rule", [
    (CARDS[:-1] + ["wolf_queen"], "lines 18-25, 164"),
    (["wolf_queen@fox"] + CARDS[1:], "line 47"),
])
def test_a_deal_the_rulebook_forbids_names_the_rule(deal, rule):
    with pytest.raises(ValueError, match=rule):
        XH.new_game(0, deal=deal)


@pytest.mark.parametrize("board,words", [
    ({"rounds": 0}, "'rounds' must be from 1 to 20"),
    ({"rounds": 1}, "min_posts 5 cannot be met in 1 rounds"),
    ({"max_days": 3}, "'max_days' must be from 6 to 100"),
    ({"cards": 1}, "'cards' must be bool"),
    ({"sheriff": True}, "unknown board option 'sheriff'"),
])
def test_a_bad_board_option_is_a_clear_error(board, words):
    with pytest.raises(BoardError, match=words):
        XH.board(board)


# -- <传音> -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,kept", [
    ("宝藏在十三号，守宝人快来", "宝藏在十三号，守宝人快"),      # 11 characters: the comma is free
    ("seat 13 is the treasure keeper, go go go!", "seat 13 is the treasure keeper, go go go!"),
    ("one two three four five six seven eight nine ten eleven",
     "one two three four five six seven eight nine ten"),        # an English word is one unit
    ("狼后是5号!!", "狼后是5号!!"),
])
def test_a_whisper_keeps_ten_units_punctuation_free(text, kept):
    assert whisper_text(text) == kept


def test_a_whisper_reaches_the_keeper_with_its_text_and_replays():
    g = XH.new_game(3, {"cards": False}, deal=CARDS)
    treasure, keeper = CARDS.index("treasure"), CARDS.index("treasure_keeper")
    while not g.over and g.phase != "night 1" or (g.pending and g.pending.kind != "whisper"):
        d = g.pending
        g.answer(PASS if PASS in d.legal else d.default)
        if g.phase == "day 2":
            pytest.fail("no whisper asked on night 1")
    d = g.pending
    assert d.seat == treasure
    act = g.choices.accuse(0)
    g.answer(act, "狼后是一号，快勾魂！hello world again")
    told = [e for e in g.events if e.kind == "whisper"]
    assert [(sorted(e.audience), e.data) for e in told] == \
        [([keeper], {"act": act, "text": "狼后是一号，快勾魂！hello world"})]
    again = XH.replay(g.record())
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]


# -- the night order as data -----------------------------------------------------------------------------
def test_the_night_runs_the_rulebooks_steps_in_order():
    import re
    numbers = [float(m.group(1)) for st in NIGHT.steps()
               if (m := re.match(r"（(-?[0-9.]+)）", st.label))]
    assert numbers == sorted(numbers) and numbers[0] == -2 and numbers[-1] == 16
    assert STAB_ORDER.index("kill:stolen") < STAB_ORDER.index("kill") < STAB_ORDER.index("die_kill")
    copies = [st.label for st in NIGHT.steps() if st.label.endswith("（镜）")]
    assert "（11）狼后：选择<杀人>的目标（镜）" in copies       # the copy right after the original
    labels = [st.label for st in NIGHT.steps()]
    assert labels.index("（11）狼后：选择<杀人>的目标（镜）") == labels.index("（11）狼后：选择<杀人>的目标") + 1


def test_the_fox_may_steal_night_skills_neither_forced_nor_limited():
    g = XH.new_game(0, deal=CARDS)
    steal = {c: demon_fox.stealable(g, i) for i, c in enumerate(CARDS)}
    assert steal["wolf_queen"] == ["kill"]                     # not <传位> (强制)
    assert steal["ranger"] == ["verify", "bedrock"]            # not 天罡护体 / 守护
    assert steal["iron_pillar"] == ["curse"] and steal["angel"] == []
    assert steal["treasure"] == ["prophecy"] and steal["ghost"] == []


# -- winning -------------------------------------------------------------------------------------------
def table(alive, camps=None, piped=(), peaceful=0, score=0, day=2):
    g = XH.new_game(0, deal=CARDS)
    for s in g.seats:
        s.alive = s.index + 1 in alive
        s.camp = (camps or {}).get(s.index + 1, s.role.camp if s.role.camp != "undetermined"
                                   else "undetermined")
    g.state.piped = set(p - 1 for p in piped)
    g.state.peaceful = peaceful
    g.state.mirror_kills = score            # the counter reads reflected skills + copied kills
    g.day = day
    g.phase = f"day {day}"
    return g


def test_the_priority_is_the_rulebooks():
    assert WIN.priority == ("mirror", "piper", "gambler", "poison_sage", "treasure", "fox", "wolf")
    assert set(WIN.priority) == set(CAMPS)


def test_simultaneous_wins_go_by_priority_and_only_one_camp_wins():
    # piper (no wolf/treasure/gambler), fox (no wolf/sage/gambler) and the mirror (score 6)
    g = table(alive={5, 6, 16, 18}, score=6)
    won = WIN.winners(g)
    assert [c for c, _ in won] == ["mirror", "piper", "fox"]
    with pytest.raises(GameOver) as over:
        WIN.judge(g)
    assert over.value.winner == "mirror"


def test_a_lost_camp_cannot_win_and_its_living_members_still_count():
    # the wolves all piped: lost; alive, they still block the piper's and the fox's conditions
    g = table(alive={1, 2, 5, 16, 13, 8}, piped={1, 2})
    assert WIN.winners(g) == []
    assert "wolf" in g.lost
    # the gambler camp all piped is lost: at five living it cannot win by 存活人数为5
    g = table(alive={8, 1, 5, 16, 13}, piped={8})
    WIN.winners(g)
    assert "gambler" in g.lost and all(c != "gambler" for c, _ in WIN.winners(g))


def test_the_last_unlost_camp_wins_and_all_lost_at_once_is_a_draw():
    g = table(alive={1, 2, 23})
    with pytest.raises(GameOver) as over:
        WIN.judge(g)
    assert over.value.winner == "wolf"
    g = table(alive={23})
    with pytest.raises(GameOver) as over:
        WIN.judge(g)
    assert over.value.winner is None


def test_peaceful_nights_and_day_six_are_judged_at_their_checkpoints():
    g = table(alive=set(range(1, 24)), peaceful=3)
    assert WIN.winners(g, instant_only=True) == []
    assert WIN.winners(g)[0][0] == "poison_sage"
    g = table(alive=set(range(1, 24)), day=6)
    assert WIN.winners(g)[0][0] == "treasure"
    g = table(alive=set(range(1, 24)), day=6, camps={13: "wolf", 14: "fox"})
    assert WIN.winners(g) == []                                 # neither is treasure camp now


# -- whole games ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_random_games_end_and_replay_exactly(seed):
    g = play(seed)
    assert g.over and (g.winner in CAMPS or g.winner is None)
    again = XH.replay(g.record())
    assert again.over and again.winner == g.winner
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]


def test_a_language_model_seat_writes_the_whisper(monkeypatch):
    """The LLM agent is asked for free text on a decision the ruleset bounds (<传音>), and the
    engine keeps ten units of it."""
    import json

    from agents.base import SeatView
    from agents.llm import agent as llm
    from agents.llm.client import CallResult
    from agents.llm.config import LLMConfig

    g = XH.new_game(3, {"cards": False}, deal=CARDS)
    while not (g.phase == "night 1" and g.pending.kind == "whisper"):
        d = g.pending
        g.answer(PASS if PASS in d.legal else d.default)
    d = g.pending
    act = g.choices.accuse(0)
    number = [c for c in d.legal if c != PASS].index(act) + 1  # named options: 1..k, pass 0

    async def fake(cfg, messages, schema, name, rng, max_tokens=None):
        assert "text" in schema["properties"]          # free text is asked for
        return CallResult(json.dumps({"choice": number, "text": "一号是狼后一号是狼后快来勾魂"}))
    monkeypatch.setattr(llm, "complete", fake)
    agent = llm.LLMAgent(LLMConfig(base_url="http://unused.invalid/v1", model="m", lang="zh"))
    agent.reset(d.seat, 3)
    answer = agent.act(SeatView.of(d, g.n, g.inbox[d.seat], g.choices, XH))
    g.answer(answer.choice, answer.text)
    whisper = next(e for e in g.events if e.kind == "whisper")
    assert whisper.data == {"act": act, "text": "一号是狼后一号是狼后"}


def test_the_storytellers_seat_picks_are_recorded_as_seats():
    """The first poster, a reflection's new target and the 传位 heir are seats: recorded as
    seats, so that the god view names them (not a bare 0-based index that reads as the seat
    before)."""
    from arena.play.story import story_lines
    from envs.text import TextRenderer

    g = play(2)
    picks = [e for e in g.story.log if e[1] in ("first poster", "reflect", "abdicate")]
    assert {"first poster", "reflect"} <= {e[1] for e in picks}
    assert all(isinstance(e[5], dict) and set(e[5]) == {"seat"} for e in picks), picks
    first = next(e for e in picks if e[1] == "first poster")
    speech = next(e for e in g.events if e.kind == "speech")
    assert first[5] == {"seat": speech.data["seat"]}
    lines = [t for _at, t in story_lines(TextRenderer(XH, g.choices, "zh"), g.story.log, XH.presentation.story)]
    assert f"【说书人】首位发帖者：{speech.data['seat'] + 1}号" in lines


def test_the_vote_result_never_names_the_cursed_role():
    """<诅咒>…（暗记），被选中的玩家不公示 (line 148): the published count holds the doubled total
    (统计投票结果并公布, line 60) but no field of the public ``votes`` event names the cursed role."""
    from pathlib import Path

    from arena.scenarios import load, run

    path = Path(__file__).parent / "scenarios" / "xinghan" / "curse_target_not_named_with_the_totals.toml"
    votes = [a for a in run(load(path))["announcements"] if a["kind"] == "votes"]
    assert votes and votes[0]["totals"] == {"2": 2, "3": 1}
    assert all(set(a) <= {"phase", "stage", "kind", "vote", "round", "ballots", "totals", "weights",
                          "bonus"} for a in votes), votes
