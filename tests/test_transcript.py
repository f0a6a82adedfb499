"""The god view: the deal line shows a card that changed during the game with its original,
every private action and every out with its cause are shown, English has no Chinese word, and
weighted vote totals say why."""

from __future__ import annotations

import random
import re

import pytest

import rulesets
from arena.play.transcript import transcript


def test_a_changed_card_is_shown_with_its_original():
    rs = rulesets.get("seal")
    for seed in range(40):  # the first random game with an infected seat
        g = rs.new_game(seed)
        rng = random.Random(seed)
        while not g.over:
            d = g.pending
            g.answer(d.legal[rng.randrange(len(d.legal))])
        changed = [s for s in g.seats if s.role.id != s.original_role.id]
        if changed:
            break
    assert changed, "no random seal game in 40 with a changed card"
    head = transcript(g, "en", god=True).splitlines()[0]
    s = changed[0]
    assert f"#{s.index + 1} {s.original_role.en} → {s.role.en}" in head
    unchanged = next(x for x in g.seats if x.role.id == x.original_role.id)
    assert f"#{unchanged.index + 1} {unchanged.role.en}" in head


CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def _played(ruleset: str, seed: int):
    from agents.registry import make_agent
    from arena.play.match import play_game
    rs = rulesets.get(ruleset)
    n = rs.n_seats(rs.board({}))
    return play_game(ruleset, seed, [make_agent("heuristic", ruleset) for _ in range(n)],
                     agent_key="k")


@pytest.mark.parametrize("ruleset", rulesets.available())
def test_the_english_god_view_has_no_chinese_and_shows_actions_and_outs(ruleset):
    """Every ruleset's English god view: no Chinese word (the rulesets' presentation data),
    every private action outside the day and every out with its cause, where it happened."""
    g = _played(ruleset, 3)
    text = transcript(g, "en", god=True)
    leaks = sorted({line.strip() for line in text.splitlines() if CJK.search(line)})
    assert not leaks, leaks[:5]
    night = [i for i, (_, phase) in enumerate(g.answered) if not phase.startswith("day")]
    assert text.count("[action] ") == len(night) > 0
    assert text.count("[out] ") == len(g.outs_log) > 0
    for _, seat, _, _ in g.outs_log:
        assert f"[out] #{seat + 1} {g.seats[seat].original_role.en}: " in text
    assert "Game over. Winner: " in text and " win." not in text
    zh = transcript(g, "zh", god=True)
    assert zh.count("【出局】") == len(g.outs_log) and "【行动】" in zh


def test_weighted_vote_totals_are_explained():
    """seal's sheriff (2.5 votes) and deputy (1.5), and the crow's +2: the totals say so."""
    from rulesets.engine.templates import weighing

    class R:
        zh = False

        @staticmethod
        def seat(s):
            return f"#{s + 1}"
    d = {"weights": {"22": 2.5, "6": 1.5}, "bonus": {"2": 2.0}}
    assert weighing(R, d) == " (#23's ballot counts 2.5, #7's ballot counts 1.5; #3 +2 extra)"
    g = _played("seal", 3)
    votes = [e for e in g.events if e.kind == "votes" and e.data.get("weights")]
    assert votes  # a sheriff voted
    text = transcript(g, "en")
    for e in votes:
        for v, w in e.data["weights"].items():
            assert f"#{int(v) + 1}'s ballot counts {w:g}" in text


def test_xinghan_vote_totals_say_which_ballots_weigh_more_but_not_whom_the_curse_doubled():
    """星汉: the worker's bonus and the die's extra weigh a ballot (said in the totals); the
    诅咒's target is a secret (暗记，被选中的玩家不公示, ruling X27): the public votes event and
    the transcript never name it, though the doubled totals are published."""
    seen = set()
    for seed in (1, 2, 3, 4):
        g = _played("xinghan", seed)
        text = transcript(g, "en")
        for e in g.events:
            if e.kind != "votes":
                continue
            for v, w in (e.data.get("weights") or {}).items():
                assert f"#{int(v) + 1}'s ballot counts {w:g}" in text
                seen.add("weights")
            assert "doubled" not in e.data
        assert " doubled" not in text
    assert "weights" in seen


def test_the_html_viewer_shows_the_actions_and_outs_behind_the_screen():
    from arena.reports.viewer import STORY_TAB, viewer_data
    g = _played("seal", 3)
    record = g.record()
    data = viewer_data(record, g, "en")
    behind = [e["text"] for e in data["events"] if e["channel"] == STORY_TAB]
    assert sum(t.startswith("[out] ") for t in behind) == len(g.outs_log)
    assert any(t.startswith("[action] ") for t in behind)
