"""Rules-adjudication scenarios (tests/scenarios/seal/*.toml) and the scenario runner itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arena import scenarios
from arena.scenarios import ScenarioError, compare, load, main, run

HERE = Path(__file__).parent
FILES = sorted((HERE / "scenarios" / "seal").glob("*.toml"))
CLOCKTOWER = sorted((HERE / "scenarios" / "clocktower").glob("*.toml"))

SEATS = """seats = [
  "月女", "馴熊師", "烏鴉", "狐貍", "騎士", "名媛", "守墓人", "演員",
  "混血兒", "平民", "平民", "平民", "平民", "平民", "平民", "平民",
  "白狼王", "黑狼王", "戰狼", "狼美人", "石像鬼", "夢魘", "惡靈", "吹笛者",
]
"""


def write(tmp_path: Path, body: str, head: str = 'ruleset = "seal"\nstop_after = "night 1"\n',
          name: str = "case.toml") -> Path:
    path = tmp_path / name
    path.write_text(head + SEATS + body, encoding="utf-8")
    return path


def outcome_of(path: Path) -> tuple[dict, list[str]]:
    sc = load(path)
    out = run(sc)
    return out, compare(sc, out)


XINGHAN = sorted((HERE / "scenarios" / "xinghan").glob("*.toml"))


# -- every scenario file ------------------------------------------------------------------------
def test_there_are_enough_scenarios():
    assert len(FILES) >= 60
    assert len(XINGHAN) >= 80


def test_there_are_enough_clocktower_scenarios():
    assert len(CLOCKTOWER) >= 120


ALL_FILES = FILES + XINGHAN + CLOCKTOWER


@pytest.mark.parametrize("path", ALL_FILES, ids=[f"{p.parent.name}/{p.stem}" for p in ALL_FILES])
def test_scenario(path: Path):
    sc = load(path)
    assert sc.name and sc.rule, f"{path.name}: every scenario needs a name and a rule line"
    diffs = compare(sc, run(sc))
    assert not diffs, "\n".join(diffs)


# -- the runner ---------------------------------------------------------------------------------
KNIFE_10 = """
[knife]
"night 1" = 10
"""


def test_a_wrong_expectation_fails_with_a_readable_difference(tmp_path):
    path = write(tmp_path, KNIFE_10 + '\n[expect]\ndeaths = { "night 1" = [11] }\nwinner = "wolf"\n')
    _, diffs = outcome_of(path)
    assert "deaths in night 1: expected [11], got [10]" in diffs
    assert "winner: expected 'wolf', got 'none'" in diffs


def test_record_expectations_report_what_is_missing_and_what_is_unexpected(tmp_path):
    path = write(tmp_path, KNIFE_10 + """
[expect]
told = [{ kind = "knife_target", target = 11 }, { kind = "knife_target", absent = true }]
""")
    _, diffs = outcome_of(path)
    assert len(diffs) == 2
    assert diffs[0].startswith('told: nothing matching {"kind": "knife_target", "target": 11}')
    assert '"target": 10' in diffs[0]  # the near miss is shown
    assert diffs[1].startswith('told: expected none matching {"kind": "knife_target"}')


def test_an_illegal_scripted_answer_fails(tmp_path):
    path = write(tmp_path, """
[[act]]
phase = "night 1"
seat = 1
skill = "封印"
target = 1
""")
    out, diffs = outcome_of(path)
    assert len(diffs) == 1
    assert "seat 1 is not legal for seat 1's 'seal' decision in night 1" in diffs[0]
    assert "[[act]] #1" in diffs[0] and "legal: pass, seat 2" in diffs[0]
    assert out["errors"] == diffs


def test_an_answer_expected_illegal_but_legal_fails(tmp_path):
    path = write(tmp_path, """
[[act]]
phase = "night 1"
seat = 1
skill = "封印"
target = 2
illegal = true
""")
    _, diffs = outcome_of(path)
    assert diffs and "expected seat 2 to be refused" in diffs[0]


def test_an_unused_act_fails_and_says_why(tmp_path):
    path = write(tmp_path, """
[[act]]
phase = "night 1"
seat = 10
skill = "封印"
target = 2

[[act]]
phase = "night 2"
seat = 1
skill = "封印"
target = 2

[[act]]
phase = "night 1"
seat = 17
skill = "自爆"
""")
    _, diffs = outcome_of(path)
    assert len(diffs) == 3
    assert "never used — seat 10 was asked nothing in night 1" in diffs[0]
    assert "never used — the game stopped after night 1 before night 2" in diffs[1]
    assert "seat 17 was asked knife in night 1" in diffs[2]


def test_targets_answer_repeated_decisions_and_shorthands_expand(tmp_path):
    path = write(tmp_path, """
[[act]]
phase = "night 1"
seat = 24
skill = "迷惑"
targets = [10, 11, 12]

[votes]
"day 1" = [{ 1 = 10, 2 = 11 }, { 3 = 10 }]

