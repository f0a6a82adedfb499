"""Speech turns: structured speech acts, and what may interrupt them (自爆, 決鬥, 退水)."""

from __future__ import annotations

from rulesets.engine import PASS, Decision, Game, PhaseEnds

from .common import st
from .roles import evil_spirit, knight, white_wolf_king

#: speech acts a scripted agent may chain in one turn (LLM agents add free text instead)
ACTS_PER_TURN = 3


def can_explode(g: Game, seat: int) -> bool:
    s = g.seats[seat]
    return s.alive and s.camp == "wolf" and evil_spirit.can_explode(g, seat)


def _acts(g: Game, seat: int) -> list[int]:
    """``[PASS]`` + speech acts about every other seat the table sees in play (shared list)."""
    return g.choices.speech_acts(g.present(but=seat))


def speech_turn(g: Game, seat: int, segment: str):
    """One player's speech in ``segment`` (``election``, ``exile``, ``pk``)."""
    table = g.choices
    specials: list[int] = []
    if can_explode(g, seat):
        specials.append(table.option("explode"))
    if knight.can_duel(g, seat, segment) and g.seats[seat].alive:
        specials.append(table.option("duel"))
    if segment == "election" and seat in st(g).candidates:
        specials.append(table.option("withdraw"))
    acts = _acts(g, seat)  # [PASS, *speech acts], shared: never mutate
    legal = table.with_specials(specials, acts)
    info = {"segment": segment}
    for _ in range(ACTS_PER_TURN):
        c = yield Decision(seat, "speech", legal, PASS, info)
        if c == PASS:
            return
        if c in specials:
            what = table.decode(c).arg
            specials.remove(c)
            legal = table.with_specials(specials, acts)
            if what == "explode":
                yield from explode(g, seat)
            elif what == "duel":
                yield from knight.duel(g, seat)
                if not g.seats[seat].alive:
                    return
            else:  # withdraw (退水)
                st(g).candidates.discard(seat)
                g.emit("withdraw", seat=seat)
            continue
        g.speak(seat, c, segment)


def last_words(g: Game, seat: int):
    """遺言: speech acts only, nothing else."""
    acts = _acts(g, seat)
    for _ in range(ACTS_PER_TURN):
        c = yield Decision(seat, "last_words", acts, PASS, {})
        if c == PASS:
            return
        g.speak(seat, c, "last_words")


def explode(g: Game, seat: int):
    """自爆 (ruling S4): flip (白狼王) or show wolf, die at once, the day ends."""
    from .deaths import day_death
    from .sheriff import count_election_explosion
    state = st(g)
    state.exploded_today = True
    role = g.seats[seat].role
    g.emit("explode", seat=seat, role=role.id if role.id == white_wolf_king.ROLE.id else None)
    if state.in_election:
        count_election_explosion(g)
    evil_spirit.on_explode(g, seat)
    victims = [(seat, "explode")]
    if role.id == white_wolf_king.ROLE.id:
        taken = yield from white_wolf_king.on_explode(g, seat)
        if taken is not None:
            g.emit("take", seat=seat, target=taken)
            victims.append((taken, "take"))
    yield from day_death(g, victims, last_words=False)
    raise PhaseEnds("explode")
