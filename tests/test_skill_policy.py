"""The skill-driven policy (agents/skill): a role nobody wrote a bot for is played from its
declaration — information is gathered and reported, protection goes to a claimed information
role, a pack's kill follows the teammates — on seal, dark_moon and the toy without a heuristic;
on every rulebook's own board it plays exactly like the rulebook's heuristic."""

from __future__ import annotations

import pytest

import rulesets
from rulesets.engine import YES
from rulesets.engine.custom import Design

from agents.registry import make_agent
from agents.skill import SkillPolicy
from arena.play.match import play_game

from tests.design_support import role_toml, toy, write_design

WATCHMAN = role_toml("watchman", "learn_wolf", camp="good", place="after:knife", flags=("限定",),
                     extra="uses = 2\n")
SEAL_BOARD = 'name = "seal_watch"\nruleset = "seal"\nroles = "roles"\nreplace = { villager = "watchman" }\n'


@pytest.fixture(scope="module")
def seal_watch(tmp_path_factory):
    path = write_design(tmp_path_factory.mktemp("seal"), {"watchman.toml": WATCHMAN}, SEAL_BOARD)
    return rulesets.register(Design.load(path).variant())


def play(ruleset, seed: int, spec: str = "skill"):
    n = ruleset.n_seats(ruleset.board_defaults)
    return play_game(ruleset.id, seed, [make_agent(spec, ruleset.id) for _ in range(n)])


def test_a_new_information_role_checks_then_claims_and_reports(seal_watch):
    reported = checked = 0
    for seed in range(6):
        g = play(seal_watch, seed)
        assert not g.fallbacks
        me = next(s.index for s in g.seats if s.role.id == "watchman")
        uses = [c for s, k, c in g.decisions if k == "watchman_skill" and c != 0]
        assert 1 <= len(uses) <= 2
        results = {e.data["target"]: e.data["value"] for e in g.events
                   if e.kind == "result" and e.data["skill"] == "watchman_skill"}
        checked += len(results)
        acts = [g.choices.decode(e.data["act"]) for e in g.events
                if e.kind == "speech" and e.data["seat"] == me]
        reports = {(a.arg, a.wolf) for a in acts if a.kind == "report"}
        claims = [a.arg for a in acts if a.kind == "claim"]
        if acts:
            assert claims[:1] == ["watchman"]
            assert reports <= set(results.items())  # it never lies about what it saw
            reported += len(reports)
    assert checked >= 8 and reported >= 6


def test_the_heuristic_plays_the_variants_known_cards_exactly_as_before(seal_watch):
    """Every seat but the new card's answers like the heuristic (the policy adds, never changes)."""
    g = play(seal_watch, 3)
    h = play(seal_watch, 3, "heuristic")
    me = next(s.index for s in g.seats if s.role.id == "watchman")
    first = next(i for i, (s, k, _) in enumerate(h.decisions) if s == me)
    assert g.decisions[:first] == h.decisions[:first]


@pytest.mark.parametrize("rid", ["seal", "dark_moon", "xinghan", "nezha", "clocktower"])
def test_on_a_rulebooks_own_board_skill_plays_exactly_like_its_heuristic(rid):
    """No card is new, so every decision is the heuristic's, whatever its heuristic is built
    like (nezha's and clocktower's build their beliefs in ``act``; xinghan's keep no
    ``BeliefCore``): the playtest's default agent is the hand-written bot there."""
    r = rulesets.get(rid)
    board = {"players": 12} if rid == "nezha" else None
    n = r.n_seats(r.board(board))
    games = [play_game(rid, 5, [make_agent(spec, rid) for _ in range(n)], board)
             for spec in ("skill", "heuristic")]
    assert games[0].decisions == games[1].decisions
    assert sum(c != 0 for _, _, c in games[0].decisions) > len(games[0].decisions) / 4


def test_a_new_wolf_card_plays_with_its_pack(tmp_path):
    text = role_toml("shade", "block", camp="wolf", side="").replace(
        'side = ""\n', 'side = ""\nknife = true\nchecks_as_wolf = true\n', 1)
    path = write_design(tmp_path, {"shade.toml": text},
                        'ruleset = "seal"\nroles = "roles"\nreplace = { war_wolf = "shade" }\n')
    v = rulesets.register(Design.load(path).variant())
    for seed in range(4):
        g = play(v, seed)
        me = next(s.index for s in g.seats if s.role.id == "shade")
        wolves = {s.index for s in g.seats if s.original_role.camp == "wolf"}
        knives = [c for s, k, c in g.decisions if s == me and k == "knife" and c != 0]
        assert knives and all(g.choices.seat_of(c) not in wolves for c in knives)
        blocks = [g.choices.seat_of(c) for s, k, c in g.decisions if k == "shade_skill" and c != 0]
        assert blocks and not set(blocks) & wolves  # it silences the village, never its pack
        votes = [g.choices.seat_of(c) for s, k, c in g.decisions if s == me and k == "vote" and c != 0]
        assert not set(votes) & wolves


def test_skill_all_plays_built_in_roles_from_their_declared_intents():
    seal = rulesets.get("seal")
    g = play(seal, 2, "skill:all")
    h = play(seal, 2, "heuristic")
    assert not g.fallbacks and g.over
    kinds = {"seal", "favour", "slander", "fear", "gaze"}
    assert [d for d in g.decisions if d[1] in kinds] != [d for d in h.decisions if d[1] in kinds]
    dm = rulesets.get("dark_moon")
    for seed in range(3):
        assert not play(dm, seed, "skill:all").fallbacks


def test_protection_goes_to_a_claimed_information_role():
    """After the seer claims on day 1, the doctor guards it whenever the rule lets it (never
    the same seat two nights running): far more often than another seat."""
    toy_rules = toy()
    policy = SkillPolicy(toy_rules.id)
    to_seer = later = 0
    for seed in range(60):
        g = play(toy_rules, seed)
        assert not g.fallbacks
        seer = next(s.index for s in g.seats if s.role.id == "seer")
        doctor = next(s.index for s in g.seats if s.role.id == "doctor")
        claimed = any(e.kind == "speech" and e.data["seat"] == seer and e.phase == "day 1" and
                      g.choices.decode(e.data["act"]).kind == "claim" for e in g.events)
        protects = [g.choices.seat_of(c) for s, k, c in g.decisions if s == doctor and k == "protect"
                    and c != 0]
        if claimed:
            prev = protects[:1]
            for t in protects[1:]:
                if prev != [seer]:
                    later += 1
                    to_seer += t == seer
                prev = [t]
    assert later >= 5 and to_seer / later > 0.6
    assert policy.inner.name == "plain"  # 村六 has no hand-written bot


def test_a_win_skill_is_always_used():
    from agents.skill.intents import use_untargeted
    assert use_untargeted("win", True) and use_untargeted("win", False)
    assert not use_untargeted("kill", True) and use_untargeted("kill", False)
    assert YES == 1


def test_a_bad_spec_is_refused():
    with pytest.raises(ValueError, match="skill:all"):
        make_agent("skill:some", "seal")
