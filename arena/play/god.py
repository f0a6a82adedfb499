"""What only the god view shows besides the events: every private action (the answers given
outside the day, where the table saw none of them) and every out with its cause and source,
each placed where it happened (``Game.answered``, ``Game.outs_log``)."""

from __future__ import annotations

from typing import Any

from rulesets.engine import Game
from rulesets.engine.presentation import Namer

#: how a line of each kind opens, per language
HEADS = {"act": {"zh": "【行动】", "en": "[action] "}, "out": {"zh": "【出局】", "en": "[out] "}}


def cause_text(r: Namer, game: Game, cause: str) -> str:
    """The cause of an out in the reader's language: the ruleset's word for it, else the name
    of the skill it is the id of, else the id made readable."""
    words = game.ruleset.presentation.causes.get(cause)
    if words is not None:
        return r.words(words)
    name = r.skill(cause)
    if name != cause:
        return name
    try:
        return r.role(cause)  # a card's own doing (a role id)
    except KeyError:
        return cause.replace("_", " ").replace(":", ": ")


def _who(r: Namer, game: Game, seat: int) -> str:
    return f"{r.seat(seat)} {r.role(game.seats[seat].original_role.id)}" if seat < game.n \
        else r.seat(seat)


def action_lines(r: Any, game: Game) -> list[tuple[int, str]]:
    """``(events before it, text)`` for every answer given outside a day phase (night and
    setup actions: who, the skill or decision, the answer; ``default`` when it was a
    fallback)."""
    head = HEADS["act"]["zh" if r.zh else "en"]
    fell = {f["decision"] for f in game.fallbacks}
    default = "（默认）" if r.zh else " (default)"
    out = []
    for i, ((seat, kind, choice), (at, phase)) in enumerate(zip(game.decisions, game.answered)):
        if phase.startswith("day"):
            continue  # a day's answers are the public speeches and votes
        sep = "：" if r.zh else ": "
        out.append((at, f"{head}{_who(r, game, seat)} {r.skill(kind)}{sep}{r.act(choice)}"
                        + (default if i in fell else "")))
    return out


def out_lines(r: Namer, game: Game) -> list[tuple[int, str]]:
    """``(events before it, text)`` for every out: who, the cause and the seat that caused it."""
    head = HEADS["out"]["zh" if r.zh else "en"]
    out = []
    for at, seat, cause, source in game.outs_log:
        why = cause_text(r, game, cause)
        if r.zh:
            by = f"，来自{r.seat(source)}" if source is not None else ""
            out.append((at, f"{head}{_who(r, game, seat)}：{why}{by}"))
        else:
            by = f", by {r.seat(source)}" if source is not None else ""
            out.append((at, f"{head}{_who(r, game, seat)}: {why}{by}"))
    return out


def god_notes(r: Any, game: Game, story: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The storyteller's lines, the private actions and the outs, in the order they happened
    (a stable sort: at one place, the storyteller's decisions come first)."""
    return sorted(story + action_lines(r, game) + out_lines(r, game), key=lambda n: n[0])
