"""New roles and boards outside the package (rulesets/engine/custom): role files in TOML and
Python, board files, the variants they make, and errors that name the file and the line."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import rulesets
from rulesets.engine import FirstPolicy
from rulesets.engine.custom import Design, DesignError

from tests.design_support import role_toml, toy, write_design
from tests.kernel_toys import play_out

PY_ROLE = '''\
"""预言者 (Prophet): on the first night, learns the card of one other living player."""

from rulesets.engine import RoleSpec, SkillSpec, Step, ask_target
from rulesets.engine.roles import INFORMATION

PARAMS = {"uses": 1}
SEE = SkillSpec("see", "预见", "預見", "See", "首夜", "Learn the card of another living player.",
                ("其他存活",), intent=INFORMATION)
ROLE = RoleSpec("prophet", "预言者", "預言者", "Prophet", camp="good", side="god", skills=(SEE,))


def see(g, me, inst):
    if inst.used >= PARAMS["uses"]:
        return
    t = yield from ask_target(g, me, SEE.id, g.living(but=me))
    if t is not None:
        inst.used += 1
        g.result(me, SEE.id, t, g.appearance(t, me).role)


NIGHT = [(Step("预言者<预见>", see, skill=SEE.id), "after:seal")]
'''

SEAL_BOARD = '''\
name = "seal_test"
ruleset = "seal"
roles = "roles"
replace = { villager = ["watchman", "prophet"] }
'''


@pytest.fixture
def seal_design(tmp_path):
    path = write_design(tmp_path, {"watchman.toml": role_toml("watchman", "learn_wolf",
                                                             camp="good", place="after:knife"),
                                   "prophet.py": PY_ROLE}, SEAL_BOARD)
    return Design.load(path)


def error_of(tmp_path, roles: dict, board: str) -> DesignError:
    path = write_design(tmp_path, roles, board)
    with pytest.raises(DesignError) as err:
        Design.load(path)
    return err.value


# -- variants ------------------------------------------------------------------------------------
def test_a_seal_board_with_a_toml_and_a_python_role_plays_and_replays_exactly(seal_design):
    v = rulesets.register(seal_design.variant())
    assert v.family == "seal" and v.id == "seal.seal_test"
    assert seal_design.cards.count("villager") == 5 and {"watchman", "prophet"} <= set(seal_design.cards)
    labels = [s.label for s in v.schedules[0].steps()]
    assert labels.index("预言者<预见>") == labels.index("4 月女") + 1
    assert labels.index("watchman<watchman技能>") == labels.index("12 狼人指刀") + 1
    for seed in range(3):
        g = play_out(v.new_game(seed), seed=seed)
        again = v.replay(g.record())
        assert [e.to_json() for e in again.events] == [e.to_json() for e in g.events]
        assert again.winner == g.winner
    assert v.presentation.rulebook["prophet"].startswith("预言者 (Prophet)")
    assert {"watchman", "prophet"} <= v.presentation.reading.key_roles  # gods, like seal's


def test_results_of_a_new_role_reach_its_seat_only(seal_design):
    v = rulesets.register(seal_design.variant())
    for seed in range(6):
        g = play_out(v.new_game(seed), seed=seed)
        for e in g.events:
            if e.kind == "result" and e.data["skill"] in ("see", "watchman_skill"):
                holder = next(s.index for s in g.seats if s.role.id in ("prophet", "watchman")
                              and s.role.skills[0].id == e.data["skill"])
                assert e.audience == frozenset({holder})


def test_the_base_ruleset_is_untouched_by_a_variant(seal_design):
    seal = rulesets.get("seal")
    before = [r.id for r in seal.roles]
    seal_design.variant()
    assert [r.id for r in seal.roles] == before and seal.n_seats({}) == 24
    assert "watchman" not in seal.names.roles and seal.scheduled(seal.schedules[0]) is seal.schedules[0]


def test_a_dark_moon_board_draws_its_dark_moon_camp_from_the_new_cards_too(tmp_path):
    role = role_toml("lookout", "learn_camp", camp="village", side="god", place="end")
    path = write_design(tmp_path, {"lookout.toml": role},
                        'ruleset = "dark_moon"\nroles = "roles"\nreplace = { guard = "lookout" }\n')
    v = rulesets.register(Design.load(path).variant())
    marked = set()
    for seed in range(40):
        g = v.new_game(seed)
        dm = [s for s in g.seats if s.camp == "dark_moon"]
        assert sorted(s.side for s in dm) == ["god", "villager", "wolf"]
        marked |= {s.role.id for s in dm}
        if seed < 4:
            play_out(g, seed=seed)
            assert g.over
    assert "lookout" in marked


def test_a_worker_rebuilds_a_variant_from_its_spec_text_alone(seal_design, tmp_path):
    spec = seal_design.spec(without="watchman")
    for f in (tmp_path / "roles").iterdir():
        f.unlink()  # no file left: the text is all a worker has
    code = textwrap.dedent(f"""
        import json, sys
        import rulesets
        from tests.kernel_toys import play_out
        v = rulesets.ensure(sys.stdin.read())
        g = play_out(v.new_game(5), seed=5)
        print(json.dumps([v.id, sorted(set(v.cards({{}}))), g.winner, len(g.decisions)]))
    """)
    out = subprocess.run([sys.executable, "-c", code], input=spec, capture_output=True, text=True,
                         check=True, cwd=str(Path(__file__).resolve().parents[1]))
    vid, cards, winner, n = json.loads(out.stdout)
    here = rulesets.ensure(spec)
    g = play_out(here.new_game(5), seed=5)
    assert vid == here.id == "seal.seal_test-without-watchman" and "watchman" not in cards
    assert (winner, n) == (g.winner, len(g.decisions))


def test_tuned_parameters_of_both_kinds_of_role(seal_design):
    assert seal_design.tunable() == {"watchman.watchman_skill.uses": 0.0, "watchman.uses": 0.0,
                                     "prophet.uses": 1.0}
    v = seal_design.variant(params={"prophet.uses": 0, "watchman.uses": 1})
    assert v.id == "seal.seal_test@prophet.uses=0@watchman.uses=1"
    g = play_out(v.new_game(2), seed=2)
    assert not [e for e in g.events if e.kind == "result" and e.data["skill"] == "see"]
    assert len([d for d in g.decisions if d[1] == "watchman_skill" and d[2] != 0]) <= 1
    with pytest.raises(KeyError, match="cannot tune"):
        seal_design.variant(params={"fox.uses": 2})


# -- errors with the file and the line ------------------------------------------------------------
TOY_BOARD = 'ruleset = "village6"\nroles = "roles"\nreplace = { villager = "sage" }\n'


@pytest.fixture(autouse=True)
def _toy():
    toy()


def test_bad_toml_syntax_names_the_line(tmp_path):
    err = error_of(tmp_path, {"sage.toml": '[role]\nid = "sage"\nzh = \n'}, TOY_BOARD)
    assert err.path.endswith("sage.toml") and err.line == 3 and "not valid TOML" in str(err)


def test_an_unknown_effect_names_the_line_of_the_effect(tmp_path):
    text = role_toml("sage", "learn_everything")
    err = error_of(tmp_path, {"sage.toml": text}, TOY_BOARD)
    line = text.splitlines().index('effect = "learn_everything"') + 1
    assert (err.line, err.path.endswith("sage.toml")) == (line, True)
    assert "unknown effect 'learn_everything'" in str(err) and "learn_wolf" in str(err)


def test_an_unknown_key_of_a_skill_names_its_line(tmp_path):
    text = role_toml("sage", "learn_wolf", extra='colour = "blue"\n')
    err = error_of(tmp_path, {"sage.toml": text}, TOY_BOARD)
    assert err.line == len(text.splitlines()) and "colour" in str(err)


def test_a_place_that_is_not_in_the_night_order_names_its_line_and_the_steps(tmp_path):
    text = role_toml("sage", "learn_wolf", place="after:sunrise")
    err = error_of(tmp_path, {"sage.toml": text}, TOY_BOARD)
    assert err.line == text.splitlines().index('place = "after:sunrise"') + 1
    assert "'check'" in str(err) and "'protect'" in str(err)


def test_a_role_without_its_rulebook_paragraph_is_refused(tmp_path):
    text = role_toml("sage", "learn_wolf").replace('rulebook = "sage: a test role."\n', "")
    err = error_of(tmp_path, {"sage.toml": text}, TOY_BOARD)
    assert err.line == 1 and "rulebook" in str(err)


def test_an_unknown_camp_is_named(tmp_path):
    err = error_of(tmp_path, {"sage.toml": role_toml("sage", "learn_wolf", camp="pirates")}, TOY_BOARD)
    assert "unknown camp 'pirates'" in str(err) and "village" in str(err) and err.line == 1


@pytest.mark.parametrize("text,line,words", [
    ('"""A role."""\nROLE = (\n', 2, "syntax error"),
    ('"""A role."""\nX = 1\nROLE = 1 / 0\n', 3, "ZeroDivisionError"),
    ('"""A role."""\nfrom rulesets.engine import RoleSpec\nX = 2\n', 1, "ROLE = RoleSpec"),
    ('from rulesets.engine import RoleSpec\nROLE = RoleSpec("sage", "s", "s", "S", camp="village")\n',
     1, "docstring"),
])
def test_python_role_errors_name_the_line(tmp_path, text, line, words):
    err = error_of(tmp_path, {"sage.py": text}, TOY_BOARD)
    assert err.path.endswith("sage.py") and err.line == line and words in str(err)


@pytest.mark.parametrize("board,line,words", [
    ('ruleset = "village6"\nroles = "roles"\nreplace = { villager = "sagee" }\n', 3, "unknown role 'sagee'"),
    ('ruleset = "village7"\n', 1, "unknown ruleset 'village7'"),
    ('ruleset = "village6"\nseats = 7\n', 2, "`seats` = 7 but the board has 6 cards"),
    ('ruleset = "village6"\ncolour = 1\n', 2, "unknown key `colour`"),
    ('ruleset = "village6"\nroles = "roles"\ncards = ["wolf", "wolf",\n  "sage", "seer*2"]\n', 4,
     "dealt"),
    ('ruleset = "village6"\n[options]\nmax_days = "ten"\n', 2, "must be int"),
    ('ruleset = "village6"\nreplace = { piper = "seer" }\n', 2, "unknown role 'piper'"),
])
def test_board_errors_name_the_line(tmp_path, board, line, words):
    (tmp_path / "roles").mkdir()
    (tmp_path / "roles" / "sage.toml").write_text(role_toml("sage", "learn_wolf"))
    path = tmp_path / "board.toml"
    path.write_text(board)
    if "sage" in board and "seer*2" in board:  # the list form: a card name that is not dealt
        path.write_text(board.replace('"seer*2"', '"seer*2", "unknown_card"'))
        words, line = "unknown role 'unknown_card'", 4
    with pytest.raises(DesignError) as err:
        Design.load(path)
    assert err.value.path == str(path) and err.value.line == line and words in str(err.value)


def test_the_command_prints_the_file_and_line_and_exits_2(tmp_path, capsys):
    from arena.cli import main
    text = role_toml("sage", "learn_everything")
    path = write_design(tmp_path, {"sage.toml": text}, TOY_BOARD)
    assert main(["playtest", str(path), "--workers", "0", "--run-dir", str(tmp_path / "run")]) == 2
    err = capsys.readouterr().err
    line = text.splitlines().index('effect = "learn_everything"') + 1
    assert f"sage.toml:{line}: skill 'sage_skill': unknown effect" in err


def test_a_ruleset_without_a_night_order_cannot_take_night_roles(tmp_path, monkeypatch):
    base = toy()
    monkeypatch.setattr(type(base), "schedules", ())
    err = error_of(tmp_path, {"sage.toml": role_toml("sage", "learn_wolf")}, TOY_BOARD)
    assert "declares no night order" in str(err)


def test_ids_clash_with_built_in_cards(tmp_path):
    err = error_of(tmp_path, {"seer.toml": role_toml("seer", "learn_wolf")}, TOY_BOARD)
    assert "already taken" in str(err)


def test_a_first_storyteller_deals_the_cards_in_board_order(tmp_path):
    path = write_design(tmp_path, {"sage.toml": role_toml("sage", "learn_wolf")}, TOY_BOARD)
    v = Design.load(path).variant()
    g = v.new_game(0, storyteller=FirstPolicy())
    assert [s.role.id for s in g.seats] == ["wolf", "wolf", "seer", "doctor", "sage", "villager"]
    with pytest.raises(ValueError, match="exactly the board's cards"):
        v.new_game(0, deal=["wolf"] * 6)
