"""炼金术士 (line 201-208): the storyteller's setup pick of the minion its 炼金 gives, the bag that
honours 相克2-5, the same pick recorded by the game (so a record replays it), and its hooks."""

from __future__ import annotations

import random

import pytest

import rulesets
from rulesets.clocktower import setup
from rulesets.clocktower.roles import BY_ID, alchemist
from rulesets.engine import RandomPolicy

CT = rulesets.get("clocktower")


class Draws(RandomPolicy):
    """The seeded storyteller, but the 炼金术士 is drawn among the townsfolk when offered and its
    minion is ``want`` when that is among the options."""

    def __init__(self, seed: int, want: str) -> None:
        super().__init__(seed)
        self.want = want

    def choose(self, call):
        if call.why == alchemist.PICK and self.want in call.options:
            return list(call.options).index(self.want)
        if call.why == "townsfolk" and "alchemist" in call.options:
            return list(call.options).index("alchemist")
        return super().choose(call)


def _picks(g) -> tuple[list, list]:
    drawn = [e[5] for e in g.story.log if e[1] == alchemist.PICK and e[0] == "deal_pick"]
    made = [e[5] for e in g.story.log if e[1] == alchemist.PICK and e[0] == "decide"]
    return drawn, made


@pytest.mark.parametrize("want", ["marionette", "spy", "widow", "organ_grinder", "mastermind",
                                  "poisoner"])
def test_the_bag_honours_the_pick_and_the_game_records_the_same_pick(want):
    """相克2-5 (lines 205-208): a picked 提线木偶 / 间谍 / 寡妇 / 街头风琴手 is in play, a picked 主谋
    is not; the draft's pick is the game's (ruling CT-alchemist-pick); the setup stays legal."""
    seen = 0
    for seed in range(40):
        g = CT.new_game(seed, {}, None, Draws(seed, want))
        roles = [s.role.id for s in g.seats]
        drawn, made = _picks(g)
        if "alchemist" not in roles or "kazali" in roles:
            continue
        setup.check(g.deal, g.board)
        assert drawn and made == drawn[-1:], (seed, drawn, made)
        if made == [want]:
            seen += 1
            if want == "mastermind":
                assert "mastermind" not in roles
            elif want in alchemist.MUST_PLAY:
                assert want in roles
    assert seen >= 20, seen


def test_a_dealt_mastermind_is_swapped_out_and_a_missing_spy_swapped_in():
    """The swaps keep the counts: the minion taken out has no [配板] ability."""
    class Pick:
        def __init__(self, want):
            self.want = want

        def deal_pick(self, options, why):
            return self.want if why == alchemist.PICK else options[0]
    deal = ["imp", "mastermind", "poisoner", "alchemist", "chef", "empath", "monk", "soldier",
            "mayor", "fortune_teller", "drunk", "recluse"]
    chosen = list(deal)
    setup._alchemist(chosen, Pick("mastermind"))
    assert "mastermind" not in chosen and sum(BY_ID[c].side == "minion" for c in chosen) == 2
    setup.check(chosen, {})
    chosen = list(deal)
    setup._alchemist(chosen, Pick("spy"))
    assert "spy" in chosen and chosen[1] == "spy" and "poisoner" in chosen
    offered: dict[str, list] = {}

    class Record:
        def deal_pick(self, options, why):
            offered[why] = list(options)
            return "spy" if why == alchemist.PICK else options[0]
    chosen = ["imp", "baron", "poisoner", "alchemist", "chef", "empath", "monk", "drunk",
              "recluse", "sweetheart", "goon", "soldier"]
    setup._alchemist(chosen, Record())
    assert offered["alchemist minion out"] == ["poisoner"]  # never the [配板] 男爵
    assert "baron" in chosen and "spy" in chosen
    assert set(offered[alchemist.PICK]) <= set(alchemist.pool())
    setup.check(chosen, {})


def test_a_drafted_game_with_the_alchemist_replays_exactly():
    for seed in range(6):
        g = CT.new_game(seed, {}, None, Draws(seed, "spy"))
        rng = random.Random(seed)
        while not g.over:
            d = g.pending
            g.answer(d.legal[rng.randrange(len(d.legal))])
        again = CT.replay(g.record())
        assert again.winner == g.winner and len(again.events) == len(g.events)


def test_the_pick_honours_the_table_with_a_given_deal():
    """With the deal given (a scenario), the storyteller's options are those the table honours."""
    deal = ["washerwoman", "librarian", "investigator", "chef", "alchemist", "empath", "imp",
            "fortune_teller", "mastermind", "poisoner", "drunk", "sweetheart"]
    g = CT.new_game(0, deal=deal)
    opts = alchemist.options(g)
    assert "mastermind" not in opts and "spy" not in opts and "marionette" not in opts
    assert "poisoner" in opts and "boffin" in opts
