"""哪吒 吹笛 (part 2): 混乱2's steered use breaking through statuses and a lost skill, the card's
constants, and the 身份属性 on a red card."""

from __future__ import annotations

import rulesets
from rulesets.nezha import compel
from rulesets.nezha.roles import IMPLEMENTED, piper
from rulesets.nezha.statuses import give, permanent

NEZHA = rulesets.get("nezha")
SEATS = ["凭依灵", "大法官", "医生", "阴阳使者", "灵媒师", "道士", "范海辛", "奇迹商人",
         "大野狼", "恐怖分子", "吹笛", "假面"]
SPIRIT, WOLF, PIPER = 0, 8, 10


def _game():
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in SEATS]
    return NEZHA.new_game(0, {"players": 12, "cards": False}, deal=ids)


def _play_to(g, phase: str) -> None:
    while not g.over and g.phase != phase:
        g.answer(g.pending.default)
    while not g.over and g.phase == phase:
        g.answer(g.pending.default)


def _results(g, skill: str) -> list[tuple[tuple[int, ...], int]]:
    return [(tuple(sorted(e.audience)), e.data["target"]) for e in g.events
            if e.kind == "result" and e.data.get("skill") == skill]


def test_a_steered_skill_breaks_through_silence_and_a_lost_skill():
    """以此使用的[指定]技能…可以突破[状态]…[已失去技能]…的限制，无条件使用出该技能 (line 700): a
    silenced 凭依灵 that lost 灵魂凭依 still uses it on the named wolf; the piper learns the
    feedback beside it, and the lent skill is gone after the night."""
    g = _game()
    seat = g.seats[SPIRIT]
    give(g, SPIRIT, "taciturn", PIPER)
    assert piper.piped(g, SPIRIT)
    give(g, SPIRIT, "silence", None, until="night_end")
    seat.skills = [k for k in seat.skills if k.id != "possess"]
    compel.order(g, compel.Steer(SPIRIT, "possess", (WOLF,), PIPER, 1, holds=piper._holds))
    _play_to(g, "night 1")
    assert (tuple(sorted((SPIRIT, PIPER))), WOLF) in _results(g, "possess")
    assert seat.skill("possess") is None


def test_a_steer_lapses_when_the_user_no_longer_holds_the_piping():
    """The steer holds only while the user holds a permanent [寡言] (N305): lifted, the 凭依灵 acts
    as it would (by default it uses nothing) and nobody learns a possession."""
    g = _game()
    give(g, SPIRIT, "taciturn", PIPER)
    compel.order(g, compel.Steer(SPIRIT, "possess", (WOLF,), PIPER, 1, holds=piper._holds))
    piper.on_any_out(g, PIPER, "test")           # the 身份属性 lifts every permanent [寡言]
    assert not permanent(g, SPIRIT, "taciturn")
    assert any(e.kind == piper.OUT_NOTICE and e.audience is None for e in g.events)
    _play_to(g, "night 1")
    assert _results(g, "possess") == []


def test_a_steered_limited_skill_already_spent_is_used_again_and_stays_spent():
    """突破[限定]…并消耗限定与次数 (line 700): a 大法官 whose 审判 is spent is made to judge two
    roles; the trial council forms, and 审判 is still spent after."""
    g = _game()
    judge = 1
    inst = g.seats[judge].skill("trial")
    inst.data["charges"] = 0
    give(g, judge, "taciturn", PIPER)
    compel.order(g, compel.Steer(judge, "trial", (3, 4), PIPER, 1, holds=piper._holds))
    _play_to(g, "night 1")
    assert any(e.kind == "trial" and sorted(e.data["seats"]) == [judge, 3, 4] for e in g.events)
    assert inst.data["charges"] == 0


def test_the_xth_skill_and_the_count():
    """第X个技能 counts the card's printed skills (N303); the count fits the skill (N304)."""
    assert piper.MOST_SKILLS >= max(len(r.skills) for r in IMPLEMENTED)
    g = _game()
    assert piper.nth_skill(g, SPIRIT, 1).id == "possess"
    assert piper.nth_skill(g, SPIRIT, 9) is None
    assert piper.fits(g, SPIRIT, "possess", [WOLF])
    assert not piper.fits(g, SPIRIT, "possess", [WOLF, 1])
    assert not piper.fits(g, SPIRIT, "possess", [])
    assert piper.fits(g, 1, "trial", [3, 4]) and not piper.fits(g, 1, "trial", [3])
    assert piper.fits(g, SPIRIT, "ask_mirror", list(range(7)))
    assert piper.fits(g, SPIRIT, "moon_eclipse", [1, 2, 3, 4])      # 12 living: 4
    assert compel.steerable_skill(g, "possess") and not compel.steerable_skill(g, "trial_vote")


def _run(flow, answers: list[int]) -> None:
    """Drive a flow, answering its questions in order (a pass once the answers run out)."""
    from rulesets.engine import PASS
    try:
        flow.send(None)
        while True:
            flow.send(answers.pop(0) if answers else PASS)
    except StopIteration:
        pass


def test_only_the_first_chaos_on_a_role_in_a_day_counts():
    """若一天内对同一个角色发动了多个混乱2效果同理 (line 702): the second 混乱2 on the charmed 凭依灵
    spends its charge and changes nothing; the first one's names are used that night."""
    g = _game()
    give(g, SPIRIT, "taciturn", PIPER)
    while g.phase != "day 2":
        g.answer(g.pending.default)
    inst = g.seats[PIPER].skill(piper.CHAOS.id)
    c = g.choices
    for named in (WOLF, 2):
        _run(piper._drive(g, PIPER, inst), [c.target(SPIRIT), c.option("nth:1"), c.target(named)])
    assert inst.data["charges"] == 1
    told = [e for e in g.events if e.kind == piper.STEERED]
    assert len(told) == 1 and told[0].data["seats"] == [WOLF] and set(told[0].audience) == {SPIRIT}
    _play_to(g, "night 2")
    assert (tuple(sorted((SPIRIT, PIPER))), WOLF) in _results(g, "possess")


def _sage_game():
    seats = ["清晰者", "九天圣人", "医生", "阴阳使者", "灵媒师", "道士", "范海辛", "奇迹商人",
             "大野狼", "恐怖分子", "吹笛", "帝尊魔皇"]
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in seats]
    return NEZHA.new_game(0, {"players": 12, "cards": False}, deal=ids)


def test_a_steered_guard_is_the_named_one_even_silenced_or_lost():
    """光明守护 is asked at 黑暗守护's step (one guard a night): 混乱2 reaches either (N350).  A
    silenced 九天圣人 that lost both guards is made to use its first, 黑暗守护: nobody is asked
    which guard, the named role is [坚韧] that night, both lent guards are gone after."""
    from rulesets.nezha.statuses import has
    g = _sage_game()
    sage, medium = 1, 4
    seat = g.seats[sage]
    assert compel.steerable_skill(g, "light_guard") and compel.steerable_skill(g, "dark_guard")
    give(g, sage, "taciturn", PIPER)
    give(g, sage, "silence", None, until="night_end")
    seat.skills = [k for k in seat.skills if k.id not in ("dark_guard", "light_guard")]
    compel.order(g, compel.Steer(sage, "dark_guard", (medium,), PIPER, 1, holds=piper._holds))
    tough = []
    while not g.over and g.phase != "day 2":
        assert not (g.pending.kind == "guard_choice" and g.pending.seat in (sage, PIPER))
        tough.append(has(g, medium, "tough"))
        g.answer(g.pending.default)
    assert any(tough)
    assert seat.skill("dark_guard") is None and seat.skill("light_guard") is None
