"""哪吒: the rewrite table of 银狼<以太编程> (``rulesets/nezha/rewrite.py``, rulings N333-N335)."""

from __future__ import annotations

import pytest

import rulesets
from rulesets.nezha import rewrite
from rulesets.nezha.common import table
from rulesets.nezha.night import NIGHT
from rulesets.nezha.roles import DECISIONS, ROLES, SPECIALS, TRIGGER_RUNS

NEZHA = rulesets.get("nezha")


def test_every_rewritable_skill_exists_and_settles_where_its_words_are_looked_up():
    """A skill offered by 以太编程 is a real skill, and settles inside ``settling``: a night
    step, the 杀人, a [正午] skill on a post, a skill fired by an out or 轰雷斩 after the vote."""
    skills = {s.id for r in ROLES for s in r.skills} | {s.id for s in DECISIONS} | {"kill"}
    # 轰雷斩 settles in its own after-vote hook (scenario silver_wolf_rewrites_the_thunder_slash)
    settled = ({s.skill for b in NIGHT.blocks for s in b.steps if s.skill}
               | {sp.option for sp in SPECIALS} | set(TRIGGER_RUNS) | {"kill", "thunder_slash"})
    for skill, words in rewrite.WORDS.items():
        assert skill in skills, skill
        assert skill in settled, skill
        assert words and len(set(words)) == len(words), skill
        for w in words:
            assert w in rewrite.DAMAGE_WORDS or w in rewrite.COMMON_STATUSES, (skill, w)


def test_what_a_word_may_become():
    assert rewrite.targets_of("kill") == ("pierce", "lethal")
    assert "guard" in rewrite.targets_of("undying")       # 守护：∞
    assert "karmic" not in rewrite.targets_of("silence")  # not on the list of fourteen
    assert "silence" not in rewrite.targets_of("silence")
    with pytest.raises(ValueError, match="neither a damage kind nor a common status"):
        rewrite.targets_of("lovers")                        # 非常见状态无法修改


def test_a_rewrite_acts_for_its_seat_and_skill_only_and_ends_at_the_next_noon():
    g = NEZHA.new_game(1, {"players": 12})
    with pytest.raises(ValueError, match="no rewritable word"):
        rewrite.rewrite(g, 0, "antidote", "kill", "lethal")
    with pytest.raises(ValueError, match="cannot be rewritten"):
        rewrite.rewrite(g, 0, "antidote", "guard", "karmic")
    rewrite.rewrite(g, 0, "antidote", "guard", "bewitched")
    assert rewrite.rewritten(g, 0, "antidote") == ("guard", "bewitched")
    assert rewrite.word(g, 0, "guard") == "guard"           # nothing settling
    with rewrite.settling(g, 0, "antidote"):
        assert rewrite.word(g, 0, "guard") == "bewitched"
        assert rewrite.word(g, 1, "guard") == "guard"       # another seat's status
        assert rewrite.word(g, 0, "tough") == "tough"       # another word
        with rewrite.settling(g, 0, "cure"):
            assert rewrite.word(g, 0, "guard") == "guard"   # another skill of the seat
    assert not table(g).settling
    made = g.day
    g.day = made + 1
    rewrite.expire(g)
    assert rewrite.rewritten(g, 0, "antidote") is None
    assert any(e.kind == "ether_end" and e.data == {"skill": "antidote"} for e in g.events)