[run]
"day 1" = [5]
""", head='ruleset = "seal"\nstop_after = "day 1"\n')
    out, diffs = outcome_of(path)
    assert diffs == []
    assert out["charmed"] == [10, 11, 12] and out["sheriff"] == 5
    assert out["deaths"]["day 1"] == [10]


def test_night_deaths_belong_to_the_night_even_before_dawn(tmp_path):
    out, _ = outcome_of(write(tmp_path, KNIFE_10))
    assert out["deaths"] == {"night 1": [10]}
    assert out["end_phase"] == "night 1" and out["winner"] == "none"


def test_unscripted_decisions_take_the_documented_default():
    class D:
        legal, default = [0, 5, 6], 5
    assert scenarios.default_answer(D()) == 0
    D.legal = [5, 6]
    assert scenarios.default_answer(D()) == 5


@pytest.mark.parametrize("text, problem", [
    ('ruleset = "seal"\nseats = [', "not valid TOML"),
    ('ruleset = "nope"\n' + SEATS, "unknown ruleset 'nope'"),
    ('ruleset = "seal"\nseats = ["月女"]\n', "seats must list the 24 roles in seat order (got 1)"),
    ('ruleset = "seal"\n' + SEATS.replace("月女", "月亮"), "seats[1]: unknown role '月亮'"),
    ('ruleset = "seal"\n' + SEATS + '[[act]]\nphase = "night 1"\nseat = 30\nskill = "封印"\n',
     "[[act]] #1: seat must be a number from 1 to 24, got 30"),
    ('ruleset = "seal"\n' + SEATS + '[[act]]\nphase = "evening"\nskill = "封印"\n',
     "phase must look like"),
    ('ruleset = "seal"\n' + SEATS + '[[act]]\nphase = "night 1"\nskill = "飛行"\n',
     "unknown skill or decision '飛行'"),
    ('ruleset = "seal"\n' + SEATS + '[expect]\ndeths = {}\n', "[expect]: unknown key(s) deths"),
    ('ruleset = "seal"\n' + SEATS + '[board]\nmax_days = "x"\n', "[board]: seal: board option"),
    ('ruleset = "seal"\nsed = 3\n' + SEATS, "unknown key(s) sed"),
])
def test_a_malformed_file_gives_a_clear_error(tmp_path, text, problem):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load(path)
    assert str(err.value).startswith(str(path) + ": ")
    assert problem in str(err.value)


def test_cli_reports_pass_fail_and_errors(tmp_path, capsys):
    good = write(tmp_path, KNIFE_10 + '\n[expect]\ndeaths = { "night 1" = [10] }\n', name="good.toml")
    assert main([str(good)]) == 0
    assert capsys.readouterr().out.startswith(f"PASS {good}")
    wrong = write(tmp_path, KNIFE_10 + '\n[expect]\ndeaths = { "night 1" = [] }\n', name="wrong.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("ruleset = = 1", encoding="utf-8")
    assert main([str(good), str(wrong), str(bad)]) == 1
    text = capsys.readouterr().out
    assert f"FAIL {wrong}" in text and "    - deaths in night 1: expected [], got [10]" in text
    assert f"ERROR {bad}: not valid TOML" in text and "Traceback" not in text
    assert text.rstrip().endswith("1 passed, 2 failed")


def test_cli_json_prints_the_outcome_in_the_expect_shape(tmp_path, capsys):
    good = write(tmp_path, KNIFE_10)
    assert main([str(good), "--json"]) == 0
    [report] = json.loads(capsys.readouterr().out)
    assert report["status"] == "PASS" and report["differences"] == []
    out = report["outcome"]
    assert out["deaths"] == {"night 1": [10]} and out["sheriff"] == "none"
    assert set(out) >= scenarios.EXPECT_KEYS | {"sheriff", "deputy", "charmed"}
    sc = load(good)
    sc.expect = {k: v for k, v in out.items() if k in ("deaths", "alive", "winner", "end_phase")}
    assert compare(sc, run(sc)) == []


def test_every_active_skill_and_procedure_is_scripted_somewhere(seal):
    scripted: set[str] = set()
    for path in FILES:
        for act in load(path).acts:
            scripted |= {act.kind, act.gate or "", act.follow[0] if act.follow else ""}
            scripted |= {ans[1] for ans in act.answers if ans[0] == "option"}
    skills = {s.id for r in seal.roles for s in r.skills} | {p.id for p in seal.procedures}
    not_scripted = {seal.presentation.scenario.kinds.get(s, s) for s in skills} - scripted
    assert not_scripted <= {"war_wolf_immunity", "last_words"}  # passive; speech content


def test_the_documented_example_passes(tmp_path):
    doc = (HERE.parent / "docs" / "scenarios.md").read_text(encoding="utf-8")
    example = doc.split("```toml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "example.toml"
    path.write_text(example, encoding="utf-8")
    out, diffs = outcome_of(path)
    assert diffs == []


def test_a_skill_name_several_cards_share_is_the_acting_seats_own():
    """暗月强化 is every 神职's boost and 杀害 every demon's kill: a scenario naming it for a seat
    means that seat's card's skill; without a seat it is the first card's, as before."""
    from arena.scenarios.reader import Reader
    import rulesets
    dm = rulesets.get("dark_moon")
    r = Reader(dm, 21)
    r.cards = ["witch", "guard"]
    assert r.skill("暗月强化", "t", 0) == "witch_boost"
    assert r.skill("暗月强化", "t", 1) == "guard_boost"
    assert r.skill("暗月强化", "t") == dm.names.skills[dm.names.key("暗月强化")].id
    ct = rulesets.get("clocktower")
    r = Reader(ct, 12)
    r.cards = ["po", "imp"]
    assert (r.skill("杀害", "t", 0), r.skill("杀害", "t", 1)) == ("po_kill", "imp_kill")
