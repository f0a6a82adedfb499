"""Readable transcripts of a game: the public view, or the god view with every private event."""

from __future__ import annotations

from typing import Iterable

from envs.text import TextRenderer
from rulesets.engine import Event, Game


def transcript(game: Game, lang: str = "zh", god: bool = False) -> str:
    """The game's events as text.  Without ``god`` only public events are shown (what a
    spectator in the room sees); with it, private and group events too, marked with their
    audience, and the deal at the top."""
    r = TextRenderer(game.ruleset, game.choices, lang)
    lines: list[str] = []
    if god:
        head = "身份" if lang == "zh" else "Cards"
        dealt = [e.partition("@")[2] for e in getattr(game, "deal", [""] * game.n)]
        lines.append(f"{head}: " + ", ".join(
            f"{r.seat(s.index)} {r.role(s.original_role.id)}" + (f" ({r.camp(c)})" if c else "")
            for s, c in zip(game.seats, dealt)))
    lines.extend(_events(r, game.events, god))
    return "\n".join(lines)


def _events(r: TextRenderer, events: Iterable[Event], god: bool) -> Iterable[str]:
    for ev in events:
        if ev.audience is not None and not god or (god and ev.kind == "role"):
            continue
        text = r.event(ev)
        if ev.audience is not None and ev.channel is None:
            text = f"  [→{r.seats(sorted(ev.audience))}] {text}"
        yield text
