"""The god view's deal line shows a card that changed during the game with its original."""

from __future__ import annotations

import random

import rulesets
from arena.play.transcript import transcript


def test_a_changed_card_is_shown_with_its_original():
    rs = rulesets.get("seal")
    g = rs.new_game(0)
    rng = random.Random(0)
    while not g.over:
        d = g.pending
        g.answer(d.legal[rng.randrange(len(d.legal))])
    changed = [s for s in g.seats if s.role.id != s.original_role.id]
    assert changed  # seed 0: an infected seat
    head = transcript(g, "en", god=True).splitlines()[0]
    s = changed[0]
    assert f"#{s.index + 1} {s.original_role.en} → {s.role.en}" in head
    unchanged = next(x for x in g.seats if x.role.id == x.original_role.id)
    assert f"#{unchanged.index + 1} {unchanged.role.en}" in head
