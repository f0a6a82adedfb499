"""Speech turns: structured speech acts, and what may interrupt them (自爆, 決鬥, 退水)."""

from __future__ import annotations

from rulesets.engine import ACTS_PER_TURN, PASS, Decision, Game, PhaseEnds, speech_acts

from . import badge
from .common import WOLF, table
from .deaths import day_death
from .roles import evil_spirit, knight, white_wolf_king


def can_explode(g: Game, seat: int) -> bool:
    """A wolf the table still sees in play may self-explode on its own speech turn: a night-1
    victim whose death is not announced yet too, or its missing option would tell it that it
    died (ruling S47)."""
    s = g.seats[seat]
    return s.camp == WOLF and (s.alive or not s.death_public) and evil_spirit.can_explode(g, seat)


def speech_turn(g: Game, seat: int, segment: str):
    """One player's speech in ``segment`` (``election``, ``exile``, ``pk``)."""
    table_ = g.choices
    specials: list[int] = []
    if can_explode(g, seat):
        specials.append(table_.option("explode"))
    if knight.can_duel(g, seat, segment) and g.seats[seat].alive:
        specials.append(table_.option("duel"))
    if segment == "election" and seat in table(g).candidates:
        specials.append(table_.option("withdraw"))
    acts = speech_acts(g, seat)  # [PASS, *speech acts], shared: never mutate
    legal = table_.with_specials(specials, acts)
    info = {"segment": segment}
    for _ in range(ACTS_PER_TURN):
        c = yield Decision(seat, "speech", legal, PASS, info)
        if c == PASS:
            return
        if c in specials:
            what = table_.decode(c).arg
            specials.remove(c)
            legal = table_.with_specials(specials, acts)
            if what == "explode":
                yield from explode(g, seat)
            elif what == "duel":
                yield from duel(g, seat)
                if not g.seats[seat].alive:
                    return
            else:  # withdraw (退水)
                table(g).candidates.discard(seat)
                g.emit("withdraw", seat=seat)
            continue
        g.speak(seat, c, segment)


def duel(g: Game, seat: int):
    """騎士 duels from its speech turn; a won duel ends the day at once."""
    loser, night_falls = yield from knight.duel(g, seat)
    if night_falls:
        # 立刻進入下一晚: nobody who dies in the duel's wake (殉情, the 黑狼王's take) speaks (S51)
        table(g).duel_won_today = True
        yield from day_death(g, [(loser, "duel")], last_words=False)
        raise PhaseEnds("duel")  # 立刻進入下一晚 (also when 戰狼 survives: ruling S21)
    yield from day_death(g, [(loser, "duel")])  # 否則騎士死亡，原有環節繼續


def explode(g: Game, seat: int):
    """自爆 (ruling S4): flip (白狼王) or show wolf, die at once, the day ends."""
    state = table(g)
    state.exploded_today = True
    flips = white_wolf_king.flips(g, seat)
    g.emit("explode", seat=seat, role=g.seats[seat].role.id if flips else None)
    if state.in_election:
        badge.count_election_explosion(g)
    evil_spirit.on_explode(g, seat)
    victims = [(seat, "explode")]
    if flips:
        taken = yield from white_wolf_king.on_explode(g, seat)
        if taken is not None:
            g.emit("take", seat=seat, target=taken)
            victims.append((taken, "take"))
    yield from day_death(g, victims, last_words=False)
    raise PhaseEnds("explode")
