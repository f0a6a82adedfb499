"""The engine's building blocks: codec, votes, seating, boards, answers, determinism, replay."""

from __future__ import annotations

import json

import pytest

import rulesets
from arena.play.records import RecordError, read_record, replay_record, write_record
from rulesets.engine import PASS, YES, BoardError, IllegalChoice
from rulesets.engine.seating import neighbours, order_ending_with
from rulesets.engine.votes import tally, top

from .conftest import random_game


def test_codec_round_trips_every_answer(seal):
    table = seal.choice_table(24)
    seen = set()
    for i in range(table.size):
        ch = table.decode(i)
        seen.add((ch.kind, ch.arg, ch.wolf))
    assert len(seen) == table.size  # every integer means something different
    assert table.decode(PASS).kind == "pass" and table.decode(YES).kind == "yes"
    assert table.decode(table.target(23)) == ("target", 23, None)
    assert table.decode(table.option("duel")).arg == "duel"
    assert table.decode(table.claim("fox")).arg == "fox"
    assert table.decode(table.report(5, True)) == ("report", 5, True)
    assert table.decode(table.report(5, False)) == ("report", 5, False)
    with pytest.raises(ValueError):
        table.decode(table.size)


def test_weighted_vote_in_half_votes():
    # sheriff (2.5) alone beats two plain voters (2), and the crow's +2 ties them
    totals = tally({0: 7, 1: 8, 2: 8}, {0: 5})
    assert totals == {7: 5, 8: 4}
    assert top(totals) == [7]
    assert top(tally({0: 7, 1: 8, 2: 8}, {0: 5}, {8: 4})) == [8]
    assert top(tally({0: 7, 1: 8}, {})) == [7, 8]  # a tie
    assert top(tally({0: None}, {})) == []          # everyone abstained


def test_ring_neighbours_skip_the_dead():
    alive = {0, 1, 5, 23}
    assert neighbours(0, 24) == (23, 1)
    assert neighbours(1, 24, lambda s: s in alive) == (0, 5)
    assert neighbours(0, 24, lambda s: s == 0) == (0, 0)
    assert order_ending_with(3, 6, True, range(6)) == [4, 5, 0, 1, 2, 3]
    assert order_ending_with(3, 6, False, [0, 2, 3, 5]) == [2, 0, 5, 3]


def test_bad_board_options_are_clear_errors(seal):
    with pytest.raises(BoardError, match="unknown board option 'wolves'"):
        seal.new_game(1, {"wolves": 3})
    with pytest.raises(BoardError, match="must be int"):
        seal.new_game(1, {"max_days": "ten"})
    with pytest.raises(ValueError, match="needs 24 roles"):
        seal.new_game(1, deal=["villager"] * 3)
    with pytest.raises(KeyError, match="unknown role"):
        seal.new_game(1, deal=["nobody"] * 24)
    with pytest.raises(KeyError, match="unknown ruleset"):
        rulesets.get("chess")


def test_illegal_answer_raises_and_fallback_is_recorded(seal):
    g = seal.new_game(3)
    d = g.pending
    bad = max(d.legal) + 1
    with pytest.raises(IllegalChoice, match="not legal"):
        g.answer(bad)
    assert g.answer_or_default(bad) is True
    assert g.fallbacks[0]["given"] == bad and g.fallbacks[0]["used"] == d.default
    assert g.decisions[-1] == (d.seat, d.kind, d.default)


def test_same_seed_and_decisions_give_the_same_game():
    a, b = random_game(11), random_game(11)
    assert [e.to_json() for e in a.events] == [e.to_json() for e in b.events]
    assert a.winner == b.winner
    assert [s.role.id for s in random_game(12).seats] != [s.role.id for s in a.seats]


def test_record_replays_to_the_identical_game(tmp_path):
    g = random_game(5)
    path = tmp_path / "game.json"
    write_record(path, g.record())
    again = replay_record(read_record(path))
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]
    assert again.winner == g.winner


def test_corrupt_records_give_clear_errors(tmp_path):
    p = tmp_path / "bad.json"
    p.write_text("{not json", encoding="utf-8")
    with pytest.raises(RecordError, match="not a valid record"):
        read_record(p)
    p.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    with pytest.raises(RecordError, match="not a game record"):
        read_record(p)
    record = random_game(5).record()
    record["decisions"][10][2] = 99999
    with pytest.raises(RecordError, match="does not replay"):
        replay_record(record)
    record = random_game(5).record()
    record["winner"] = "nobody"
    with pytest.raises(RecordError):
        replay_record(record)
    with pytest.raises(RecordError, match="cannot read"):
        read_record(tmp_path / "missing.json")


def test_free_speech_text_is_public_and_reasoning_stays_private(seal):
    g = seal.new_game(4)
    while g.pending.kind != "speech":
        g.answer(g.pending.default)
    speaker = g.pending.seat
    act = g.choices.claim("fox")
    g.answer(act, text="x" * 5000, reasoning="I am lying about the fox")
    speech = [e for e in g.events if e.kind == "speech"][-1]
    assert speech.audience is None and speech.data["seat"] == speaker
    assert speech.data["text"] == "x" * 600  # bounded
    assert all("lying" not in json.dumps(e.to_json()) for e in g.events)
    record = g.record()
    assert next(iter(record["notes"].values()))["reasoning"] == "I am lying about the fox"
    again = seal.replay(record)
    assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]
    # text on a non-speech decision is ignored, never shown
    while g.pending.kind == "speech" or g.pending.kind == "last_words":
        g.answer(g.pending.default)
    n = len(g.events)
    g.answer(g.pending.default, text="secret")
    assert all("secret" not in json.dumps(e.to_json()) for e in g.events[n:])
