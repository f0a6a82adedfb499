"""Propositions (命题) put to the storyteller: the 艺术家's question (作画, line 151) and the
造谣者's rumour (造谣, line 90).

A free proposition cannot be judged by rules (rulings CT-artist, CT-gossip-menu): a player puts one
from a menu the grimoire decides, each about a player, a character or both, read as things
register to the player who puts it (C10):

* ``prop_character``: "<player> is the <character>";
* ``prop_evil``: "<player> is evil";
* ``prop_demon``: "<player> is a demon";
* ``prop_in_play``: "the <character> is in play" (some player registers as it);
* ``prop_impaired``: "<player> is drunk or poisoned" (the grimoire's statuses).

Every proposition of the menu is unambiguous (明确) and has an answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generator

from rulesets.engine import Decision, Game, ask_option, ask_target

from .info import look

#: the menu: proposition -> what it is about ("player", "character" or both)
PROPOSITIONS: dict[str, tuple[str, ...]] = {
    "prop_character": ("player", "character"), "prop_evil": ("player",),
    "prop_demon": ("player",), "prop_in_play": ("character",), "prop_impaired": ("player",)}
OPTIONS = tuple(PROPOSITIONS)
#: how the menu decision is shown (the same question whoever puts it)
SHOWN = "proposition"


@dataclass(frozen=True)
class Proposition:
    """One proposition of the menu: its kind, the player (-1: none) and the character ("")."""

    which: str
    who: int = -1
    role: str = ""

    def fields(self) -> dict[str, object]:
        """The event data that names it (``proposition``, ``target``, ``about``)."""
        out: dict[str, object] = {"proposition": self.which,
                                  "target": self.who if self.who >= 0 else None}
        if self.role:
            out["about"] = self.role
        return out


def ask(g: Game, seat: int, menu: str, player: str,
        character: str) -> Generator[Decision, int, Proposition | None]:
    """Ask ``seat`` for a proposition: its kind (decision ``menu``), then its player (``player``:
    anyone, alive or dead) and / or character (``character``: any of the script); ``None`` when
    the seat passes on the menu."""
    which = yield from ask_option(g, seat, menu, OPTIONS, shown=SHOWN)
    if which is None:
        return None
    about = PROPOSITIONS[str(which)]
    who, role = -1, ""
    if "player" in about:
        picked = yield from ask_target(g, seat, player, list(range(g.n)), optional=False,
                                       shown="choose_player")
        who = -1 if picked is None else picked
    if "character" in about:
        named = yield from ask_option(g, seat, character, [r.id for r in g.ruleset.roles],
                                      optional=False, shown="choose_character")
        role = str(named)
    return Proposition(str(which), who, role)


def truth(g: Game, me: int, prop: Proposition) -> bool:
    """Whether the proposition holds, as the grimoire (and registration to ``me``) says."""
    if prop.which == "prop_character":
        return look(g, prop.who, me).role == prop.role
    if prop.which == "prop_evil":
        return look(g, prop.who, me).camp == "evil"
    if prop.which == "prop_demon":
        return look(g, prop.who, me).side == "demon"
    if prop.which == "prop_in_play":
        return any(look(g, s, me).role == prop.role for s in range(g.n))
    if prop.which == "prop_impaired":
        return not g.healthy(prop.who)
    raise ValueError(f"unknown proposition {prop.which!r}")
