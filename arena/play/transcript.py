"""Readable transcripts of a game: the public view, or the god view with every private event."""

from __future__ import annotations

from typing import Iterable

from envs.text import TextRenderer
from rulesets.engine import Event, Game

from .god import god_notes
from .story import step_orders, story_lines


def transcript(game: Game, lang: str = "zh", god: bool = False) -> str:
    """The game's events as text.  Without ``god`` only public events are shown (what a
    spectator in the room sees); with it, private and group events too, marked with their
    audience, the deal at the top, the storyteller's decisions, every private action and every
    out with its cause where they happened (:mod:`arena.play.god`), and the fallbacks (answers
    replaced by the decision's default)."""
    r = TextRenderer(game.ruleset, game.choices, lang)
    lines: list[str] = []
    if god:
        head = "身份" if lang == "zh" else "Cards"
        dealt = [e.partition("@")[2] for e in getattr(game, "deal", [""] * game.n)]
        lines.append(f"{head}: " + ", ".join(
            f"{r.seat(s.index)} {_card(r, s)}" + (f" ({r.camp(c)})" if c else "")
            for s, c in zip(game.seats, dealt)))
    notes = god_notes(r, game, story_lines(r, game.story.log, game.ruleset.presentation.story,
                                           step_orders(game.ruleset))) if god else []
    lines.extend(_events(r, game.events, god, notes))
    if god and game.fallbacks:
        head = "默认答案（未作答或答案不合法）" if lang == "zh" else "Defaults used (no answer or an illegal one)"
        lines.append(f"{head}: " + "; ".join(
            f"{r.seat(f['seat'])} {r.skill(f['kind'])} ({f['reason']})" for f in game.fallbacks))
    return "\n".join(lines)


def _card(r: TextRenderer, seat: object) -> str:
    """The card dealt, and the card it became by the end when it changed (an infected seat)."""
    dealt, now = seat.original_role, seat.role  # type: ignore[attr-defined]
    if now is None or now.id == dealt.id:
        return r.role(dealt.id)
    return f"{r.role(dealt.id)} → {r.role(now.id)}"


def _events(r: TextRenderer, events: Iterable[Event], god: bool,
            notes: list[tuple[int, str]]) -> Iterable[str]:
    k = 0
    for ev in events:
        while k < len(notes) and notes[k][0] <= ev.index:  # storyteller decisions taken here
            yield "  " + notes[k][1]
            k += 1
        if ev.audience is not None and not god or (god and ev.kind == "role"):
            continue
        text = r.event(ev)
        if ev.audience is not None and ev.channel is None:
            text = f"  [→{r.seats(sorted(ev.audience))}] {text}"
        yield text
    for _, text in notes[k:]:
        yield "  " + text
