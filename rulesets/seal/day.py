"""The day: (election,) dawn announcements, the exile speeches, the exile vote and its PK."""

from __future__ import annotations

from rulesets.engine import Game, GameOver, PhaseEnds
from rulesets.engine.seating import order_ending_with, ring_from
from rulesets.engine.votes import with_statuses

from .badge import appoint_deputy, on_death, speaking_direction, vote_weights
from .common import table
from .deaths import TAKES, day_death
from .election import election
from .last_words import last_words
from .roles import bear_tamer, crow
from .speech import speech_turn
from .voting import vote_with_pk


def play(g: Game):
    state = table(g)
    g.begin("day")
    g.emit("day_breaks", day=g.day)
    state.exploded_today = state.duel_won_today = False
    if state.election_pending and not state.badge_lost:
        try:
            yield from election(g)
        except PhaseEnds:
            pass
    yield from dawn(g)
    if not state.exploded_today:
        try:
            yield from exile(g)
        except PhaseEnds:
            pass
    state.slander = None  # the +2 lapses with the day's first exile vote (ruling S8)
    g.expire("day_end")
    if g.day >= g.board["max_days"]:
        raise GameOver(None, f"day limit ({g.board['max_days']}) reached")


def dawn(g: Game):
    """Ruling S41 (4)-(5): deaths, badge, suspicion reveal, bear, crow, 黑狼王, last words."""
    state = table(g)
    victims = [s.index for s in g.seats if not s.death_public]
    sheriff_before = state.sheriff  # one appointment per dawn (ruling S7)
    for s in victims:
        g.seats[s].death_public = True
    g.emit("dawn_deaths", seats=victims)
    for s in victims:
        yield from on_death(g, s)
    if state.reveal_pending is not None:
        t = state.reveal_pending
        state.reveal_pending = None
        g.emit("reveal", seat=t, role=g.seats[t].role.id)
    g.emit("bear", growl=bear_tamer.announcement(g))
    if state.slander is not None:
        g.emit("slander", seat=state.slander)
    yield from g.triggers.drain(g, TAKES)  # the night's takes, after the announcement (S25)
    g.judge(instant_only=False)
    if (state.sheriff is not None and state.sheriff == sheriff_before
            and state.exploded_today is False):
        # 在獲得警徽或天亮時任命…一名: a sheriff who gained the badge during this announcement
        # has made this dawn's appointment on gaining it (ruling S7)
        yield from appoint_deputy(g)
    if g.night == 1 and g.day == 1 and not state.exploded_today:
        for s in victims:  # 首夜…死亡玩家有遺言
            yield from last_words(g, s)


def exile(g: Game):
    """放逐投票: speeches in the sheriff's order, the vote (+2 slander), the PK rounds."""
    state = table(g)
    clockwise = yield from speaking_direction(g)
    living = g.living()
    if clockwise is not None:
        order = order_ending_with(state.sheriff, g.n, clockwise, living)
    else:
        dead = state.last_night_deaths
        start = (min(dead) + 1) % g.n if dead else 1  # ruling S6: "or after seat 1 if nobody died"
        order = [s for s in ring_from(start, g.n) if s in set(living)]
    for s in order:
        if g.seats[s].alive:
            yield from speech_turn(g, s, "exile")
    living = g.living()
    bonus = {}
    if state.slander is not None and g.seats[state.slander].alive:
        bonus[state.slander] = crow.SLANDER_BONUS_HALVES
    state.slander = None
    _, bonus = with_statuses(g, {}, bonus)  # declared vote skills

    def weigh() -> dict[int, int]:
        """This round's weights: the badge may change hands in a PK speech (line 93)."""
        return with_statuses(g, vote_weights(g))[0]

    out = yield from vote_with_pk(g, "vote", living, living, weigh, order, bonus)
    if out is None:
        g.emit("no_exile")
        return
    g.emit("exiled", seat=out)
    yield from day_death(g, [(out, "exile")])
