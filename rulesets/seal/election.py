"""The sheriff election (有警長競選, ruling S5): candidacy, speeches, the vote with PK."""

from __future__ import annotations

from rulesets.engine import Game, ask_option
from rulesets.engine.seating import ring_from

from .badge import become_sheriff
from .common import table
from .speech import speech_turn
from .voting import vote_with_pk


def election(g: Game):
    state = table(g)
    state.in_election = True
    g.emit("election")
    runners: list[int] = []
    everyone = g.present()
    for s in everyone:  # declared secretly, revealed together: a runner may ask them at once
        yes = yield from ask_option(g, s, "run", ["run"], batch=everyone)
        if yes:
            runners.append(s)
    state.candidates = set(runners)
    g.emit("candidates", seats=runners)
    if runners:
        start = g.story.pick_seat(runners, "first election speaker")
        for s in ring_from(start, g.n):
            if s in state.candidates:
                yield from speech_turn(g, s, "election")
    remaining = sorted(state.candidates)
    state.candidates = set()  # 退水 ends when the voting starts: not in the PK speeches (S5)
    voters = [s for s in g.present() if s not in runners]
    elected = None
    if len(remaining) == 1:
        elected = remaining[0]
    elif remaining:
        elected = yield from vote_with_pk(g, "elect", voters, remaining, dict, None)
    state.in_election = False
    state.election_pending = False
    if elected is None:
        state.badge_lost = True
        g.emit("badge_lost", reason="election")
        return
    yield from become_sheriff(g, elected)
