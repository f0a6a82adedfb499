"""哪吒 镜 (mirror, line 686): what its scenarios cannot show — the win's two counts (reflections
from another camp, kills by hand with the skill 镜像 copied) and when 反射 does not work."""

from __future__ import annotations

from typing import Callable, Optional

import pytest

import rulesets
from rulesets.engine import PASS, Decision, Game
from rulesets.nezha.pack import KILL
from rulesets.nezha.roles import mirror
from rulesets.nezha.skills import instance
from rulesets.nezha.statuses import give
from rulesets.nezha.wins import WIN

NEZHA = rulesets.get("nezha")
SEATS = ["清晰者", "大法官", "医生", "阴阳使者", "灵媒师", "道士", "范海辛", "奇迹商人",
         "大野狼", "恐怖分子", "刺客鸭", "镜"]
ME = 11


def _game() -> Game:
    ids = [next(r.id for r in NEZHA.roles if r.zh == name) for name in SEATS]
    return NEZHA.new_game(0, {"players": 12, "cards": False, "rounds": 1}, deal=ids)


def _drive(g: Game, until: str, answer: Callable[[Game, Decision], Optional[int]]) -> None:
    """Answer every decision (``answer``'s choice, else a pass or the default) until the game
    reaches phase ``until``."""
    while not g.over and g.phase != until:
        d = g.pending
        c = answer(g, d)
        g.answer(c if c is not None else (PASS if PASS in d.legal else d.default))


def _target(g: Game, seat: int) -> int:
    return g.choices.target(seat)


def test_a_kill_by_hand_with_the_copy_counts_the_packs_kill_does_not():
    """镜像 copies 杀人 at day 2's dawn; night 2 the 镜 kills the 大野狼 with it (1 by hand) while
    the pack kills the 清晰者 (not the 镜's)."""
    g = _game()

    def answer(g: Game, d: Decision) -> Optional[int]:
        if d.kind == mirror.IMAGE.id and d.seat == ME:
            return g.choices.option("skill:kill")
        if d.kind == KILL.id and g.phase == "night 2":
            return _target(g, 8 if d.seat == ME else 0)
        return None
    _drive(g, "night 1", answer)
    g.seats[ME].skill(mirror.IMAGE.id).data["seen"] = {"kill": "big_bad_wolf"}
    _drive(g, "day 3", answer)
    assert not g.seats[8].alive and not g.seats[0].alive
    assert [k.id for k in g.seats[ME].skills if k.origin == mirror.ORIGIN] == ["kill"]
    assert mirror.score(g, ME) == 1


def test_a_kill_with_another_kill_is_not_by_the_copy():
    """A 杀人 the 镜 holds from elsewhere (圣诞老狼's present) is not the skill 镜像 gained."""
    g = _game()
    g.grant(ME, [instance(KILL, "present")], "present", notify=False)

    def answer(g: Game, d: Decision) -> Optional[int]:
        if d.kind == KILL.id and d.seat == ME:
            return _target(g, 8)
        return None
    _drive(g, "day 2", answer)
    assert not g.seats[8].alive and mirror.score(g, ME) == 0


def test_reflections_count_only_from_another_actual_camp():
    g = _game()
    mirror.on_reflected(g, ME, "cure", 2, 4)           # 医生: the village
    mirror.on_reflected(g, ME, "kill", 8, 4)           # 大野狼: the wolves
    mirror.on_reflected(g, ME, "kill", ME, 4)          # its own copy: its own camp
    assert mirror.score(g, ME) == 2
    assert list(g.seats[ME].skill(mirror.IMAGE.id).data["seen"]) == ["cure", "kill"]


def test_the_win_needs_more_than_the_living():
    """大于存活人数: 12 living, 12 reflections is not a win, 13 is (and the camp is the one
    judged winner)."""
    g = _game()
    for _ in range(12):
        mirror.on_reflected(g, ME, "kill", 8, 4)
    assert not mirror.outshines(g)
    mirror.on_reflected(g, ME, "detect", 0, 4)
    assert mirror.outshines(g)
    won = WIN.winners(g)
    assert won and won[0] == ("mirror", mirror.CAMP_WINS["mirror"][0].label)


def test_reflection_stops_under_forget_and_when_out():
    """反射 is <强制>: [遗忘] stops it (ruling N45); an out 镜 reflects nothing."""
    g = _game()
    assert mirror.reflects(g, ME)
    give(g, ME, "forget", None)
    assert not mirror.reflects(g, ME)
    g2 = _game()
    g2.go_out(ME, "test", public=True)
    assert not mirror.reflects(g2, ME)


#: the [指定] skills 镜像 may be offered (its option exists), each copied once in the slow run
COPYABLE = sorted({s.id for s in NEZHA.names.skills.values()
                   if "指定" in s.flags and s.implemented and f"skill:{s.id}" in NEZHA.options})
#: a few of them for the default run: the pack's kill, a day skill, a status, a check, a chain
#: stage and a [开局] one
SAMPLE = ("kill", "duel", "charge_slash", "detect", "counter", "cupid_arrow")


def _copy_and_play(skill: str, seed: int, until: str = "day 5") -> Game:
    """镜像 copies ``skill`` at day 2's dawn (the list holds only it); random legal answers
    otherwise; never a dead seat asked what it cannot answer."""
    from tests.test_observability import DEAD_MAY, UNANNOUNCED_MAY
    import random
    rng = random.Random(seed)
    g = _game()
    g.seats[ME].skill(mirror.IMAGE.id).data["seen"] = {skill: "mirror"}
    while not g.over and g.phase != until:
        d = g.pending
        s = g.seats[d.seat]
        assert s.alive or d.kind in DEAD_MAY["nezha"] or NEZHA.acts_while_out(g, d.seat) or (
            not s.death_public and d.kind in UNANNOUNCED_MAY["nezha"]), (skill, d.kind)
        g.answer(g.choices.option(f"skill:{skill}") if d.kind == mirror.IMAGE.id
                 else d.legal[rng.randrange(len(d.legal))])
    return g


def test_the_sample_of_copies_plays_on():
    assert set(SAMPLE) <= set(COPYABLE)
    for skill in SAMPLE:
        g = _copy_and_play(skill, 1)
        assert g.over or g.phase == "day 5"
        assert g.seats[ME].skill(mirror.IMAGE.id).data.get("charges") == 0 or \
            not g.seats[ME].alive


@pytest.mark.slow
@pytest.mark.parametrize("skill", COPYABLE)
def test_every_copy_plays_on(skill):
    for seed in range(3):
        g = _copy_and_play(skill, seed, "day 6")
        assert g.over or g.phase == "day 6"


def test_silenced_it_still_learns_the_new_skills_but_cannot_copy():
    """在持有镜像时，若一直不使用，可以每天得知都有哪些新技能对镜使用过 (line 689): holding 镜像 is
    enough to learn; [沉默] (no non-forced skill) stops the copy."""
    g = _game()
    asked = []

    def answer(g: Game, d: Decision) -> Optional[int]:
        if d.kind == mirror.IMAGE.id:
            asked.append(d.seat)
        return None
    _drive(g, "night 1", answer)
    g.seats[ME].skill(mirror.IMAGE.id).data["seen"] = {"detect": "priest"}
    give(g, ME, "silence", None, until="noon")
    _drive(g, "night 3", answer)
    told = [e for e in g.events if e.kind == mirror.SEEN and ME in e.audience]
    assert [e.data["skills"] for e in told] == [["detect"]] and told[0].phase == "day 2"
    assert asked == [ME]                                 # day 3's dawn: silence is over
